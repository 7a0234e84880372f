import db from '@adonisjs/lucid/services/db'
import type AthleteProfile from '#models/athlete_profile'
import { asDate } from '#actions/activities/refresh_daily_loads'
import { addDays } from '#domain/calendar'
import { RUN_SPORTS } from '#domain/sports'
import { predictRaceSeconds, vdotFromRace } from '#domain/science/vdot'
import type { RaceResult } from '#domain/science/prediction'
import type { VdotDto } from '#dtos/progress'
import { round } from '#dtos/progress'

/** Effort estimates count for this many days (about three months of training). */
export const EFFORT_VDOT_WINDOW_DAYS = 84
/** A profile race counts for this long (predictRace's default: about six months). */
export const RACE_VDOT_MAX_AGE_DAYS = 182
/** The VDOT equations are fitted from 1500 m up (prediction.ts). */
const MIN_RACE_METERS = 1500

export interface VdotBasis {
  vdot: VdotDto
  /** The performance the VDOT comes from, as a race for predictRace and Riegel. */
  race: RaceResult
}

/**
 * The athlete's current VDOT: the best of the race in the profile (if run in the last six
 * months or undated) and the effort-based estimates of the last 12 weeks' activities, with the
 * date and activity it rests on. One indexed range query on (user_id, local_date).
 */
export default class CurrentVdot {
  async handle(profile: AthleteProfile, todayIso: string): Promise<VdotBasis | null> {
    let best: VdotBasis | null = null

    const raceDate = profile.raceDate?.toISODate() ?? null
    if (
      profile.raceDistanceMeters &&
      profile.raceDurationSeconds &&
      profile.raceDistanceMeters >= MIN_RACE_METERS &&
      (raceDate === null ||
        (raceDate <= todayIso && raceDate >= addDays(todayIso, -RACE_VDOT_MAX_AGE_DAYS)))
    ) {
      const value = vdotFromRace(profile.raceDistanceMeters, profile.raceDurationSeconds)
      best = {
        vdot: {
          value: round(value),
          source: 'profile',
          label: 'race result',
          date: raceDate,
          activityId: null,
          activityName: null,
        },
        race: {
          distanceMeters: profile.raceDistanceMeters,
          durationSeconds: profile.raceDurationSeconds,
          ...(raceDate ? { dateIso: raceDate } : {}),
        },
      }
    }

    const effort = await db
      .from('activities')
      .where('user_id', profile.userId)
      .where('local_date', '>=', addDays(todayIso, -EFFORT_VDOT_WINDOW_DAYS))
      .where('local_date', '<=', todayIso)
      .whereNotNull('vdot_estimate')
      .orderBy('vdot_estimate', 'desc')
      .orderBy('id', 'asc')
      .select('id', 'name', 'local_date', 'vdot_estimate', 'summary')
      .first()
    if (effort && (best === null || Number(effort.vdot_estimate) > best.vdot.value)) {
      const value = Number(effort.vdot_estimate)
      const date = asDate(effort.local_date)!
      best = {
        vdot: {
          value: round(value),
          source: 'effort',
          label: 'effort-based estimate',
          date,
          activityId: Number(effort.id),
          activityName: effort.name,
        },
        race: { ...effortAsRace(effort.summary, value), dateIso: date },
      }
    }
    return best
  }
}

/**
 * The best effort an estimate comes from (stored in the activity's summary), or, when it is
 * missing or too short for the VDOT equations, the 5 km time equivalent to the estimate.
 */
function effortAsRace(summary: unknown, vdot: number): RaceResult {
  try {
    const parsed = typeof summary === 'string' ? JSON.parse(summary) : summary
    const from = parsed?.vdotEstimate
    if (from && from.fromDistanceMeters >= MIN_RACE_METERS && from.fromDurationSeconds > 0) {
      return { distanceMeters: from.fromDistanceMeters, durationSeconds: from.fromDurationSeconds }
    }
  } catch {
    // fall through to the equivalent 5 km
  }
  return { distanceMeters: 5000, durationSeconds: predictRaceSeconds(vdot, 5000) }
}

/** Mean weekly running distance of the last four weeks (today included). */
export async function recentWeeklyRunMeters(userId: number, todayIso: string) {
  const row = await db
    .from('activities')
    .where('user_id', userId)
    .whereBetween('local_date', [addDays(todayIso, -27), todayIso])
    .whereIn('sport', [...RUN_SPORTS])
    .sum('distance_meters as total')
    .first()
  return Number(row?.total ?? 0) / 4
}
