import { RUN_SPORTS } from '#domain/sports'
import { addDays } from '#domain/calendar'
import { EFFORT_VDOT_WINDOW_DAYS } from '#domain/progress/current_vdot'
import type { ActivityOnDate, VdotEffort } from '#queries/activities'
import { jsonColumn } from '#queries/sql_dialect'
import { jsonRows, sql, sqlList, type SqlFragment } from '#queries/sql_fragment'

/*
 * Parts that more than one page's statement reads (docs/decisions/038-one-statement-per-page.md),
 * each the same indexed read as its function in the table's own module (named at each part),
 * each a fragment with its own bindings (app/queries/sql_fragment.ts), and the functions that
 * read their rows back.
 */

/** Activity columns of a VDOT effort (`bestVdotEffort`). */
const VDOT_EFFORT_COLUMNS = ['id', 'name', 'day', 'vdot', 'summary'] as const

/** `bestVdotEffort` over the VDOT window ending today, as a JSON part. */
export function bestVdotEffortPart(userId: number, todayIso: string): SqlFragment {
  const fromIso = addDays(todayIso, -EFFORT_VDOT_WINDOW_DAYS)
  return jsonRows(
    VDOT_EFFORT_COLUMNS,
    sql`
      SELECT id, name, CAST(local_date AS TEXT) AS "day", vdot_estimate AS vdot, summary
      FROM activities WHERE user_id = ${userId} AND local_date >= ${fromIso} AND local_date <= ${todayIso}
      AND vdot_estimate IS NOT NULL ORDER BY vdot_estimate DESC, id ASC LIMIT 1`
  )
}

/** The part `bestVdotEffortPart` as `bestVdotEffort` returns it. */
export function vdotEffortOf(value: unknown): VdotEffort | null {
  const [row] = jsonColumn<Record<string, unknown>[]>(value)
  if (!row) return null
  return {
    id: Number(row.id),
    name: String(row.name),
    localDate: String(row.day).slice(0, 10),
    vdotEstimate: Number(row.vdot),
    summary: row.summary,
  }
}

/**
 * The running distance of the four weeks up to today, a scalar part: `meanWeeklyRunMeters` is
 * it ÷ 4 (`weeklyRunMetersOf`).
 */
export function runMetersPart(userId: number, todayIso: string): SqlFragment {
  return sql`(
    SELECT COALESCE(SUM(distance_meters), 0) FROM activities WHERE user_id = ${userId}
    AND local_date >= ${addDays(todayIso, -27)} AND local_date <= ${todayIso}
    AND sport IN (${sqlList(RUN_SPORTS)}))`
}

/** `meanWeeklyRunMeters` from the part `runMetersPart`. */
export function weeklyRunMetersOf(value: unknown) {
  return Number(value) / 4
}

/** The athlete's active plan row, as `activePlanView` reads it (the newest, should there be two). */
export function activePlanFrom(userId: number): SqlFragment {
  return sql`FROM training_plans WHERE user_id = ${userId} AND status = 'active' ORDER BY id DESC LIMIT 1`
}

/** The active plan's stored document (JSON text), a scalar part. */
export function activePlanDocumentPart(userId: number): SqlFragment {
  return sql`(SELECT document ${activePlanFrom(userId)})`
}

const PLAN_LOG_COLUMNS = [
  'workout_key',
  'status',
  'note',
  'activity_id',
  'distance_meters',
  'duration_seconds',
] as const

/** The active plan's done marks (`workoutLogs`), as a JSON part. */
export function activePlanLogsPart(userId: number): SqlFragment {
  return jsonRows(
    PLAN_LOG_COLUMNS,
    sql`
      SELECT workout_key, status, note, activity_id, distance_meters, duration_seconds
      FROM plan_workout_logs WHERE plan_id = (SELECT id ${activePlanFrom(userId)})`
  )
}

/** Columns of a plan's activities (`activitiesBetween`), with the start time to sort them by. */
export const PLAN_ACTIVITY_COLUMNS = [
  'id',
  'name',
  'sport',
  'local_day',
  'distance_meters',
  'moving_seconds',
  'start_time',
] as const

/** The columns `PLAN_ACTIVITY_COLUMNS` of the athlete's activities (the WHERE clause follows). */
export const PLAN_ACTIVITY_SELECT = sql`
  SELECT id, name, sport, CAST(local_date AS TEXT) AS local_day, distance_meters,
  moving_seconds, start_time FROM activities`

/**
 * `activitiesBetween`'s rows from a JSON part: the same values, in start-time order (sorted
 * again here: an aggregate does not promise its subquery's order). Start times compare as the
 * database wrote them, one format per database.
 */
export function planActivitiesOf(value: unknown): ActivityOnDate[] {
  return jsonColumn<Record<string, unknown>[]>(value)
    .map((row, index) => ({ row, index, start: String(row.start_time) }))
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.index - b.index))
    .map(({ row }) => ({
      id: Number(row.id),
      name: row.name as string,
      sport: row.sport as string,
      localDate: String(row.local_day).slice(0, 10),
      distanceMeters: Number(row.distance_meters),
      movingSeconds: Number(row.moving_seconds),
    }))
}
