import { stravaAccountOf } from '#queries/connected_accounts'
import { ownImportJob } from '#queries/import_jobs'
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
    const account = await stravaAccountOf(userId)
    const backfill = account?.backfillJobId
      ? await ownImportJob(userId, account.backfillJobId)
      : null
    return stravaPropsDto(true, account, backfill)
  }
}
