/*
 * Analysis of one recorded activity: totals, smoothed elevation, splits, training load, best
 * efforts, time in heart-rate zones and an effort-based VDOT. Pure: takes the normalized
 * ParsedActivity (app/domain/files/activity_file.ts) and the athlete's context, returns
 * numbers in SI units. One O(n) pass per quantity; a 4-hour 1 Hz file takes a few ms.
 *
 * Rules (each constant below is exported and documented):
 * - Distance: the device total, else the distance stream's last value, else the sum of
 *   haversine steps over lat/lng (GPS spikes faster than a sport's speed limit are skipped),
 *   else a speed stream integrated over time (treadmill pods), else 0.
 * - A "step" is the interval between two consecutive samples. A step longer than
 *   MAX_STEP_SECONDS is a pause or a dropout: it adds elapsed time and nothing else.
 * - Moving time: the device timer time (totals.movingSeconds) when present; else the sum of
 *   steps ≤ MAX_STEP_SECONDS whose smoothed speed is ≥ MOVING_SPEED_THRESHOLD_MPS; a file
 *   with no distance, position or speed at all counts every step ≤ MAX_STEP_SECONDS.
 * - Elevation: centred moving average over ELEVATION_SMOOTHING_SECONDS, then a hysteresis of
 *   ELEVATION_HYSTERESIS_METERS (a climb or descent counts only once it exceeds it).
 */
import type { ParsedActivity, Sport } from '#domain/files/activity_file'
import type {
  ActivityAnalysis,
  AthleteContext,
  LoadFigures,
  Split,
  VdotEstimate,
} from '#domain/activities/analysis_types'
import type { Sex } from '#domain/science/load'
import { hrss, paceLoad, trimpFromStream } from '#domain/science/load'
import { bestEfforts, type BestEffort } from '#domain/science/efforts'
import { vdotFromRace } from '#domain/science/vdot'
import { METERS_PER_MILE } from '#domain/units'
import { isFootSport, isRunSport } from '#domain/sports'

import { isValid, MAX_STEP_SECONDS, recorded } from '#domain/activities/stream_math'
import {
  profileActivity,
  type ActivityProfile,
  type Cumulative,
} from '#domain/activities/activity_profile'

/** A final split shorter than this is dropped (GPS rounding past the last boundary). */
export const MIN_PARTIAL_SPLIT_METERS = 1

/*
 * Load estimate without HR or pace: 50 per hour. On the HRSS / pace-load scale an hour at
 * threshold is 100 and load per hour is 100 × IF²; easy running is about IF 0.7 (Daniels' E
 * band is 63–74 % of VDOT, docs/science.md#training-paces-daniels), and 100 × 0.7² ≈ 50.
 */
export const DURATION_LOAD_PER_HOUR = 50

/*
 * TRIMP weighting when the athlete's sex is unknown: the male curve. Banister's original
 * weighting was derived from men, and it is the lower of the two curves at every intensity
 * (load.ts, TRIMP_WEIGHTING), so an unknown sex never inflates load. HRSS divides by an hour
 * at LTHR with the same weighting, so the choice barely moves HRSS.
 */
export const DEFAULT_TRIMP_SEX: Sex = 'male'

/** Window of the rolling average in normalized speed (Coggan's normalized power uses 30 s). */
export const NORMALIZED_SPEED_WINDOW_SECONDS = 30

/**
 * Effort durations the VDOT model is fitted for (docs/science.md#effort-based-vdot, Riegel range
 * 3.5–230 min).
 */
export const VDOT_MIN_EFFORT_SECONDS = 3.5 * 60

export const VDOT_MAX_EFFORT_SECONDS = 230 * 60

export const VDOT_MIN_EFFORT_METERS = 1000

function interpolateAt(values: Float64Array, index: number, fraction: number): number {
  if (index <= 0) return values[0] ?? 0
  return values[index - 1] + fraction * (values[index] - values[index - 1])
}

/*
 * Splits every splitMeters of the cumulative distance, boundaries interpolated linearly
 * inside the step that crosses them; the last split is partial (dropped under
 * MIN_PARTIAL_SPLIT_METERS).
 */
