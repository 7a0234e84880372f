/*
 * The training log: weeks of the athlete's calendar with what was done each day, what the plan
 * had for that day, and each week's totals (docs/decisions/030-training-log.md). Pure: dates
 * are ISO `YYYY-MM-DD` in the athlete's calendar, `today` is passed in, units are SI.
 */
import { addDays, eachDate, weekStartOf } from '#domain/calendar'
import type { Sport } from '#domain/sports'

/** An activity as the log shows it. */
export interface LogActivity {
  id: number
  name: string
  sport: Sport
  localDate: string
  distanceMeters: number
  movingSeconds: number
  load: number
}

/** A planned workout as the log shows it beside the day's activities. */
export interface LogPlannedWorkout {
  dateIso: string
  title: string
  type: string
  distanceMeters: number | null
  durationSeconds: number | null
}

export interface VolumeTotals {
  count: number
  distanceMeters: number
  movingSeconds: number
  load: number
}

export interface SportTotals extends VolumeTotals {
  sport: Sport
}

export interface WeekTotals extends VolumeTotals {
  /** One row per sport done that week, most distance first (then most time, then by name). */
  bySport: SportTotals[]
}

export interface LogDay {
  date: string
  activities: LogActivity[]
  planned: LogPlannedWorkout[]
}

export interface LogWeek {
  startDate: string
  endDate: string
  days: LogDay[]
  totals: WeekTotals
  /** What the plan had for the week (rest days count nothing); null without planned workouts. */
  planned: { distanceMeters: number; durationSeconds: number } | null
}

/** Weeks the log shows at once. */
export const LOG_WEEKS = 6

/**
 * The first week of the default window: today's week is the last but one, so the next week's
 * planned workouts show too.
 */
export function defaultLogStart(todayIso: string, weekStart: number): string {
  return addDays(weekStartOf(todayIso, weekStart), -7 * (LOG_WEEKS - 2))
}

/** The window of `weeks` weeks whose first week contains `anyDateIso`. */
export function logWindow(anyDateIso: string, weekStart: number, weeks = LOG_WEEKS) {
  const from = weekStartOf(anyDateIso, weekStart)
  return { from, to: addDays(from, 7 * weeks - 1) }
}

export function emptyTotals(): VolumeTotals {
  return { count: 0, distanceMeters: 0, movingSeconds: 0, load: 0 }
}

function add(totals: VolumeTotals, activity: Omit<VolumeTotals, 'count'>, count = 1) {
  totals.count += count
  totals.distanceMeters += activity.distanceMeters
  totals.movingSeconds += activity.movingSeconds
  totals.load += activity.load
}

/** Sport rows in the order the log lists them: most distance, then most time, then by name. */
export function orderSportTotals(rows: SportTotals[]): SportTotals[] {
  return [...rows].sort(
    (a, b) =>
      b.distanceMeters - a.distanceMeters ||
      b.movingSeconds - a.movingSeconds ||
      a.sport.localeCompare(b.sport)
  )
}

/** Totals of some activities, in all and per sport. */
export function totalsOf(activities: readonly LogActivity[]): WeekTotals {
  const all = emptyTotals()
  const bySport = new Map<Sport, SportTotals>()
  for (const activity of activities) {
    add(all, activity)
    const row = bySport.get(activity.sport) ?? { sport: activity.sport, ...emptyTotals() }
    add(row, activity)
    bySport.set(activity.sport, row)
  }
  return { ...all, bySport: orderSportTotals([...bySport.values()]) }
}

/**
 * The log's weeks from the week of `fromIso` to the week of `toIso`, oldest first, each day
 * with its activities (in the order given: pass them by start time) and planned workouts.
 * Activities and workouts outside the weeks are left out.
 */
export function logWeeks(
  fromIso: string,
  toIso: string,
  weekStart: number,
  activities: readonly LogActivity[],
  planned: readonly LogPlannedWorkout[]
): LogWeek[] {
  const first = weekStartOf(fromIso, weekStart)
  const last = addDays(weekStartOf(toIso, weekStart), 6)
  const days = new Map<string, LogDay>(
    eachDate(first, last).map((date) => [date, { date, activities: [], planned: [] }])
  )
  for (const activity of activities) days.get(activity.localDate)?.activities.push(activity)
  for (const workout of planned) days.get(workout.dateIso)?.planned.push(workout)

  const weeks: LogWeek[] = []
  for (let start = first; start <= last; start = addDays(start, 7)) {
    const week = eachDate(start, addDays(start, 6)).map((date) => days.get(date)!)
    const workouts = week.flatMap((day) => day.planned).filter((w) => w.type !== 'rest')
    weeks.push({
      startDate: start,
      endDate: addDays(start, 6),
      days: week,
      totals: totalsOf(week.flatMap((day) => day.activities)),
      planned: workouts.length
        ? {
            distanceMeters: workouts.reduce((sum, w) => sum + (w.distanceMeters ?? 0), 0),
            durationSeconds: workouts.reduce((sum, w) => sum + (w.durationSeconds ?? 0), 0),
          }
        : null,
    })
  }
  return weeks
}

/**
 * Planned workouts of several plans for the dates from `fromIso` to `toIso`, one plan per date:
 * plans are given in order of precedence (the active plan first, then the most recent
 * archived ones), and a date takes the workouts of the first plan that covers it. An archived
 * plan covers its dates up to the day it was ended (`coversUntilIso`); its workouts after that
 * were never going to be done.
 */
export function plannedForDates(
  plans: readonly {
    startDateIso: string
    endDateIso: string
    /** Last date the plan was in force (null: the active plan, its whole span). */
    coversUntilIso: string | null
    workouts: readonly LogPlannedWorkout[]
  }[],
  fromIso: string,
  toIso: string
): LogPlannedWorkout[] {
  const taken = new Set<string>()
  const result: LogPlannedWorkout[] = []
  for (const plan of plans) {
    const until =
      plan.coversUntilIso && plan.coversUntilIso < plan.endDateIso
        ? plan.coversUntilIso
        : plan.endDateIso
    const start = plan.startDateIso > fromIso ? plan.startDateIso : fromIso
    const end = until < toIso ? until : toIso
    if (start > end) continue
    const covered = eachDate(start, end).filter((date) => !taken.has(date))
    const dates = new Set(covered)
    for (const workout of plan.workouts) if (dates.has(workout.dateIso)) result.push(workout)
    for (const date of covered) taken.add(date)
  }
  return result.sort((a, b) => (a.dateIso < b.dateIso ? -1 : a.dateIso > b.dateIso ? 1 : 0))
}

/** Week totals from per-week, per-sport rows (a GROUP BY's), newest week first. */
export function weekTotalsFromRows(
  rows: readonly (SportTotals & { weekStart: string })[]
): { weekStart: string; totals: WeekTotals }[] {
  const weeks = new Map<string, SportTotals[]>()
  for (const { weekStart, ...row } of rows) {
    weeks.set(weekStart, [...(weeks.get(weekStart) ?? []), row])
  }
  return [...weeks.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([weekStart, sports]) => {
      const all = emptyTotals()
      for (const sport of sports) add(all, sport, sport.count)
      return { weekStart, totals: { ...all, bySport: orderSportTotals(sports) } }
    })
}
