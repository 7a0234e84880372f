import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { SimplePaginatorContract } from '@adonisjs/lucid/types/querybuilder'
import Activity, { type ActivitySource } from '#models/activity'
import type { Sport } from '#domain/files/activity_file'
import { RUN_SPORTS } from '#domain/sports'
import { addDays } from '#domain/calendar'
import type { DuplicateKeys } from '#domain/activities/duplicates'
import {
  DEFAULT_SORT_DIRECTION,
  type ActivitySortKey,
  type SortDirection,
} from '#domain/activities/list_sort'
import type { ActivitySummary } from '#domain/plans/match_activity'
import { asDate, containsText, localWeekStartSql, sqlTimestamp } from '#queries/sql_dialect'

/*
 * Reads of activities. Every per-athlete read filters on user_id and, where it can, a range of
 * local_date, the index (user_id, local_date): none grows with the athlete's whole history
 * unless it says so. Writes stay in the actions (PersistActivity, UpdateActivity, ...).
 */

/** The local date as text on both databases (no Date objects to format per row). */
const LOCAL_DAY = db.raw('CAST("local_date" AS TEXT) AS "local_day"')

/**
 * Activities whose data may be sent to an AI model provider (OpenAI,
 * Anthropic, any OpenAI-compatible server): every activity of the athlete
 * except those imported from Strava, whose API agreement forbids using its
 * data for AI models (docs/decisions/007-strava-data-and-ai-models.md). The
 * offline coach runs no model and may read every activity.
 *
 * Returns a query, so callers add their own filters and ordering.
 */
export function activitiesForModelProviders(userId: number) {
  return Activity.query().where('user_id', userId).whereNot('source', 'strava')
}

/** One of the athlete's activities; a 404 (E_ROW_NOT_FOUND) when there is none or not theirs. */
export function ownActivityOrFail(userId: number, activityId: number) {
  return Activity.query().where('id', activityId).where('user_id', userId).firstOrFail()
}

/** The athlete's activity imported from a source with this external id (Strava's), or null. */
export function activityByExternalId(userId: number, source: ActivitySource, externalId: string) {
  return Activity.query()
    .where('user_id', userId)
    .where('source', source)
    .where('external_id', externalId)
    .first()
}

/**
 * The athlete's activity that is the one described, by any of the keys given: the same
 * external id from the same source, the same file, or a start and duration close enough;
 * null when none matches. An import's one duplicate check (docs/decisions/066-one-import-flow.md).
 */
export function sameActivity(userId: number, keys: DuplicateKeys) {
  return Activity.query()
    .where('user_id', userId)
    .where((query) => {
      if (keys.externalId) {
        const externalId = keys.externalId
        query.orWhere((q) => q.where('source', keys.source).where('external_id', externalId))
      }
      if (keys.fileSha256) query.orWhere('file_sha256', keys.fileSha256)
      if (keys.near) {
        const near = keys.near
        query.orWhere((q) =>
          q
            .whereBetween('start_time', [sqlTimestamp(near.startFrom), sqlTimestamp(near.startTo)])
            .whereBetween('elapsed_seconds', [near.elapsedMin, near.elapsedMax])
        )
      }
    })
    .first()
}

/** The earliest local date among some activities, or null when none exists. */
export async function earliestLocalDate(activityIds: number[]) {
  const row = await Activity.query()
    .whereIn('id', activityIds)
    .orderBy('local_date', 'asc')
    .select('local_date')
    .first()
  return row?.localDate ?? null
}

export interface ActivityListFilters {
  sport?: Sport | null
  /** The athlete's local dates, yyyy-mm-dd, both included. */
  from?: string | null
  to?: string | null
  /** Part of the name, any case. */
  search?: string | null
}

/** The list's columns (never `summary`, the largest). */
const LIST_COLUMNS = [
  'id',
  'user_id',
  'name',
  'sport',
  'source',
  'start_time',
  'local_date',
  'distance_meters',
  'elapsed_seconds',
  'moving_seconds',
  'elevation_gain_meters',
  'avg_hr',
  'avg_speed_mps',
  'training_load',
]

/** The athlete's activities that pass the list's filters (a query to add to). */
function filteredActivities(
  userId: number,
  { sport, from, to, search }: ActivityListFilters,
  client?: QueryClientContract
) {
  const query = (client ?? db).from('activities').where('user_id', userId)
  if (sport) query.where('sport', sport)
  if (from) query.where('local_date', '>=', from)
  if (to) query.where('local_date', '<=', to)
  if (search) query.whereRaw(...containsText('name', search))
  return query
}

