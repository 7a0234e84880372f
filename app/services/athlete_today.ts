import { DateTime } from 'luxon'

/**
 * Today's date (yyyy-mm-dd) in the athlete's time zone: the one place where
 * the clock is read for profile figures (domain code takes the date as input).
 */
export function athleteToday(timeZone: string, now: DateTime = DateTime.now()) {
  return now.setZone(timeZone).toISODate() ?? now.toUTC().toISODate()!
}
