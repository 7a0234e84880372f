import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { entitlementsFor } from '#services/entitlements'
import { sqlTimestamp } from '#queries/sql_dialect'

/**
 * Model messages (assistant replies a provider answered) since midnight in the athlete's
 * time zone. The offline coach's replies never count. Uses the (user_id, created_at) index.
 */
export async function modelMessagesToday(userId: number, timeZone: string, now = DateTime.now()) {
  const midnight = now.setZone(timeZone).startOf('day')
  const row = await db
    .from('coach_messages')
    .where('user_id', userId)
    .where('created_at', '>=', sqlTimestamp(midnight))
    .where('role', 'assistant')
    .whereNotNull('provider')
    .whereNot('provider', 'offline')
    .count('* as total')
    .first()
  return Number(row?.total ?? 0)
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
