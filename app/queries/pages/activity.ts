import { errors as lucidErrors } from '@adonisjs/lucid'
import type { ActivitySummary as StoredActivitySummary } from '#domain/activities/summary'
import type { ActivityOnDate } from '#queries/activities'
import {
  GEAR_COLUMNS,
  gearRecordOf,
  gearWithActivityMetersSql,
  type GearRecord,
} from '#queries/gear'
import { asIsoTimestamp, jsonColumn, withoutIndex } from '#queries/sql_dialect'
import { firstRowOf, jsonRows, sql, sqlText, type SqlFragment } from '#queries/sql_fragment'
import type { ActivityDto } from '#dtos/activity'

/*
 * The activity page in one statement (docs/decisions/038-one-statement-per-page.md,
 * docs/decisions/043-activity-page-derived-data.md), each part built with its own bindings
 * (app/queries/sql_fragment.ts).
 */

/**
 * An activity's columns as its page shows them, with plain values (never its streams): the
 * DTO's fields that are stored as they are shown, and the columns the DTO renames, rounds or
 * derives its other fields from.
 */
export type ActivityPageRecord = Pick<
  ActivityDto,
  | 'id'
  | 'source'
  | 'name'
  | 'sport'
  | 'startTime'
  | 'localDate'
  | 'distanceMeters'
  | 'movingSeconds'
  | 'elevationGainMeters'
  | 'elevationLossMeters'
  | 'avgHr'
  | 'maxHr'
  | 'avgSpeedMps'
  | 'maxSpeedMps'
  | 'avgCadence'
  | 'avgPowerWatts'
  | 'hasGps'
  | 'notes'
  | 'perceivedEffort'
  | 'device'
  | 'gearId'
> &
  Pick<ActivityDto['loadFigures'], 'trimp' | 'hrss' | 'paceLoad'> & {
    userId: number
    /** The DTO's `durationSeconds`. */
    elapsedSeconds: number
    /** The DTO's `load`, unrounded. */
    trainingLoad: number
    /** The DTO's `loadFigures.source`, as stored. */
    loadSource: string
    /** Where the DTO's VDOT estimate, splits, zones, best efforts and laps come from. */
    summary: StoredActivitySummary | null
    /** The DTO's `fileName` when there is a stored file (`fileKey`). */
    fileName: string | null
    fileKey: string | null
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

/** The athlete's active plan's document, a scalar part. */
function planDocumentPart(userId: number): SqlFragment {
  return sql`(SELECT document FROM training_plans WHERE user_id = ${userId} AND status = 'active' LIMIT 1)`
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

/** `activitiesBetween(userId, date, date)`, the date being the activity `a`'s, as a JSON part. */
function sameDayPart(userId: number): SqlFragment {
  // The day's few rows from the (user_id, local_date) index, then sorted: ordering by the
  // indexed start_time had SQLite walk all of the athlete's activities.
  return jsonRows(
    SAME_DAY_COLUMNS,
    sql`
      SELECT id, name, sport, CAST(local_date AS TEXT) AS local_day, distance_meters,
      moving_seconds FROM activities WHERE user_id = ${userId} AND local_date = a.local_date
      ORDER BY ${sqlText(withoutIndex('start_time'))} ASC`
  )
}

/**
 * The activity page's statement: the activity `a` with its stored page view `v`, the athlete's
 * gear, the active plan's document and the activities of the activity's date.
 */
export function activityPageSql(activityId: number, userId: number): SqlFragment {
  return sql`
    SELECT a.id, a.user_id, a.source, a.name, a.sport, a.start_time,
      CAST(a.local_date AS TEXT) AS local_day, a.distance_meters, a.elapsed_seconds,
      a.moving_seconds, a.elevation_gain_meters, a.elevation_loss_meters, a.avg_hr, a.max_hr,
      a.avg_speed_mps, a.max_speed_mps, a.avg_cadence, a.avg_power_watts, a.has_gps,
      a.training_load, a.load_source, a.trimp, a.hrss, a.pace_load, a.perceived_effort,
      a.summary, a.notes, a.gear_id, a.file_name, a.file_key, a.device, v.view_version,
      v.sport AS view_sport, v.streams AS view_streams, v.analysis AS view_analysis,
      ${jsonRows(GEAR_COLUMNS, gearWithActivityMetersSql(userId))} AS gear,
      ${planDocumentPart(userId)} AS plan_document,
      ${sameDayPart(userId)} AS same_day
    FROM activities a LEFT JOIN activity_page_views v ON v.activity_id = a.id
    WHERE a.id = ${activityId}`
}

/** The activity's own columns of the statement's row. */
function activityRecordOf(row: Record<string, any>): ActivityPageRecord {
  return {
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
  }
}

/** The stored page view's columns of the statement's row, null without one. */
function storedViewOf(row: Record<string, any>): StoredActivityView | null {
  if (row.view_version === null || row.view_version === undefined) return null
  return {
    viewVersion: Number(row.view_version),
    sport: row.view_sport,
    streams: row.view_streams,
    analysis: row.view_analysis,
  }
}

/** The part `sameDayPart`. */
function sameDayOf(value: unknown): ActivityOnDate[] {
  return jsonColumn<Record<string, unknown>[]>(value).map((activity) => ({
    id: Number(activity.id),
    name: String(activity.name),
    sport: activity.sport as string,
    localDate: String(activity.local_day).slice(0, 10),
    distanceMeters: Number(activity.distance_meters),
    movingSeconds: Number(activity.moving_seconds),
  }))
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
  const row = await firstRowOf(activityPageSql(activityId, userId))
  if (!row) throw new lucidErrors.E_ROW_NOT_FOUND()
  return {
    activity: activityRecordOf(row),
    view: storedViewOf(row),
    gear: jsonColumn<Record<string, unknown>[]>(row.gear).map(gearRecordOf),
    planDocument: row.plan_document ?? null,
    sameDay: sameDayOf(row.same_day),
  }
}
