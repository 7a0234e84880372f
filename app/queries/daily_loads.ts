import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { extendToToday, padFrom, type DailyRow } from '#domain/progress/daily_series'
import { asDate } from '#queries/sql_dialect'
import { sql, sqlText, type SqlFragment } from '#queries/sql_fragment'

/*
 * Reads of the cached daily figures (daily_loads, primary key (user_id, date)): every read is
 * one range scan of that key, so its cost grows with the days asked for, never with the
 * number of activities. RefreshDailyLoads writes them.
 */

/** A stored day with its volume (the coach's summaries add distance and time up). */
export interface DailyLoadRow extends DailyRow {
  distanceMeters: number
  movingSeconds: number
}

/*
 * The date as text ('YYYY-MM-DD' on both SQLite and PostgreSQL): PostgreSQL would otherwise
 * hand back a Date per row to be formatted again, which costs more than the query on long ranges.
 * Aliased "day", not "date": PostgreSQL resolves ORDER BY "date" to the output column, and
 * sorting by the text would lose the primary key's order (a read of every day, not a range).
 */
const COLUMNS = [db.raw('CAST("date" AS TEXT) AS "day"'), 'load', 'fitness', 'fatigue', 'form']
const VOLUME_COLUMNS = [...COLUMNS, 'distance_meters', 'moving_seconds']

function toRow(row: Record<string, unknown>): DailyRow {
  return {
    date: asDate(row.day)!,
    load: Number(row.load),
    fitness: Number(row.fitness),
    fatigue: Number(row.fatigue),
    form: Number(row.form),
  }
}

function toVolumeRow(row: Record<string, unknown>): DailyLoadRow {
  return {
    ...toRow(row),
    distanceMeters: Number(row.distance_meters),
    movingSeconds: Number(row.moving_seconds),
  }
}

/** The stored day just before `dateIso`, or null (figures carry over from it). */
export async function dailyLoadBefore(
  userId: number,
  dateIso: string,
  client: QueryClientContract = db.connection()
): Promise<DailyLoadRow | null> {
  const row = await client
    .from('daily_loads')
    .where('user_id', userId)
    .where('date', '<', dateIso)
    .orderBy('date', 'desc')
    .select(VOLUME_COLUMNS)
    .first()
  return row ? toVolumeRow(row) : null
}

/** The stored days from `fromIso` to `toIso` (both included), oldest first. */
export async function dailyLoadsBetween(
  userId: number,
  fromIso: string,
  toIso: string
): Promise<DailyLoadRow[]> {
  const rows = await db
    .from('daily_loads')
    .where('user_id', userId)
    .whereBetween('date', [fromIso, toIso])
    .orderBy('date', 'asc')
    .select(VOLUME_COLUMNS)
  return rows.map(toVolumeRow)
}

/** The last `days` days up to today (fewer when the history is shorter), oldest first. */
export async function lastDays(userId: number, todayIso: string, days: number) {
  const rows = await db
    .from('daily_loads')
    .where('user_id', userId)
    .where('date', '<=', todayIso)
    .orderBy('date', 'desc')
    .limit(days)
    .select(COLUMNS)
  return lastDaysFrom(rows, todayIso, days)
}

/**
 * SQL of `lastDays` with its bindings and the columns `LAST_DAYS_COLUMNS`, for statements that
 * read it with other parts (app/queries/pages/).
 */
export function lastDaysSql(userId: number, todayIso: string, days: number): SqlFragment {
  // The LIMIT is written as a number: a bound one makes SQLite recompile the whole statement on
  // every run (docs/decisions/044-sqlite-literal-limits.md).
  if (!Number.isSafeInteger(days) || days < 0) throw new RangeError(`days must be a count: ${days}`)
  return sql`
    SELECT CAST("date" AS TEXT) AS "day", "load", "fitness", "fatigue", "form" FROM daily_loads
    WHERE user_id = ${userId} AND "date" <= ${todayIso}
    ORDER BY "date" DESC LIMIT ${sqlText(String(days))}`
}
export const LAST_DAYS_COLUMNS = ['day', 'load', 'fitness', 'fatigue', 'form'] as const

/** `lastDays` from its rows as read (`day`, `load`, … in any order). */
export function lastDaysFrom(rows: Record<string, unknown>[], todayIso: string, days: number) {
  const sorted = rows.map(toRow).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
  return extendToToday(sorted, todayIso).slice(-days)
}

/**
 * Every day from `fromIso` (null: the first day with figures) to today, oldest first; days
 * before the first activity are zeros, days after the last refresh are rest days.
 */
export async function daysSince(userId: number, fromIso: string | null, todayIso: string) {
  const query = db
    .from('daily_loads')
    .where('user_id', userId)
    .where('date', '<=', todayIso)
    .orderBy('date', 'asc')
    .select(COLUMNS)
  if (fromIso) query.where('date', '>=', fromIso)
  const found = await query
  let rows = found.map(toRow)
  if (rows.length === 0 && fromIso) {
    const previous = await db
      .from('daily_loads')
      .where('user_id', userId)
      .where('date', '<', fromIso)
      .orderBy('date', 'desc')
      .select(COLUMNS)
      .first()
    if (previous) rows = [toRow(previous)]
  }
  const extended = extendToToday(rows, todayIso)
  return fromIso ? padFrom(extended, fromIso) : extended
}
