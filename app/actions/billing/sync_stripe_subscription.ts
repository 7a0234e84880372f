import { DateTime } from 'luxon'
import type Stripe from 'stripe'
import { catalogue } from '#config/billing'
import Subscription, { type SubscriptionStatus } from '#models/subscription'
import User from '#models/user'
import { planForPrice, type StripeSettings } from '#services/stripe'

export interface SyncResult {
  subscription: Subscription | null
  /** False when the row already reflects a newer state (an event delivered late). */
  applied: boolean
  /** The status before this change (null: the row is new). */
  previousStatus: SubscriptionStatus | null
  userId: number | null
}

/**
 * Copies a Stripe subscription onto its row (created on first sight).
 * `stateAt` is when Stripe produced this state (the event's `created`, or
 * now for an object just read from the API). Out-of-order safety: a state
 * older than the row's `stripe_state_at` changes nothing, and an ended
 * subscription is never revived (cancelation is final on Stripe).
 */
export default class SyncStripeSubscription {
  async handle(
    settings: StripeSettings,
    object: Stripe.Subscription,
    stateAt: DateTime
  ): Promise<SyncResult> {
    const row = await Subscription.findBy('stripe_subscription_id', object.id)
    const customerId = typeof object.customer === 'string' ? object.customer : object.customer.id
    const userId = row?.userId ?? (await userIdFor(object, customerId))
    if (!userId) return { subscription: null, applied: false, previousStatus: null, userId: null }

    const status = mapStatus(object.status)
    if (row) {
      const stale = row.stripeStateAt !== null && row.stripeStateAt > stateAt
      const revived = row.endedAt !== null && status !== 'canceled'
      if (stale || revived) {
        return { subscription: row, applied: false, previousStatus: row.status, userId }
      }
    }

    const item = object.items?.data?.[0]
    const price = item?.price
    const interval = price?.recurring?.interval === 'year' ? 'year' : 'month'
    const plan =
      planForPrice(settings, price?.id) ??
      (interval === 'year' ? 'premium_yearly' : 'premium_monthly')
    const legacy = object as unknown as {
      current_period_start?: number
      current_period_end?: number
    }
    const periodStart = item?.current_period_start ?? legacy.current_period_start ?? null
    const periodEnd = item?.current_period_end ?? legacy.current_period_end ?? null
    const endedAt =
      object.ended_at ?? (status === 'canceled' ? Math.floor(Date.now() / 1000) : null)

    const subscription = row ?? new Subscription()
    const previousStatus = row ? row.status : null
    subscription.merge({
      userId,
      plan,
      status,
      source: 'stripe',
      stripeCustomerId: customerId,
      stripeSubscriptionId: object.id,
      amountCents: price?.unit_amount ?? catalogue[plan].amountCents,
      currency: (price?.currency ?? catalogue[plan].currency).slice(0, 3),
      interval,
      trialEndsAt: seconds(object.trial_end),
      currentPeriodStart: seconds(periodStart),
      currentPeriodEnd: seconds(periodEnd),
      cancelAtPeriodEnd: Boolean(object.cancel_at_period_end || object.cancel_at),
      canceledAt: seconds(object.canceled_at),
      endedAt: seconds(endedAt),
      stripeStateAt: stateAt,
    })
    await subscription.save()

    const user = await User.find(userId)
    if (user && !user.stripeCustomerId) {
      user.stripeCustomerId = customerId
      await user.save()
    }
    return { subscription, applied: true, previousStatus, userId }
  }
}

/**
 * Stripe's statuses onto ours: `unpaid` (retries exhausted) and `paused` (a
 * trial ended without a payment method) keep the row but not Premium.
 */
export function mapStatus(status: Stripe.Subscription.Status): SubscriptionStatus {
  switch (status) {
    case 'trialing':
    case 'active':
    case 'past_due':
    case 'canceled':
    case 'incomplete':
      return status as SubscriptionStatus
    case 'incomplete_expired':
      return 'canceled'
    default:
      return 'incomplete'
  }
}

async function userIdFor(object: Stripe.Subscription, customerId: string) {
  const fromMetadata = Number(object.metadata?.user_id)
  if (Number.isInteger(fromMetadata) && fromMetadata > 0 && (await User.find(fromMetadata))) {
    return fromMetadata
  }
  const user = await User.findBy('stripe_customer_id', customerId)
  return user?.id ?? null
}

function seconds(value: number | null | undefined) {
  return value ? DateTime.fromSeconds(value) : null
}
