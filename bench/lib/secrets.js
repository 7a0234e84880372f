/*
 * Throwaway production secrets for one benchmark run. The production build
 * refuses to boot on the development secrets (start/production_guard.ts), so
 * each run makes its own, at random; a value set in the caller's environment
 * wins. The realtime benchmarks sign channel subscriptions with the same
 * credentials (pusherCredentials).
 */
import { randomBytes, randomInt } from 'node:crypto'

export const benchSecrets = {
  APP_KEY: process.env.APP_KEY || randomBytes(24).toString('base64url'),
  PUSHER_APP_ID: process.env.PUSHER_APP_ID || String(randomInt(100_000, 10_000_000)),
  PUSHER_APP_KEY: process.env.PUSHER_APP_KEY || randomBytes(10).toString('hex'),
  PUSHER_APP_SECRET: process.env.PUSHER_APP_SECRET || randomBytes(32).toString('hex'),
}

/** The realtime credentials of the benchmark's servers, for signing. */
export const pusherCredentials = {
  appId: benchSecrets.PUSHER_APP_ID,
  key: benchSecrets.PUSHER_APP_KEY,
  secret: benchSecrets.PUSHER_APP_SECRET,
}
