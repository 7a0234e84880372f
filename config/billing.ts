import env from '#start/env'
import type { BillingInterval, PlanId } from '#models/subscription'

/**
 * The plan catalogue and what each tier may do. Prices are in the currency's
 * minor unit (cents); every figure can be set by an environment variable.
 * Stripe's own prices (STRIPE_PRICE_PREMIUM_*) must match these amounts: they
 * are what the Landing page and the Subscription tab show, and what an
 * admin-granted plan records as its amount.
 */
export interface CataloguePlan {
  id: PlanId
  name: string
  amountCents: number
  currency: string
  interval: BillingInterval | null
  trialDays: number
}

const currency = (env.get('BILLING_CURRENCY') || 'eur').toLowerCase()
const trialDays = env.get('BILLING_TRIAL_DAYS') ?? 14

export const catalogue: Record<PlanId, CataloguePlan> = {
  free: { id: 'free', name: 'Free', amountCents: 0, currency, interval: null, trialDays: 0 },
  premium_monthly: {
    id: 'premium_monthly',
    name: 'Premium monthly',
    amountCents: env.get('BILLING_PRICE_MONTHLY_CENTS') ?? 900,
    currency,
    interval: 'month',
    trialDays,
  },
  premium_yearly: {
    id: 'premium_yearly',
    name: 'Premium yearly',
    amountCents: env.get('BILLING_PRICE_YEARLY_CENTS') ?? 9000,
    currency,
    interval: 'year',
    trialDays,
  },
}

export const PAID_PLANS = ['premium_monthly', 'premium_yearly'] as const
export type PaidPlanId = (typeof PAID_PLANS)[number]

/** Coach messages answered by a hosted model per day, by tier (the offline coach is unlimited). */
export const coachModelMessagesPerDay = {
  free: env.get('BILLING_FREE_COACH_MESSAGES_PER_DAY') ?? 10,
  premium: env.get('BILLING_PREMIUM_COACH_MESSAGES_PER_DAY') ?? 200,
}