/** An activity as the list shows it: the model's attributes of LIST_COLUMNS, without a model. */
export type ActivityListRow = Pick<
  Activity,
  | 'id'
  | 'userId'
  | 'name'
  | 'sport'
  | 'source'
  | 'startTime'
  | 'localDate'
  | 'distanceMeters'
  | 'elapsedSeconds'
  | 'movingSeconds'
  | 'elevationGainMeters'
  | 'avgHr'
  | 'avgSpeedMps'
  | 'trainingLoad'
>

/**
 * A list row as the model would hold it (the same values: plain columns as the driver returns
 * them, `startTime` as Lucid's dateTime column consumes it, `localDate` as Activity's), without
 * the model's hydration and deep copy of the row (docs/decisions/042-plan-pages-read-plain.md).
 */
function listRow(row: Record<string, any>): ActivityListRow {
  const start = row.start_time
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    sport: row.sport,
    source: row.source,
    startTime: start instanceof Date ? DateTime.fromJSDate(start) : DateTime.fromSQL(start),
    localDate: asDate(row.local_date)!,
    distanceMeters: row.distance_meters,
    elapsedSeconds: row.elapsed_seconds,
    movingSeconds: row.moving_seconds,
    elevationGainMeters: row.elevation_gain_meters,
    avgHr: row.avg_hr,
    avgSpeedMps: row.avg_speed_mps,
    trainingLoad: row.training_load,
  }
}

/**
 * One page of the athlete's activities, filtered by sport, dates and name, sorted by a
 * whitelisted key; ties (and rows without the value: no heart rate, no pace) in a stable
 * order, newest first. The same statements as the model's paginate, read as plain rows.
 */
export async function activitiesPage(
  userId: number,
  filters: ActivityListFilters,
  page: number,
  perPage: number,
  sort: ActivitySortKey = 'date',
  direction: SortDirection = DEFAULT_SORT_DIRECTION[sort]
) {
  const query = Activity.query().pojo<Record<string, any>>().where('user_id', userId)
  query.select(LIST_COLUMNS)
  const { sport, from, to, search } = filters
  if (sport) query.where('sport', sport)
  if (from) query.where('local_date', '>=', from)
  if (to) query.where('local_date', '<=', to)
  if (search) query.whereRaw(...containsText('name', search))
  const reverse: SortDirection = direction === 'asc' ? 'desc' : 'asc'
  switch (sort) {
    case 'date':
      query.orderBy('start_time', direction).orderBy('id', direction)
      return listPage(query, page, perPage)
    case 'name':
      query.orderByRaw(`LOWER(name) ${direction}`)
      break
    case 'sport':
      query.orderBy('sport', direction)
      break
    case 'distance':
      query.orderBy('distance_meters', direction)
      break
    case 'time':
      query.orderBy('moving_seconds', direction)
      break
    case 'pace':
      // A faster pace is a higher speed; activities without one (strength) last.
      query
        .orderByRaw('CASE WHEN avg_speed_mps > 0 THEN 0 ELSE 1 END')
        .orderBy('avg_speed_mps', reverse)
      break
    case 'load':
      query.orderBy('training_load', direction)
      break
    case 'hr':
      query.orderByRaw('CASE WHEN avg_hr IS NULL THEN 1 ELSE 0 END').orderBy('avg_hr', direction)
      break
  }
  return listPage(query.orderBy('start_time', 'desc').orderBy('id', 'desc'), page, perPage)
}

async function listPage(
  query: { paginate(page: number, perPage: number): Promise<SimplePaginatorContract<any>> },
  page: number,
  perPage: number
) {
  const result = await query.paginate(page, perPage)
  const { total, lastPage } = result.getMeta() as { total: number; lastPage: number }
  return { activities: result.all().map(listRow), total: Number(total), lastPage: Number(lastPage) }
}

/** Totals of one week and sport, as weeklyTotalsBetween returns them. */
export interface WeekSportTotalsRow {
  /** First day of the week, YYYY-MM-DD. */
  weekStart: string
  sport: Sport
  count: number
  distanceMeters: number
  movingSeconds: number
  load: number
}

/**
 * Count, distance, moving time and load per week (starting on ISO weekday `weekStart`) and
 * sport, of the activities from `fromIso` to `toIso` that pass the list's filters: one
 * GROUP BY on the (user_id, local_date) index.
 */
