import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import GrantSubscription from '#actions/billing/grant_subscription'
import ChangePlan from '#actions/billing/change_plan'
import CancelSubscription from '#actions/billing/cancel_subscription'
import { BillingError } from '#actions/billing/billing_error'
import SetAccountDisabled, { AccountActionError } from '#actions/admin/set_account_disabled'
import ResendVerification from '#actions/admin/resend_verification'
import {
  cancelSubscriptionValidator,
  changePlanValidator,
  grantSubscriptionValidator,
} from '#validators/admin'

/**
 * What an admin does to one user from Admin/Subscriptions/User: grant or extend
 * a trial or plan, change or cancel the plan, resend the verification mail,
 * disable or enable the account. Every route is password-confirmed and every
 * change audited (the billing actions write their own audit rows).
 */
export default class SubscriptionUserActionsController {
  async grant(ctx: HttpContext) {
    const { plan, trialDays, until } = await ctx.request.validateUsing(grantSubscriptionValidator)
    return attempt(ctx, 'Subscription granted.', async (adminId, userId) => {
      await new GrantSubscription().handle({
        adminId,
        userId,
        plan,
        trialDays,
        untilIso: until ? until.toISOString() : undefined,
      })
    })
  }

  async changePlan(ctx: HttpContext) {
    const { plan } = await ctx.request.validateUsing(changePlanValidator)
    return attempt(ctx, 'Plan changed.', async (adminId, userId) => {
      await new ChangePlan().handle({ adminId, userId, plan })
    })
  }

  async cancel(ctx: HttpContext) {
    const { atPeriodEnd } = await ctx.request.validateUsing(cancelSubscriptionValidator)
    const message = atPeriodEnd
      ? 'The subscription ends at the end of its period.'
      : 'Subscription canceled.'
    return attempt(ctx, message, async (adminId, userId) => {
      await new CancelSubscription().handle({ adminId, userId, atPeriodEnd })
    })
  }

  async resendVerification(ctx: HttpContext) {
    return attempt(ctx, 'Verification e-mail sent.', async (_adminId, userId) => {
      await new ResendVerification().handle({
        admin: ctx.auth.getUserOrFail(),
        userId,
        ip: ctx.request.ip(),
      })
    })
  }

  async disable(ctx: HttpContext) {
    return attempt(ctx, 'Account disabled: it can no longer sign in.', async (_adminId, userId) => {
      await new SetAccountDisabled().handle({
        admin: ctx.auth.getUserOrFail(),
        userId,
        disabled: true,
        ip: ctx.request.ip(),
      })
    })
  }

  async enable(ctx: HttpContext) {
    return attempt(ctx, 'Account enabled again.', async (_adminId, userId) => {
      await new SetAccountDisabled().handle({
        admin: ctx.auth.getUserOrFail(),
        userId,
        disabled: false,
        ip: ctx.request.ip(),
      })
    })
  }
}

/**
 * Runs one admin action for the user in the URL and goes back to their page,
 * with the outcome as a flash message (a refusal explains itself).
 */
async function attempt(
  { auth, params, response, session }: HttpContext,
  success: string,
  run: (adminId: number, userId: number) => Promise<void>
) {
  const user = await User.findOrFail(Number(params.id))
  const userId = user.id
  try {
    await run(auth.getUserOrFail().id, userId)
    session.flash('success', success)
  } catch (error) {
    if (!(error instanceof BillingError) && !(error instanceof AccountActionError)) throw error
    session.flash('error', error.message)
  }
  return response.redirect().toRoute('admin.subscriptions.users.show', { id: userId })
}
