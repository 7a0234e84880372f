import { DateTime } from 'luxon'
import type AthleteProfile from '#models/athlete_profile'
import { athleteContextFor } from '#services/athlete_context'
import { addDays, weekStartOf } from '#domain/calendar'
import { monthStartOf, monthStartsBetween, weekStartsBetween } from '#domain/progress/periods'
import { daysSince } from '#queries/daily_loads'
import { MAX_DAILY_POINTS, weeklyPoints } from '#domain/progress/daily_series'
import {
  activityLoadsBetween,
  dailyVolumeBySport,
  firstActivityDate,
  hrZoneSecondsBetween,
  vdotEstimatesBetween,
} from '#queries/activities'
import { activityNamesAndDates } from '#queries/activities'
import { fastestEffortsSince } from '#queries/activity_best_efforts'
import {
  distanceLabel,
  round,
  type BestEffortsCurveDto,
  type FitnessSeriesDto,
  type ProgressRange,
  type VdotTrendDto,
  type VolumeDto,
  type ZonesByWeekDto,
} from '#dtos/progress'

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
    return this.#once('first', () => firstActivityDate(this.#userId))
  }

  async fitnessSeries(): Promise<FitnessSeriesDto> {
    // The hover's activity list covers at most the last year: for 'all' (years of history)
    // it would otherwise dominate the payload (about 60 bytes per activity).
    const detailFrom = DateTime.fromISO(this.input.todayIso)
      .minus({ days: HOVER_DETAIL_DAYS - 1 })
      .toISODate()!
    const hoverFrom = this.#fromIso && this.#fromIso > detailFrom ? this.#fromIso : detailFrom
    const [daily, activities] = await Promise.all([
      daysSince(this.#userId, this.#fromIso, this.input.todayIso),
      activityLoadsBetween(this.#userId, hoverFrom, this.input.todayIso),
    ])
    // Over a year of days (the 'all' range of a long history): one point a week, the week's
    // load and the figures on its last day; the hover lists the week's activities.
    const weekStart = this.input.profile.weekStart
    const step = daily.length > MAX_DAILY_POINTS ? 'week' : 'day'
    const days = step === 'week' ? weeklyPoints(daily, weekStart) : daily
    const pointOf = step === 'week' ? (date: string) => weekStartOf(date, weekStart) : null
    // Weekly: the hover lists whole weeks only, from the first week that starts in the year.
    let listedFrom = hoverFrom
    if (pointOf && pointOf(hoverFrom) !== hoverFrom) listedFrom = addDays(pointOf(hoverFrom), 7)
    const activitiesByDate: FitnessSeriesDto['activitiesByDate'] = {}
    for (const row of activities) {
      if (row.date < listedFrom) continue
      ;(activitiesByDate[pointOf ? pointOf(row.date) : row.date] ??= []).push({
        id: row.id,
        name: row.name,
        sport: row.sport,
        load: round(row.load),
      })
    }
    return {
      step,
      dates: days.map((day) => day.date),
      load: days.map((day) => round(day.load)),
      fitness: days.map((day) => round(day.fitness)),
      fatigue: days.map((day) => round(day.fatigue)),
      form: days.map((day) => round(day.form)),
      activitiesByDate,
      activitiesByDateFrom: listedFrom,
    }
  }

  /** Distance and moving time per local day and sport: one GROUP BY, shared by both volumes. */
  #dailyVolume() {
    return this.#once('volume', () =>
      dailyVolumeBySport(this.#userId, this.#fromIso, this.input.todayIso)
    )
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
    const rows = await vdotEstimatesBetween(this.#userId, this.#fromIso, this.input.todayIso)
    const weekStart = this.input.profile.weekStart
    const best = new Map<string, { date: string; value: number; id: number }>()
    for (const row of rows) {
      const week = weekStartOf(row.date, weekStart)
      const current = best.get(week)
      if (!current || row.value > current.value) best.set(week, row)
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
    const [first, parsed] = await Promise.all([
      this.#firstDay(),
      hrZoneSecondsBetween(this.#userId, this.#fromIso, this.input.todayIso),
    ])
    const current = athleteContextFor(this.input.profile, this.input.todayIso).hrZones
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

  /**
   * The pace–duration curve of the range (docs/science.md#best-efforts): per standard distance
   * the fastest effort that started in the range, from activity_best_efforts (one indexed
   * statement, as the personal bests), shortest distance first.
   */
  async bestEffortsCurve(): Promise<BestEffortsCurveDto> {
    const since = this.#fromIso
      ? DateTime.fromISO(this.#fromIso, { zone: this.input.profile.timeZone })
      : null
    const rows = await fastestEffortsSince(this.#userId, since)
    const byId = await activityNamesAndDates(
      this.#userId,
      rows.map((row) => row.activityId)
    )
    return {
      points: rows.flatMap((row) => {
        const activity = byId.get(row.activityId)
        if (!activity || !(row.durationSeconds > 0)) return []
        return [
          {
            distanceMeters: row.distanceMeters,
            label: distanceLabel(row.distanceMeters),
            durationSeconds: row.durationSeconds,
            activityId: row.activityId,
            activityName: activity.name,
            date: activity.date,
          },
        ]
      }),
    }
  }
}
