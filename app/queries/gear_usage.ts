import db from '@adonisjs/lucid/services/db'
import type { ActivitySource } from '#models/activity'
import { asDate } from '#queries/sql_dialect'

/*
 * What each item of the athlete's gear was used for: the activities assigned to it (gear_id),
 * counted, summed and dated. The gear list's own distance comes from gearWithActivityMeters
 * (#queries/gear); this adds time and last use, and a sum without one source's rows for a
 * model (decision 007).
 */

/** The activities on one item of gear, SI units. */
export interface GearUsageRow {
  gearId: number
  activities: number
  distanceMeters: number
  movingSeconds: number
  /** The local date of the last activity on it. */
  lastUsedDate: string
}

/** Per item of the athlete's gear with an activity: count, distance, moving time, last date. */
export async function gearUsage(
  userId: number,
  { withoutSource }: { withoutSource?: ActivitySource } = {}
): Promise<GearUsageRow[]> {
  const query = db.from('activities').where('user_id', userId).whereNotNull('gear_id')
  if (withoutSource) query.whereNot('source', withoutSource)
  const rows = await query
    .groupBy('gear_id')
    .select('gear_id')
    .count('* as activities')
    .sum('distance_meters as distance')
    .sum('moving_seconds as moving')
    .max('local_date as last_day')
  return rows.map((row) => ({
    gearId: Number(row.gear_id),
    activities: Number(row.activities),
    distanceMeters: Number(row.distance ?? 0),
    movingSeconds: Number(row.moving ?? 0),
    lastUsedDate: asDate(row.last_day)!,
  }))
}
