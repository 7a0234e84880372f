import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import GrantSubscription from '#actions/billing/grant_subscription'
import ChangePlan from '#actions/billing/change_plan'
import CancelSubscription from '#actions/billing/cancel_subscription'
import SetAccountDisabled from '#actions/admin/set_account_disabled'
import ResendVerification from '#actions/admin/resend_verification'
import UserPolicy from '#policies/user_policy'
import {
  cancelSubscriptionValidator,
  changePlanValidator,
  grantSubscriptionValidator,
} from '#validators/admin'

/**
 * What an admin does to one user from Admin/Subscriptions/User: grant or extend
 * a trial or plan, change or cancel the plan, resend the verification mail,
 * disable or enable the account. Every route is password-confirmed and every
 * change audited (the billing actions write their own audit rows). A refusal
 * (BillingException, AccountActionException) comes back to the user's page as
 * a flash message.
 */
export default class SubscriptionUserActionsController {
  async grant(ctx: HttpContext) {
    const { plan, trialDays, until } = await ctx.request.validateUsing(grantSubscriptionValidator)
    const user = await this.subject(ctx)
    await new GrantSubscription().handle({
      adminId: ctx.auth.getUserOrFail().id,
      userId: user.id,
      plan,
      trialDays,
      untilIso: until ? until.toISOString() : undefined,
    })
    return this.done(ctx, user, 'Subscription granted.')
  }

  async changePlan(ctx: HttpContext) {
    const { plan } = await ctx.request.validateUsing(changePlanValidator)
    const user = await this.subject(ctx)
    await new ChangePlan().handle({ adminId: ctx.auth.getUserOrFail().id, userId: user.id, plan })
    return this.done(ctx, user, 'Plan changed.')
  }

  async cancel(ctx: HttpContext) {
    const { atPeriodEnd } = await ctx.request.validateUsing(cancelSubscriptionValidator)
    const user = await this.subject(ctx)
    await new CancelSubscription().handle({
      adminId: ctx.auth.getUserOrFail().id,
      userId: user.id,
      atPeriodEnd,
    })
    return this.done(
      ctx,
      user,
      atPeriodEnd ? 'The subscription ends at the end of its period.' : 'Subscription canceled.'
    )
  }

  async resendVerification(ctx: HttpContext) {
    const user = await this.subject(ctx)
    await new ResendVerification().handle({
      admin: ctx.auth.getUserOrFail(),
      userId: user.id,
      ip: ctx.request.ip(),
    })
    return this.done(ctx, user, 'Verification e-mail sent.')
  }

  async disable(ctx: HttpContext) {
    const user = await this.subject(ctx)
    await new SetAccountDisabled().handle({
      admin: ctx.auth.getUserOrFail(),
      userId: user.id,
      disabled: true,
      ip: ctx.request.ip(),
    })
    return this.done(ctx, user, 'Account disabled: it can no longer sign in.')
  }

  async enable(ctx: HttpContext) {
    const user = await this.subject(ctx)
    await new SetAccountDisabled().handle({
      admin: ctx.auth.getUserOrFail(),
      userId: user.id,
      disabled: false,
      ip: ctx.request.ip(),
    })
    return this.done(ctx, user, 'Account enabled again.')
  }

  /** The user in the URL (404 if there is none), whom the signed-in admin may manage. */
  private async subject({ params, bouncer }: HttpContext) {
    const user = await User.findOrFail(Number(params.id))
    await bouncer.with(UserPolicy).authorize('manage', user)
    return user
  }

  private done({ response, session }: HttpContext, user: User, message: string) {
    session.flash('success', message)
    return response.redirect().toRoute('admin.subscriptions.users.show', { id: user.id })
  }
}
