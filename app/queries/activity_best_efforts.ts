import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { STANDARD_EFFORT_DISTANCES_METERS } from '#domain/science/efforts'
import { sqlTimestamp, withoutIndex } from '#queries/sql_dialect'
import { sql, sqlJoin, sqlText, type SqlFragment } from '#queries/sql_fragment'

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
 * SQL of `fastestEffortsSince` with its bindings, with a constant `period` column (a label
 * from code), for statements that read several periods at once (app/queries/pages/progress.ts).
 */
export function fastestEffortsSql(
  userId: number,
  since: DateTime | null,
  period = ''
): SqlFragment {
  // SQLite, without statistics, takes a period's `start_time >= ?` to the (user, distance,
  // start_time) index and sorts all the period's efforts by time. Walking the (user, distance,
  // duration, start_time) index in the asked order and stopping at the first effort of the
  // period is 3–6× cheaper. See docs/decisions/048-personal-bests-walk-the-fastest-index.md.
  const label = sqlText(`'${period}'`)
  const sinceTerm = since
    ? sql` AND ${sqlText(withoutIndex('start_time'))} >= ${sqlTimestamp(since)}`
    : sqlText('')
  const perDistance = STANDARD_EFFORT_DISTANCES_METERS.map(
    (distance, i) => sql`
      SELECT * FROM (
        SELECT ${label} AS period, activity_id, distance_meters, duration_seconds
        FROM activity_best_efforts WHERE user_id = ${userId} AND distance_meters = ${distance}${sinceTerm}
        ORDER BY duration_seconds ASC, start_time ASC LIMIT 1
      ) AS ${sqlText(`best_${period}${i}`)}`
  )
  return sqlJoin(perDistance, ' UNION ALL ')
}

/**
 * Per standard distance the athlete's fastest effort since `since` (null: ever), shortest
 * distance first: one statement, one index read per distance. Ties go to the earlier effort.
 */
export async function fastestEffortsSince(
  userId: number,
  since: DateTime | null
): Promise<BestEffortRow[]> {
  const statement = fastestEffortsSql(userId, since)
  const result = await db.rawQuery(statement.text, [...statement.bindings] as any[])
  const rows: Record<string, unknown>[] = Array.isArray(result) ? result : result.rows
  return rows
    .map((row) => ({
      activityId: Number(row.activity_id),
      distanceMeters: Number(row.distance_meters),
      durationSeconds: Number(row.duration_seconds),
    }))
    .sort((a, b) => a.distanceMeters - b.distanceMeters)
}
