/*
 * Dates as a runner reads them in a plan change: "Sunday 29 November" (the year only when it is
 * not the year of `todayIso`). English, like the plan's own reasons (docs/science.md#adaptation).
 */
/** Names from the platform's date formatter (ICU), read as parts so that no comma is added. */
const PARTS = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** "Sunday 29 November", or "Sunday 3 January 2027" when `todayIso` is in another year. */
export function longDayLabel(dateIso: string, todayIso?: string): string {
  const parts = PARTS.formatToParts(new Date(`${dateIso}T00:00:00Z`))
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value
  const label = `${part('weekday')} ${part('day')} ${part('month')}`
  return todayIso && todayIso.slice(0, 4) !== dateIso.slice(0, 4)
    ? `${label} ${part('year')}`
    : label
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
