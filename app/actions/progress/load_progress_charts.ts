import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type AthleteProfile from '#models/athlete_profile'
import type { Sport } from '#domain/files/activity_file'
import { asDate } from '#actions/activities/refresh_daily_loads'
import { athleteContextFor } from '#actions/activities/athlete_context'
import { addDays, weekStartOf } from '#domain/calendar'
import { monthStartOf, monthStartsBetween, weekStartsBetween } from '#domain/progress/periods'
import { daysSince } from '#actions/progress/daily_figures'
import {
  round,
  type FitnessSeriesDto,
  type ProgressRange,
  type VdotTrendDto,
  type VolumeDto,
  type ZonesByWeekDto,
} from '#dtos/progress'

/** The local date as text on both databases (no Date objects to format per row). */
const LOCAL_DATE = db.raw('CAST("local_date" AS TEXT) AS "local_day"')

/** Days each range covers, today included ('all': from the first activity). */
export const RANGE_DAYS: Record<Exclude<ProgressRange, 'all'>, number> = {
  '6w': 42,
  '3m': 91,
  '1y': 365,
}

export interface ProgressChartsInput {
  profile: AthleteProfile
  todayIso: string
  range: ProgressRange
}

/**
 * The Progress page's chart data (its deferred props) for one range. Each reader is one
 * indexed range read of the range's days or activities (narrow columns, never `summary`),
 * memoised so that the weekly and monthly volumes share one query.
 */
/** Days back from today whose activities the fitness chart's hover lists. */
export const HOVER_DETAIL_DAYS = 366

export default class LoadProgressCharts {
  #memo = new Map<string, Promise<unknown>>()
  readonly #userId: number
  readonly #fromIso: string | null

  constructor(private input: ProgressChartsInput) {
    this.#userId = input.profile.userId
    this.#fromIso =
      input.range === 'all' ? null : addDays(input.todayIso, -(RANGE_DAYS[input.range] - 1))
  }

