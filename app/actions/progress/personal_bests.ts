import { DateTime } from 'luxon'
import { addDays } from '#domain/calendar'
import type { BestEffortRow } from '#queries/activity_best_efforts'
import { distanceLabel, type PersonalBestDto } from '#dtos/progress'

/*
 * Personal bests per standard distance from activity_best_efforts: all time, this calendar
 * year and the last 90 days (the athlete's calendar). The rows are read with the rest of the
 * Progress first paint (app/queries/pages/progress.ts): per period and distance the fastest effort
 * through the index (user_id, distance_meters, …), ties to the earlier effort.
 */

/** A best effort with the name and local date of its activity. */
export interface NamedBestEffortRow extends BestEffortRow {
  activityName: string
  date: string
}

/** The starts of the personal-best periods: this calendar year and the last 90 days. */
export function personalBestPeriods(todayIso: string, timeZone: string) {
  return {
    yearStart: DateTime.fromISO(`${todayIso.slice(0, 4)}-01-01`, { zone: timeZone }),
    ninetyDays: DateTime.fromISO(addDays(todayIso, -89), { zone: timeZone }),
  }
}

/** Personal-best DTOs, shortest distance first. */
export function personalBestDtos(rows: NamedBestEffortRow[]): PersonalBestDto[] {
  return [...rows]
    .sort((a, b) => a.distanceMeters - b.distanceMeters)
    .map((row) => ({
      distanceMeters: row.distanceMeters,
      label: distanceLabel(row.distanceMeters),
      durationSeconds: row.durationSeconds,
      activityId: row.activityId,
      activityName: row.activityName,
      date: row.date,
    }))
}
