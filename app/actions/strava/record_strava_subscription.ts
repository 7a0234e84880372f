import db from '@adonisjs/lucid/services/db'
import StravaSubscription from '#models/strava_subscription'

/**
 * Records the installation's Strava webhook subscription, replacing any
 * earlier one in the same transaction (Strava keeps one per application).
 */
export default class RecordStravaSubscription {
  async handle({
    stravaId,
    callbackUrl,
  }: {
    stravaId: number | string
    callbackUrl: string | null
  }) {
    return db.transaction(async (trx) => {
      await StravaSubscription.query({ client: trx }).delete()
      return StravaSubscription.create({ stravaId: String(stravaId), callbackUrl }, { client: trx })
    })
  }
}