  #once<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.#memo.has(key)) this.#memo.set(key, load())
    return this.#memo.get(key) as Promise<T>
  }

  /** First day of the range: the range's start, or the first activity's day for 'all'. */
  async #firstDay(): Promise<string | null> {
    if (this.#fromIso) return this.#fromIso
    return this.#once('first', async () => {
      const row = await db
        .from('activities')
        .where('user_id', this.#userId)
        .orderBy('local_date', 'asc')
        .select('local_date')
        .first()
      return row ? asDate(row.local_date) : null
    })
  }

  #activitiesQuery() {
    const query = db
      .from('activities')
      .where('user_id', this.#userId)
      .where('local_date', '<=', this.input.todayIso)
    if (this.#fromIso) query.where('local_date', '>=', this.#fromIso)
    return query
  }

  async fitnessSeries(): Promise<FitnessSeriesDto> {
    // The hover's activity list covers at most the last year: for 'all' (years of history)
    // it would otherwise dominate the payload (about 60 bytes per activity).
    const detailFrom = DateTime.fromISO(this.input.todayIso)
      .minus({ days: HOVER_DETAIL_DAYS - 1 })
      .toISODate()!
    const hoverFrom = this.#fromIso && this.#fromIso > detailFrom ? this.#fromIso : detailFrom
    const [days, activities] = await Promise.all([
      daysSince(this.#userId, this.#fromIso, this.input.todayIso),
      this.#activitiesQuery()
        .where('local_date', '>=', hoverFrom)
        .orderBy('start_time', 'asc')
        .select('id', 'name', 'sport', LOCAL_DATE, 'training_load'),
    ])
    const activitiesByDate: FitnessSeriesDto['activitiesByDate'] = {}
    for (const row of activities) {
      const date = asDate(row.local_day)!
      ;(activitiesByDate[date] ??= []).push({
        id: Number(row.id),
        name: row.name,
        sport: row.sport,
        load: round(Number(row.training_load)),
      })
    }
    return {
      dates: days.map((day) => day.date),
      load: days.map((day) => round(day.load)),
      fitness: days.map((day) => round(day.fitness)),
      fatigue: days.map((day) => round(day.fatigue)),
      form: days.map((day) => round(day.form)),
      activitiesByDate,
      activitiesByDateFrom: hoverFrom,
    }
  }

  /** Distance and moving time per local day and sport: one GROUP BY, shared by both volumes. */
  #dailyVolume() {
    return this.#once('volume', async () => {
      const rows = await this.#activitiesQuery()
        .groupBy('local_date', 'sport')
        .select(LOCAL_DATE, 'sport')
        .sum('distance_meters as distance')
        .sum('moving_seconds as moving')
      return rows.map((row) => ({
        date: asDate(row.local_day)!,
        sport: row.sport as Sport,
        distanceMeters: Number(row.distance),
        movingSeconds: Number(row.moving),
      }))
    })
  }

  async #volume(periods: string[], periodOf: (dateIso: string) => string): Promise<VolumeDto> {
    const rows = await this.#dailyVolume()
    const index = new Map(periods.map((period, i) => [period, i]))
    const bySport: VolumeDto['bySport'] = {}
    for (const row of rows) {
      const i = index.get(periodOf(row.date))
      if (i === undefined) continue
      const series = (bySport[row.sport] ??= {
        distanceMeters: periods.map(() => 0),
        movingSeconds: periods.map(() => 0),
      })
      series.distanceMeters[i] += row.distanceMeters
      series.movingSeconds[i] += row.movingSeconds
    }
    for (const series of Object.values(bySport)) {
      series.distanceMeters = series.distanceMeters.map((value) => Math.round(value))
      series.movingSeconds = series.movingSeconds.map((value) => Math.round(value))
    }
    return { periods, bySport }
  }

  async weeklyVolume(): Promise<VolumeDto> {
    const first = await this.#firstDay()
    if (!first) return { periods: [], bySport: {} }
    const weekStart = this.input.profile.weekStart
    return this.#volume(weekStartsBetween(first, this.input.todayIso, weekStart), (date) =>
      weekStartOf(date, weekStart)
    )
  }

  async monthlyVolume(): Promise<VolumeDto> {
    const first = await this.#firstDay()
    if (!first) return { periods: [], bySport: {} }
    return this.#volume(monthStartsBetween(first, this.input.todayIso), monthStartOf)
  }

  /** The best effort-based VDOT estimate of each week of the range. */
  async vdotTrend(): Promise<VdotTrendDto> {
    const rows = await this.#activitiesQuery()
      .whereNotNull('vdot_estimate')
      .orderBy('local_date', 'asc')
      .orderBy('id', 'asc')
      .select('id', LOCAL_DATE, 'vdot_estimate')
    const weekStart = this.input.profile.weekStart
    const best = new Map<string, { date: string; value: number; id: number }>()
    for (const row of rows) {
      const date = asDate(row.local_day)!
      const value = Number(row.vdot_estimate)
      const week = weekStartOf(date, weekStart)
      const current = best.get(week)
      if (!current || value > current.value) best.set(week, { date, value, id: Number(row.id) })
    }
    const points = [...best.values()]
    return {
      dates: points.map((point) => point.date),
      values: points.map((point) => round(point.value)),
      sources: points.map(() => 'effort' as const),
      activityIds: points.map((point) => point.id),
    }
  }

  /**
   * Seconds per HR zone per week, from the activities' `hr_zone_seconds` (no summary parsing).
   * Zones are the athlete's current ones; stored arrays are summed by zone index.
   */
  async zonesByWeek(): Promise<ZonesByWeekDto> {
    const [first, rows] = await Promise.all([
      this.#firstDay(),
      this.#activitiesQuery().whereNotNull('hr_zone_seconds').select(LOCAL_DATE, 'hr_zone_seconds'),
    ])
    const current = athleteContextFor(this.input.profile, this.input.todayIso).hrZones
    const parsed = rows.map((row) => ({
      date: asDate(row.local_day)!,
      seconds: JSON.parse(row.hr_zone_seconds) as number[],
    }))
    const zoneCount = current?.length ?? Math.max(0, ...parsed.map((row) => row.seconds.length))
    const zones = current
      ? current.map(({ name, min, max }) => ({
          name,
          min,
          max: Number.isFinite(max) ? max : null,
        }))
      : Array.from({ length: zoneCount }, (_, i) => ({ name: `Z${i + 1}`, min: 0, max: null }))
    if (!first) return { zones, weeks: [], seconds: [] }
    const weekStart = this.input.profile.weekStart
    const weeks = weekStartsBetween(first, this.input.todayIso, weekStart)
    const index = new Map(weeks.map((week, i) => [week, i]))
    const seconds = weeks.map(() => zones.map(() => 0))
    for (const row of parsed) {
      const w = index.get(weekStartOf(row.date, weekStart))
      if (w === undefined) continue
      row.seconds.forEach((value, z) => {
        if (z < zoneCount) seconds[w][z] += value
      })
    }
    return { zones, weeks, seconds: seconds.map((week) => week.map((value) => Math.round(value))) }
  }
}
