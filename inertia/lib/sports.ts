import { isFootSport, type Sport } from '#domain/sports'
import { dateTimeFormat } from '~/lib/format_locale'

export const SPORT_LABELS: Record<Sport, string> = {
  run: 'Run',
  trail_run: 'Trail run',
  treadmill: 'Treadmill',
  walk: 'Walk',
  hike: 'Hike',
  ride: 'Ride',
  swim: 'Swim',
  strength: 'Strength',
  other: 'Other',
}

export const SPORT_OPTIONS = (Object.keys(SPORT_LABELS) as Sport[]).map((sport) => ({
  value: sport,
  label: SPORT_LABELS[sport],
}))

/** Sports whose speed reads as a pace (min/km, min/mi) rather than km/h or mph: on foot. */
export function isPaceSport(sport: Sport) {
  return isFootSport(sport)
}

/** A date and time in the athlete's time zone: "Sunday, 1 March 2026, 08:15". */
export function formatDateTime(iso: string, timeZone?: string) {
  return dateTimeFormat({ dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(iso))
}

/** A local calendar date (yyyy-mm-dd) as "Sun, 1 Mar 2026". */
export function formatLocalDate(localDate: string) {
  return dateTimeFormat({
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${localDate}T00:00:00Z`))
}
