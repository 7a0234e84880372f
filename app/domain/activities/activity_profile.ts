/*
 * The per-sample profile of one activity: cumulative distance, moving time, heart-rate
 * integral, zones and grade-adjusted distance in one O(n) pass (analyse.ts reads it for the
 * totals and splits, segments for their figures).
 */
import type { ParsedActivity } from '#domain/files/activity_file'
import type { AthleteContext } from '#domain/activities/analysis_types'
import { gradeAdjustedSpeedMps } from '#domain/science/load'
import { zoneFor } from '#domain/science/zones'

import {
  MAX_STEP_SECONDS,
  cumulativeDistance,
  elevationProfile,
  movingAverage,
  recorded,
  windowedRate,
} from '#domain/activities/stream_math'

/** The per-sample figures of one activity that its analysis and its segments read. */
export interface ActivityProfile {
  /** Samples read (up to the first non-finite time). */
  length: number
  time: number[]
  /** Cumulative distance per sample, metres; null without distance, position or speed. */
  meters: Float64Array | null
  distanceSource: 'distance' | 'gps' | 'speed' | null
  /** Speed over SPEED_SMOOTHING_SECONDS, m/s. */
  speed: Float64Array | null
  heartRate: number[] | null
  elevation: { cumulativeGain: Float64Array; cumulativeLoss: Float64Array } | null
  cumulative: Cumulative
  /** Seconds per HR zone of `zones`, null without HR or zones. */
  zoneSeconds: number[] | null
}

/*
 * Below 0.5 m/s the athlete counts as stopped: well under half the slowest comfortable
 * walking speed of healthy adults (1.27–1.46 m/s, Bohannon 1997, Age Ageing 26:15), and above
 * the drift of a standing GPS once speed is averaged over SPEED_SMOOTHING_SECONDS.
 */
export const MOVING_SPEED_THRESHOLD_MPS = 0.5

/** Speed (for moving time and max speed) is distance over a centred window of this length. */
export const SPEED_SMOOTHING_SECONDS = 5

/** Altitude is averaged over a centred window of this length before the hysteresis. */
export const ELEVATION_SMOOTHING_SECONDS = 20

/** Grade is altitude change over at least this much distance; shorter windows count as flat. */
export const MIN_GRADE_DISTANCE_METERS = 10

/** Cumulative per-sample sums that splits interpolate. Index i holds the sum over steps 1..i. */
export interface Cumulative {
  movingSeconds: Float64Array
  gainMeters: Float64Array
  lossMeters: Float64Array
  hrBeats: Float64Array
  hrSeconds: Float64Array
  gradeAdjustedMeters: Float64Array | null
  /** Altitude was recorded: grade adjustment is real (otherwise splits show no GAP). */
  gradeKnown: boolean
}

/** Grade per sample: smoothed altitude change over the speed window's distance. */
export function gradePerSample(
  time: number[],
  meters: Float64Array,
  smoothedAltitude: ArrayLike<number>,
  length: number
): Float64Array {
  const halfWindow = ELEVATION_SMOOTHING_SECONDS / 2
  const grade = new Float64Array(length)
  let lo = 0
  let hi = 0
  for (let i = 0; i < length; i++) {
    while (time[lo] < time[i] - halfWindow) lo++
    if (hi < i) hi = i
    while (hi + 1 < length && time[hi + 1] <= time[i] + halfWindow) hi++
    const run = meters[hi] - meters[lo]
    const rise = smoothedAltitude[hi] - smoothedAltitude[lo]
    grade[i] = run >= MIN_GRADE_DISTANCE_METERS && Number.isFinite(rise) ? rise / run : 0
  }
  return grade
}

