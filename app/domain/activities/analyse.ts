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
import type { ActivityStreams, ParsedActivity, Sport } from '#domain/files/activity_file'
import type {
  ActivityAnalysis,
  AthleteContext,
  LoadFigures,
  Split,
  VdotEstimate,
} from '#domain/activities/analysis_types'
import type { Sex } from '#domain/science/load'
import { gradeAdjustedSpeedMps, hrss, paceLoad, trimpFromStream } from '#domain/science/load'
import { bestEfforts, type BestEffort } from '#domain/science/efforts'
import { vdotFromRace } from '#domain/science/vdot'
import { zoneFor } from '#domain/science/zones'
import { METERS_PER_MILE } from '#domain/units'
import { isFootSport, isRunSport } from '#domain/sports'

/** Steps longer than this are pauses or dropouts (as trimpFromStream's default, load.ts). */
export const MAX_STEP_SECONDS = 30

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

/** GoldenCheetah's default elevation hysteresis (Options > General, "Elevation hysteresis"). */
export const ELEVATION_HYSTERESIS_METERS = 3

/** Grade is altitude change over at least this much distance; shorter windows count as flat. */
export const MIN_GRADE_DISTANCE_METERS = 10

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

/*
 * GPS spikes: a haversine step implying more than this speed is skipped. Foot sports: 12.5 m/s,
 * above Bolt's 12.4 m/s peak in the 2009 100 m world record (Graubner & Nixdorf 2011, New Stud
 * Athl 26:19). Others (ride, swim …): 40 m/s (144 km/h).
 */
export const GPS_SPIKE_SPEED_MPS = { foot: 12.5, other: 40 } as const

const EARTH_RADIUS_METERS = 6371008.8 // IUGG mean Earth radius (Moritz 2000, Geodesist's Handbook)

// Haversine great-circle distance (Sinnott 1984, Sky & Telescope 68:159), metres.
export function haversineMeters(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const toRad = Math.PI / 180
  const dLat = (lat2 - lat1) * toRad
  const dLng = (lng2 - lng1) * toRad
  const s =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(s)))
}

const isValid = (value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value)

/** A channel with at least one finite value, or null. */
function recorded(channel: number[] | undefined, length: number): number[] | null {
  if (!channel || channel.length < length) return null
  for (let i = 0; i < length; i++) if (Number.isFinite(channel[i])) return channel
  return null
}

/*
 * Cumulative distance per sample, metres, never decreasing; null when the file has neither
 * distance, position nor speed. Missing samples carry the last value forward.
 */
function cumulativeDistance(
  streams: ActivityStreams,
  length: number,
  sport: Sport
): { meters: Float64Array; source: 'distance' | 'gps' | 'speed' } | null {
  const { time } = streams
  const distance = recorded(streams.distance, length)
  // NaN marks a sample without a trustworthy distance; fillByTime interpolates it afterwards.
  const meters = new Float64Array(length)
  if (distance) {
    let last = 0
    for (let i = 0; i < length; i++) {
      const value = distance[i]
      if (Number.isFinite(value)) {
        if (value > last) last = value
        meters[i] = last
      } else {
        meters[i] = Number.NaN
      }
    }
    return { meters: fillByTime(time, meters), source: 'distance' }
  }

  const lat = recorded(streams.lat, length)
  const lng = recorded(streams.lng, length)
  if (lat && lng) {
    const limitMps = isFootSport(sport) ? GPS_SPIKE_SPEED_MPS.foot : GPS_SPIKE_SPEED_MPS.other
    let total = 0
    let previous = -1
    for (let i = 0; i < length; i++) {
      meters[i] = Number.NaN
      if (!Number.isFinite(lat[i]) || !Number.isFinite(lng[i])) continue
      if (previous < 0) {
        previous = i
        meters[i] = 0
        continue
      }
      const step = haversineMeters(lat[previous], lng[previous], lat[i], lng[i])
      const seconds = time[i] - time[previous]
      // A step longer than a pause is accepted at any speed (the athlete may have travelled).
      if (seconds > MAX_STEP_SECONDS || step <= limitMps * Math.max(seconds, 1)) {
        total += step
        previous = i
        meters[i] = total
      }
    }
    return { meters: fillByTime(time, meters), source: 'gps' }
  }

  const speed = recorded(streams.speed, length)
  if (speed) {
    // Trapezoid rule over steps ≤ MAX_STEP_SECONDS; a missing end uses the other end.
    let total = 0
    for (let i = 1; i < length; i++) {
      const seconds = time[i] - time[i - 1]
      if (seconds > 0 && seconds <= MAX_STEP_SECONDS) {
        const a = speed[i - 1]
        const b = speed[i]
        const mean =
          Number.isFinite(a) && Number.isFinite(b)
            ? (a + b) / 2
            : Number.isFinite(a)
              ? a
              : Number.isFinite(b)
                ? b
                : 0
        total += Math.max(0, mean) * seconds
      }
      meters[i] = total
    }
    return { meters, source: 'speed' }
  }
  return null
}

/*
 * Fills NaN samples of a non-decreasing series in place: linear in time between the finite
 * neighbours, the first finite value before them (0 when none), the last one after them.
 */
function fillByTime(time: number[], values: Float64Array): Float64Array {
  const length = values.length
  let before = -1
  for (let i = 0; i < length; i++) {
    if (Number.isNaN(values[i])) continue
    if (i - before > 1) {
      const from = before >= 0 ? values[before] : values[i]
      for (let k = before + 1; k < i; k++) {
        const span = before >= 0 ? time[i] - time[before] : 0
        values[k] = span > 0 ? from + ((time[k] - time[before]) / span) * (values[i] - from) : from
      }
    }
    before = i
  }
  const tail = before >= 0 ? values[before] : 0
  for (let k = before + 1; k < length; k++) values[k] = tail
  return values
}

