import { DateTime } from 'luxon'
import { addDays } from '#domain/calendar'
import { activityNamesAndDates } from '#queries/activities'
import { fastestEffortsSince, type BestEffortRow } from '#queries/activity_best_efforts'
import { distanceLabel, type PersonalBestDto, type PersonalBestsDto } from '#dtos/progress'

export interface PersonalBestsInput {
  userId: number
  todayIso: string
  timeZone: string
}

/**
 * Personal bests per standard distance from activity_best_efforts: all time, this calendar
 * year and the last 90 days (the athlete's calendar). Each period is one statement: per
 * distance the fastest effort through the index (user_id, distance_meters, …), so its cost
 * does not grow with the number of activities for all time, and with the period's for the
 * others. Ties go to the earlier effort.
 */
export default class PersonalBests {
  async handle({ userId, todayIso, timeZone }: PersonalBestsInput): Promise<PersonalBestsDto> {
    const yearStart = DateTime.fromISO(`${todayIso.slice(0, 4)}-01-01`, { zone: timeZone })
    const ninetyDays = DateTime.fromISO(addDays(todayIso, -89), { zone: timeZone })
    const [allTime, thisYear, last90Days] = await Promise.all([
      fastestEffortsSince(userId, null),
      fastestEffortsSince(userId, yearStart),
      fastestEffortsSince(userId, ninetyDays),
    ])
    const ids = [...new Set([...allTime, ...thisYear, ...last90Days].map((row) => row.activityId))]
    const byId = await activityNamesAndDates(userId, ids)
    const toDto = (rows: BestEffortRow[]): PersonalBestDto[] =>
      rows.flatMap((row) => {
        const activity = byId.get(row.activityId)
        if (!activity) return []
        return [
          {
            distanceMeters: row.distanceMeters,
            label: distanceLabel(row.distanceMeters),
            durationSeconds: row.durationSeconds,
            activityId: row.activityId,
            activityName: activity.name,
            date: activity.date,
          },
        ]
      })
    return { allTime: toDto(allTime), thisYear: toDto(thisYear), last90Days: toDto(last90Days) }
  }
}
