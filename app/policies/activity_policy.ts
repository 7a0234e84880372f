import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import type Activity from '#models/activity'
import { ownedBy } from '#policies/ownership'

/** An activity, its streams and original file: the athlete's own only. */
export default class ActivityPolicy extends BasePolicy {
  view(user: User, activity: Pick<Activity, 'userId'>) {
    return ownedBy(user, activity)
  }

  edit(user: User, activity: Pick<Activity, 'userId'>) {
    return ownedBy(user, activity)
  }

  delete(user: User, activity: Pick<Activity, 'userId'>) {
    return ownedBy(user, activity)
  }
}
