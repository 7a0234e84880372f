/*
 * Dates as a runner reads them in a plan change: "Sunday 29 November" (the year only when it is
 * not the year of `todayIso`). English, like the plan's own reasons (docs/science.md#adaptation).
 */
import { isoWeekday } from '#domain/calendar'

const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/** "Sunday 29 November", or "Sunday 3 January 2027" when `todayIso` is in another year. */
export function longDayLabel(dateIso: string, todayIso?: string): string {
  const [year, month, day] = dateIso.split('-').map(Number)
  const label = `${WEEKDAYS[isoWeekday(dateIso) - 1]} ${day} ${MONTHS[month - 1]}`
  return todayIso && todayIso.slice(0, 4) !== dateIso.slice(0, 4) ? `${label} ${year}` : label
}

/** "Sunday 29 November" alone, or "Monday 30 November to Sunday 6 December". */
export function spanLabel(fromIso: string, toIso: string, todayIso?: string): string {
  if (fromIso === toIso) return longDayLabel(fromIso, todayIso)
  return `${longDayLabel(fromIso, todayIso)} to ${longDayLabel(toIso, todayIso)}`
}

/** "on Sunday 29 November", or "from Monday 30 November to Sunday 6 December". */
export function spanPhrase(fromIso: string, toIso: string, todayIso?: string): string {
  if (fromIso === toIso) return `on ${longDayLabel(fromIso, todayIso)}`
  return `from ${spanLabel(fromIso, toIso, todayIso)}`
}
