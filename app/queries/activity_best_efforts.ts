import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { STANDARD_EFFORT_DISTANCES_METERS } from '#domain/science/efforts'
import { sqlTimestamp, withoutIndex } from '#queries/sql_dialect'

/*
 * Reads of activity_best_efforts: the fastest effort of each standard distance within each
 * activity (index (user_id, distance_meters, ...)). PersistActivity writes them.
 */

export interface BestEffortRow {
  activityId: number
  distanceMeters: number
  durationSeconds: number
}

/**
 * SQL of `fastestEffortsSince` (its bindings pushed onto `bindings`), with a constant `period`
 * column, for statements that read several periods at once (app/queries/page_reads.ts).
 */
export function fastestEffortsSql(
  userId: number,
  since: DateTime | null,
  bindings: unknown[],
  period = ''
) {
  // SQLite, without statistics, takes a period's `start_time >= ?` to the (user, distance,
  // start_time) index and sorts all the period's efforts by time. Walking the (user, distance,
  // duration, start_time) index in the asked order and stopping at the first effort of the
  // period is 3–6× cheaper. See docs/decisions/048-personal-bests-walk-the-fastest-index.md.
  const startTime = withoutIndex('start_time')
  return STANDARD_EFFORT_DISTANCES_METERS.map((distance, i) => {
    bindings.push(userId, distance)
    if (since) bindings.push(sqlTimestamp(since))
    return (
      `SELECT * FROM (SELECT '${period}' AS period, activity_id, distance_meters, duration_seconds ` +
      `FROM activity_best_efforts WHERE user_id = ? AND distance_meters = ?` +
      (since ? ` AND ${startTime} >= ?` : '') +
      ` ORDER BY duration_seconds ASC, start_time ASC LIMIT 1) AS best_${period}${i}`
    )
  }).join(' UNION ALL ')
}

/**
 * Per standard distance the athlete's fastest effort since `since` (null: ever), shortest
 * distance first: one statement, one index read per distance. Ties go to the earlier effort.
 */
export async function fastestEffortsSince(
  userId: number,
  since: DateTime | null
): Promise<BestEffortRow[]> {
  const bindings: unknown[] = []
  const sql = fastestEffortsSql(userId, since, bindings)
  const result = await db.rawQuery(sql, bindings as any[])
  const rows: Record<string, unknown>[] = Array.isArray(result) ? result : result.rows
  return rows
    .map((row) => ({
      activityId: Number(row.activity_id),
      distanceMeters: Number(row.distance_meters),
      durationSeconds: Number(row.duration_seconds),
    }))
    .sort((a, b) => a.distanceMeters - b.distanceMeters)
}
