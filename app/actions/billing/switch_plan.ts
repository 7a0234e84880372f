import { DateTime } from 'luxon'
import type { PaidPlanId } from '#config/billing'
import { currentSubscription } from '#queries/subscriptions'
import SyncStripeSubscription from '#actions/billing/sync_stripe_subscription'
import BillingException from '#exceptions/billing_exception'
import { stripeClient, stripeSettings } from '#services/stripe'

/**
 * The athlete switches a Stripe subscription between monthly and yearly:
 * the item's price changes on Stripe with proration, and the answer is
 * stored at once. Admin grants are changed by an admin (ChangePlan).
 */
export default class SwitchPlan {
  async handle({ userId, plan }: { userId: number; plan: PaidPlanId }) {
    const subscription = await currentSubscription(userId)
    if (!subscription || subscription.status === 'canceled') {
      throw new BillingException('no_subscription', 'You have no subscription to change.')
    }
    if (subscription.plan === plan) return subscription
    if (subscription.source !== 'stripe' || !subscription.stripeSubscriptionId) {
      throw new BillingException(
        'stripe_managed',
        'Your plan was granted by an administrator; ask them to change it.'
      )
    }
    const settings = stripeSettings()
    if (!settings)
      throw new BillingException('not_configured', 'Online payment is not set up here.')
    const stripe = stripeClient(settings)
    const current = await stripe.subscriptions.retrieve(subscription.stripeSubscriptionId)
    const item = current.items.data[0]
    const object = await stripe.subscriptions.update(subscription.stripeSubscriptionId, {
      items: [{ id: item.id, price: settings.prices[plan] }],
      proration_behavior: 'create_prorations',
      metadata: { plan },
    })
    const result = await new SyncStripeSubscription().handle(settings, object, DateTime.now())
    return result.subscription ?? subscription
  }
}