/** One pass over the steps: moving time, HR integral, zones, grade-adjusted distance. */
export function accumulateSteps(
  samples: {
    time: number[]
    length: number
    meters: Float64Array | null
    speed: Float64Array | null
    heartRate: number[] | null
    grade: Float64Array | null
    zones: AthleteContext['hrZones']
  },
  elevation: ActivityProfile['elevation']
): { cumulative: Cumulative; zoneSeconds: number[] | null } {
  const { time, length, meters, speed, heartRate, grade, zones } = samples
  const cumulative: Cumulative = {
    movingSeconds: new Float64Array(length),
    gainMeters: elevation?.cumulativeGain ?? new Float64Array(length),
    lossMeters: elevation?.cumulativeLoss ?? new Float64Array(length),
    hrBeats: new Float64Array(length),
    hrSeconds: new Float64Array(length),
    gradeAdjustedMeters: meters ? new Float64Array(length) : null,
    gradeKnown: grade !== null,
  }
  const zoneSeconds = heartRate && zones ? new Array<number>(zones.length).fill(0) : null
  let moving = 0
  let beats = 0
  let hrSeconds = 0
  let adjusted = 0
  for (let i = 1; i < length; i++) {
    const seconds = time[i] - time[i - 1]
    const counted = seconds > 0 && seconds <= MAX_STEP_SECONDS
    if (counted) {
      const isMoving = speed ? speed[i] >= MOVING_SPEED_THRESHOLD_MPS : true
      if (isMoving) {
        moving += seconds
        if (meters) {
          const stepMeters = meters[i] - meters[i - 1]
          // Minetti et al. (2002) via gradeAdjustedSpeedMps: flat-equivalent metres of the step.
          adjusted += grade
            ? gradeAdjustedSpeedMps(stepMeters / seconds, grade[i]) * seconds
            : stepMeters
        }
      }
      if (heartRate) {
        const a = heartRate[i - 1]
        const b = heartRate[i]
        const aOk = Number.isFinite(a) && a > 0
        const bOk = Number.isFinite(b) && b > 0
        if (aOk || bOk) {
          const mean = aOk && bOk ? (a + b) / 2 : aOk ? a : b
          beats += mean * seconds
          hrSeconds += seconds
          if (zones && zoneSeconds) {
            // The step belongs to the zone of the HR at its start (its end when that is missing).
            const zone = zoneFor(zones, aOk ? a : b)
            const index = zone ? zones.indexOf(zone) : -1
            if (index >= 0) zoneSeconds[index] += seconds
          }
        }
      }
    }
    cumulative.movingSeconds[i] = moving
    cumulative.hrBeats[i] = beats
    cumulative.hrSeconds[i] = hrSeconds
    if (cumulative.gradeAdjustedMeters) cumulative.gradeAdjustedMeters[i] = adjusted
  }

  return { cumulative, zoneSeconds }
}

/*
 * One O(n) pass over the samples: cumulative distance, smoothed speed and altitude, and per
 * step the moving time, HR integral, zones and grade-adjusted distance (Minetti et al. 2002).
 */
export function profileActivity(
  activity: Pick<ParsedActivity, 'streams' | 'sport'>,
  zones: AthleteContext['hrZones']
): ActivityProfile {
  const { streams, sport } = activity
  const time = streams.time
  // Read every channel up to the first non-finite time (time must be ascending and finite).
  let length = time.length
  for (let i = 0; i < length; i++) {
    if (!Number.isFinite(time[i])) {
      length = i
      break
    }
  }

  const distance = cumulativeDistance(streams, length, sport)
  const meters = distance?.meters ?? null
  const speed = meters ? windowedRate(time, meters, length, SPEED_SMOOTHING_SECONDS / 2) : null
  const heartRate = recorded(streams.heartRate, length)
  const altitude = recorded(streams.altitude, length)
  const smoothedAltitude = altitude
    ? movingAverage(time, altitude, length, ELEVATION_SMOOTHING_SECONDS / 2)
    : null
  const elevation = smoothedAltitude ? elevationProfile(smoothedAltitude) : null

  const grade =
    smoothedAltitude && meters ? gradePerSample(time, meters, smoothedAltitude, length) : null

  const { cumulative, zoneSeconds } = accumulateSteps(
    { time, length, meters, speed, heartRate, grade, zones },
    elevation
  )

  return {
    length,
    time,
    meters,
    distanceSource: distance?.source ?? null,
    speed,
    heartRate,
    elevation,
    cumulative,
    zoneSeconds,
  }
}