function computeSplits(
  time: number[],
  meters: Float64Array,
  cumulative: Cumulative,
  splitMeters: number
): Split[] {
  const length = meters.length
  if (length < 2) return []
  const splits: Split[] = []
  const start = { index: 0, fraction: 1, distance: meters[0] }
  const read = (values: Float64Array, at: { index: number; fraction: number }) =>
    interpolateAt(values, at.index, at.fraction)
  const timeAt = (at: { index: number; fraction: number }) =>
    at.index <= 0
      ? time[0]
      : time[at.index - 1] + at.fraction * (time[at.index] - time[at.index - 1])

  const push = (from: typeof start, to: typeof start) => {
    const hrSeconds = read(cumulative.hrSeconds, to) - read(cumulative.hrSeconds, from)
    const hrBeats = read(cumulative.hrBeats, to) - read(cumulative.hrBeats, from)
    const movingSeconds = read(cumulative.movingSeconds, to) - read(cumulative.movingSeconds, from)
    const ga = cumulative.gradeKnown ? cumulative.gradeAdjustedMeters : null
    const gaMeters = ga ? read(ga, to) - read(ga, from) : 0
    splits.push({
      index: splits.length + 1,
      distanceMeters: to.distance - from.distance,
      elapsedSeconds: timeAt(to) - timeAt(from),
      movingSeconds,
      elevationGainMeters: read(cumulative.gainMeters, to) - read(cumulative.gainMeters, from),
      elevationLossMeters: read(cumulative.lossMeters, to) - read(cumulative.lossMeters, from),
      avgHr: hrSeconds > 0 ? hrBeats / hrSeconds : null,
      gradeAdjustedSecPerKm:
        ga && gaMeters > 0 && movingSeconds > 0 ? (movingSeconds * 1000) / gaMeters : null,
    })
  }

  let from = start
  let boundary = meters[0] + splitMeters
  for (let i = 1; i < length; i++) {
    while (meters[i] >= boundary) {
      const step = meters[i] - meters[i - 1]
      const to = {
        index: i,
        fraction: step > 0 ? (boundary - meters[i - 1]) / step : 1,
        distance: boundary,
      }
      push(from, to)
      from = to
      boundary += splitMeters
    }
  }
  const end = { index: length - 1, fraction: 1, distance: meters[length - 1] }
  if (end.distance - from.distance >= MIN_PARTIAL_SPLIT_METERS) push(from, end)
  return splits
}

/*
 * Normalized speed, after Coggan's normalized power (Allen & Coggan 2010, "Training and Racing
 * with a Power Meter"): 30-s rolling average of (grade-adjusted) speed over moving time, raised
 * to the 4th power, averaged, 4th root. Shorter than the window: the plain average.
 */
function normalizedSpeedMps(movingSeconds: Float64Array, adjustedMeters: Float64Array): number {
  const length = movingSeconds.length
  const total = movingSeconds[length - 1] ?? 0
  if (!(total > 0)) return 0
  if (total <= NORMALIZED_SPEED_WINDOW_SECONDS) return adjustedMeters[length - 1] / total
  let weighted = 0
  let weight = 0
  let j = 0
  for (let i = 1; i < length; i++) {
    const step = movingSeconds[i] - movingSeconds[i - 1]
    if (!(step > 0) || movingSeconds[i] < NORMALIZED_SPEED_WINDOW_SECONDS) continue
    const goal = movingSeconds[i] - NORMALIZED_SPEED_WINDOW_SECONDS
    while (j + 1 < length && movingSeconds[j + 1] <= goal) j++
    let metersAtGoal = adjustedMeters[j]
    if (j + 1 < length && movingSeconds[j + 1] > movingSeconds[j]) {
      const f = (goal - movingSeconds[j]) / (movingSeconds[j + 1] - movingSeconds[j])
      metersAtGoal += f * (adjustedMeters[j + 1] - adjustedMeters[j])
    }
    const rolling = (adjustedMeters[i] - metersAtGoal) / NORMALIZED_SPEED_WINDOW_SECONDS
    weighted += rolling ** 4 * step
    weight += step
  }
  return weight > 0 ? (weighted / weight) ** 0.25 : adjustedMeters[length - 1] / total
}

function trimpReady(athlete: AthleteContext): athlete is AthleteContext & {
  restingHr: number
  maxHr: number
} {
  const { restingHr, maxHr } = athlete
  return restingHr !== null && maxHr !== null && restingHr > 0 && maxHr > restingHr
}

/** HRSS when LTHR is usable, else null (load.ts throws for LTHR at or below rest). */
export function hrssFor(trimp: number | null, athlete: AthleteContext): number | null {
  if (trimp === null || !trimpReady(athlete) || athlete.lthr === null) return null
  if (!(athlete.lthr > athlete.restingHr)) return null
  return hrss({
    trimp,
    lthr: athlete.lthr,
    restHr: athlete.restingHr,
    maxHr: athlete.maxHr,
    sex: athlete.sex ?? DEFAULT_TRIMP_SEX,
  })
}

