import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type AthleteProfile from '#models/athlete_profile'
import type { IsoWeekday } from '#domain/plans/types'
import { RUN_SPORTS } from '#domain/sports'

export interface PlanDefaults {
  raceDistanceMeters: number | null
  raceDate: string | null
  goalSeconds: number | null
  availableDays: IsoWeekday[]
  longRunDay: IsoWeekday
  currentWeeklyMeters: number
  longestRecentRunMeters: number | null
  experience: 'beginner' | 'intermediate' | 'advanced'
  startDate: string
}

/**
 * What the plan form starts from: the goal and training days of the profile,
 * and the current volume from imported runs (the average of the last four
 * weeks; the longest run of the last six).
 */
export default class PlanDefaultsFor {
  async handle(profile: AthleteProfile, todayIso: string): Promise<PlanDefaults> {
    const today = DateTime.fromISO(todayIso)
    const runs = () =>
      db
        .from('activities')
        .where('user_id', profile.userId)
        .whereIn('sport', [...RUN_SPORTS])
    const [volume] = await runs()
      .where('local_date', '>=', today.minus({ days: 28 }).toISODate()!)
      .where('local_date', '<', todayIso)
      .sum('distance_meters as total')
    const [longest] = await runs()
      .where('local_date', '>=', today.minus({ days: 42 }).toISODate()!)
      .max('distance_meters as longest')
    const goalDate = profile.goalDate?.toISODate() ?? null
    return {
      raceDistanceMeters: profile.goalKind === 'race' ? profile.goalDistanceMeters : null,
      raceDate: profile.goalKind === 'race' && goalDate && goalDate > todayIso ? goalDate : null,
      goalSeconds: null,
      availableDays: profile.trainingDays as IsoWeekday[],
      longRunDay: profile.longRunDay as IsoWeekday,
      currentWeeklyMeters: Math.round(Number(volume?.total ?? 0) / 4 / 100) * 100,
      longestRecentRunMeters: longest?.longest
        ? Math.round(Number(longest.longest) / 100) * 100
        : null,
      experience: profile.experience ?? 'intermediate',
      startDate: today.plus({ days: 1 }).toISODate()!,
    }
  }
}
