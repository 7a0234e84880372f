import { DateTime } from 'luxon'
import { currentSubscription } from '#queries/subscriptions'
import SyncStripeSubscription from '#actions/billing/sync_stripe_subscription'
import BillingException from '#exceptions/billing_exception'
import { stripeClient, stripeSettings } from '#services/stripe'

/**
 * The athlete cancels at the end of the paid period (`cancel: true`) or
 * resumes a subscription that was going to end (`cancel: false`). Stripe
 * subscriptions change on Stripe and the answer is stored at once (the
 * webhook that follows finds it done); an admin grant changes here.
 */
export default class SetCancelAtPeriodEnd {
  async handle({ userId, cancel }: { userId: number; cancel: boolean }) {
    const subscription = await currentSubscription(userId)
    if (!subscription || subscription.status === 'canceled') {
      throw new BillingException('no_subscription', 'You have no subscription to change.')
    }
    if (subscription.source === 'stripe' && subscription.stripeSubscriptionId) {
      const settings = stripeSettings()
      if (!settings)
        throw new BillingException('not_configured', 'Online payment is not set up here.')
      const object = await stripeClient(settings).subscriptions.update(
        subscription.stripeSubscriptionId,
        { cancel_at_period_end: cancel }
      )
      const result = await new SyncStripeSubscription().handle(settings, object, DateTime.now())
      return result.subscription ?? subscription
    }
    subscription.cancelAtPeriodEnd = cancel
    subscription.canceledAt = cancel ? DateTime.now() : null
    await subscription.save()
    return subscription
  }
}