export async function weeklyTotalsBetween(
  userId: number,
  filters: ActivityListFilters,
  fromIso: string,
  toIso: string,
  weekStart: number
): Promise<WeekSportTotalsRow[]> {
  const week = localWeekStartSql('local_date', weekStart)
  const rows = await filteredActivities(userId, filters)
    .whereBetween('local_date', [fromIso, toIso])
    .groupByRaw(`${week}, sport`)
    .select(db.raw(`${week} AS week_start`), 'sport')
    .count('* as activities')
    .sum('distance_meters as distance')
    .sum('moving_seconds as moving')
    .sum('training_load as load')
    .orderBy('week_start', 'desc')
    .orderBy('sport', 'asc')
  return rows.map((row) => ({
    weekStart: asDate(row.week_start)!,
    sport: row.sport as Sport,
    count: Number(row.activities),
    distanceMeters: Number(row.distance),
    movingSeconds: Number(row.moving),
    load: Number(row.load),
  }))
}

/** The athlete's activities from `fromIso` to `toIso` as the training log lists them, by start. */
export async function activitiesForLog(userId: number, fromIso: string, toIso: string) {
  const rows = await db
    .from('activities')
    .where('user_id', userId)
    .whereBetween('local_date', [fromIso, toIso])
    .select('id', 'name', 'sport', LOCAL_DAY, 'distance_meters', 'moving_seconds', 'training_load')
    .orderBy('start_time', 'asc')
    .orderBy('id', 'asc')
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name as string,
    sport: row.sport as Sport,
    localDate: asDate(row.local_day)!,
    distanceMeters: Number(row.distance_meters),
    movingSeconds: Number(row.moving_seconds),
    load: Number(row.training_load),
  }))
}

/** An activity as the plan views match it against workouts. */
export interface ActivityOnDate extends ActivitySummary {
  id: number
  name: string
  /** The average power of a session recorded with a power meter (rides), else null. */
  avgPowerWatts?: number | null
}

/**
 * The athlete's activities on the dates from `fromIso` to `toIso`, by start time (plan views),
 * without one source's rows when asked (a model reads no Strava data); `withPower` adds a ride's
 * average power (the coach's training history), which the page reads do not carry.
 */
export async function activitiesBetween(
  userId: number,
  fromIso: string,
  toIso: string,
  { withoutSource, withPower = false }: { withoutSource?: ActivitySource; withPower?: boolean } = {}
): Promise<ActivityOnDate[]> {
  const query = db
    .from('activities')
    .where('user_id', userId)
    .whereBetween('local_date', [fromIso, toIso])
  if (withoutSource) query.whereNot('source', withoutSource)
  const rows = await query
    .select('id', 'name', 'sport', 'local_date', 'distance_meters', 'moving_seconds')
    .if(withPower, (q) => q.select('avg_power_watts'))
    .orderBy('start_time', 'asc')
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    sport: row.sport,
    localDate: asDate(row.local_date)!,
    distanceMeters: Number(row.distance_meters),
    movingSeconds: Number(row.moving_seconds),
    ...(withPower
      ? { avgPowerWatts: row.avg_power_watts === null ? null : Number(row.avg_power_watts) }
      : {}),
  }))
}

/** The local date of the athlete's first activity, or null. */
export async function firstActivityDate(userId: number) {
  const row = await db
    .from('activities')
    .where('user_id', userId)
    .orderBy('local_date', 'asc')
    .select('local_date')
    .first()
  return row ? asDate(row.local_date) : null
}

/** The first and last local dates of the athlete's activities (null, null without any). */
export async function activityDateSpan(userId: number, client: QueryClientContract) {
  const row = await client
    .from('activities')
    .where('user_id', userId)
    .min('local_date as first')
    .max('local_date as last')
    .first()
  return { first: asDate(row?.first), last: asDate(row?.last) }
}

/** Load, distance and moving time per local date from `fromIso` on (dates with activities). */
export async function dailyTotalsSince(
  userId: number,
  fromIso: string,
  client: QueryClientContract
) {
  const rows = await client
    .from('activities')
    .where('user_id', userId)
    .where('local_date', '>=', fromIso)
    .groupBy('local_date')
    .select('local_date')
    .sum('training_load as load')
    .sum('distance_meters as distance')
    .sum('moving_seconds as moving')
  return new Map(
    rows.map((row) => [
      asDate(row.local_date)!,
      { load: Number(row.load), distance: Number(row.distance), moving: Number(row.moving) },
    ])
  )
}

