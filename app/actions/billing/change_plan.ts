/**
 * Admin: move a user's current subscription to another plan.
 *
 *   new ChangePlan().handle({ adminId, userId, plan })
 *     plan: 'premium_monthly' | 'premium_yearly' | 'free' ('free' cancels now, see CancelSubscription)
 *   → the Subscription row. A Stripe subscription changes price on Stripe (prorated);
 *     an admin grant changes here. Throws BillingException ('unknown_user', 'no_subscription'
 *     — use GrantSubscription for a user on Free —, 'invalid_plan', 'not_configured').
 *   Writes an audit row (subscription.change_plan) and a billing event (admin.change_plan).
 */
import { DateTime } from 'luxon'
import { catalogue, PAID_PLANS } from '#config/billing'
import type Subscription from '#models/subscription'
import type { PlanId } from '#models/subscription'
import User from '#models/user'
import { currentSubscription } from '#queries/subscriptions'
import SyncStripeSubscription from '#actions/billing/sync_stripe_subscription'
import CancelSubscription from '#actions/billing/cancel_subscription'
import BillingException from '#exceptions/billing_exception'
import { recordAdminBillingChange } from '#actions/billing/record_billing_change'
import { stripeClient, stripeSettings } from '#services/stripe'

export interface ChangePlanInput {
  adminId: number
  userId: number
  plan: PlanId
}

export default class ChangePlan {
  async handle(input: ChangePlanInput): Promise<Subscription> {
    if (input.plan === 'free') {
      return new CancelSubscription().handle({ adminId: input.adminId, userId: input.userId })
    }
    const plan = input.plan
    if (!PAID_PLANS.includes(plan)) throw new BillingException('invalid_plan', 'Unknown plan.')
    const user = await User.find(input.userId)
    if (!user) throw new BillingException('unknown_user', 'This user does not exist.')
    const current = await currentSubscription(user.id)
    if (!current || current.status === 'canceled') {
      throw new BillingException('no_subscription', 'This user is on Free: grant a plan instead.')
    }
    const from = current.plan

    let subscription = current
    if (from !== plan && current.source === 'stripe' && current.stripeSubscriptionId) {
      const settings = stripeSettings()
      if (!settings) {
        throw new BillingException('not_configured', 'Stripe keys are needed to change this plan.')
      }
      const stripe = stripeClient(settings)
      const remote = await stripe.subscriptions.retrieve(current.stripeSubscriptionId)
      const object = await stripe.subscriptions.update(current.stripeSubscriptionId, {
        items: [{ id: remote.items.data[0].id, price: settings.prices[plan] }],
        proration_behavior: 'create_prorations',
        metadata: { plan },
      })
      const result = await new SyncStripeSubscription().handle(settings, object, DateTime.now())
      subscription = result.subscription ?? current
    } else if (from !== plan) {
      const entry = catalogue[plan]
      current.merge({
        plan,
        amountCents: entry.amountCents,
        currency: entry.currency,
        interval: entry.interval,
      })
      await current.save()
    }

    await recordAdminBillingChange({
      adminId: input.adminId,
      user,
      subscription,
      action: 'subscription.change_plan',
      details: { from, to: plan, source: subscription.source },
    })
    return subscription
  }
}