/*
 * Centred windowed rate: for each sample, (value[hi] − value[lo]) / (time[hi] − time[lo]) over
 * the samples within ±halfWindowSeconds (at least one neighbour). Used for speed from distance.
 */
export function windowedRate(
  time: number[],
  values: ArrayLike<number>,
  length: number,
  halfWindowSeconds: number
): Float64Array {
  const rate = new Float64Array(length)
  let lo = 0
  let hi = 0
  for (let i = 0; i < length; i++) {
    while (time[lo] < time[i] - halfWindowSeconds) lo++
    if (hi < i) hi = i
    while (hi + 1 < length && time[hi + 1] <= time[i] + halfWindowSeconds) hi++
    let a = lo
    let b = hi
    if (a === b) {
      a = Math.max(0, i - 1)
      b = Math.min(length - 1, i + 1)
    }
    const seconds = time[b] - time[a]
    rate[i] = seconds > 0 ? (values[b] - values[a]) / seconds : 0
  }
  return rate
}

/*
 * Centred moving average over ±halfWindowSeconds ignoring NaN; NaN where the window holds no
 * finite value.
 */
function movingAverage(
  time: number[],
  values: number[],
  length: number,
  halfWindowSeconds: number
): Float64Array {
  const out = new Float64Array(length)
  let lo = 0
  let hi = -1
  let sum = 0
  let count = 0
  for (let i = 0; i < length; i++) {
    while (hi + 1 < length && time[hi + 1] <= time[i] + halfWindowSeconds) {
      hi++
      if (Number.isFinite(values[hi])) {
        sum += values[hi]
        count++
      }
    }
    while (time[lo] < time[i] - halfWindowSeconds) {
      if (Number.isFinite(values[lo])) {
        sum -= values[lo]
        count--
      }
      lo++
    }
    out[i] = count > 0 ? sum / count : Number.NaN
  }
  return out
}

/*
 * Elevation gain and loss with hysteresis (as GoldenCheetah): a change of direction counts
 * only once the altitude has moved ELEVATION_HYSTERESIS_METERS away from the last extreme; each
 * confirmed leg counts from its turning point to its extreme. Returns cumulative gain and loss
 * per sample (a leg's metres are attributed to the steps that set new extremes), so splits can
 * read any interval.
 */
export function elevationProfile(
  smoothedMeters: ArrayLike<number>,
  hysteresisMeters: number = ELEVATION_HYSTERESIS_METERS
): { cumulativeGain: Float64Array; cumulativeLoss: Float64Array } {
  const length = smoothedMeters.length
  const cumulativeGain = new Float64Array(length)
  const cumulativeLoss = new Float64Array(length)
  // Pass 1: turning points (indices) of confirmed legs.
  const turns: number[] = []
  let trend = 0
  let minIndex = -1
  let maxIndex = -1
  let extremeIndex = -1
  for (let i = 0; i < length; i++) {
    const value = smoothedMeters[i]
    if (!Number.isFinite(value)) continue
    if (trend === 0) {
      if (minIndex < 0 || value < smoothedMeters[minIndex]) minIndex = i
      if (maxIndex < 0 || value > smoothedMeters[maxIndex]) maxIndex = i
      if (value - smoothedMeters[minIndex] >= hysteresisMeters) {
        trend = 1
        turns.push(minIndex)
        extremeIndex = i
      } else if (smoothedMeters[maxIndex] - value >= hysteresisMeters) {
        trend = -1
        turns.push(maxIndex)
        extremeIndex = i
      }
    } else if (trend === 1) {
      if (value > smoothedMeters[extremeIndex]) extremeIndex = i
      else if (smoothedMeters[extremeIndex] - value >= hysteresisMeters) {
        turns.push(extremeIndex)
        trend = -1
        extremeIndex = i
      }
    } else {
      if (value < smoothedMeters[extremeIndex]) extremeIndex = i
      else if (value - smoothedMeters[extremeIndex] >= hysteresisMeters) {
        turns.push(extremeIndex)
        trend = 1
        extremeIndex = i
      }
    }
  }
  if (trend !== 0) turns.push(extremeIndex)

  // Pass 2: attribute each leg's metres to the steps that extend it.
  let gain = 0
  let loss = 0
  let turn = 0
  let up = turns.length > 1 && smoothedMeters[turns[1]] > smoothedMeters[turns[0]]
  let running = turns.length > 0 ? smoothedMeters[turns[0]] : 0
  for (let i = 0; i < length; i++) {
    if (turn + 1 < turns.length && i > turns[turn] && i <= turns[turn + 1]) {
      const value = smoothedMeters[i]
      if (Number.isFinite(value)) {
        if (up && value > running) {
          gain += value - running
          running = value
        } else if (!up && value < running) {
          loss += running - value
          running = value
        }
      }
      if (i === turns[turn + 1]) {
        // Land exactly on the extreme (it is the leg's maximum or minimum by construction).
        turn++
        running = smoothedMeters[i]
        up = !up
      }
    }
    cumulativeGain[i] = gain
    cumulativeLoss[i] = loss
  }
  return { cumulativeGain, cumulativeLoss }
}

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

/** Grade per sample: smoothed altitude change over the speed window's distance. */
function gradePerSample(
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
function accumulateSteps(
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
