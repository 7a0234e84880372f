import { DateTime } from 'luxon'
import { entitlementsFor } from '#services/entitlements'
import { modelRepliesSince } from '#queries/coach_messages'

/**
 * Model messages (assistant replies a provider answered) since midnight in the athlete's
 * time zone. The offline coach's replies never count. Uses the (user_id, created_at) index.
 */
export async function modelMessagesToday(userId: number, timeZone: string, now = DateTime.now()) {
  const midnight = now.setZone(timeZone).startOf('day')
  return modelRepliesSince(userId, midnight)
}

/** Model messages left today on the athlete's tier (entitlements: 10 Free, 200 Premium). */
export async function modelMessagesLeft(userId: number, timeZone: string, now = DateTime.now()) {
  const [entitlements, used] = await Promise.all([
    entitlementsFor(userId, now),
    modelMessagesToday(userId, timeZone, now),
  ])
  return {
    perDay: entitlements.coachModelMessagesPerDay,
    left: Math.max(0, entitlements.coachModelMessagesPerDay - used),
  }
}
