import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import type Activity from '#models/activity'
import { activityByExternalId } from '#queries/activities'
import ConnectedAccount from '#models/connected_account'
import DeleteActivity from '#actions/activities/delete_activity'
import UpdateActivity from '#actions/activities/update_activity'
import ImportActivity from '#actions/activities/import_activity'
import { stravaSport, type StravaActivity } from '#domain/files/strava'
import queue, { type JobPayloads } from '#services/queue'
import {
  StravaApiError,
  StravaAuthError,
  StravaRateLimitError,
  StravaClient,
  stravaSettings,
  type StravaAthleteApi,
} from '#services/strava/strava_client'
import { entitlementsFor } from '#services/entitlements'

type StravaEvent = JobPayloads['strava.event']

/** What Strava answered for the event's activity, asked with the athlete's token. */
type Fetched =
  | { found: StravaActivity }
  /** 404: deleted, or not visible to this athlete. */
  | { gone: true }
  /** Rate-limited (queued again) or access revoked (account marked): nothing to do now. */
  | { stop: true }

/**
 * One webhook event (https://developers.strava.com/docs/webhooks/). Events are
 * not signed, so nothing is taken from them but which object to look at: every
 * change follows what Strava answers with the athlete's own token
 * (docs/decisions/019-strava-webhook-events-are-verified.md).
 * - activity create: fetch it and import it (a replay finds it stored and asks
 *   Strava nothing);
 * - activity update: fetch it and take its title and type (or import it when
 *   it is not here yet);
 * - activity delete: delete it here only when Strava answers 404 for it;
 * - athlete update with `authorized: false`: the connection is marked revoked
 *   only when Strava refuses the athlete's token.
 * A fetched activity must belong to the event's owner. A 429 queues the event
 * again for when the rate limit resets. New uploads arrive this way on Premium
 * only (`automaticSync`); on Free the history import on connect, updates and
 * deletions of activities already here, and file uploads keep working.
 */
export default class StravaEventJob {
  constructor(private now: () => number = Date.now) {}

  async handle(event: StravaEvent) {
    const account = await ConnectedAccount.query()
      .where('provider', 'strava')
      .where('provider_user_id', event.ownerId)
      .first()
    const settings = stravaSettings()
    if (!account || !settings) return
    const api = new StravaClient(settings, this.now).forAccount(account)

    if (event.objectType === 'athlete') return this.#deauthorization(event, account, api)
    if (account.status !== 'active') return

    const userId = account.userId
    const existing = await activityByExternalId(userId, 'strava', event.objectId)
    // Nothing here could change: Strava is not asked (replays, unknown ids).
    if (event.aspectType === 'create' && existing) return
    if (event.aspectType === 'delete' && !existing) return
    if (!existing) {
      const entitlements = await entitlementsFor(userId)
      if (!entitlements.automaticSync) return
    }

    const fetched = await this.#fetch(event, account, api)
    if ('stop' in fetched) return
    if ('gone' in fetched) {
      if (existing && event.aspectType === 'delete') {
        await new DeleteActivity().handle({ userId, activityId: existing.id })
      } else {
        logger.info({ stravaId: event.objectId }, 'Strava activity no longer available')
      }
      return
    }

    const activity = fetched.found
    if (String(activity.athlete?.id) !== event.ownerId || String(activity.id) !== event.objectId) {
      logger.warn(
        { stravaId: event.objectId, ownerId: event.ownerId },
        'Strava event ignored: the activity Strava answered is not the one the event names'
      )
      return
    }
    if (event.aspectType === 'delete') {
      logger.warn(
        { stravaId: event.objectId, ownerId: event.ownerId },
        'Strava delete event ignored: Strava still has the activity'
      )
      return
    }
    if (existing) return this.#update(existing, activity)

    try {
      await new ImportActivity().handle({ userId, activity: { kind: 'strava', api, activity } })
      account.lastSyncedAt = DateTime.fromMillis(this.now())
      await account.save()
    } catch (error) {
      if (!(await this.#handled(error, event, account))) throw error
    }
  }

  /** The title and type Strava has now (the event's `updates` are not trusted). */
  async #update(existing: Activity, activity: StravaActivity) {
    const mapped = stravaSport(activity.sport_type, activity.type, activity.trainer)
    const sport = mapped === 'run' && existing.sport === 'treadmill' ? existing.sport : mapped
    const name = activity.name?.trim().slice(0, 200) || existing.name
    if (name === existing.name && sport === existing.sport) return
    await new UpdateActivity().handle({
      userId: existing.userId,
      activityId: existing.id,
      name,
      sport,
    })
  }

  /**
   * `authorized: false` is believed only when Strava refuses the athlete's
   * token (the access token, or the refresh when it has expired).
   */
  async #deauthorization(event: StravaEvent, account: ConnectedAccount, api: StravaAthleteApi) {
    if (event.updates.authorized !== 'false' || account.status === 'revoked') return
    try {
      await api.getAthlete()
      logger.warn(
        { ownerId: event.ownerId },
        'Strava deauthorization ignored: Strava still accepts the athlete token'
      )
    } catch (error) {
      if (!(await this.#handled(error, event, account))) throw error
    }
  }

  async #fetch(
    event: StravaEvent,
    account: ConnectedAccount,
    api: StravaAthleteApi
  ): Promise<Fetched> {
    try {
      return { found: await api.getActivity(event.objectId) }
    } catch (error) {
      if (error instanceof StravaApiError && error.status === 404) return { gone: true }
      if (await this.#handled(error, event, account)) return { stop: true }
      throw error
    }
  }

  /**
   * A 429 queues the event again for when the limit resets; a refused token
   * marks the connection revoked. Anything else is for the queue to retry.
   */
  async #handled(error: unknown, event: StravaEvent, account: ConnectedAccount) {
    if (error instanceof StravaRateLimitError) {
      await queue.dispatch('strava.event', event, { delayMs: error.retryAfterMs })
      return true
    }
    if (error instanceof StravaAuthError) {
      if (account.status !== 'revoked') {
        account.status = 'revoked'
        await account.save()
      }
      return true
    }
    return false
  }
}
