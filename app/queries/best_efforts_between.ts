import db from '@adonisjs/lucid/services/db'
import type { ActivitySource } from '#models/activity'
import { STANDARD_EFFORT_DISTANCES_METERS } from '#domain/science/efforts'
import { asDate } from '#queries/sql_dialect'

/*
 * The athlete's fastest effort per standard distance among the activities of a range of local
 * dates: the Progress page's personal-best rule (fastestEffortsSql in
 * #queries/activity_best_efforts: the fastest, ties to the earlier effort) with the period
 * bounded at both ends by the activity's local date, and optionally without one source's
 * activities (a model reads no Strava data, decision 007).
 */

/** A best effort with its activity's name and local date. */
export interface DatedBestEffortRow {
  activityId: number
  activityName: string
  date: string
  distanceMeters: number
  durationSeconds: number
}

export interface EffortPeriod {
  /** First local date included; null: from the first activity. */
  fromIso: string | null
  /** Last local date included. */
  toIso: string
  withoutSource?: ActivitySource
}

/** Per standard distance the fastest effort of the period, shortest distance first. */
export async function fastestEffortsBetween(
  userId: number,
  { fromIso, toIso, withoutSource }: EffortPeriod
): Promise<DatedBestEffortRow[]> {
  const bindings: unknown[] = []
  const sql = STANDARD_EFFORT_DISTANCES_METERS.map((distance, i) => {
    bindings.push(userId, distance, toIso)
    if (fromIso) bindings.push(fromIso)
    if (withoutSource) bindings.push(withoutSource)
    return (
      'SELECT * FROM (SELECT e.activity_id, e.distance_meters, e.duration_seconds, a.name, ' +
      'CAST(a.local_date AS TEXT) AS day FROM activity_best_efforts e ' +
      'JOIN activities a ON a.id = e.activity_id ' +
      'WHERE e.user_id = ? AND e.distance_meters = ? AND a.local_date <= ?' +
      (fromIso ? ' AND a.local_date >= ?' : '') +
      (withoutSource ? ' AND a.source <> ?' : '') +
      ` ORDER BY e.duration_seconds ASC, e.start_time ASC LIMIT 1) AS best_${i}`
    )
  }).join(' UNION ALL ')
  const result = await db.rawQuery(sql, bindings as any[])
  const rows: Record<string, unknown>[] = Array.isArray(result) ? result : result.rows
  return rows
    .map((row) => ({
      activityId: Number(row.activity_id),
      activityName: String(row.name),
      date: asDate(row.day)!,
      distanceMeters: Number(row.distance_meters),
      durationSeconds: Number(row.duration_seconds),
    }))
    .sort((a, b) => a.distanceMeters - b.distanceMeters)
}
