import logger from '@adonisjs/core/services/logger'
import { stravaAccountIdByOwner } from '#queries/connected_accounts'
import { stravaSubscriptionById } from '#queries/strava_subscriptions'
import queue from '#services/queue'

export interface StravaEvent {
  object_type: 'activity' | 'athlete'
  object_id: number
  aspect_type: 'create' | 'update' | 'delete'
  owner_id: number
  subscription_id: number
  updates?: Record<string, unknown>
}

/**
 * - `queued`: the event names our subscription and a connected athlete; the
 *   'strava.event' job checks it against Strava before changing anything;
 * - `ignored`: nobody here connected that athlete (answered 200 so that Strava
 *   does not send it again);
 * - `unknown_subscription`: not our subscription, or none is recorded
 *   (`node ace strava:subscribe`): nothing is queued.
 */
export type ReceivedStravaEvent = 'queued' | 'ignored' | 'unknown_subscription'

/**
 * A webhook event as it arrives. Strava does not sign events
 * (docs/decisions/019-strava-webhook-events-are-verified.md): the subscription
 * id is a first filter only, the job re-fetches what the event claims.
 */
export default class ReceiveStravaEvent {
  async handle(event: StravaEvent): Promise<ReceivedStravaEvent> {
    const ours = await stravaSubscriptionById(String(event.subscription_id))
    if (!ours) {
      logger.warn(
        { subscriptionId: event.subscription_id },
        'Strava event for an unknown subscription refused (node ace strava:subscribe records ours)'
      )
      return 'unknown_subscription'
    }

    const ownerId = String(event.owner_id)
    const account = await stravaAccountIdByOwner(ownerId)
    if (!account) return 'ignored'

    await queue.dispatch('strava.event', {
      objectType: event.object_type,
      aspectType: event.aspect_type,
      objectId: String(event.object_id),
      ownerId,
      updates: Object.fromEntries(
        Object.entries(event.updates ?? {}).map(([key, value]) => [key, String(value)])
      ),
    })
    return 'queued'
  }
}
