import { DateTime } from 'luxon'
import { RUN_SPORTS } from '#domain/sports'
import { addDays } from '#domain/calendar'
import { EFFORT_VDOT_WINDOW_DAYS } from '#domain/progress/current_vdot'
import type { DailyRow } from '#domain/progress/daily_series'
import { lastDaysFrom, lastDaysSql, LAST_DAYS_COLUMNS } from '#queries/daily_loads'
import { fastestEffortsSql } from '#queries/activity_best_efforts'
import { errors as lucidErrors } from '@adonisjs/lucid'
import type { ActivityOnDate, VdotEffort } from '#queries/activities'
import { PLAN_VIEW_COLUMNS, planViewFrom, type PlanView } from '#queries/training_plans'
import {
  workoutLogEntries,
  type WorkoutLogEntry,
  type WorkoutLogRow,
} from '#queries/plan_workout_logs'
import {
  GEAR_COLUMNS,
  gearRecordOf,
  gearWithActivityMetersSql,
  type GearRecord,
} from '#queries/gear'
import type { ActivitySummary as StoredActivitySummary } from '#domain/activities/summary'
import {
  asDate,
  asIsoTimestamp,
  jsonColumn,
  jsonRowsSql,
  preparedRawQuery,
  utcIsoFromText,
  withoutIndex,
} from '#queries/sql_dialect'
import type { ActivitySource } from '#models/activity'
import type { Sport } from '#domain/files/activity_file'

/*
 * Reads that gather what one page paints from several tables in ONE statement
 * (docs/decisions/038-one-statement-per-page.md): each part is a scalar subquery of a single
 * SELECT, its rows aggregated as JSON (`jsonRowsSql`), so that a page costs one round trip to
 * the database instead of one per read. Each part is the same indexed read as its function in
 * the table's own module (named at each part); the functional tests of the pages check the
 * figures against those.
 */

/** Activity columns of a VDOT effort (`bestVdotEffort`). */
const VDOT_EFFORT_COLUMNS = ['id', 'name', 'day', 'vdot', 'summary'] as const
/** Columns of a named best effort (`fastestEffortsSince` joined to its activity). */
const BEST_COLUMNS = [
  'period',
  'activity_id',
  'distance_meters',
  'duration_seconds',
  'name',
  'day',
] as const

function bestVdotEffortSql(userId: number, todayIso: string, bindings: unknown[]) {
  bindings.push(userId, addDays(todayIso, -EFFORT_VDOT_WINDOW_DAYS), todayIso)
  return (
    'SELECT id, name, CAST(local_date AS TEXT) AS "day", vdot_estimate AS vdot, summary ' +
    'FROM activities WHERE user_id = ? AND local_date >= ? AND local_date <= ? ' +
    'AND vdot_estimate IS NOT NULL ORDER BY vdot_estimate DESC, id ASC LIMIT 1'
  )
}

function vdotEffortOf(rows: Record<string, unknown>[]): VdotEffort | null {
  const row = rows[0]
  if (!row) return null
  return {
    id: Number(row.id),
    name: String(row.name),
    localDate: String(row.day).slice(0, 10),
    vdotEstimate: Number(row.vdot),
    summary: row.summary,
  }
}

/** `meanWeeklyRunMeters`: the running distance of the four weeks up to today, ÷ 4. */
function runMetersSql(userId: number, todayIso: string, bindings: unknown[]) {
  bindings.push(userId, addDays(todayIso, -27), todayIso, ...RUN_SPORTS)
  return (
    '(SELECT COALESCE(SUM(distance_meters), 0) FROM activities WHERE user_id = ? ' +
    `AND local_date >= ? AND local_date <= ? AND sport IN (${RUN_SPORTS.map(() => '?').join(', ')}))`
  )
}

export interface NamedBestEffort {
  activityId: number
  distanceMeters: number
  durationSeconds: number
  activityName: string
  date: string
}

