import type { DateTime } from 'luxon'
import { entitlementsFor } from '#services/entitlements'
import type { ApiClient } from '@japa/api-client'
import type { Group } from '@japa/runner/core'
import Stripe from 'stripe'
import env from '#start/env'
import queue from '#services/queue'
import {
  FAKE_PRICES,
  FAKE_STRIPE_KEY,
  FAKE_WEBHOOK_SECRET,
  FakeStripe,
} from '#tests/support/fake_stripe'
import { functionalGroup, route } from '../helpers.js'

export const fakeStripe = new FakeStripe()

const STRIPE_ENV = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_PREMIUM_MONTHLY',
  'STRIPE_PRICE_PREMIUM_YEARLY',
  'STRIPE_API_BASE_URL',
] as const

/** Sets (or, with null, clears) the Stripe settings; the app reads them at call time. */
export function configureStripe(fake: FakeStripe | null) {
  const values = fake
    ? [
        FAKE_STRIPE_KEY,
        FAKE_WEBHOOK_SECRET,
        FAKE_PRICES.premium_monthly,
        FAKE_PRICES.premium_yearly,
        fake.url,
      ]
    : ['', '', '', '', '']
  STRIPE_ENV.forEach((key, index) => env.set(key, values[index]))
}

/** A functional group with the fake Stripe running and configured (empty for every test). */
export function stripeGroup(group: Group) {
  functionalGroup(group)
  group.setup(async () => {
    await fakeStripe.start()
    return async () => {
      await fakeStripe.close()
      configureStripe(null)
    }
  })
  group.each.setup(async () => {
    fakeStripe.reset()
    configureStripe(fakeStripe)
    return async () => {
      await queue.drain()
    }
  })
}

/** A functional group on an installation without Stripe keys. */
export function noStripeGroup(group: Group) {
  functionalGroup(group)
  group.each.setup(() => {
    configureStripe(null)
    return () => queue.drain()
  })
}

let eventCounter = 0

/** A Stripe event in the documented envelope. `created`: epoch seconds (default now). */
export function stripeEvent(
  type: string,
  object: unknown,
  options: { id?: string; created?: number } = {}
) {
  eventCounter += 1
  return {
    id: options.id ?? `evt_test_${Date.now().toString(36)}_${eventCounter}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: options.created ?? Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  }
}

/** Posts an event with a `Stripe-Signature` made by the SDK's own test helper. */
export function postEvent(
  client: ApiClient,
  event: unknown,
  options: { secret?: string; signature?: string | null } = {}
) {
  const payload = JSON.stringify(event)
  const header =
    options.signature === undefined
      ? new Stripe(FAKE_STRIPE_KEY).webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? FAKE_WEBHOOK_SECRET,
        })
      : options.signature
  const request = client.post(route('webhooks.stripe')).type('application/json').unsafeJson(payload)
  if (header !== null) request.header('stripe-signature', header)
  return request
}

/** A password confirmed a minute ago (cancel, resume and switch need it). */
export const CONFIRMED = () => ({ 'auth.password_confirmed_at': Date.now() - 60_000 })

/** Posts a signed event and expects Stripe's 200. */
export async function deliver(client: ApiClient, event: unknown) {
  const response = await postEvent(client, event)
  response.assertStatus(200)
  return response
}

/** The user's tier now (or at `now`). */
export async function tierFor(userId: number, now?: DateTime<boolean>) {
  const entitlements = await entitlementsFor(userId, now)
  return entitlements.tier
}