/** Duration-based load estimate (DURATION_LOAD_PER_HOUR). */
export function durationLoad(durationSeconds: number): number {
  return (Math.max(0, durationSeconds) / 3600) * DURATION_LOAD_PER_HOUR
}

/** The best efforts a VDOT can be read from, and the highest VDOT among them. */
export function vdotFromEfforts(efforts: BestEffort[]): VdotEstimate | null {
  let best: VdotEstimate | null = null
  for (const effort of efforts) {
    if (
      effort.distanceMeters < VDOT_MIN_EFFORT_METERS ||
      effort.durationSeconds < VDOT_MIN_EFFORT_SECONDS ||
      effort.durationSeconds > VDOT_MAX_EFFORT_SECONDS
    ) {
      continue
    }
    const value = vdotFromRace(effort.distanceMeters, effort.durationSeconds)
    if (Number.isFinite(value) && (best === null || value > best.value)) {
      best = {
        value,
        label: 'effort-based estimate',
        fromDistanceMeters: effort.distanceMeters,
        fromDurationSeconds: effort.durationSeconds,
      }
    }
  }
  return best
}

export function analyseActivity(
  activity: ParsedActivity,
  athlete: AthleteContext
): ActivityAnalysis {
  const { streams, sport } = activity
  const profile = profileActivity(activity, athlete.hrZones)
  const { length, time, meters, speed, heartRate, elevation, cumulative, zoneSeconds } = profile
  const hrSeconds = length > 0 ? cumulative.hrSeconds[length - 1] : 0

  const { distanceMeters, elapsedSeconds, movingSeconds } = activityTotals(activity, profile)

  const { avgHr, maxHr } = heartRateSummary(heartRate, length, cumulative)
  const maxSpeedMps = speed ? maxOf(speed, length) : null

  // Cadence: mean of samples > 0 (zero is standing still). Power: mean of finite samples,
  // zeros included (coasting is real zero power, as in Allen & Coggan's average power).
  const avgCadence = meanOf(recorded(streams.cadence, length), length, true)
  const avgPowerWatts = meanOf(recorded(streams.power, length), length, false)

  const hasGps = hasPosition(recorded(streams.lat, length), recorded(streams.lng, length), length)

  const load = activityLoad(
    athlete,
    sport,
    profile,
    movingSeconds > 0 ? movingSeconds : elapsedSeconds
  )

  // Splits and efforts from the cumulative distance.
  const splitsKm = meters ? computeSplits(time, meters, cumulative, 1000) : []
  const splitsMile = meters ? computeSplits(time, meters, cumulative, METERS_PER_MILE) : []
  const efforts =
    meters && length >= 2
      ? bestEfforts({ timeSeconds: time.slice(0, length), distanceMeters: Array.from(meters) })
      : []

  return {
    distanceMeters,
    elapsedSeconds,
    movingSeconds,
    elevationGainMeters: elevation ? elevation.cumulativeGain[length - 1] : 0,
    elevationLossMeters: elevation ? elevation.cumulativeLoss[length - 1] : 0,
    avgHr,
    maxHr,
    avgSpeedMps: movingSeconds > 0 ? distanceMeters / movingSeconds : 0,
    maxSpeedMps,
    avgCadence,
    avgPowerWatts,
    hasGps,
    splitsKm,
    splitsMile,
    load,
    bestEfforts: efforts,
    timeInHrZonesSeconds: zoneSeconds && hrSeconds > 0 ? zoneSeconds : null,
    vdotEstimate: isRunSport(sport) ? vdotFromEfforts(efforts) : null,
  }
}

/** Distance, elapsed and moving time: the device's totals, else the streams'. */
function activityTotals(activity: ParsedActivity, profile: ActivityProfile) {
  const { streams, totals } = activity
  const { length, time, meters, cumulative } = profile
  const distance = profile.distanceSource ? { source: profile.distanceSource } : null
  const moving = length > 0 ? cumulative.movingSeconds[length - 1] : 0
  const streamDistance = (() => {
    if (!meters || length === 0) return null
    if (distance?.source === 'distance' && streams.distance) {
      for (let i = length - 1; i >= 0; i--) {
        if (Number.isFinite(streams.distance[i])) return streams.distance[i]
      }
    }
    return meters[length - 1]
  })()
  const distanceMeters = isValid(totals.distanceMeters)
    ? totals.distanceMeters
    : (streamDistance ?? 0)
  const streamElapsed = length > 0 ? time[length - 1] - time[0] : 0
  const elapsedSeconds = isValid(totals.elapsedSeconds) ? totals.elapsedSeconds : streamElapsed
  const movingSeconds = isValid(totals.movingSeconds) ? totals.movingSeconds : moving

  return { distanceMeters, elapsedSeconds, movingSeconds }
}

