import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { asDate } from '#actions/activities/refresh_daily_loads'
import { addDays } from '#domain/calendar'
import { STANDARD_EFFORT_DISTANCES_METERS } from '#domain/science/efforts'
import { sqlTimestamp } from '#services/sql_timestamp'
import { distanceLabel, type PersonalBestDto, type PersonalBestsDto } from '#dtos/progress'

export interface PersonalBestsInput {
  userId: number
  todayIso: string
  timeZone: string
}

interface BestRow {
  activityId: number
  distanceMeters: number
  durationSeconds: number
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
      bestsSince(userId, null),
      bestsSince(userId, yearStart),
      bestsSince(userId, ninetyDays),
    ])
    const ids = [...new Set([...allTime, ...thisYear, ...last90Days].map((row) => row.activityId))]
    const activities = ids.length
      ? await db
          .from('activities')
          .where('user_id', userId)
          .whereIn('id', ids)
          .select('id', 'name', 'local_date')
      : []
    const byId = new Map(activities.map((row) => [Number(row.id), row]))
    const toDto = (rows: BestRow[]): PersonalBestDto[] =>
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
            date: asDate(activity.local_date)!,
          },
        ]
      })
    return { allTime: toDto(allTime), thisYear: toDto(thisYear), last90Days: toDto(last90Days) }
  }
}

async function bestsSince(userId: number, since: DateTime | null): Promise<BestRow[]> {
  const bindings: unknown[] = []
  const parts = STANDARD_EFFORT_DISTANCES_METERS.map((distance, i) => {
    bindings.push(userId, distance)
    if (since) bindings.push(sqlTimestamp(since))
    return (
      `SELECT * FROM (SELECT activity_id, distance_meters, duration_seconds ` +
      `FROM activity_best_efforts WHERE user_id = ? AND distance_meters = ?` +
      (since ? ' AND start_time >= ?' : '') +
      ` ORDER BY duration_seconds ASC, start_time ASC LIMIT 1) AS best_${i}`
    )
  })
  const result = await db.rawQuery(parts.join(' UNION ALL '), bindings as any[])
  const rows: Record<string, unknown>[] = Array.isArray(result) ? result : result.rows
  return rows
    .map((row) => ({
      activityId: Number(row.activity_id),
      distanceMeters: Number(row.distance_meters),
      durationSeconds: Number(row.duration_seconds),
    }))
    .sort((a, b) => a.distanceMeters - b.distanceMeters)
}
