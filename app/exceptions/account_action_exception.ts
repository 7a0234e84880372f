import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'

/**
 * An admin action on an account that is refused (an admin disabling their own
 * account). Nothing was changed: back to the user's admin page with the
 * message as a flash.
 */
export default class AccountActionException extends Exception {
  static status = 422
  static code = 'E_ACCOUNT_ACTION_REFUSED'

  async handle(error: this, ctx: HttpContext) {
    ctx.session.flash('error', error.message)
    return ctx.response
      .redirect()
      .toRoute('admin.subscriptions.users.show', { id: Number(ctx.params.id) })
  }

  /** An expected answer, not a fault: nothing to log. */
  report() {}
}