export interface ProgressFirstPaintRows {
  hasActivities: boolean
  /** `lastDays(userId, todayIso, 28)`. */
  days: DailyRow[]
  /** `bestVdotEffort` over the VDOT window. */
  vdotEffort: VdotEffort | null
  /** `meanWeeklyRunMeters`. */
  weeklyRunMeters: number
  bests: Record<'allTime' | 'thisYear' | 'last90Days', NamedBestEffort[]>
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
  const bindings: unknown[] = []
  bindings.push(userId)
  const any = '(SELECT COUNT(*) FROM (SELECT id FROM activities WHERE user_id = ? LIMIT 1) AS a)'
  const days = jsonRowsSql(LAST_DAYS_COLUMNS, lastDaysSql(userId, todayIso, 28, bindings))
  const vdot = jsonRowsSql(VDOT_EFFORT_COLUMNS, bestVdotEffortSql(userId, todayIso, bindings))
  const runMeters = runMetersSql(userId, todayIso, bindings)
  const efforts = [
    fastestEffortsSql(userId, null, bindings, 'allTime'),
    fastestEffortsSql(userId, periods.yearStart, bindings, 'thisYear'),
    fastestEffortsSql(userId, periods.ninetyDays, bindings, 'last90Days'),
  ].join(' UNION ALL ')
  bindings.push(userId)
  const bests = jsonRowsSql(
    BEST_COLUMNS,
    `SELECT b.period, b.activity_id, b.distance_meters, b.duration_seconds, a.name, ` +
      `CAST(a.local_date AS TEXT) AS "day" FROM (${efforts}) AS b ` +
      // Each best's activity by its key; SQLite would otherwise walk the athlete's activities.
      `JOIN activities a ON a.id = b.activity_id AND ${withoutIndex('a.user_id')} = ?`
  )
  const result = await preparedRawQuery(
    `SELECT ${any} AS any_activity, ${days} AS days, ${vdot} AS vdot_effort, ` +
      `${runMeters} AS run_meters, ${bests} AS bests`,
    bindings
  )
  const row: Record<string, unknown> = (Array.isArray(result) ? result : result.rows)[0]
  const named: ProgressFirstPaintRows['bests'] = { allTime: [], thisYear: [], last90Days: [] }
  for (const best of jsonColumn<Record<string, unknown>[]>(row.bests)) {
    named[best.period as keyof typeof named].push({
      activityId: Number(best.activity_id),
      distanceMeters: Number(best.distance_meters),
      durationSeconds: Number(best.duration_seconds),
      activityName: String(best.name),
      date: String(best.day).slice(0, 10),
    })
  }
  return {
    hasActivities: Number(row.any_activity) > 0,
    days: lastDaysFrom(jsonColumn(row.days), todayIso, 28),
    vdotEffort: vdotEffortOf(jsonColumn(row.vdot_effort)),
    weeklyRunMeters: Number(row.run_meters) / 4,
    bests: named,
  }
}

