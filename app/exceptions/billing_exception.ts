import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'

export type BillingRefusal =
  | 'not_configured'
  | 'no_subscription'
  | 'already_subscribed'
  | 'stripe_managed'
  | 'invalid_plan'
  | 'unknown_user'

/**
 * A billing change that cannot be made as asked; `message` is written for the
 * person who asked. Nothing was changed. It comes back as a flash message on
 * the page the change was asked from: the athlete's Subscription tab, or the
 * user's page in the admin area (routes `admin.subscriptions.users.*`).
 */
export default class BillingException extends Exception {
  static status = 422

  constructor(
    readonly refusal: BillingRefusal,
    message: string
  ) {
    super(message, { code: `E_BILLING_${refusal.toUpperCase()}` })
  }

  async handle(error: this, ctx: HttpContext) {
    ctx.session.flash('error', error.message)
    if (ctx.route?.name?.startsWith('admin.subscriptions.users.')) {
      return ctx.response
        .redirect()
        .toRoute('admin.subscriptions.users.show', { id: Number(ctx.params.id) })
    }
    return ctx.response.redirect().toRoute('profile.subscription')
  }

  /** An expected answer, not a fault: nothing to log. */
  report() {}
}
