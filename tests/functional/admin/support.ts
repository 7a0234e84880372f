import { DateTime } from 'luxon'
import Subscription from '#models/subscription'
import type User from '#models/user'

/** A password confirmed a minute ago: admin actions need it. */
export const CONFIRMED = () => ({ 'auth.password_confirmed_at': Date.now() - 60_000 })

/** A current subscription row for a user (the billing tables' shape). */
export async function subscribe(
  user: User,
  overrides: Partial<{
    plan: Subscription['plan']
    status: Subscription['status']
    source: Subscription['source']
    amountCents: number
    interval: Subscription['interval']
    trialEndsAt: DateTime | null
    currentPeriodEnd: DateTime | null
    createdAt: DateTime
    endedAt: DateTime | null
  }> = {}
) {
  const plan = overrides.plan ?? 'premium_monthly'
  return Subscription.create({
    userId: user.id,
    plan,
    status: overrides.status ?? 'active',
    source: overrides.source ?? 'admin',
    amountCents: overrides.amountCents ?? (plan === 'premium_yearly' ? 9000 : 900),
    currency: 'eur',
    interval: overrides.interval ?? (plan === 'premium_yearly' ? 'year' : 'month'),
    trialEndsAt: overrides.trialEndsAt ?? null,
    currentPeriodStart: DateTime.now().minus({ days: 3 }),
    currentPeriodEnd: overrides.currentPeriodEnd ?? DateTime.now().plus({ days: 27 }),
    cancelAtPeriodEnd: false,
    canceledAt: null,
    endedAt: overrides.endedAt ?? null,
    ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
  })
}
