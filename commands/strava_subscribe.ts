import { BaseCommand, args } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace strava:subscribe <callback_url>`: creates the application's
 * webhook subscription at Strava. Strava validates the callback with a GET
 * (hub.challenge) before answering, so the app must be reachable there.
 */
export default class StravaSubscribe extends BaseCommand {
  static commandName = 'strava:subscribe'
  static description = 'Create the Strava webhook subscription for this installation'
  static options: CommandOptions = { startApp: true }

  @args.string({
    description: 'Public URL of POST /webhooks/strava, e.g. https://example.com/webhooks/strava',
  })
  declare callbackUrl: string

  async run() {
    const { StravaClient, stravaSettings } = await import('#services/strava/strava_client')
    const settings = stravaSettings()
    if (!settings || !settings.verifyToken) {
      this.logger.error(
        'Set STRAVA_CLIENT_ID, STRAVA_CLIENT_SECRET and STRAVA_WEBHOOK_VERIFY_TOKEN first.'
      )
      this.exitCode = 1
      return
    }
    try {
      const subscription = await new StravaClient(settings).createPushSubscription(this.callbackUrl)
      this.logger.success(`Strava webhook subscription ${subscription.id} created.`)
    } catch (error) {
      const body = (error as { body?: unknown }).body
      this.logger.error(
        `Strava refused the subscription: ${(error as Error).message}${body ? ` ${JSON.stringify(body)}` : ''}`
      )
      this.exitCode = 1
    }
  }
}
