/*
 * The coach's reads of activity data, by audience (see CoachContext): for a model provider
 * only activitiesForModelProviders rows (Strava excluded, decision 007) and figures recomputed
 * from them; for the offline coach the cached daily figures and every activity.
 */
import {
  activitiesForModelProviders,
  dailyVolumeBySport,
  meanWeeklyRunMeters,
} from '#queries/activities'
import { asDate } from '#queries/sql_dialect'
import { dailyLoadBefore, dailyLoadsBetween } from '#queries/daily_loads'
import CurrentVdot from '#actions/progress/current_vdot'
import { EFFORT_VDOT_WINDOW_DAYS, RACE_VDOT_MAX_AGE_DAYS } from '#domain/progress/current_vdot'
import { RUN_SPORTS, isRunSport } from '#domain/sports'
import { addDays, eachDate } from '#domain/calendar'
import { fitnessFatigue } from '#domain/science/fitness'
import { predictRaceSeconds, vdotFromRace } from '#domain/science/vdot'
import type { CoachContext } from '#coach/context'

export interface DayFigures {
  date: string
  load: number
  fitness: number
  fatigue: number
  form: number
  /** Every sport's distance that day (rides, swims and walks too). */
  distanceMeters: number
  /** The running sports' distance that day (run, trail run, treadmill): the running volume. */
  runDistanceMeters: number
  movingSeconds: number
}

/**
 * Fitness needs history: for a model the figures are recomputed from this many days of
 * non-Strava activities, starting from zero (after 180 days the 42-day fitness keeps under
 * 2 % of its starting value, e^(-180/42)).
 */
export const MODEL_HISTORY_DAYS = 180

/** Daily figures from `fromIso` to today (one per date, rest days included). */
export async function dailyFigures(context: CoachContext, fromIso: string): Promise<DayFigures[]> {
  const { userId, todayIso } = context
  if (context.audience === 'offline') {
    const rows = await dailyLoadsBetween(userId, fromIso, todayIso)
    const byDate = new Map(rows.map((row) => [row.date, row]))
    const before = await dailyLoadBefore(userId, fromIso)
    const runMeters = new Map<string, number>()
    for (const row of await dailyVolumeBySport(userId, fromIso, todayIso)) {
      if (isRunSport(row.sport)) {
        runMeters.set(row.date, (runMeters.get(row.date) ?? 0) + row.distanceMeters)
      }
    }
    let last = { fitness: before?.fitness ?? 0, fatigue: before?.fatigue ?? 0 }
    return eachDate(fromIso, todayIso).map((date) => {
      const row = byDate.get(date)
      if (row) last = { fitness: row.fitness, fatigue: row.fatigue }
      // Days after the last cached row (no activity since): decay from the last known figures.
      const figures = row
        ? { fitness: row.fitness, fatigue: row.fatigue, form: row.form }
        : decay(last)
      if (!row) last = { fitness: figures.fitness, fatigue: figures.fatigue }
      return {
        date,
        load: row?.load ?? 0,
        ...figures,
        distanceMeters: row?.distanceMeters ?? 0,
        runDistanceMeters: runMeters.get(date) ?? 0,
        movingSeconds: row?.movingSeconds ?? 0,
      }
    })
  }

  const historyFrom = addDays(todayIso, -MODEL_HISTORY_DAYS)
  const start = fromIso < historyFrom ? fromIso : historyFrom
  const rows = await activitiesForModelProviders(userId)
    .whereBetween('local_date', [start, todayIso])
    .select('local_date', 'sport', 'training_load', 'distance_meters', 'moving_seconds')
  const sums = new Map<string, { load: number; distance: number; run: number; moving: number }>()
  for (const row of rows) {
    const date = asDate(row.localDate)!
    const sum = sums.get(date) ?? { load: 0, distance: 0, run: 0, moving: 0 }
    sum.load += Number(row.trainingLoad)
    sum.distance += Number(row.distanceMeters)
    if (isRunSport(row.sport)) sum.run += Number(row.distanceMeters)
    sum.moving += Number(row.movingSeconds)
    sums.set(date, sum)
  }
  const dates = eachDate(start, todayIso)
  const figures = fitnessFatigue(dates.map((date) => sums.get(date)?.load ?? 0))
  return dates
    .map((date, i) => ({
      date,
      load: sums.get(date)?.load ?? 0,
      ...figures[i],
      distanceMeters: sums.get(date)?.distance ?? 0,
      runDistanceMeters: sums.get(date)?.run ?? 0,
      movingSeconds: sums.get(date)?.moving ?? 0,
    }))
    .filter((day) => day.date >= fromIso)
}

