/*
 * Figures for an activity the athlete types in (no file, no streams): distance, duration and
 * optionally an average heart rate or a perceived effort. Same shape as analyseActivity's
 * result so the rest of the app treats both alike; stream-only figures are empty or null.
 */
import type { Sport } from '#domain/files/activity_file'
import type { ActivityAnalysis, AthleteContext } from '#domain/activities/analysis_types'
import { banisterTrimp, paceLoad } from '#domain/science/load'
import { DEFAULT_TRIMP_SEX, durationLoad, hrssFor } from '#domain/activities/analyse'
import { isFootSport } from '#domain/sports'

export interface ManualActivityInput {
  sport: Sport
  distanceMeters: number
  durationSeconds: number
  avgHr?: number | null
  /** Session RPE on Foster's CR-10 scale, 1 (very easy) to 10 (maximal). */
  perceivedEffort?: number | null
}

export interface ManualActivityAnalysis extends ActivityAnalysis {
  /**
   * Session-RPE load on our scale, when a perceived effort was given (null otherwise). When it
   * is the figure in `load.load`, `load.loadSource` is 'duration' (LoadFigures has no 'rpe'
   * source): it is a duration-based estimate, weighted by the athlete's rating.
   */
  sessionRpeLoad: number | null
}

/*
 * Session-RPE (Foster et al. 2001, J Strength Cond Res 15:109): load = CR-10 rating × minutes.
 * Scaled to our load scale (an hour at threshold = 100, as HRSS and pace load) by taking an
 * hour at threshold, a "very hard" session, as CR-10 7: 7 × 60 = 420 → 100. An easy hour
 * ("moderate", 3) then scores 43, close to the 50 per hour duration estimate (analyse.ts).
 */
export const SESSION_RPE_AT_THRESHOLD = 7
export const LOAD_PER_RPE_MINUTE = 100 / (SESSION_RPE_AT_THRESHOLD * 60)

// Foster et al. (2001): session RPE × minutes, scaled by LOAD_PER_RPE_MINUTE.
export function sessionRpeLoad(perceivedEffort: number, durationSeconds: number): number {
  if (!(perceivedEffort >= 1 && perceivedEffort <= 10)) {
    throw new RangeError('perceivedEffort must be between 1 and 10 (CR-10)')
  }
  return perceivedEffort * (Math.max(0, durationSeconds) / 60) * LOAD_PER_RPE_MINUTE
}

/*
 * Load: HRSS (from banisterTrimp at the average HR, when LTHR is known), else TRIMP, else
 * session RPE, else pace load from the average speed (flat, not normalized: the weakest pace
 * figure, so it only beats the duration estimate), else the duration estimate.
 */
export function analyseManualActivity(
  input: ManualActivityInput,
  athlete: AthleteContext
): ManualActivityAnalysis {
  const { sport, distanceMeters, durationSeconds } = input
  if (!(durationSeconds > 0) || !Number.isFinite(durationSeconds)) {
    throw new RangeError('durationSeconds must be a positive number')
  }
  if (!(distanceMeters >= 0) || !Number.isFinite(distanceMeters)) {
    throw new RangeError('distanceMeters must be zero or more')
  }
  const avgHr =
    input.avgHr !== undefined && input.avgHr !== null && input.avgHr > 0 ? input.avgHr : null
  const perceivedEffort = input.perceivedEffort ?? null

  let trimp: number | null = null
  const { restingHr, maxHr } = athlete
  if (
    avgHr !== null &&
    restingHr !== null &&
    maxHr !== null &&
    restingHr > 0 &&
    maxHr > restingHr
  ) {
    trimp = banisterTrimp({
      durationSeconds,
      avgHr,
      restHr: restingHr,
      maxHr,
      sex: athlete.sex ?? DEFAULT_TRIMP_SEX,
    })
  }
  const hrssValue = hrssFor(trimp, athlete)
  const avgSpeedMps = distanceMeters / durationSeconds
  const thresholdPace = athlete.thresholdPaceSecPerKm
  const paceLoadValue =
    isFootSport(sport) && distanceMeters > 0 && thresholdPace !== null && thresholdPace > 0
      ? paceLoad({
          durationSeconds,
          normalizedSpeedMps: avgSpeedMps,
          thresholdSpeedMps: 1000 / thresholdPace,
        })
      : null
  const rpeLoad = perceivedEffort !== null ? sessionRpeLoad(perceivedEffort, durationSeconds) : null

  const figures = { trimp, hrss: hrssValue, paceLoad: paceLoadValue }
  const load: ActivityAnalysis['load'] =
    hrssValue !== null
      ? { ...figures, load: hrssValue, loadSource: 'hrss' }
      : trimp !== null
        ? { ...figures, load: trimp, loadSource: 'trimp' }
        : rpeLoad !== null
          ? { ...figures, load: rpeLoad, loadSource: 'duration' }
          : paceLoadValue !== null
            ? { ...figures, load: paceLoadValue, loadSource: 'pace' }
            : { ...figures, load: durationLoad(durationSeconds), loadSource: 'duration' }

  return {
    distanceMeters,
    elapsedSeconds: durationSeconds,
    movingSeconds: durationSeconds,
    elevationGainMeters: 0,
    elevationLossMeters: 0,
    avgHr,
    maxHr: null,
    avgSpeedMps,
    maxSpeedMps: null,
    avgCadence: null,
    avgPowerWatts: null,
    hasGps: false,
    splitsKm: [],
    splitsMile: [],
    load,
    bestEfforts: [],
    timeInHrZonesSeconds: null,
    // A typed-in time is not a measured effort: no VDOT from it.
    vdotEstimate: null,
    sessionRpeLoad: rpeLoad,
  }
}
