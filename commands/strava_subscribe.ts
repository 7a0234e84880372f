import { BaseCommand, args, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace strava:subscribe <callback_url>`: creates the application's
 * webhook subscription at Strava and records its id, which every event must
 * carry (docs/decisions/019-strava-webhook-events-are-verified.md). Strava
 * validates the callback with a GET (hub.challenge) before answering, so the
 * app must be reachable there. `--existing` records the subscription Strava
 * already has for this application instead (one made before, or elsewhere).
 */
export default class StravaSubscribe extends BaseCommand {
  static commandName = 'strava:subscribe'
  static description = 'Create (or with --existing record) the Strava webhook subscription'
  static options: CommandOptions = { startApp: true }

  @args.string({
    description: 'Public URL of POST /webhooks/strava, e.g. https://example.com/webhooks/strava',
    required: false,
  })
  declare callbackUrl?: string

  @flags.boolean({
    description: 'Record the subscription Strava already has for this application',
  })
  declare existing?: boolean

  async run() {
    const { StravaClient, stravaSettings } = await import('#services/strava/strava_client')
    const { default: RecordStravaSubscription } =
      await import('#actions/strava/record_strava_subscription')
    const settings = stravaSettings()
    if (!settings || !settings.verifyToken) {
      return this.fail(
        'Set STRAVA_CLIENT_ID, STRAVA_CLIENT_SECRET and STRAVA_WEBHOOK_VERIFY_TOKEN first.'
      )
    }
    if (!this.existing && !this.callbackUrl) {
      return this.fail('Give the callback URL, or --existing to record the current subscription.')
    }
    const client = new StravaClient(settings)
    try {
      if (this.existing) {
        const [subscription] = await client.listPushSubscriptions()
        if (!subscription) {
          return this.fail('Strava has no subscription for this application: create one.')
        }
        await new RecordStravaSubscription().handle({
          stravaId: subscription.id,
          callbackUrl: subscription.callback_url ?? null,
        })
        this.logger.success(`Strava webhook subscription ${subscription.id} recorded.`)
        return
      }
      const subscription = await client.createPushSubscription(this.callbackUrl!)
      await new RecordStravaSubscription().handle({
        stravaId: subscription.id,
        callbackUrl: this.callbackUrl!,
      })
      this.logger.success(`Strava webhook subscription ${subscription.id} created.`)
    } catch (error) {
      const body = (error as { body?: unknown }).body
      this.fail(
        `Strava webhook subscription failed: ${(error as Error).message}${body ? ` ${JSON.stringify(body)}` : ''}` +
          (this.existing ? '' : ' (one already made? run with --existing to record it)')
      )
    }
  }

  private fail(message: string) {
    this.logger.error(message)
    this.exitCode = 1
  }
}
