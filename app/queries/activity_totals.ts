import db from '@adonisjs/lucid/services/db'
import type { ActivitySource } from '#models/activity'
import type { Sport } from '#domain/files/activity_file'
import { asDate } from '#queries/sql_dialect'

/*
 * Totals of the athlete's activities over any period, per sport: one GROUP BY on the
 * (user_id, local_date) index, the same rows and columns the activity list's weekly totals add
 * up (weeklyTotalsBetween in #queries/activities), with the longest activity and the climb.
 */

/** One sport's totals over a period, SI units. */
export interface SportTotalsRow {
  sport: Sport
  count: number
  distanceMeters: number
  movingSeconds: number
  /** The longest single activity of the sport in the period, metres. */
  longestMeters: number
  elevationGainMeters: number
  /** The first and last local dates with an activity of the sport in the period. */
  firstDate: string
  lastDate: string
}

export interface TotalsPeriod {
  /** First local date included (yyyy-mm-dd); null: since the first activity. */
  fromIso: string | null
  /** Last local date included (yyyy-mm-dd). */
  toIso: string
  /** Leave out one source's rows (a model reads no Strava data, decision 007). */
  withoutSource?: ActivitySource
}

/** Per sport the count, distance, moving time, longest activity and climb of a period. */
export async function sportTotalsBetween(
  userId: number,
  { fromIso, toIso, withoutSource }: TotalsPeriod
): Promise<SportTotalsRow[]> {
  const query = db.from('activities').where('user_id', userId).where('local_date', '<=', toIso)
  if (fromIso) query.where('local_date', '>=', fromIso)
  if (withoutSource) query.whereNot('source', withoutSource)
  const rows = await query
    .groupBy('sport')
    .select('sport')
    .count('* as activities')
    .sum('distance_meters as distance')
    .sum('moving_seconds as moving')
    .max('distance_meters as longest')
    .sum('elevation_gain_meters as climb')
    .min('local_date as first_day')
    .max('local_date as last_day')
    .orderBy('sport', 'asc')
  return rows.map((row) => ({
    sport: row.sport as Sport,
    count: Number(row.activities),
    distanceMeters: Number(row.distance ?? 0),
    movingSeconds: Number(row.moving ?? 0),
    longestMeters: Number(row.longest ?? 0),
    elevationGainMeters: Number(row.climb ?? 0),
    firstDate: asDate(row.first_day)!,
    lastDate: asDate(row.last_day)!,
  }))
}

/** The longest single activity of the sports given in a period, with its date; null without any. */
export async function longestActivityBetween(
  userId: number,
  { fromIso, toIso, withoutSource }: TotalsPeriod,
  sports: readonly string[]
): Promise<{ dateIso: string; distanceMeters: number; movingSeconds: number } | null> {
  const query = db
    .from('activities')
    .where('user_id', userId)
    .where('local_date', '<=', toIso)
    .whereIn('sport', [...sports])
  if (fromIso) query.where('local_date', '>=', fromIso)
  if (withoutSource) query.whereNot('source', withoutSource)
  const row = await query
    .select('local_date', 'distance_meters', 'moving_seconds')
    .orderBy('distance_meters', 'desc')
    .orderBy('local_date', 'asc')
    .first()
  if (!row) return null
  return {
    dateIso: asDate(row.local_date)!,
    distanceMeters: Number(row.distance_meters),
    movingSeconds: Number(row.moving_seconds),
  }
}
