import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import type CoachThread from '#models/coach_thread'
import { ownedBy } from '#policies/ownership'

/** A conversation with the coach: read and continued by its athlete only. */
export default class CoachThreadPolicy extends BasePolicy {
  view(user: User, thread: CoachThread) {
    return ownedBy(user, thread)
  }

  post(user: User, thread: CoachThread) {
    return ownedBy(user, thread)
  }
}
