/*
 * Calendar-date arithmetic on ISO 8601 dates (`YYYY-MM-DD`, proleptic Gregorian calendar).
 *
 * A date here is a local calendar day (the athlete's), not an instant: the arithmetic runs on
 * whole day numbers counted in UTC, where every day has 24 hours, so a daylight-saving change
 * never adds or loses a day. Nothing here reads a clock; `today` is always passed in.
 *
 *   dayNumber('1970-01-01') === 0      isoFromDay(n)        isIsoDate(text)
 *   isoWeekday(iso): 1 = Monday … 7 = Sunday (ISO 8601)    weekdayOfDay(n)
 *   addDays(iso, n)   daysBetween(fromIso, toIso)   eachDate(fromIso, toIso)
 *   weekStartOf(iso, weekStart)
 */

/** ISO 8601 weekday: 1 = Monday … 7 = Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7

const DAY_MS = 86_400_000
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Milliseconds of a `YYYY-MM-DD` date at 00:00 UTC, or why the text is not such a date. */
function parseIsoDate(text: string): number | RangeError {
  const match = ISO_DATE.exec(text)
  if (!match) return new RangeError(`Not an ISO date (YYYY-MM-DD): ${text}`)
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  // setUTCFullYear, unlike Date.UTC, keeps years 0-99 as written (not 1900-1999).
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  // A day or month out of range rolls over (2023-02-30 becomes 2023-03-02): not a date.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return new RangeError(`Not a calendar date: ${text}`)
  }
  return date.getTime()
}

/** True for a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(text: unknown): text is string {
  return typeof text === 'string' && typeof parseIsoDate(text) === 'number'
}

/** Days since 1970-01-01 (negative before it). RangeError for anything but a real date. */
export function dayNumber(iso: string): number {
  const ms = parseIsoDate(iso)
  if (ms instanceof RangeError) throw ms
  return Math.round(ms / DAY_MS)
}

/** The `YYYY-MM-DD` date of a day number (dayNumber's inverse). */
export function isoFromDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}

/** ISO weekday of a day number: 1970-01-01 was a Thursday (4). */
export function weekdayOfDay(day: number): IsoWeekday {
  return (((((day + 3) % 7) + 7) % 7) + 1) as IsoWeekday
}

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(iso: string): IsoWeekday {
  return weekdayOfDay(dayNumber(iso))
}

/** The date `days` days after `iso` (negative: before). */
export function addDays(iso: string, days: number): string {
  return isoFromDay(dayNumber(iso) + days)
}

/** Whole days from `fromIso` to `toIso` (negative when `toIso` is earlier). */
export function daysBetween(fromIso: string, toIso: string): number {
  return dayNumber(toIso) - dayNumber(fromIso)
}

/** Every date from `fromIso` to `toIso`, both included; empty when `toIso` is before `fromIso`. */
export function eachDate(fromIso: string, toIso: string): string[] {
  const first = dayNumber(fromIso)
  const last = dayNumber(toIso)
  const dates: string[] = []
  for (let day = first; day <= last; day++) dates.push(isoFromDay(day))
  return dates
}

/**
 * The first day of the week containing `iso`, for weeks starting on ISO weekday `weekStart`
 * (1 = Monday, the ISO 8601 week; 7 = Sunday).
 */
export function weekStartOf(iso: string, weekStart: number): string {
  const back = (isoWeekday(iso) - weekStart + 7) % 7
  return addDays(iso, -back)
}
