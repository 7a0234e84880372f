import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import type Gear from '#models/gear'
import { ownedBy } from '#policies/ownership'

/** Shoes and bikes: the athlete's own only. */
export default class GearPolicy extends BasePolicy {
  edit(user: User, gear: Gear) {
    return ownedBy(user, gear)
  }

  dismissReminder(user: User, gear: Gear) {
    return ownedBy(user, gear)
  }

  delete(user: User, gear: Gear) {
    return ownedBy(user, gear)
  }
}
