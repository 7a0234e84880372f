/*
 * Daily fitness / fatigue / form rows as stored (daily_loads), extended to today. The cached
 * rows end on the day of the last refresh (an import); the days after it are rest days (load 0,
 * docs/science.md#daily-and-weekly-load), so fitness and fatigue keep decaying with the same model
 * until today.
 */
import { acuteChronicRatio, fitnessFatigue } from '#domain/science/fitness'
import { addDays, eachDate, weekStartOf } from '#domain/calendar'

export interface DailyRow {
  date: string
  load: number
  fitness: number
  fatigue: number
  form: number
}

/**
 * Rows in ascending date order, consecutive (as daily_loads keeps them), continued with rest
 * days up to `todayIso`; rows after today are dropped. Empty stays empty.
 */
export function extendToToday(rows: DailyRow[], todayIso: string): DailyRow[] {
  const kept = rows.filter((row) => row.date <= todayIso)
  if (kept.length === 0) return kept
  const last = kept[kept.length - 1]
  if (last.date === todayIso) return kept
  const dates = eachDate(addDays(last.date, 1), todayIso)
  const figures = fitnessFatigue(
    dates.map(() => 0),
    { initial: { fitness: last.fitness, fatigue: last.fatigue } }
  )
  return [...kept, ...dates.map((date, i) => ({ date, load: 0, ...figures[i] }))]
}

/**
 * Rows from `fromIso` to the last row, with rest days of zero fitness before the first row
 * (before the first activity there is no load: fitness and fatigue are 0).
 */
export function padFrom(rows: DailyRow[], fromIso: string): DailyRow[] {
  if (rows.length === 0 || rows[0].date <= fromIso) {
    return rows.filter((row) => row.date >= fromIso)
  }
  const before = eachDate(fromIso, addDays(rows[0].date, -1)).map((date) => ({
    date,
    load: 0,
    fitness: 0,
    fatigue: 0,
    form: 0,
  }))
  return [...before, ...rows]
}

/** ACWR of the days given (the last is today); null under 28 days. */
export function acwrOf(days: DailyRow[]) {
  return acuteChronicRatio(days.slice(-28).map((day) => day.load))
}

/** Days beyond which the fitness chart gets one point a week instead of one a day. */
export const MAX_DAILY_POINTS = 366

/**
 * One point per week of consecutive days (ascending), for long ranges: the week's first day
 * (weeks start on ISO weekday `weekStart`), the sum of its loads, and fitness, fatigue and form
 * on its last day given (the week's end, or today for the current week), so the line ends on
 * today's figures. A range that starts mid-week gives a first point with the days it has.
 */
export function weeklyPoints(days: DailyRow[], weekStart: number): DailyRow[] {
  const weeks: DailyRow[] = []
  let current: DailyRow | null = null
  for (const day of days) {
    const week = weekStartOf(day.date, weekStart)
    if (current === null || current.date !== week) {
      current = { date: week, load: 0, fitness: 0, fatigue: 0, form: 0 }
      weeks.push(current)
    }
    current.load += day.load
    current.fitness = day.fitness
    current.fatigue = day.fatigue
    current.form = day.form
  }
  return weeks
}
