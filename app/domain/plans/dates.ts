/*
 * Calendar-date arithmetic on ISO dates (`YYYY-MM-DD`) as whole day numbers. Dates are local
 * calendar days, so the arithmetic runs in UTC where every day has 24 hours. No clock is read.
 *
 *   dayNumber('1970-01-01') === 0, isoFromDay(n), isoWeekday(iso) 1 = Monday … 7 = Sunday,
 *   addDaysIso(iso, n), daysBetween(fromIso, toIso), isIsoDate(text).
 */
import type { IsoWeekday } from '#domain/plans/types'

const DAY_MS = 86_400_000
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** True for a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(text: unknown): text is string {
  if (typeof text !== 'string') return false
  const match = ISO_DATE.exec(text)
  if (!match) return false
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return new Date(ms).toISOString().slice(0, 10) === text
}

/** Days since 1970-01-01 (ISO 8601 proleptic Gregorian calendar). */
export function dayNumber(iso: string): number {
  return Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS)
}

export function isoFromDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}

/** ISO 8601 weekday: 1970-01-01 was a Thursday (4). */
export function weekdayOfDay(day: number): IsoWeekday {
  return (((((day + 3) % 7) + 7) % 7) + 1) as IsoWeekday
}

export function isoWeekday(iso: string): IsoWeekday {
  return weekdayOfDay(dayNumber(iso))
}

export function addDaysIso(iso: string, days: number): string {
  return isoFromDay(dayNumber(iso) + days)
}

export function daysBetween(fromIso: string, toIso: string): number {
  return dayNumber(toIso) - dayNumber(fromIso)
}
