import type { DateTime } from 'luxon'
import type { DailyRow } from '#domain/progress/daily_series'
import type { VdotEffort } from '#queries/activities'
import { fastestEffortsSql } from '#queries/activity_best_efforts'
import { lastDaysFrom, lastDaysSql, LAST_DAYS_COLUMNS } from '#queries/daily_loads'
import { jsonColumn, withoutIndex } from '#queries/sql_dialect'
import {
  firstRowOf,
  jsonRows,
  sql,
  sqlJoin,
  sqlText,
  type SqlFragment,
} from '#queries/sql_fragment'
import {
  bestVdotEffortPart,
  runMetersPart,
  vdotEffortOf,
  weeklyRunMetersOf,
} from '#queries/pages/parts'
import type { PersonalBestDto, PersonalBestsDto } from '#dtos/progress'

/*
 * The Progress page's first paint in one statement (docs/decisions/038-one-statement-per-page.md):
 * each part a scalar subquery of one SELECT, each built with its own bindings
 * (app/queries/sql_fragment.ts).
 */

/** A personal best as its DTO shows it, but for the label the DTO adds. */
export type NamedBestEffort = Omit<PersonalBestDto, 'label'>

export interface ProgressFirstPaintRows {
  hasActivities: boolean
  /** `lastDays(userId, todayIso, 28)`. */
  days: DailyRow[]
  /** `bestVdotEffort` over the VDOT window. */
  vdotEffort: VdotEffort | null
  /** `meanWeeklyRunMeters`. */
  weeklyRunMeters: number
  bests: Record<keyof PersonalBestsDto, NamedBestEffort[]>
}

/** Days of the first paint's figures. */
const FIRST_PAINT_DAYS = 28

/** Whether the athlete has any activity: 1 or 0, reading one index entry at most. */
function anyActivityPart(userId: number): SqlFragment {
  return sql`(SELECT COUNT(*) FROM (SELECT id FROM activities WHERE user_id = ${userId} LIMIT 1) AS a)`
}

/** Columns of a named best effort (`fastestEffortsSince` joined to its activity). */
const BEST_COLUMNS = [
  'period',
  'activity_id',
  'distance_meters',
  'duration_seconds',
  'name',
  'day',
] as const

/**
 * The fastest effort per standard distance of the three periods, each with its activity's name
 * and date, as a JSON part; `period` says which.
 */
function personalBestsPart(
  userId: number,
  periods: { yearStart: DateTime; ninetyDays: DateTime }
): SqlFragment {
  const efforts = sqlJoin(
    [
      fastestEffortsSql(userId, null, 'allTime'),
      fastestEffortsSql(userId, periods.yearStart, 'thisYear'),
      fastestEffortsSql(userId, periods.ninetyDays, 'last90Days'),
    ],
    ' UNION ALL '
  )
  // Each best's activity by its key; SQLite would otherwise walk the athlete's activities.
  return jsonRows(
    BEST_COLUMNS,
    sql`
      SELECT b.period, b.activity_id, b.distance_meters, b.duration_seconds, a.name,
      CAST(a.local_date AS TEXT) AS "day" FROM (${efforts}) AS b
      JOIN activities a ON a.id = b.activity_id AND ${sqlText(withoutIndex('a.user_id'))} = ${userId}`
  )
}

/** The part `personalBestsPart` by period. */
function personalBestsOf(value: unknown): ProgressFirstPaintRows['bests'] {
  const named: ProgressFirstPaintRows['bests'] = { allTime: [], thisYear: [], last90Days: [] }
  for (const best of jsonColumn<Record<string, unknown>[]>(value)) {
    named[best.period as keyof typeof named].push({
      activityId: Number(best.activity_id),
      distanceMeters: Number(best.distance_meters),
      durationSeconds: Number(best.duration_seconds),
      activityName: String(best.name),
      date: String(best.day).slice(0, 10),
    })
  }
  return named
}

/** The first paint's statement: one row, one column per part. */
export function progressFirstPaintSql(
  userId: number,
  todayIso: string,
  periods: { yearStart: DateTime; ninetyDays: DateTime }
): SqlFragment {
  return sql`
    SELECT ${anyActivityPart(userId)} AS any_activity,
      ${jsonRows(LAST_DAYS_COLUMNS, lastDaysSql(userId, todayIso, FIRST_PAINT_DAYS))} AS days,
      ${bestVdotEffortPart(userId, todayIso)} AS vdot_effort,
      ${runMetersPart(userId, todayIso)} AS run_meters,
      ${personalBestsPart(userId, periods)} AS bests`
}

/**
 * Everything the Progress page's first paint reads, in one statement: whether there is any
 * activity, the last 28 days of figures, the best VDOT effort of the window, the running
 * volume of the last four weeks, and the personal bests of the three periods with their
 * activities' names and dates. Each part is bounded by dates, a LIMIT or the 7 standard
 * distances: none grows with the history.
 */
export async function progressFirstPaintRows(
  userId: number,
  todayIso: string,
  periods: { yearStart: DateTime; ninetyDays: DateTime }
): Promise<ProgressFirstPaintRows> {
  const row = (await firstRowOf(progressFirstPaintSql(userId, todayIso, periods)))!
  return {
    hasActivities: Number(row.any_activity) > 0,
    days: lastDaysFrom(jsonColumn(row.days), todayIso, FIRST_PAINT_DAYS),
    vdotEffort: vdotEffortOf(row.vdot_effort),
    weeklyRunMeters: weeklyRunMetersOf(row.run_meters),
    bests: personalBestsOf(row.bests),
  }
}
