/**
 * Admin: cancel a user's current subscription.
 *
 *   new CancelSubscription().handle({ adminId, userId, atPeriodEnd? })
 *     atPeriodEnd: true = keeps Premium until the paid period ends; false (default) = ends now
 *   → the Subscription row. Stripe subscriptions are canceled on Stripe (the
 *     answer is stored at once). Throws BillingException ('unknown_user', 'no_subscription',
 *     'not_configured' for a Stripe subscription without Stripe keys).
 *   Writes an audit row (subscription.cancel) and a billing event (admin.cancel).
 */
import { DateTime } from 'luxon'
import type Subscription from '#models/subscription'
import User from '#models/user'
import { currentSubscription } from '#queries/subscriptions'
import SyncStripeSubscription from '#actions/billing/sync_stripe_subscription'
import BillingException from '#exceptions/billing_exception'
import { recordAdminBillingChange } from '#actions/billing/record_billing_change'
import { stripeClient, stripeSettings } from '#services/stripe'

export interface CancelSubscriptionInput {
  adminId: number
  userId: number
  atPeriodEnd?: boolean
}

export default class CancelSubscription {
  async handle(input: CancelSubscriptionInput, now = DateTime.now()): Promise<Subscription> {
    const user = await User.find(input.userId)
    if (!user) throw new BillingException('unknown_user', 'This user does not exist.')
    const current = await currentSubscription(user.id)
    if (!current) throw new BillingException('no_subscription', 'This user has no subscription.')
    const atPeriodEnd = input.atPeriodEnd === true

    let subscription = current
    if (current.source === 'stripe' && current.stripeSubscriptionId) {
      const settings = stripeSettings()
      if (!settings) {
        throw new BillingException('not_configured', 'Stripe keys are needed to cancel this plan.')
      }
      const stripe = stripeClient(settings)
      const object = atPeriodEnd
        ? await stripe.subscriptions.update(current.stripeSubscriptionId, {
            cancel_at_period_end: true,
          })
        : await stripe.subscriptions.cancel(current.stripeSubscriptionId)
      const result = await new SyncStripeSubscription().handle(settings, object, DateTime.now())
      subscription = result.subscription ?? current
    } else if (atPeriodEnd && current.currentPeriodEnd && current.currentPeriodEnd > now) {
      current.merge({ cancelAtPeriodEnd: true, canceledAt: now })
      await current.save()
    } else {
      current.merge({ status: 'canceled', cancelAtPeriodEnd: false, canceledAt: now, endedAt: now })
      await current.save()
    }

    await recordAdminBillingChange({
      adminId: input.adminId,
      user,
      subscription,
      action: 'subscription.cancel',
      details: { plan: subscription.plan, atPeriodEnd, source: subscription.source },
    })
    return subscription
  }
}
