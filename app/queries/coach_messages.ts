import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import CoachMessage from '#models/coach_message'
import { sqlTimestamp } from '#queries/sql_dialect'

/*
 * Reads of coach_messages (index (user_id, created_at)). SendCoachMessage and
 * ProduceCoachReply write them.
 */

/**
 * Replies a model provider answered since `since`: assistant messages with a provider other
 * than the offline coach, whose replies never count.
 */
export async function modelRepliesSince(userId: number, since: DateTime) {
  const row = await db
    .from('coach_messages')
    .where('user_id', userId)
    .where('created_at', '>=', sqlTimestamp(since))
    .where('role', 'assistant')
    .whereNotNull('provider')
    .whereNot('provider', 'offline')
    .count('* as total')
    .first()
  return Number(row?.total ?? 0)
}

export interface CoachUsageFigures {
  /** Replies written by a hosted model (not the offline coach) since `since`. */
  modelMessages: number
  /** Replies of the offline coach since `since`. */
  offlineMessages: number
  /** Athletes who sent the coach a message since `since`. */
  athletes: number
  /** Model cost since `since`, in micro-dollars (1e-6 USD); null when no reply recorded one. */
  costMicroUsd: number | null
}

/**
 * Coach usage and model cost for the admin dashboard: one aggregate over the
 * messages since `since` (index (user_id, created_at) is of no use without a
 * user; the week's messages are read). The offline coach's replies have
 * `model` 'offline' (or null); the cost is stored per reply in dollars, `cost_usd`.
 */
export async function coachUsageSince(since: DateTime): Promise<CoachUsageFigures> {
  const offline = `(model IS NULL OR model = 'offline')`
  const [row] = await db
    .from('coach_messages')
    .where('created_at', '>=', sqlTimestamp(since))
    .select(
      db.raw(
        `SUM(CASE WHEN role = 'assistant' AND NOT ${offline} THEN 1 ELSE 0 END) as model_messages`
      ),
      db.raw(
        `SUM(CASE WHEN role = 'assistant' AND ${offline} THEN 1 ELSE 0 END) as offline_messages`
      ),
      db.raw(`COUNT(DISTINCT CASE WHEN role = 'user' THEN user_id END) as athletes`),
      db.raw('SUM(cost_usd) * 1000000 as cost')
    )
  return {
    modelMessages: Number(row?.model_messages ?? 0),
    offlineMessages: Number(row?.offline_messages ?? 0),
    athletes: Number(row?.athletes ?? 0),
    costMicroUsd:
      row?.cost === null || row?.cost === undefined ? null : Math.round(Number(row.cost)),
  }
}

/** The first `limit` messages of a thread, in order. */
export function threadMessages(threadId: number, limit: number) {
  return CoachMessage.query().where('thread_id', threadId).orderBy('id', 'asc').limit(limit)
}
