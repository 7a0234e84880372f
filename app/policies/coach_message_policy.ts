import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import type CoachMessage from '#models/coach_message'
import { ownedBy } from '#policies/ownership'

/** One message of a conversation with the coach (as JSON): its athlete only. */
export default class CoachMessagePolicy extends BasePolicy {
  view(user: User, message: CoachMessage) {
    return ownedBy(user, message)
  }
}