function decay(last: { fitness: number; fatigue: number }) {
  const form = last.fitness - last.fatigue
  return { fitness: last.fitness * (41 / 42), fatigue: last.fatigue * (6 / 7), form }
}

export interface VdotFigure {
  value: number
  source: 'race result' | 'effort-based estimate'
  date: string | null
  race: { distanceMeters: number; durationSeconds: number; dateIso?: string }
}

/** The current VDOT: CurrentVdot offline; for a model the same rules over non-Strava rows. */
export async function currentVdot(context: CoachContext): Promise<VdotFigure | null> {
  const { profile, todayIso } = context
  if (context.audience === 'offline') {
    const basis = await new CurrentVdot().handle(profile, todayIso)
    return basis
      ? {
          value: basis.vdot.value,
          source: basis.vdot.source === 'profile' ? 'race result' : 'effort-based estimate',
          date: basis.vdot.date,
          race: basis.race,
        }
      : null
  }
  let best: VdotFigure | null = null
  const raceDate = profile.raceDate?.toISODate() ?? null
  if (
    profile.raceDistanceMeters &&
    profile.raceDurationSeconds &&
    profile.raceDistanceMeters >= 1500 &&
    (raceDate === null ||
      (raceDate <= todayIso && raceDate >= addDays(todayIso, -RACE_VDOT_MAX_AGE_DAYS)))
  ) {
    best = {
      value: round1(vdotFromRace(profile.raceDistanceMeters, profile.raceDurationSeconds)),
      source: 'race result',
      date: raceDate,
      race: {
        distanceMeters: profile.raceDistanceMeters,
        durationSeconds: profile.raceDurationSeconds,
        ...(raceDate ? { dateIso: raceDate } : {}),
      },
    }
  }
  const effort = await activitiesForModelProviders(context.userId)
    .whereBetween('local_date', [addDays(todayIso, -EFFORT_VDOT_WINDOW_DAYS), todayIso])
    .whereNotNull('vdot_estimate')
    .orderBy('vdot_estimate', 'desc')
    .first()
  if (effort && effort.vdotEstimate && (!best || effort.vdotEstimate > best.value)) {
    const date = asDate(effort.localDate)!
    const from = effort.summary?.vdotEstimate as
      { fromDistanceMeters?: number; fromDurationSeconds?: number } | undefined
    best = {
      value: round1(effort.vdotEstimate),
      source: 'effort-based estimate',
      date,
      race:
        from?.fromDistanceMeters && from.fromDistanceMeters >= 1500 && from.fromDurationSeconds
          ? {
              distanceMeters: from.fromDistanceMeters,
              durationSeconds: from.fromDurationSeconds,
              dateIso: date,
            }
          : {
              distanceMeters: 5000,
              durationSeconds: predictRaceSeconds(effort.vdotEstimate, 5000),
              dateIso: date,
            },
    }
  }
  return best
}

/** Mean weekly running distance of the last four weeks, by audience. */
export async function weeklyRunMeters(context: CoachContext) {
  const from = addDays(context.todayIso, -27)
  if (context.audience === 'offline') {
    return meanWeeklyRunMeters(context.userId, context.todayIso)
  }
  const rows = await activitiesForModelProviders(context.userId)
    .whereBetween('local_date', [from, context.todayIso])
    .whereIn('sport', [...RUN_SPORTS])
    .select('distance_meters')
  return rows.reduce((total, row) => total + Number(row.distanceMeters), 0) / 4
}

function round1(value: number) {
  return Math.round(value * 10) / 10
}
