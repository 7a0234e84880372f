import db from '@adonisjs/lucid/services/db'
import type { Sport } from '#domain/files/activity_file'
import { sql, type SqlFragment } from '#queries/sql_fragment'

/*
 * Reads of gear for pages (plain rows). Writes stay in the actions (SaveGear, DeleteGear, ...).
 */

/** A pair of shoes (or other gear) as the pages list it. */
export interface GearRecord {
  id: number
  name: string
  sport: Sport
  isDefault: boolean
  startingDistanceMeters: number
  retireAtMeters: number | null
  retired: boolean
  reminderDismissed: boolean
  /** Distance of the activities assigned to it, metres (the starting distance not included). */
  activityMeters: number
}

/** Columns of `gearWithActivityMetersSql`. */
export const GEAR_COLUMNS = [
  'id',
  'name',
  'sport',
  'is_default',
  'starting_distance_meters',
  'retire_at_meters',
  'retired_at',
  'reminder_dismissed_at',
  'meters',
] as const

/**
 * The athlete's gear by name, each with the distance of its activities: per item, a sum over the
 * (gear_id, distance_meters) index, which reads that item's activities and nothing else
 * (docs/decisions/049-activity-page-reads-by-index.md).
 */
export function gearWithActivityMetersSql(userId: number): SqlFragment {
  return sql`
    SELECT g.id, g.name, g.sport, g.is_default, g.starting_distance_meters,
      g.retire_at_meters, g.retired_at, g.reminder_dismissed_at,
      (SELECT SUM(a.distance_meters) FROM activities a WHERE a.gear_id = g.id) AS meters
    FROM gear g WHERE g.user_id = ${userId} ORDER BY g.name ASC`
}

/** A row of `gearWithActivityMetersSql` (from the driver or from JSON). */
export function gearRecordOf(row: Record<string, unknown>): GearRecord {
  return {
    id: Number(row.id),
    name: String(row.name),
    sport: row.sport as Sport,
    isDefault: Boolean(row.is_default),
    startingDistanceMeters: Number(row.starting_distance_meters),
    retireAtMeters:
      row.retire_at_meters === null || row.retire_at_meters === undefined
        ? null
        : Number(row.retire_at_meters),
    retired: row.retired_at !== null && row.retired_at !== undefined,
    reminderDismissed:
      row.reminder_dismissed_at !== null && row.reminder_dismissed_at !== undefined,
    activityMeters: row.meters === null || row.meters === undefined ? 0 : Number(row.meters),
  }
}

/** The athlete's gear by name, each with the distance of its activities, in one statement. */
export async function gearWithActivityMeters(userId: number): Promise<GearRecord[]> {
  const statement = gearWithActivityMetersSql(userId)
  const result = await db.rawQuery(statement.text, [...statement.bindings] as any[])
  const rows: Record<string, unknown>[] = Array.isArray(result) ? result : result.rows
  return rows.map(gearRecordOf)
}

/** The names of the athlete's gear, retired included (the coach reads a pair named in a message). */
export async function gearNames(userId: number): Promise<string[]> {
  const rows = await db.from('gear').where('user_id', userId).select('name').orderBy('name', 'asc')
  return rows.map((row) => String(row.name))
}
