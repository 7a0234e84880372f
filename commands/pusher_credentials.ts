import { randomBytes, randomInt } from 'node:crypto'
import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Fresh realtime credentials in the shapes Pusher itself hands out: a numeric
 * app id, a 20-character hexadecimal key (public: browsers receive it) and a
 * secret of 64 hexadecimal characters (256 random bits; it signs channel
 * subscriptions and HTTP API calls with HMAC-SHA256, RFC 2104).
 */
export function generatePusherCredentials() {
  return {
    appId: String(randomInt(100_000, 10_000_000)),
    key: randomBytes(10).toString('hex'),
    secret: randomBytes(32).toString('hex'),
  }
}

/**
 * `node ace pusher:credentials`: prints fresh realtime credentials as .env
 * lines. It does not boot the app, so it runs even where the production guard
 * (start/production_guard.ts) refuses to start.
 */
export default class PusherCredentials extends BaseCommand {
  static commandName = 'pusher:credentials'
  static description =
    'Print fresh random PUSHER_APP_ID, PUSHER_APP_KEY and PUSHER_APP_SECRET lines for .env'
  static options: CommandOptions = { startApp: false }

  async run() {
    const { appId, key, secret } = generatePusherCredentials()
    // Plain stdout, no logger decoration: the lines are meant to be pasted
    // into .env or appended with `>> .env`.
    console.log(`PUSHER_APP_ID=${appId}`)
    console.log(`PUSHER_APP_KEY=${key}`)
    console.log(`PUSHER_APP_SECRET=${secret}`)
  }
}
