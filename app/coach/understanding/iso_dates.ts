/**
 * Calendar arithmetic on ISO dates (yyyy-mm-dd). Every date is a day in the athlete's own
 * calendar, handled as a UTC midnight so that no host time zone can shift it.
 */

import { weekStartOf } from '#domain/calendar'

export function toUtcDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`)
}

export function toIso(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** Days and weeks come from the app's calendar (#domain/calendar); months and years are here. */
export { addDays } from '#domain/calendar'

/** The same day-of-month `months` later (clamped to the month's last day). */
export function addMonths(iso: string, months: number): string {
  const date = toUtcDate(iso)
  const day = date.getUTCDate()
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1))
  const last = lastDayOfMonth(first.getUTCFullYear(), first.getUTCMonth() + 1)
  first.setUTCDate(Math.min(day, last))
  return toIso(first)
}

export function addYears(iso: string, years: number): string {
  return addMonths(iso, years * 12)
}

export function lastDayOfMonth(year: number, month1: number): number {
  return new Date(Date.UTC(year, month1, 0)).getUTCDate()
}

export function isoOf(year: number, month1: number, day: number): string {
  return toIso(new Date(Date.UTC(year, month1 - 1, day)))
}

export function yearOf(iso: string): number {
  return Number(iso.slice(0, 4))
}

export function monthOf(iso: string): number {
  return Number(iso.slice(5, 7))
}

export function dayOfMonth(iso: string): number {
  return Number(iso.slice(8, 10))
}

/** Monday of the ISO week holding `iso`. */
export function mondayOf(iso: string): string {
  return weekStartOf(iso, 1)
}

export function monthRange(year: number, month1: number): { fromIso: string; toIso: string } {
  return {
    fromIso: isoOf(year, month1, 1),
    toIso: isoOf(year, month1, lastDayOfMonth(year, month1)),
  }
}
