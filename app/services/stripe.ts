import Stripe from 'stripe'
import env from '#start/env'
import type { PaidPlanId } from '#config/billing'

/**
 * Stripe settings, read at call time (tests change them with `env.set`).
 * Null when the installation has no Stripe keys: plans are then granted by an
 * admin and the Subscription tab says so.
 */
export interface StripeSettings {
  secretKey: string
  webhookSecret: string | null
  prices: Record<PaidPlanId, string>
  /** Only for a local fake API in tests (STRIPE_API_BASE_URL). */
  baseUrl: string | null
}

export function stripeSettings(): StripeSettings | null {
  const secretKey = env.get('STRIPE_SECRET_KEY')
  const monthly = env.get('STRIPE_PRICE_PREMIUM_MONTHLY')
  const yearly = env.get('STRIPE_PRICE_PREMIUM_YEARLY')
  if (!secretKey || !monthly || !yearly) return null
  return {
    secretKey,
    webhookSecret: env.get('STRIPE_WEBHOOK_SECRET') || null,
    prices: { premium_monthly: monthly, premium_yearly: yearly },
    baseUrl: env.get('STRIPE_API_BASE_URL') || null,
  }
}

let cached: { key: string; client: Stripe } | null = null

/** The official SDK's client for these settings (pointed at STRIPE_API_BASE_URL when set). */
export function stripeClient(settings: StripeSettings): Stripe {
  const cacheKey = `${settings.secretKey}|${settings.baseUrl ?? ''}`
  if (cached?.key === cacheKey) return cached.client
  const base = settings.baseUrl ? new URL(settings.baseUrl) : null
  const client = new Stripe(settings.secretKey, {
    maxNetworkRetries: base ? 0 : 2,
    telemetry: !base,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  })
  cached = { key: cacheKey, client }
  return client
}

/** The plan a Stripe price id stands for (null: a price this installation does not sell). */
export function planForPrice(settings: StripeSettings, priceId: string | null | undefined) {
  if (!priceId) return null
  const entry = Object.entries(settings.prices).find(([, id]) => id === priceId)
  return entry ? (entry[0] as PaidPlanId) : null
}