/** Total distance of the sports given from `fromIso` to `toIso` (both included), metres. */
export async function distanceBetween(
  userId: number,
  fromIso: string,
  toIso: string,
  sports: readonly string[]
) {
  const row = await db
    .from('activities')
    .where('user_id', userId)
    .whereBetween('local_date', [fromIso, toIso])
    .whereIn('sport', [...sports])
    .sum('distance_meters as total')
    .first()
  return Number(row?.total ?? 0)
}

/** Mean weekly running distance of the four weeks up to `todayIso` (today included), metres. */
export async function meanWeeklyRunMeters(userId: number, todayIso: string) {
  return (await distanceBetween(userId, addDays(todayIso, -27), todayIso, RUN_SPORTS)) / 4
}

/** The longest single activity of the sports given since `fromIso`, metres; null without any. */
export async function longestDistanceSince(
  userId: number,
  fromIso: string,
  sports: readonly string[]
) {
  const row = await db
    .from('activities')
    .where('user_id', userId)
    .whereIn('sport', [...sports])
    .where('local_date', '>=', fromIso)
    .max('distance_meters as longest')
    .first()
  return row?.longest ? Number(row.longest) : null
}

/**
 * The runs the plan form starts from: the distance of the last four weeks (up to yesterday)
 * and the longest run of the last six, metres (null without one).
 */
export async function recentRunDistances(userId: number, todayIso: string) {
  const runs = [...RUN_SPORTS]
  const [fourWeeksMeters, longestMeters] = await Promise.all([
    distanceBetween(userId, addDays(todayIso, -28), addDays(todayIso, -1), runs),
    longestDistanceSince(userId, addDays(todayIso, -42), runs),
  ])
  return { fourWeeksMeters, longestMeters }
}

/** The highest effort-based VDOT estimate since `fromIso` (0 without any). */
export async function highestVdotSince(userId: number, fromIso: string) {
  const row = await db
    .from('activities')
    .where('user_id', userId)
    .where('local_date', '>=', fromIso)
    .max('vdot_estimate as vdot')
    .first()
  return Number(row?.vdot ?? 0)
}

/** The activity a VDOT estimate comes from, with the summary that says which effort. */
export interface VdotEffort {
  id: number
  name: string
  localDate: string
  vdotEstimate: number
  summary: unknown
}

/**
 * The activity with the highest VDOT estimate from `fromIso` to `toIso` (ties: the first
 * stored), with the summary that says which effort it comes from; null without any.
 */
export async function bestVdotEffort(
  userId: number,
  fromIso: string,
  toIso: string
): Promise<VdotEffort | null> {
  const row = await db
    .from('activities')
    .where('user_id', userId)
    .where('local_date', '>=', fromIso)
    .where('local_date', '<=', toIso)
    .whereNotNull('vdot_estimate')
    .orderBy('vdot_estimate', 'desc')
    .orderBy('id', 'asc')
    .select('id', 'name', 'local_date', 'vdot_estimate', 'summary')
    .first()
  if (!row) return null
  return {
    id: Number(row.id),
    name: row.name as string,
    localDate: asDate(row.local_date)!,
    vdotEstimate: Number(row.vdot_estimate),
    summary: row.summary as unknown,
  }
}

/** Names and local dates of the athlete's activities with the ids given, by id. */
export async function activityNamesAndDates(userId: number, ids: number[]) {
  const rows = ids.length
    ? await db
        .from('activities')
        .where('user_id', userId)
        .whereIn('id', ids)
        .select('id', 'name', 'local_date')
    : []
  return new Map(
    rows.map((row) => [Number(row.id), { name: row.name as string, date: asDate(row.local_date)! }])
  )
}

/** The athlete's last sessions (by start time) without names: sport, date, size, heart rate. */
export async function lastSessions(userId: number, limit: number) {
  const rows = await db
    .from('activities')
    .where('user_id', userId)
    .orderBy('start_time', 'desc')
    .limit(limit)
    .select('sport', 'local_date', 'distance_meters', 'moving_seconds', 'avg_hr')
  return rows.map((row) => ({
    sport: row.sport as string,
    localDate: asDate(row.local_date),
    distanceMeters: Number(row.distance_meters),
    movingSeconds: Number(row.moving_seconds),
    avgHr: row.avg_hr === null ? null : Number(row.avg_hr),
  }))
}

