import type AthleteProfile from '#models/athlete_profile'
import { predictRace } from '#domain/science/prediction'
import CurrentVdot, { type VdotBasis } from '#actions/progress/current_vdot'
import { hasActivities, meanWeeklyRunMeters } from '#queries/activities'
import PersonalBests from '#actions/progress/personal_bests'
import { lastDays } from '#queries/daily_loads'
import { acwrOf } from '#domain/progress/daily_series'
import {
  distanceLabel,
  ProgressDtos,
  round,
  type PredictionDto,
  type ProgressFirstPaint,
} from '#dtos/progress'

/** 5 km, 10 km, half marathon, marathon. */
export const PREDICTION_DISTANCES_METERS = [5000, 10000, 21097.5, 42195] as const

/**
 * Race predictions from the current VDOT (Daniels & Gilbert via predictRace, slowed for low
 * weekly volume on the half and marathon) with Riegel from the same result.
 */
export function predictionsFrom(basis: VdotBasis, weeklyRunMeters: number): PredictionDto[] {
  return PREDICTION_DISTANCES_METERS.flatMap((distanceMeters) => {
    const prediction = predictRace({
      targetDistanceMeters: distanceMeters,
      races: [basis.race],
      weeklyDistanceMeters: weeklyRunMeters,
    })
    if (!prediction) return []
    return [
      {
        distanceMeters,
        label: distanceLabel(distanceMeters),
        vdotSeconds: round(prediction.seconds, 0),
        riegelSeconds: round(prediction.riegelSeconds, 0),
        basedOn: basis.vdot,
      },
    ]
  })
}

/**
 * The Progress page's first paint: today's fitness / fatigue / form, the current VDOT and the
 * predictions built on it, personal bests, and whether there is any activity at all. A handful
 * of indexed reads whose cost does not grow with the athlete's history.
 */
export default class LoadProgressSummary {
  async handle(profile: AthleteProfile, todayIso: string): Promise<ProgressFirstPaint> {
    const userId = profile.userId
    const [any, days, basis, weeklyRunMeters, personalBests] = await Promise.all([
      hasActivities(userId),
      lastDays(userId, todayIso, 28),
      new CurrentVdot().handle(profile, todayIso),
      meanWeeklyRunMeters(userId, todayIso),
      new PersonalBests().handle({ userId, todayIso, timeZone: profile.timeZone }),
    ])
    const last = days.at(-1)
    return {
      today: last ? ProgressDtos.today(last, acwrOf(days)) : null,
      vdot: basis?.vdot ?? null,
      predictions: basis ? predictionsFrom(basis, weeklyRunMeters) : [],
      personalBests,
      empty: !any,
    }
  }
}