/** Columns of the Dashboard's recent-activities list (never `summary`). */
const LIST_COLUMNS = [
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

/** A timestamp inside a JSON part as an ISO string in UTC (PostgreSQL: ISO with an offset; SQLite: the stored UTC text). */
function utcIso(value: unknown) {
  return utcIsoFromText(String(value))!
}

/** A recent activity's list columns; `startTime` in ISO UTC, `localDate` YYYY-MM-DD. */
export interface RecentActivityRow {
  id: number
  name: string
  sport: Sport
  source: ActivitySource
  startTime: string
  localDate: string
  distanceMeters: number
  durationSeconds: number
  movingSeconds: number
  elevationGainMeters: number
  avgHr: number | null
  avgSpeedMps: number
  trainingLoad: number
}

export interface DashboardRows {
  /** `lastDays(userId, todayIso, days)`. */
  days: DailyRow[]
  /** The five latest activities (by start time, then id), newest first. */
  recentActivities: RecentActivityRow[]
  /** `bestVdotEffort` over the VDOT window. */
  vdotEffort: VdotEffort | null
  /** `meanWeeklyRunMeters`. */
  weeklyRunMeters: number
  /** The latest demo import (database/demo/seed_demo_history.ts): its status and counts, or null. */
  demoImport: { status: string; processed: number; total: number } | null
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

/** The athlete's active plan row, as `activePlanView` reads it (the newest, should there be two). */
const ACTIVE_PLAN_FROM =
  "FROM training_plans WHERE user_id = ? AND status = 'active' ORDER BY id DESC LIMIT 1"
const PLAN_LOG_COLUMNS = [
  'workout_key',
  'status',
  'note',
  'activity_id',
  'distance_meters',
  'duration_seconds',
] as const
/** The active plan's done marks as a JSON part (one `?`: the user id). */
function activePlanLogsSql() {
  return jsonRowsSql(
    PLAN_LOG_COLUMNS,
    `SELECT ${PLAN_LOG_COLUMNS.join(', ')} FROM plan_workout_logs ` +
      `WHERE plan_id = (SELECT id ${ACTIVE_PLAN_FROM})`
  )
}
const PLAN_ACTIVITY_COLUMNS = [
  'id',
  'name',
  'sport',
  'local_day',
  'distance_meters',
  'moving_seconds',
  'start_time',
] as const

/**
 * What the Dashboard paints besides the plan, in one statement: the sparkline's days, the five
 * latest activities, the best VDOT effort and the running volume behind the race prediction,
 * and the latest demo import. Each part is bounded by dates or a LIMIT.
 */
export async function dashboardRows(
  userId: number,
  todayIso: string,
  sparklineDays: number
): Promise<DashboardRows> {
  const bindings: unknown[] = []
  const days = jsonRowsSql(
    LAST_DAYS_COLUMNS,
    lastDaysSql(userId, todayIso, sparklineDays, bindings)
  )
  bindings.push(userId)
  const recent = jsonRowsSql(
    LIST_COLUMNS,
    `SELECT ${LIST_COLUMNS.map((column) => (column === 'local_day' ? 'CAST(local_date AS TEXT) AS local_day' : column)).join(', ')} ` +
      'FROM activities WHERE user_id = ? ORDER BY start_time DESC, id DESC LIMIT 5'
  )
  const vdot = jsonRowsSql(VDOT_EFFORT_COLUMNS, bestVdotEffortSql(userId, todayIso, bindings))
  const runMeters = runMetersSql(userId, todayIso, bindings)
  bindings.push(userId)
  const demo = jsonRowsSql(
    ['status', 'processed', 'total'],
    "SELECT status, processed, total FROM import_jobs WHERE user_id = ? AND kind = 'demo' " +
      'ORDER BY created_at DESC LIMIT 1'
  )
  // The plan card's reads (PlanToday): the plan, its marks and the activities around today.
  bindings.push(userId)
  const plan = jsonRowsSql(
    PLAN_VIEW_COLUMNS,
    `SELECT ${PLAN_VIEW_COLUMNS.join(', ')} ${ACTIVE_PLAN_FROM}`
  )
  bindings.push(userId)
  const planDocument = `(SELECT document ${ACTIVE_PLAN_FROM})`
  bindings.push(userId)
  const planLogs = activePlanLogsSql()
  const around = {
    fromIso: addDays(todayIso, -PLAN_WEEK_REACH_DAYS),
    toIso: addDays(todayIso, PLAN_WEEK_REACH_DAYS),
  }
  bindings.push(userId, around.fromIso, around.toIso, userId)
  const planActivities = jsonRowsSql(
    PLAN_ACTIVITY_COLUMNS,
    'SELECT id, name, sport, CAST(local_date AS TEXT) AS local_day, distance_meters, ' +
      'moving_seconds, start_time FROM activities WHERE user_id = ? AND local_date >= ? ' +
      "AND local_date <= ? AND EXISTS (SELECT 1 FROM training_plans WHERE user_id = ? AND status = 'active') " +
      'ORDER BY start_time ASC'
  )
  const result = await preparedRawQuery(
    `SELECT ${days} AS days, ${recent} AS recent, ${vdot} AS vdot_effort, ` +
      `${runMeters} AS run_meters, ${demo} AS demo_import, ${plan} AS plan, ` +
      `${planDocument} AS plan_document, ${planLogs} AS plan_logs, ` +
      `${planActivities} AS plan_activities`,
    bindings
  )
  const row: Record<string, unknown> = (Array.isArray(result) ? result : result.rows)[0]
  const recentActivities = jsonColumn<Record<string, unknown>[]>(row.recent)
    .map((activity) => ({
      id: Number(activity.id),
      name: String(activity.name),
      sport: activity.sport as Sport,
      source: activity.source as ActivitySource,
      startTime: utcIso(activity.start_time),
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
  const [demoImport] = jsonColumn<Record<string, unknown>[]>(row.demo_import)
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
      activities: activePlan ? planActivitiesOf(jsonColumn(row.plan_activities)) : [],
    },
    days: lastDaysFrom(jsonColumn(row.days), todayIso, sparklineDays),
    recentActivities,
    vdotEffort: vdotEffortOf(jsonColumn(row.vdot_effort)),
    weeklyRunMeters: Number(row.run_meters) / 4,
    demoImport: demoImport
      ? {
          status: String(demoImport.status),
          processed: Number(demoImport.processed),
          total: Number(demoImport.total),
        }
      : null,
  }
}

/**
 * `activitiesBetween`'s rows from a JSON part: the same values, in start-time order (sorted
 * again here: an aggregate does not promise its subquery's order). Start times compare as the
 * database wrote them, one format per database.
 */
function planActivitiesOf(rows: Record<string, unknown>[]): ActivityOnDate[] {
  return rows
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

export interface PlanPageRows {
  /** `activePlanView`. */
  plan: PlanView | null
  /** `workoutLogs` of the plan. */
  logs: Map<string, WorkoutLogEntry>
  /**
   * `activitiesBetween` over the plan's stored `start_date` and `end_date`, by start time, and
   * those dates: the caller checks that they are the document's before using the activities.
   */
  activities: { fromIso: string | null; toIso: string | null; activities: ActivityOnDate[] }
}

/**
 * The Plan page's reads besides its revisions, in one statement: the active plan, its marks
 * and the activities of its dates (the plan's `start_date` to `end_date` columns, which
 * CreatePlan and savePlanDocument keep equal to the document's).
 */
export async function planPageRows(userId: number): Promise<PlanPageRows> {
  const bindings: unknown[] = []
  bindings.push(userId)
  const plan = jsonRowsSql(
    [...PLAN_VIEW_COLUMNS, 'start_day', 'end_day'],
    `SELECT ${PLAN_VIEW_COLUMNS.join(', ')}, CAST(start_date AS TEXT) AS start_day, ` +
      `CAST(end_date AS TEXT) AS end_day ${ACTIVE_PLAN_FROM}`
  )
  bindings.push(userId)
  const planDocument = `(SELECT document ${ACTIVE_PLAN_FROM})`
  bindings.push(userId)
  const planLogs = activePlanLogsSql()
  bindings.push(userId, userId, userId)
  const planActivities = jsonRowsSql(
    PLAN_ACTIVITY_COLUMNS,
    'SELECT id, name, sport, CAST(local_date AS TEXT) AS local_day, distance_meters, ' +
      'moving_seconds, start_time FROM activities WHERE user_id = ? ' +
      `AND local_date >= (SELECT start_date ${ACTIVE_PLAN_FROM}) ` +
      `AND local_date <= (SELECT end_date ${ACTIVE_PLAN_FROM}) ORDER BY start_time ASC`
  )
  const result = await preparedRawQuery(
    `SELECT ${plan} AS plan, ${planDocument} AS plan_document, ${planLogs} AS plan_logs, ` +
      `${planActivities} AS plan_activities`,
    bindings
  )
  const row: Record<string, unknown> = (Array.isArray(result) ? result : result.rows)[0]
  const [planRow] = jsonColumn<Record<string, unknown>[]>(row.plan)
  if (!planRow || row.plan_document === null || row.plan_document === undefined) {
    return {
      plan: null,
      logs: new Map(),
      activities: { fromIso: null, toIso: null, activities: [] },
    }
  }
  return {
    plan: planViewFrom(planRow, row.plan_document as string),
    logs: workoutLogEntries(jsonColumn<WorkoutLogRow[]>(row.plan_logs)),
    activities: {
      fromIso: asDate(planRow.start_day),
      toIso: asDate(planRow.end_day),
      activities: planActivitiesOf(jsonColumn(row.plan_activities)),
    },
  }
}

/** An activity's columns as its page shows them, with plain values (never its streams). */
export interface ActivityPageRecord {
  id: number
  userId: number
  source: ActivitySource
  name: string
  sport: Sport
  /** ISO 8601, UTC. */
  startTime: string
  localDate: string
  distanceMeters: number
  elapsedSeconds: number
  movingSeconds: number
  elevationGainMeters: number
  elevationLossMeters: number
  avgHr: number | null
  maxHr: number | null
  avgSpeedMps: number
  maxSpeedMps: number | null
  avgCadence: number | null
  avgPowerWatts: number | null
  hasGps: boolean
  trainingLoad: number
  loadSource: string
  trimp: number | null
  hrss: number | null
  paceLoad: number | null
  perceivedEffort: number | null
  summary: StoredActivitySummary | null
  notes: string | null
  gearId: number | null
  fileName: string | null
  fileKey: string | null
  device: string | null
}

/** The activity page's stored derived data (app/actions/activities/load_activity_view.ts). */
export interface StoredActivityView {
  viewVersion: number
  sport: string
  /** JSON text of the display streams, null when the activity has none. */
  streams: string | null
  /** JSON text of the workout analysis, without the plan comparison. */
  analysis: string
}

/**
 * What the activity page paints, in one statement (the activity with its stored page view,
 * the athlete's gear, the active plan's document and the activities of the activity's date).
 */
function activityPageSql(activityId: number, userId: number, bindings: unknown[]) {
  const gear = jsonRowsSql(GEAR_COLUMNS, gearWithActivityMetersSql(userId, bindings))
  bindings.push(userId)
  const plan =
    "(SELECT document FROM training_plans WHERE user_id = ? AND status = 'active' LIMIT 1)"
  // `activitiesBetween(userId, date, date)`, the date being the activity's own.
  bindings.push(userId)
  const sameDay = jsonRowsSql(
    SAME_DAY_COLUMNS,
    'SELECT id, name, sport, CAST(local_date AS TEXT) AS local_day, distance_meters, ' +
      'moving_seconds FROM activities WHERE user_id = ? AND local_date = a.local_date ' +
      // The day's few rows from the (user_id, local_date) index, then sorted: ordering by the
      // indexed start_time had SQLite walk all of the athlete's activities.
      `ORDER BY ${withoutIndex('start_time')} ASC`
  )
  bindings.push(activityId)
  return (
    'SELECT a.id, a.user_id, a.source, a.name, a.sport, a.start_time, ' +
    'CAST(a.local_date AS TEXT) AS local_day, a.distance_meters, a.elapsed_seconds, ' +
    'a.moving_seconds, a.elevation_gain_meters, a.elevation_loss_meters, a.avg_hr, a.max_hr, ' +
    'a.avg_speed_mps, a.max_speed_mps, a.avg_cadence, a.avg_power_watts, a.has_gps, ' +
    'a.training_load, a.load_source, a.trimp, a.hrss, a.pace_load, a.perceived_effort, ' +
    'a.summary, a.notes, a.gear_id, a.file_name, a.file_key, a.device, v.view_version, ' +
    'v.sport AS view_sport, v.streams AS view_streams, v.analysis AS view_analysis, ' +
    `${gear} AS gear, ${plan} AS plan_document, ${sameDay} AS same_day ` +
    'FROM activities a LEFT JOIN activity_page_views v ON v.activity_id = a.id WHERE a.id = ?'
  )
}

/** Columns of the same-day part (`activitiesBetween`). */
const SAME_DAY_COLUMNS = [
  'id',
  'name',
  'sport',
  'local_day',
  'distance_meters',
  'moving_seconds',
] as const

export interface ActivityPageRows {
  activity: ActivityPageRecord
  view: StoredActivityView | null
  /** `gearWithActivityMeters(userId)`. */
  gear: GearRecord[]
  /** The athlete's active plan's document, as stored (JSON text); null without one. */
  planDocument: string | null
  /** `activitiesBetween(userId, date, date)` for the activity's date. */
  sameDay: ActivityOnDate[]
}

/**
 * An activity by id (anyone's: the caller's policy decides) with the activity page's stored
 * derived data when there is some, and the signed-in athlete's gear, active plan document and
 * activities of that date, in one statement; E_ROW_NOT_FOUND when there is no such activity.
 * Plain rows: no model to hydrate. The caller sends none of it unless the policy allows.
 */
export async function activityPageRows(
  activityId: number,
  userId: number
): Promise<ActivityPageRows> {
  const bindings: unknown[] = []
  const sql = activityPageSql(activityId, userId, bindings)
  const result = await preparedRawQuery(sql, bindings)
  const row: Record<string, any> | undefined = (Array.isArray(result) ? result : result.rows)[0]
  if (!row) throw new lucidErrors.E_ROW_NOT_FOUND()
  return {
    activity: {
      id: Number(row.id),
      userId: Number(row.user_id),
      source: row.source,
      name: row.name,
      sport: row.sport,
      startTime: asIsoTimestamp(row.start_time)!,
      localDate: String(row.local_day).slice(0, 10),
      distanceMeters: row.distance_meters,
      elapsedSeconds: row.elapsed_seconds,
      movingSeconds: row.moving_seconds,
      elevationGainMeters: row.elevation_gain_meters,
      elevationLossMeters: row.elevation_loss_meters,
      avgHr: row.avg_hr,
      maxHr: row.max_hr,
      avgSpeedMps: row.avg_speed_mps,
      maxSpeedMps: row.max_speed_mps,
      avgCadence: row.avg_cadence,
      avgPowerWatts: row.avg_power_watts,
      hasGps: Boolean(row.has_gps),
      trainingLoad: row.training_load,
      loadSource: row.load_source,
      trimp: row.trimp,
      hrss: row.hrss,
      paceLoad: row.pace_load,
      perceivedEffort: row.perceived_effort,
      summary: row.summary ? JSON.parse(row.summary) : null,
      notes: row.notes,
      gearId: row.gear_id === null ? null : Number(row.gear_id),
      fileName: row.file_name,
      fileKey: row.file_key,
      device: row.device,
    },
    view:
      row.view_version === null || row.view_version === undefined
        ? null
        : {
            viewVersion: Number(row.view_version),
            sport: row.view_sport,
            streams: row.view_streams,
            analysis: row.view_analysis,
          },
    gear: jsonColumn<Record<string, unknown>[]>(row.gear).map(gearRecordOf),
    planDocument: row.plan_document ?? null,
    sameDay: jsonColumn<Record<string, unknown>[]>(row.same_day).map((activity) => ({
      id: Number(activity.id),
      name: String(activity.name),
      sport: activity.sport as Sport,
      localDate: String(activity.local_day).slice(0, 10),
      distanceMeters: Number(activity.distance_meters),
      movingSeconds: Number(activity.moving_seconds),
    })),
  }
}
