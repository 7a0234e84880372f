import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'

/**
 * An account as the admin area sees it: managed (plan, verification mail,
 * disabling) by administrators only. The admin middleware turns others away
 * first; this is the same rule where the record is at hand.
 */
export default class UserPolicy extends BasePolicy {
  manage(admin: User, _user: User) {
    return admin.isAdmin
      ? true
      : AuthorizationResponse.deny('This area is for administrators.', 403)
  }
}
