/**
 * Admin: grant Premium, or extend a trial, without Stripe (or alongside it).
 *
 *   new GrantSubscription().handle({ adminId, userId, plan, trialDays?, untilIso? })
 *     plan: 'premium_monthly' | 'premium_yearly'
 *     trialDays: a trial of that many days (from the current trial's end when one runs: "extend")
 *     untilIso: Premium until that date (ISO 8601); neither: until canceled
 *   → the Subscription row. Throws BillingException ('unknown_user', 'invalid_plan',
 *     'stripe_managed' when a paid Stripe subscription runs and no trial is asked).
 *   Writes an audit row (subscription.grant) and a billing event (admin.grant).
 */
import { DateTime } from 'luxon'
import { catalogue, PAID_PLANS, type PaidPlanId } from '#config/billing'
import Subscription from '#models/subscription'
import User from '#models/user'
import { currentSubscription } from '#queries/subscriptions'
import SyncStripeSubscription from '#actions/billing/sync_stripe_subscription'
import BillingException from '#exceptions/billing_exception'
import { recordAdminBillingChange } from '#actions/billing/record_billing_change'
import { tierOf } from '#services/entitlements'
import { stripeClient, stripeSettings } from '#services/stripe'

export interface GrantSubscriptionInput {
  adminId: number
  userId: number
  plan: PaidPlanId
  trialDays?: number
  untilIso?: string
}

export default class GrantSubscription {
  async handle(input: GrantSubscriptionInput, now = DateTime.now()): Promise<Subscription> {
    if (!PAID_PLANS.includes(input.plan)) {
      throw new BillingException('invalid_plan', 'Choose Premium monthly or Premium yearly.')
    }
    const user = await User.find(input.userId)
    if (!user) throw new BillingException('unknown_user', 'This user does not exist.')
    const until = input.untilIso ? DateTime.fromISO(input.untilIso) : null
    if (until && (!until.isValid || until <= now)) {
      throw new BillingException('invalid_plan', 'The end date must be in the future.')
    }
    const trialDays = input.trialDays && input.trialDays > 0 ? Math.round(input.trialDays) : 0
    const current = await currentSubscription(user.id)

    let subscription: Subscription
    if (current?.source === 'stripe' && tierOf(current, now) === 'premium') {
      subscription = await this.extendStripeTrial(current, trialDays, now)
    } else {
      const reuse = current?.source === 'admin' && tierOf(current, now) === 'premium'
      subscription = reuse ? current! : new Subscription()
      const trialFrom =
        reuse && current!.trialEndsAt && current!.trialEndsAt > now ? current!.trialEndsAt : now
      const trialEndsAt = trialDays > 0 ? trialFrom.plus({ days: trialDays }) : null
      const plan = catalogue[input.plan]
      subscription.merge({
        userId: user.id,
        plan: input.plan,
        status: trialEndsAt ? 'trialing' : 'active',
        source: 'admin',
        amountCents: plan.amountCents,
        currency: plan.currency,
        interval: plan.interval,
        trialEndsAt,
        currentPeriodStart: reuse ? subscription.currentPeriodStart : now,
        currentPeriodEnd: until ?? trialEndsAt,
        cancelAtPeriodEnd: false,
        canceledAt: null,
        endedAt: null,
      })
      await subscription.save()
    }

    await recordAdminBillingChange({
      adminId: input.adminId,
      user,
      subscription,
      action: 'subscription.grant',
      details: {
        plan: input.plan,
        trialDays: trialDays || null,
        until: until?.toISO() ?? null,
        source: subscription.source,
      },
    })
    return subscription
  }

  /** A running Stripe subscription: only its trial can be extended (on Stripe). */
  private async extendStripeTrial(current: Subscription, trialDays: number, now: DateTime) {
    const settings = stripeSettings()
    if (!trialDays || !settings || !current.stripeSubscriptionId) {
      throw new BillingException(
        'stripe_managed',
        'This user pays through Stripe: change or cancel their plan instead.'
      )
    }
    const from = current.trialEndsAt && current.trialEndsAt > now ? current.trialEndsAt : now
    const object = await stripeClient(settings).subscriptions.update(current.stripeSubscriptionId, {
      trial_end: Math.floor(from.plus({ days: trialDays }).toSeconds()),
      proration_behavior: 'none',
    })
    const result = await new SyncStripeSubscription().handle(settings, object, DateTime.now())
    return result.subscription ?? current
  }
}
