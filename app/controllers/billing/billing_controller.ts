import type { HttpContext } from '@adonisjs/core/http'
import StartCheckout from '#actions/billing/start_checkout'
import OpenBillingPortal from '#actions/billing/open_billing_portal'
import SetCancelAtPeriodEnd from '#actions/billing/set_cancel_at_period_end'
import SwitchPlan from '#actions/billing/switch_plan'
import { paidPlanValidator } from '#validators/billing'

/**
 * The athlete's billing: Stripe Checkout and the Billing Portal (external
 * redirects), cancel at period end, resume and switch interval (the last
 * three password-confirmed, see start/routes.ts). A refusal is a
 * BillingException: a flash message on the Subscription tab.
 */
export default class BillingController {
  async checkout(ctx: HttpContext) {
    const { plan } = await ctx.request.validateUsing(paidPlanValidator)
    const { url } = await new StartCheckout().handle({ userId: this.userId(ctx), plan })
    return this.external(ctx, url)
  }

  /** GET, so that the payment-failed e-mail can link to it. */
  async portal(ctx: HttpContext) {
    const { url } = await new OpenBillingPortal().handle({ userId: this.userId(ctx) })
    return this.external(ctx, url)
  }

  async cancel(ctx: HttpContext) {
    await new SetCancelAtPeriodEnd().handle({ userId: this.userId(ctx), cancel: true })
    ctx.session.flash('success', 'Your subscription will end at the end of the paid period.')
    return ctx.response.redirect().toRoute('profile.subscription')
  }

  async resume(ctx: HttpContext) {
    await new SetCancelAtPeriodEnd().handle({ userId: this.userId(ctx), cancel: false })
    ctx.session.flash('success', 'Your subscription continues.')
    return ctx.response.redirect().toRoute('profile.subscription')
  }

  async switch(ctx: HttpContext) {
    const { plan } = await ctx.request.validateUsing(paidPlanValidator)
    await new SwitchPlan().handle({ userId: this.userId(ctx), plan })
    ctx.session.flash('success', 'Your plan was changed.')
    return ctx.response.redirect().toRoute('profile.subscription')
  }

  private userId(ctx: HttpContext) {
    return ctx.auth.getUserOrFail().id
  }

  /** An Inertia visit leaves the app with 409 + X-Inertia-Location; a plain request with 302. */
  private external(ctx: HttpContext, url: string) {
    if (ctx.request.header('x-inertia')) return ctx.inertia.location(url)
    return ctx.response.redirect(url)
  }
}
