import type { Group } from '@japa/runner/core'
import env from '#start/env'
import ConnectedAccount from '#models/connected_account'
import StravaSubscription from '#models/strava_subscription'
import type ImportJob from '#models/import_job'
import type User from '#models/user'
import queue from '#services/queue'
import { forgetStravaRateLimit } from '#services/strava/strava_client'
import { DateTime } from 'luxon'
import { FakeStrava } from '#tests/support/fake_strava'
import { functionalGroup } from '../helpers.js'
import { grantPremium } from '#tests/support/billing'

export const VERIFY_TOKEN = 'pacewise-webhook-verify-token'

export const fakeStrava = new FakeStrava()

const STRAVA_ENV = [
  'STRAVA_CLIENT_ID',
  'STRAVA_CLIENT_SECRET',
  'STRAVA_WEBHOOK_VERIFY_TOKEN',
  'STRAVA_API_BASE_URL',
] as const

/**
 * Sets (or, with null, clears) the Strava settings. `env.get` returns what
 * `env.set` stored, so the app reads them at call time.
 */
export function configureStrava(fake: FakeStrava | null) {
  const values = fake
    ? [fake.clientId, fake.clientSecret, VERIFY_TOKEN, fake.url]
    : ['', '', '', '']
  STRAVA_ENV.forEach((key, index) => env.set(key, values[index]))
}

/**
 * A functional group talking to the fake Strava: the fake runs for the
 * group, starts empty for every test, and the app is configured for it.
 */
export function stravaGroup(group: Group) {
  functionalGroup(group)
  group.setup(async () => {
    await fakeStrava.start()
    return async () => {
      await fakeStrava.close()
      configureStrava(null)
    }
  })
  group.each.setup(async () => {
    fakeStrava.reset()
    forgetStravaRateLimit()
    configureStrava(fakeStrava)
    return async () => {
      await queue.drain()
    }
  })
}

/** A Strava connection as if the athlete had connected before (tokens from the fake). */
export async function connectStrava(
  user: User,
  athleteId: number,
  options: { expiresAt?: number } = {}
) {
  if (!fakeStrava.athletes.has(athleteId)) fakeStrava.addAthlete(athleteId)
  const tokens = fakeStrava.issueTokens(athleteId, options.expiresAt)
  // Webhook imports are a Premium entitlement (tests/functional/billing covers Free).
  await grantPremium(user.id)
  return ConnectedAccount.create({
    userId: user.id,
    provider: 'strava',
    providerUserId: String(athleteId),
    displayName: 'Faith Kipyegon',
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    expiresAt: DateTime.fromSeconds(tokens.expires_at),
    scopes: 'read,activity:read_all',
    status: 'active',
    lastSyncedAt: null,
    backfillJobId: null,
  })
}

/**
 * Captures the jobs dispatched with a delay (a paused backfill, a rate-limited
 * event) instead of waiting for their timer; `release()` runs them now.
 */
export function captureDelayedJobs() {
  const original = queue.dispatch.bind(queue)
  const delayed: { name: string; payload: unknown; delayMs: number }[] = []
  queue.dispatch = (async (name, payload, options) => {
    if (options?.delayMs) {
      delayed.push({ name, payload, delayMs: options.delayMs })
      return 'delayed'
    }
    return original(name, payload, options)
  }) as typeof queue.dispatch
  return {
    delayed,
    async release() {
      const jobs = delayed.splice(0)
      for (const job of jobs) await original(job.name as never, job.payload as never)
      await queue.drain()
    },
    restore() {
      queue.dispatch = original
    },
  }
}

/** The progress figures of an import job. */
export function counts(job: ImportJob) {
  const { total, processed, imported, duplicates, rejected } = job
  return { total, processed, imported, duplicates, rejected }
}

/** The id the fake gives the first push subscription it creates. */
export const SUBSCRIPTION_ID = 120475

/** The installation's webhook subscription, as `node ace strava:subscribe` records it. */
export function recordStravaSubscription(stravaId: number = SUBSCRIPTION_ID) {
  return StravaSubscription.create({
    stravaId: String(stravaId),
    callbackUrl: 'https://pacewise.example/webhooks/strava',
  })
}
