/*
 * Stream arithmetic for one activity: distance from device, GPS or speed samples (GPS spikes
 * skipped), smoothed rates and altitude, and the elevation hysteresis. Pure, SI units; the
 * rules are those of the analysis (analyse.ts).
 */
import type { ActivityStreams, Sport } from '#domain/files/activity_file'
import { isFootSport } from '#domain/sports'

/** Steps longer than this are pauses or dropouts (as trimpFromStream's default, load.ts). */
export const MAX_STEP_SECONDS = 30

/** GoldenCheetah's default elevation hysteresis (Options > General, "Elevation hysteresis"). */
export const ELEVATION_HYSTERESIS_METERS = 3

/*
 * GPS spikes: a haversine step implying more than this speed is skipped. Foot sports: 12.5 m/s,
 * above Bolt's 12.4 m/s peak in the 2009 100 m world record (Graubner & Nixdorf 2011, New Stud
 * Athl 26:19). Others (ride, swim …): 40 m/s (144 km/h).
 */
export const GPS_SPIKE_SPEED_MPS = { foot: 12.5, other: 40 } as const

export const EARTH_RADIUS_METERS = 6371008.8 // IUGG mean Earth radius (Moritz 2000, Geodesist's Handbook)

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

export const isValid = (value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value)

/** A channel with at least one finite value, or null. */
export function recorded(channel: number[] | undefined, length: number): number[] | null {
  if (!channel || channel.length < length) return null
  for (let i = 0; i < length; i++) if (Number.isFinite(channel[i])) return channel
  return null
}

/*
 * Cumulative distance per sample, metres, never decreasing; null when the file has neither
 * distance, position nor speed. Missing samples carry the last value forward.
 */
export function cumulativeDistance(
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
export function fillByTime(time: number[], values: Float64Array): Float64Array {
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
export function movingAverage(
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
