import { addDays } from '#domain/calendar'
import type { DailyRow } from '#domain/progress/daily_series'
import type { ActivityOnDate, VdotEffort } from '#queries/activities'
import { lastDaysFrom, lastDaysSql, LAST_DAYS_COLUMNS } from '#queries/daily_loads'
import { PLAN_VIEW_COLUMNS, planViewFrom, type PlanView } from '#queries/training_plans'
import {
  workoutLogEntries,
  type WorkoutLogEntry,
  type WorkoutLogRow,
} from '#queries/plan_workout_logs'
import { jsonColumn, utcIsoFromText } from '#queries/sql_dialect'
import { firstRowOf, jsonRows, sql, sqlText, type SqlFragment } from '#queries/sql_fragment'
import {
  activePlanDocumentPart,
  activePlanFrom,
  activePlanLogsPart,
  bestVdotEffortPart,
  PLAN_ACTIVITY_COLUMNS,
  PLAN_ACTIVITY_SELECT,
  planActivitiesOf,
  runMetersPart,
  vdotEffortOf,
  weeklyRunMetersOf,
} from '#queries/pages/parts'
import type { ActivityListItemDto } from '#dtos/activity'
import type { DemoImportDto } from '#dtos/import_job'

/*
 * The Dashboard in one statement (docs/decisions/038-one-statement-per-page.md): each part a
 * scalar subquery of one SELECT, each built with its own bindings (app/queries/sql_fragment.ts).
 */

/**
 * A recent activity as the list item DTO shows it, with the training load unrounded (the DTO's
 * `load` is it to one decimal); `startTime` in ISO UTC, `localDate` YYYY-MM-DD.
 */
export type RecentActivityRow = Omit<ActivityListItemDto, 'load'> & { trainingLoad: number }

export interface DashboardRows {
  /** `lastDays(userId, todayIso, days)`. */
  days: DailyRow[]
  /** The five latest activities (by start time, then id), newest first. */
  recentActivities: RecentActivityRow[]
  /** `bestVdotEffort` over the VDOT window. */
  vdotEffort: VdotEffort | null
  /** `meanWeeklyRunMeters`. */
  weeklyRunMeters: number
  /**
   * The latest demo import (database/demo/seed_demo_history.ts): its status and the counts its
   * DTO shows, or null.
   */
  demoImport: ({ status: string } & Pick<DemoImportDto, 'processed' | 'total'>) | null
  /** `activePlanView`. */
  plan: PlanView | null
  /** With a plan, its marks (`workoutLogs`); empty without one. */
  planLogs: Map<string, WorkoutLogEntry>
  /**
   * With a plan, `activitiesBetween` from PLAN_WEEK_REACH_DAYS before today to as many after,
   * by start time: the plan's current week (7 days at most, today among them) lies within.
   */
  activitiesAroundToday: { fromIso: string; toIso: string; activities: ActivityOnDate[] }
}

/** Days either side of today that hold any plan week containing today. */
export const PLAN_WEEK_REACH_DAYS = 6

/** Columns of the recent-activities list (never `summary`). */
const RECENT_COLUMNS = [
  'id',
  'name',
  'sport',
  'source',
  'start_time',
  'local_day',
  'distance_meters',
  'elapsed_seconds',
  'moving_seconds',
  'elevation_gain_meters',
  'avg_hr',
  'avg_speed_mps',
  'training_load',
] as const

/** The five latest activities, by start time then id, as a JSON part. */
function recentActivitiesPart(userId: number): SqlFragment {
  return jsonRows(
    RECENT_COLUMNS,
    sql`
      SELECT id, name, sport, source, start_time, CAST(local_date AS TEXT) AS local_day,
      distance_meters, elapsed_seconds, moving_seconds, elevation_gain_meters, avg_hr,
      avg_speed_mps, training_load
      FROM activities WHERE user_id = ${userId} ORDER BY start_time DESC, id DESC LIMIT 5`
  )
}

/** The part `recentActivitiesPart`, newest first (an aggregate does not promise the order). */
function recentActivitiesOf(value: unknown): RecentActivityRow[] {
  return jsonColumn<Record<string, unknown>[]>(value)
    .map((activity) => ({
      id: Number(activity.id),
      name: String(activity.name),
      sport: activity.sport as RecentActivityRow['sport'],
      source: activity.source as RecentActivityRow['source'],
      // PostgreSQL's JSON has ISO with an offset, SQLite the stored UTC text.
      startTime: utcIsoFromText(String(activity.start_time))!,
      localDate: String(activity.local_day).slice(0, 10),
      distanceMeters: Number(activity.distance_meters),
      durationSeconds: Number(activity.elapsed_seconds),
      movingSeconds: Number(activity.moving_seconds),
      elevationGainMeters: Number(activity.elevation_gain_meters),
      avgHr: activity.avg_hr === null ? null : Number(activity.avg_hr),
      avgSpeedMps: Number(activity.avg_speed_mps),
      trainingLoad: Number(activity.training_load),
    }))
    .sort((a, b) =>
      a.startTime === b.startTime ? b.id - a.id : a.startTime < b.startTime ? 1 : -1
    )
}