/**
 * The athlete's activities up to `toIso` (from `fromIso`, or all when null), for the
 * Progress charts. Each reader below is one indexed range read with narrow columns (never
 * `summary`).
 */
function inRange(userId: number, fromIso: string | null, toIso: string) {
  const query = db.from('activities').where('user_id', userId).where('local_date', '<=', toIso)
  if (fromIso) query.where('local_date', '>=', fromIso)
  return query
}

/** Each activity's name, sport and load, by start time (the fitness chart's hover). */
export async function activityLoadsBetween(userId: number, fromIso: string, toIso: string) {
  const rows = await inRange(userId, fromIso, toIso)
    .orderBy('start_time', 'asc')
    .select('id', 'name', 'sport', LOCAL_DAY, 'training_load')
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name as string,
    sport: row.sport as Sport,
    date: asDate(row.local_day)!,
    load: Number(row.training_load),
  }))
}

/** Distance and moving time per local day and sport: one GROUP BY. */
export async function dailyVolumeBySport(userId: number, fromIso: string | null, toIso: string) {
  const rows = await inRange(userId, fromIso, toIso)
    .groupBy('local_date', 'sport')
    .select(LOCAL_DAY, 'sport')
    .sum('distance_meters as distance')
    .sum('moving_seconds as moving')
  return rows.map((row) => ({
    date: asDate(row.local_day)!,
    sport: row.sport as Sport,
    distanceMeters: Number(row.distance),
    movingSeconds: Number(row.moving),
  }))
}

/** Every VDOT estimate of the range, oldest first. */
export async function vdotEstimatesBetween(userId: number, fromIso: string | null, toIso: string) {
  const rows = await inRange(userId, fromIso, toIso)
    .whereNotNull('vdot_estimate')
    .orderBy('local_date', 'asc')
    .orderBy('id', 'asc')
    .select('id', LOCAL_DAY, 'vdot_estimate')
  return rows.map((row) => ({
    id: Number(row.id),
    date: asDate(row.local_day)!,
    value: Number(row.vdot_estimate),
  }))
}

/** Seconds per HR zone of each activity of the range that has them (`hr_zone_seconds`). */
export async function hrZoneSecondsBetween(userId: number, fromIso: string | null, toIso: string) {
  const rows = await inRange(userId, fromIso, toIso)
    .whereNotNull('hr_zone_seconds')
    .select(LOCAL_DAY, 'hr_zone_seconds')
  return rows.map((row) => ({
    date: asDate(row.local_day)!,
    seconds: JSON.parse(row.hr_zone_seconds) as number[],
  }))
}

/**
 * The admin dashboard's activity figures over all athletes: the athletes with an activity that
 * started or was added since `since`, and the activities stored, in total and added since then.
 * One statement of index reads (docs/decisions/047-admin-counts-by-index.md): the total counted on
 * the smallest index, the rest over ranges of the `start_time` and `created_at` indexes, the
 * athletes de-duplicated from the week's rows only. (An `OR` of both conditions with
 * `COUNT(DISTINCT user_id)` had SQLite walk an index ordered by user over the whole table.)
 */
export async function activityFiguresSince(since: DateTime) {
  const at = sqlTimestamp(since)
  const result = await db.rawQuery(
    'SELECT (SELECT COUNT(DISTINCT user_id) FROM (' +
      'SELECT user_id FROM activities WHERE start_time >= ? ' +
      'UNION ALL SELECT user_id FROM activities WHERE created_at >= ?) AS week) AS athletes, ' +
      '(SELECT COUNT(*) FROM activities) AS total, ' +
      '(SELECT COUNT(*) FROM activities WHERE created_at >= ?) AS added',
    [at, at, at]
  )
  const row: Record<string, unknown> | undefined = (Array.isArray(result) ? result : result.rows)[0]
  return {
    activeAthletes: Number(row?.athletes ?? 0),
    total: Number(row?.total ?? 0),
    addedSince: Number(row?.added ?? 0),
  }
}

/** The athlete's runs (road, trail, treadmill) with what the demo shoe rotation needs. */
export function runsForGearRotation(userId: number, client?: QueryClientContract) {
  return Activity.query(client ? { client } : {})
    .where('user_id', userId)
    .whereIn('sport', RUN_SPORTS as Sport[])
    .select('id', 'local_date', 'name', 'sport', 'distance_meters')
    .orderBy('local_date', 'asc')
    .orderBy('id', 'asc')
}
