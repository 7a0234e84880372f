import type AthleteProfile from '#models/athlete_profile'
import {
  describePredictionMethod,
  predictRace,
  unadjustedSeconds,
} from '#domain/science/prediction'
import { vdotBasisFrom, type VdotBasis } from '#dtos/vdot'
import { personalBestDtos } from '#dtos/progress'
import { personalBestPeriods } from '#domain/progress/periods'
import { progressFirstPaintRows } from '#queries/pages/progress'
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
        method: describePredictionMethod(prediction.vdot, weeklyRunMeters),
        tableSeconds: round(unadjustedSeconds(prediction), 0),
        riegelSeconds: round(prediction.riegelSeconds, 0),
        basedOn: basis.vdot,
      },
    ]
  })
}

/**
 * The Progress page's first paint: today's fitness / fatigue / form, the current VDOT and the
 * predictions built on it, personal bests, and whether there is any activity at all. One
 * statement (progressFirstPaintRows) of indexed reads whose cost does not grow with the
 * athlete's history: one round trip after the profile.
 */
export default class LoadProgressSummary {
  async handle(profile: AthleteProfile, todayIso: string): Promise<ProgressFirstPaint> {
    const rows = await progressFirstPaintRows(
      profile.userId,
      todayIso,
      personalBestPeriods(todayIso, profile.timeZone)
    )
    const basis = vdotBasisFrom(profile, todayIso, rows.vdotEffort)
    const last = rows.days.at(-1)
    return {
      today: last ? ProgressDtos.today(last, acwrOf(rows.days)) : null,
      vdot: basis?.vdot ?? null,
      predictions: basis ? predictionsFrom(basis, rows.weeklyRunMeters) : [],
      personalBests: {
        allTime: personalBestDtos(rows.bests.allTime),
        thisYear: personalBestDtos(rows.bests.thisYear),
        last90Days: personalBestDtos(rows.bests.last90Days),
      },
      empty: !rows.hasActivities,
    }
  }
}