/** The latest demo import's status and counts, as a JSON part. */
function demoImportPart(userId: number): SqlFragment {
  return jsonRows(
    ['status', 'processed', 'total'],
    sql`
      SELECT status, processed, total FROM import_jobs WHERE user_id = ${userId} AND kind = 'demo'
      ORDER BY created_at DESC LIMIT 1`
  )
}

/** The part `demoImportPart`. */
function demoImportOf(value: unknown): DashboardRows['demoImport'] {
  const [job] = jsonColumn<Record<string, unknown>[]>(value)
  return job
    ? { status: String(job.status), processed: Number(job.processed), total: Number(job.total) }
    : null
}

/** The active plan's view columns (`activePlanView`), as a JSON part. */
function activePlanPart(userId: number): SqlFragment {
  return jsonRows(
    PLAN_VIEW_COLUMNS,
    sql`SELECT ${sqlText(PLAN_VIEW_COLUMNS.join(', '))} ${activePlanFrom(userId)}`
  )
}

/** The dates of `activitiesAroundToday`. */
function aroundToday(todayIso: string) {
  return {
    fromIso: addDays(todayIso, -PLAN_WEEK_REACH_DAYS),
    toIso: addDays(todayIso, PLAN_WEEK_REACH_DAYS),
  }
}

/** With an active plan, the activities from `fromIso` to `toIso`, as a JSON part. */
function planActivitiesPart(
  userId: number,
  { fromIso, toIso }: { fromIso: string; toIso: string }
): SqlFragment {
  return jsonRows(
    PLAN_ACTIVITY_COLUMNS,
    sql`${PLAN_ACTIVITY_SELECT}
      WHERE user_id = ${userId} AND local_date >= ${fromIso} AND local_date <= ${toIso}
      AND EXISTS (SELECT 1 FROM training_plans WHERE user_id = ${userId} AND status = 'active')
      ORDER BY start_time ASC`
  )
}

/**
 * The Dashboard's statement: one row, one column per part. The plan card's parts (PlanToday)
 * are the plan, its document, its marks and the activities around today.
 */
export function dashboardSql(
  userId: number,
  todayIso: string,
  sparklineDays: number,
  around = aroundToday(todayIso)
): SqlFragment {
  return sql`
    SELECT ${jsonRows(LAST_DAYS_COLUMNS, lastDaysSql(userId, todayIso, sparklineDays))} AS days,
      ${recentActivitiesPart(userId)} AS recent,
      ${bestVdotEffortPart(userId, todayIso)} AS vdot_effort,
      ${runMetersPart(userId, todayIso)} AS run_meters,
      ${demoImportPart(userId)} AS demo_import,
      ${activePlanPart(userId)} AS plan,
      ${activePlanDocumentPart(userId)} AS plan_document,
      ${activePlanLogsPart(userId)} AS plan_logs,
      ${planActivitiesPart(userId, around)} AS plan_activities`
}

/**
 * What the Dashboard paints, in one statement: the sparkline's days, the five latest
 * activities, the best VDOT effort and the running volume behind the race prediction, the
 * latest demo import, and the plan card's reads. Each part is bounded by dates or a LIMIT.
 */
export async function dashboardRows(
  userId: number,
  todayIso: string,
  sparklineDays: number
): Promise<DashboardRows> {
  const around = aroundToday(todayIso)
  const row = (await firstRowOf(dashboardSql(userId, todayIso, sparklineDays, around)))!
  const [planRow] = jsonColumn<Record<string, unknown>[]>(row.plan)
  const activePlan =
    planRow && row.plan_document !== null && row.plan_document !== undefined
      ? planViewFrom(planRow, row.plan_document as string)
      : null
  return {
    plan: activePlan,
    planLogs: workoutLogEntries(activePlan ? jsonColumn<WorkoutLogRow[]>(row.plan_logs) : []),
    activitiesAroundToday: {
      ...around,
      activities: activePlan ? planActivitiesOf(row.plan_activities) : [],
    },
    days: lastDaysFrom(jsonColumn(row.days), todayIso, sparklineDays),
    recentActivities: recentActivitiesOf(row.recent),
    vdotEffort: vdotEffortOf(row.vdot_effort),
    weeklyRunMeters: weeklyRunMetersOf(row.run_meters),
    demoImport: demoImportOf(row.demo_import),
  }
}
