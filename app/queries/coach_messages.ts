import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
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

const USAGE_TABLE = 'coach_messages'

export interface CoachUsageFigures {
  /** false until the coach stores its messages (the `coach_messages` table). */
  recorded: boolean
  /** Replies written by a hosted model (not the offline coach) since `since`. */
  modelMessages: number
  /** Replies of the offline coach since `since`. */
  offlineMessages: number
  /** Athletes who sent the coach a message since `since`. */
  athletes: number
  /** Model cost since `since`, in micro-dollars (1e-6 USD); null when not recorded. */
  costMicroUsd: number | null
}

/**
 * Coach usage and model cost for the admin dashboard, read from the coach's
 * message table when it exists. The contract it expects, so that the figures
 * light up once the coach stores its messages: `coach_messages` with `user_id`,
 * `role` ('user' | 'assistant'), `model` (null or 'offline' for the offline
 * coach), `created_at`, and optionally the cost, `cost_usd` (decimal dollars) or
 * `cost_micro_usd`.
 */
export async function coachUsageSince(since: DateTime): Promise<CoachUsageFigures> {
  const none = {
    recorded: false,
    modelMessages: 0,
    offlineMessages: 0,
    athletes: 0,
    costMicroUsd: null,
  }
  const connection = db.connection()
  if (!(await connection.schema.hasTable(USAGE_TABLE))) return none
  const columns = await connection.columnsInfo(USAGE_TABLE)
  // Cost as stored by the coach: dollars (decimal) or micro-dollars (integer).
  const costSql =
    'cost_micro_usd' in columns
      ? 'SUM(cost_micro_usd)'
      : 'cost_usd' in columns
        ? 'SUM(cost_usd) * 1000000'
        : null
  const offline = `(model IS NULL OR model = 'offline')`
  const [row] = await connection
    .from(USAGE_TABLE)
    .where('created_at', '>=', sqlTimestamp(since))
    .select(
      connection.raw(
        `SUM(CASE WHEN role = 'assistant' AND NOT ${offline} THEN 1 ELSE 0 END) as model_messages`
      ),
      connection.raw(
        `SUM(CASE WHEN role = 'assistant' AND ${offline} THEN 1 ELSE 0 END) as offline_messages`
      ),
      connection.raw(`COUNT(DISTINCT CASE WHEN role = 'user' THEN user_id END) as athletes`),
      connection.raw(`${costSql ?? 'NULL'} as cost`)
    )
  return {
    recorded: true,
    modelMessages: Number(row?.model_messages ?? 0),
    offlineMessages: Number(row?.offline_messages ?? 0),
    athletes: Number(row?.athletes ?? 0),
    costMicroUsd: costSql ? Math.round(Number(row?.cost ?? 0)) : null,
  }
}
