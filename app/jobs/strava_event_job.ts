import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import Activity from '#models/activity'
import ConnectedAccount from '#models/connected_account'
import DeleteActivity from '#actions/activities/delete_activity'
import UpdateActivity from '#actions/activities/update_activity'
import ImportStravaActivity from '#actions/strava/import_strava_activity'
import { stravaSport } from '#domain/files/strava'
import queue, { type JobPayloads } from '#services/queue'
import {
  StravaApiError,
  StravaAuthError,
  StravaClient,
  StravaRateLimitError,
  stravaSettings,
} from '#services/strava/strava_client'
import { entitlementsFor } from '#services/entitlements'

/**
 * One webhook event (https://developers.strava.com/docs/webhooks/):
 * - activity create: fetch it and import it (a replay finds it stored);
 * - activity update: take the new title and type (or import it when it is
 *   not here yet);
 * - activity delete: delete it here too;
 * - athlete update with `authorized: false`: the athlete revoked access on
 *   Strava; the connection is marked revoked and syncing stops.
 * A 429 queues the event again for when the rate limit resets.
 * New uploads arrive this way on Premium only (`automaticSync`); on Free the
 * history import on connect, updates and deletions of activities already
 * here, and file uploads keep working.
 */
export default class StravaEventJob {
  constructor(private now: () => number = Date.now) {}

  async handle(event: JobPayloads['strava.event']) {
    const account = await ConnectedAccount.query()
      .where('provider', 'strava')
      .where('provider_user_id', event.ownerId)
      .first()
    if (!account) return

    if (event.objectType === 'athlete') {
      if (event.updates.authorized === 'false' && account.status !== 'revoked') {
        account.status = 'revoked'
        await account.save()
      }
      return
    }
    const settings = stravaSettings()
    if (account.status !== 'active' || !settings) return

    const userId = account.userId
    const existing = await Activity.query()
      .where('user_id', userId)
      .where('source', 'strava')
      .where('external_id', event.objectId)
      .first()

    if (event.aspectType === 'delete') {
      if (existing) await new DeleteActivity().handle({ userId, activityId: existing.id })
      return
    }
    if (event.aspectType === 'update' && existing) {
      const { title, type } = event.updates
      const mapped = type ? stravaSport(type, type) : existing.sport
      const sport = mapped === 'run' && existing.sport === 'treadmill' ? existing.sport : mapped
      if ((title && title !== existing.name) || sport !== existing.sport) {
        await new UpdateActivity().handle({
          userId,
          activityId: existing.id,
          name: title?.trim().slice(0, 200) || existing.name,
          sport,
        })
      }
      return
    }
    if (existing) return
    const entitlements = await entitlementsFor(userId)
    if (!entitlements.automaticSync) return

    const api = new StravaClient(settings, this.now).forAccount(account)
    try {
      const activity = await api.getActivity(event.objectId)
      await new ImportStravaActivity().handle({ api, activity })
      account.lastSyncedAt = DateTime.fromMillis(this.now())
      await account.save()
    } catch (error) {
      if (error instanceof StravaRateLimitError) {
        await queue.dispatch('strava.event', event, { delayMs: error.retryAfterMs })
      } else if (error instanceof StravaAuthError) {
        account.status = 'revoked'
        await account.save()
      } else if (error instanceof StravaApiError && error.status === 404) {
        // Deleted (or made private) on Strava before we got to it.
        logger.info({ stravaId: event.objectId }, 'Strava activity no longer available')
      } else {
        throw error
      }
    }
  }
}
