/*
 * The athlete's daily figures (load, fitness, fatigue, form), recomputed from the first day an
 * imported or edited activity touches up to today. Calendar dates are ISO "YYYY-MM-DD" strings
 * in the athlete's time zone; no clock is read here (today is passed in).
 */
import { eachDate } from '#domain/calendar'
import { fitnessFatigue } from '#domain/science/fitness'

export interface DailyFigures {
  /** Calendar day, "YYYY-MM-DD" in the athlete's time zone. */
  date: string
  /** Sum of the day's activity loads (0 on a rest day). */
  load: number
  fitness: number
  fatigue: number
  form: number
}

export interface DailyFiguresInput {
  /** First day to recompute. */
  fromIso: string
  /** Last day to recompute (inclusive), normally today. */
  todayIso: string
  /** Stored fitness and fatigue at the end of the day before fromIso; null: start from 0. */
  previousDay: { fitness: number; fatigue: number } | null
  /**
   * Load per day; days not listed are rest days (load 0, docs/science.md#daily-and-weekly-load).
   */
  loadByDate: ReadonlyMap<string, number> | Readonly<Record<string, number>>
}

const formatters = new Map<string, Intl.DateTimeFormat>()

/*
 * The calendar date ("YYYY-MM-DD") of an instant in an IANA time zone (e.g. "Europe/Paris"),
 * via Intl.DateTimeFormat (ECMA-402). A run starting 23:30 local time belongs to that local day.
 * RangeError for an invalid instant or time zone.
 */
export function localDateOf(startTimeIso: string, timeZone: string): string {
  const instant = new Date(startTimeIso)
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not an ISO instant: ${startTimeIso}`)
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      calendar: 'gregory',
      numberingSystem: 'latn',
    })
    formatters.set(timeZone, formatter)
  }
  const parts: Record<string, string> = {}
  for (const part of formatter.formatToParts(instant)) parts[part.type] = part.value
  const year = Number(parts.year)
  const yearText = year < 0 ? `-${String(-year).padStart(6, '0')}` : String(year).padStart(4, '0')
  return `${yearText}-${parts.month}-${parts.day}`
}

function loadOn(loadByDate: DailyFiguresInput['loadByDate'], date: string): number {
  const value =
    loadByDate instanceof Map ? loadByDate.get(date) : (loadByDate as Record<string, number>)[date]
  return value !== undefined && Number.isFinite(value) ? value : 0
}

/*
 * Rows to upsert, one per day from fromIso to todayIso: Banister / Coggan fitness and fatigue
 * (fitness.ts, fitnessFatigue) continued from the stored previous day. Continuing from a stored
 * day gives the same figures as recomputing from the first day (fitnessFatigue's guarantee).
 */
export function dailyFigures({
  fromIso,
  todayIso,
  previousDay,
  loadByDate,
}: DailyFiguresInput): DailyFigures[] {
  const dates = eachDate(fromIso, todayIso)
  const loads = dates.map((date) => loadOn(loadByDate, date))
  const days = fitnessFatigue(loads, previousDay ? { initial: previousDay } : {})
  return days.map((day, i) => ({ date: dates[i], load: loads[i], ...day }))
}

/** Sum of activity loads per local date, for dailyFigures' loadByDate. */
export function sumLoadsByDate(
  activities: readonly { startTime: string; load: number }[],
  timeZone: string
): Map<string, number> {
  const sums = new Map<string, number>()
  for (const { startTime, load } of activities) {
    const date = localDateOf(startTime, timeZone)
    sums.set(date, (sums.get(date) ?? 0) + load)
  }
  return sums
}
