import { DateTime } from 'luxon'
import { coachModelMessagesPerDay } from '#config/billing'
import type Subscription from '#models/subscription'
import { currentSubscription } from '#queries/subscriptions'
import type { Entitlements, Tier } from '#domain/billing/entitlements'

export type { Entitlements, Tier } from '#domain/billing/entitlements'

/**
 * The one place that says what a user may do. The athlete's own data
 * (activities, plans, revisions, exports) stays readable and exportable on
 * every tier; only the app's automatic work and the hosted model's volume
 * depend on it.
 */
export async function entitlementsFor(
  userId: number,
  now: DateTime<boolean> = DateTime.now()
): Promise<Entitlements> {
  const subscription = await currentSubscription(userId)
  return entitlementsForTier(tierOf(subscription, now))
}

export function entitlementsForTier(tier: Tier): Entitlements {
  const premium = tier === 'premium'
  return {
    tier,
    coachModelMessagesPerDay: coachModelMessagesPerDay[tier],
    adaptivePlans: premium,
    automaticSync: premium,
  }
}

/**
 * Premium while trialing, active or past due (Stripe's retry period), on a
 * paid plan that has not ended. An admin grant with an end date (a trial or
 * "until") stops at that date; Stripe subscriptions follow Stripe's status.
 */
export function tierOf(
  subscription: Subscription | null,
  now: DateTime<boolean> = DateTime.now()
): Tier {
  if (!subscription || !subscription.isEntitled) return 'free'
  if (subscription.source === 'admin') {
    const end = subscription.currentPeriodEnd ?? subscription.trialEndsAt
    if (end && end <= now) return 'free'
  }
  return 'premium'
}
