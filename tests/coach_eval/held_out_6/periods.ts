/*
 * Periods and dates the cases ask about, relative to the evaluation's today.
 */
import { addDays, isoWeekday } from '#domain/calendar'
import type { AthleteKey, HeldOutFacts } from '#tests/coach_eval/held_out_6/fixture'

type F = HeldOutFacts
const monday = (f: F) => addDays(f.today, 1 - isoWeekday(f.today))
const year = (f: F) => Number(f.today.slice(0, 4))
const monthRange = (y: number, m: number) => {
  const from = `${y}-${String(m).padStart(2, '0')}-01`
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`
  return { from, to: addDays(next, -1) }
}
/** The most recent past (or current) month with this number. */
export const month = (m: number) => (f: F) => {
  const y = Number(f.today.slice(5, 7)) >= m ? year(f) : year(f) - 1
  return monthRange(y, m)
}
export const thisWeek = (f: F) => ({ from: monday(f), to: f.today })
export const lastWeek = (f: F) => ({ from: addDays(monday(f), -7), to: addDays(monday(f), -1) })
export const weeksAgo = (n: number) => (f: F) => ({
  from: addDays(monday(f), -7 * n),
  to: addDays(monday(f), -7 * n + 6),
})
export const lastNDays = (n: number) => (f: F) => ({
  from: addDays(f.today, -(n - 1)),
  to: f.today,
})
export const lastNWeeks = (n: number) => (f: F) => ({
  from: addDays(monday(f), -7 * n),
  to: addDays(monday(f), -1),
})
export const thisMonth = (f: F) => ({ from: `${f.today.slice(0, 8)}01`, to: f.today })
export const lastMonth = (f: F) =>
  month(Number(f.today.slice(5, 7)) === 1 ? 12 : Number(f.today.slice(5, 7)) - 1)(f)
export const thisYear = (f: F) => ({ from: `${year(f)}-01-01`, to: f.today })
export const lastYear = (f: F) => ({ from: `${year(f) - 1}-01-01`, to: `${year(f) - 1}-12-31` })
export const since = (iso: string) => (f: F) => ({ from: iso, to: f.today })
export const range = (from: string, to: string) => () => ({ from, to })

/** The last date before today with this ISO weekday. */
export const lastWeekday = (weekday: number) => (f: F) => {
  let d = addDays(f.today, -1)
  while (isoWeekday(d) !== weekday) d = addDays(d, -1)
  return d
}
/** The next date after today with this ISO weekday. */
export const nextWeekday = (weekday: number) => (f: F) => {
  let d = addDays(f.today, 1)
  while (isoWeekday(d) !== weekday) d = addDays(d, 1)
  return d
}
export const today = (f: F) => f.today
export const tomorrow = (f: F) => addDays(f.today, 1)
export const yesterday = (f: F) => addDays(f.today, -1)
export const inDays = (n: number) => (f: F) => addDays(f.today, n)
/** The next date on this day of the month. */
export const dayOfMonth = (d: number) => (f: F) => {
  let x = addDays(f.today, 1)
  while (Number(x.slice(8, 10)) !== d) x = addDays(x, 1)
  return x
}
export const nextWeek = (f: F) => ({ from: addDays(monday(f), 7), to: addDays(monday(f), 13) })
export const nextWeekFrom = (f: F) => addDays(monday(f), 7)
export const nextWeekTo = (f: F) => addDays(monday(f), 13)

/** The current quarter, from its first day to today. */
export const thisQuarter = (f: F) => {
  const m = Number(f.today.slice(5, 7))
  const first = m - ((m - 1) % 3)
  return { from: `${year(f)}-${String(first).padStart(2, '0')}-01`, to: f.today }
}

/** Easter Sunday of a year (the anonymous Gregorian algorithm, Meeus, Astronomical Algorithms). */
export function easterSunday(y: number): string {
  const a = y % 19
  const b = Math.floor(y / 100)
  const c = y % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const g = Math.floor((8 * b + 13) / 25)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const monthNumber = Math.floor((h + l - 7 * m + 114) / 31)
  const dayNumber = ((h + l - 7 * m + 114) % 31) + 1
  return `${y}-${String(monthNumber).padStart(2, '0')}-${String(dayNumber).padStart(2, '0')}`
}
export const easter = (offset: number) => (f: F) => addDays(easterSunday(year(f)), offset)
/** Last weekend: the Saturday and Sunday before today. */
export const lastWeekend = (f: F) => ({ from: lastWeekday(6)(f), to: lastWeekday(7)(f) })

/** The date of the plan's first workout (not a rest day). */
export const firstWorkout = (key: AthleteKey) => (f: F) =>
  f.athletes[key].workouts.find((w) => w.type !== 'rest')?.dateIso ?? f.today
/** The planned workout (not rest) on a date, the longest when there are two. */
export const workoutOn = (key: AthleteKey, date: (f: F) => string) => (f: F) =>
  f.athletes[key].workouts
    .filter((w) => w.type !== 'rest' && w.dateIso === date(f))
    .sort((x, y) => (y.distanceMeters ?? 0) - (x.distanceMeters ?? 0))[0] ?? null
