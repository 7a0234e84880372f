import logger from '@adonisjs/core/services/logger'
import { stravaAccountOf } from '#queries/connected_accounts'
import { StravaClient, stravaSettings } from '#services/strava/strava_client'

/**
 * Disconnects the athlete's Strava account: revokes our access at Strava
 * (best effort: the athlete may have revoked it there already) and deletes
 * the connection with its tokens. Imported activities stay. Returns false
 * when there was no connection.
 */
export default class DisconnectStravaAccount {
  async handle({ userId }: { userId: number }) {
    const account = await stravaAccountOf(userId)
    if (!account) return false

    const settings = stravaSettings()
    if (settings && account.status === 'active') {
      const client = new StravaClient(settings)
      try {
        await client.deauthorize(await client.forAccount(account).accessToken())
      } catch (error) {
        logger.warn({ err: error, userId }, 'Strava deauthorization failed; disconnecting anyway')
      }
    }
    await account.delete()
    return true
  }
}
