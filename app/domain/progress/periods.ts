/*
 * Calendar periods for weekly and monthly figures. Dates are ISO "YYYY-MM-DD" strings in the
 * athlete's calendar; the week starts on the athlete's week start (ISO weekday, 1 = Monday,
 * 7 = Sunday).
 */
import { DateTime } from 'luxon'
import { addDays, weekStartOf } from '#domain/calendar'

/** "YYYY-MM-01" of the month containing `dateIso`. */
export function monthStartOf(dateIso: string): string {
  return `${dateIso.slice(0, 7)}-01`
}

/** Week starts from the week of `fromIso` to the week of `toIso`, both included. */
export function weekStartsBetween(fromIso: string, toIso: string, weekStart: number): string[] {
  const weeks: string[] = []
  const last = weekStartOf(toIso, weekStart)
  for (let week = weekStartOf(fromIso, weekStart); week <= last; week = addDays(week, 7)) {
    weeks.push(week)
  }
  return weeks
}

/** Month starts from the month of `fromIso` to the month of `toIso`, both included. */
export function monthStartsBetween(fromIso: string, toIso: string): string[] {
  const months: string[] = []
  let year = Number(fromIso.slice(0, 4))
  let month = Number(fromIso.slice(5, 7))
  const last = monthStartOf(toIso)
  for (;;) {
    const start = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`
    if (start > last) break
    months.push(start)
    month += 1
    if (month > 12) {
      month = 1
      year += 1
    }
  }
  return months
}

/**
 * The starts of the personal-best periods in the athlete's time zone: this calendar year and
 * the last 90 days (today included).
 */
export function personalBestPeriods(todayIso: string, timeZone: string) {
  return {
    yearStart: DateTime.fromISO(`${todayIso.slice(0, 4)}-01-01`, { zone: timeZone }),
    ninetyDays: DateTime.fromISO(addDays(todayIso, -89), { zone: timeZone }),
  }
}
