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