/** Time-weighted average and maximum heart rate. */
function heartRateSummary(heartRate: number[] | null, length: number, cumulative: Cumulative) {
  const beats = length > 0 ? cumulative.hrBeats[length - 1] : 0
  const hrSeconds = length > 0 ? cumulative.hrSeconds[length - 1] : 0
  let maxHr: number | null = null
  let hrSum = 0
  let hrCount = 0
  if (heartRate) {
    for (let i = 0; i < length; i++) {
      const value = heartRate[i]
      if (Number.isFinite(value) && value > 0) {
        hrSum += value
        hrCount++
        if (maxHr === null || value > maxHr) maxHr = value
      }
    }
  }
  // Time-weighted average; the sample mean when no step counts (a single sample, or all gaps).
  const avgHr = hrSeconds > 0 ? beats / hrSeconds : hrCount > 0 ? hrSum / hrCount : null
  return { avgHr, maxHr }
}

function maxOf(values: Float64Array, length: number): number | null {
  let max: number | null = null
  for (let i = 0; i < length; i++) {
    if (max === null || values[i] > max) max = values[i]
  }
  return max
}

/** True when at least one sample has a finite position. */
function hasPosition(lat: number[] | null, lng: number[] | null, length: number): boolean {
  if (!lat || !lng) return false
  for (let i = 0; i < length; i++) {
    if (Number.isFinite(lat[i]) && Number.isFinite(lng[i])) return true
  }
  return false
}

/** Training load: HRSS from the HR stream, else pace load, else TRIMP, else duration. */
function activityLoad(
  athlete: AthleteContext,
  sport: Sport,
  profile: ActivityProfile,
  durationSeconds: number
): LoadFigures {
  const { length, time, meters, heartRate, cumulative } = profile
  const hrSeconds = length > 0 ? cumulative.hrSeconds[length - 1] : 0
  const moving = length > 0 ? cumulative.movingSeconds[length - 1] : 0
  let trimp: number | null = null
  if (heartRate && trimpReady(athlete) && hrSeconds > 0) {
    trimp = trimpFromStream({
      hrBpm: heartRate,
      timeSeconds: time,
      restHr: athlete.restingHr,
      maxHr: athlete.maxHr,
      sex: athlete.sex ?? DEFAULT_TRIMP_SEX,
      maxGapSeconds: MAX_STEP_SECONDS,
    })
  }
  const hrssValue = hrssFor(trimp, athlete)
  let paceLoadValue: number | null = null
  const thresholdPace = athlete.thresholdPaceSecPerKm
  if (
    meters &&
    cumulative.gradeAdjustedMeters &&
    isFootSport(sport) &&
    thresholdPace !== null &&
    thresholdPace > 0 &&
    moving > 0
  ) {
    paceLoadValue = paceLoad({
      durationSeconds: moving,
      normalizedSpeedMps: normalizedSpeedMps(
        cumulative.movingSeconds,
        cumulative.gradeAdjustedMeters
      ),
      thresholdSpeedMps: 1000 / thresholdPace,
    })
  }
  return chooseLoad(hrssValue, paceLoadValue, trimp, durationSeconds)
}

/** load = HRSS ?? pace load ?? TRIMP ?? duration estimate (analysis_types.ts, LoadFigures). */
export function chooseLoad(
  hrssValue: number | null,
  paceLoadValue: number | null,
  trimp: number | null,
  durationSeconds: number
): LoadFigures {
  const figures = { trimp, hrss: hrssValue, paceLoad: paceLoadValue }
  if (hrssValue !== null) return { ...figures, load: hrssValue, loadSource: 'hrss' }
  if (paceLoadValue !== null) return { ...figures, load: paceLoadValue, loadSource: 'pace' }
  if (trimp !== null) return { ...figures, load: trimp, loadSource: 'trimp' }
  return { ...figures, load: durationLoad(durationSeconds), loadSource: 'duration' }
}

function meanOf(values: number[] | null, length: number, positiveOnly: boolean): number | null {
  if (!values) return null
  let sum = 0
  let count = 0
  for (let i = 0; i < length; i++) {
    const value = values[i]
    if (Number.isFinite(value) && (positiveOnly ? value > 0 : value >= 0)) {
      sum += value
      count++
    }
  }
  return count > 0 ? sum / count : null
}
