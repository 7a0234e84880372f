import ConnectedAccount from '#models/connected_account'
import ImportJob from '#models/import_job'
import { stravaPropsDto } from '#dtos/strava'
import { stravaSettings } from '#services/strava/strava_client'

/**
 * The athlete's Strava connection and its history import, for the Connected
 * Apps tab.
 */
export default class FindStravaConnection {
  async handle(userId: number) {
    const configured = stravaSettings() !== null
    if (!configured) return stravaPropsDto(false, null, null)
    const account = await ConnectedAccount.query()
      .where('user_id', userId)
      .where('provider', 'strava')
      .first()
    const backfill = account?.backfillJobId
      ? await ImportJob.query().where('id', account.backfillJobId).where('user_id', userId).first()
      : null
    return stravaPropsDto(true, account, backfill)
  }
}
