import { DateTime } from 'luxon'
import Subscription from '#models/subscription'
import type { PaidPlanId } from '#config/billing'

/** An admin-granted Premium subscription with no end (a test fixture; no audit rows). */
export async function grantPremium(userId: number, plan: PaidPlanId = 'premium_monthly') {
  return Subscription.create({
    userId,
    plan,
    status: 'active',
    source: 'admin',
    amountCents: 0,
    currency: 'eur',
    interval: plan === 'premium_yearly' ? 'year' : 'month',
    currentPeriodStart: DateTime.now(),
    cancelAtPeriodEnd: false,
  })
}
