/*
 * Best efforts inside one activity stream: the fastest time over standard distances,
 * anywhere in the run, with linear interpolation between samples.
 */
import { METERS_PER_MILE } from '#domain/units'

export interface EffortStream {
  /** Elapsed time of each sample, seconds, ascending. */
  timeSeconds: number[]
  /** Cumulative distance at each sample, metres, never decreasing. */
  distanceMeters: number[]
}

export interface BestEffort {
  distanceMeters: number
  durationSeconds: number
  /** When the effort starts, on the stream's own clock (the timeSeconds scale). */
  startSeconds: number
}

/** 400 m, 1 km, 1 mile, 5 km, 10 km, half marathon and marathon (World Athletics distances). */
export const STANDARD_EFFORT_DISTANCES_METERS: readonly number[] = [
  400,
  1000,
  METERS_PER_MILE,
  5000,
  10000,
  21097.5,
  42195,
]

/*
 * Two-pointer sweep with linear interpolation (the technique behind Strava-style best
 * efforts): fastest time over each distance. Between samples the position is linear in time,
 * so the time at which a cumulative distance is first reached is an interpolation. The time
 * of a window starting at distance x is T_first(x + D) − T_last(x), a difference of piecewise
 * linear functions of x, so its minimum lies where x or x + D is a sample's distance. Two
 * sweeps check exactly those windows, each in O(n) per distance:
 *  1. starting at each sample, interpolate the time at which x + D is first reached;
 *  2. ending at each sample, interpolate the last time at which x − D was passed.
 * Windows include any pause inside them (elapsed time). Distances longer than the stream are
 * skipped. A stream whose distance ever decreases (GPS glitches) is read with the running
 * maximum of its distances.
 */
export function bestEfforts(
  stream: EffortStream,
  distancesMeters: readonly number[] = STANDARD_EFFORT_DISTANCES_METERS
): BestEffort[] {
  const times = stream.timeSeconds
  const length = Math.min(times.length, stream.distanceMeters.length)
  if (length < 2) return []
  const distances = nonDecreasing(stream.distanceMeters, length)
  const covered = distances[length - 1] - distances[0]

  const efforts: BestEffort[] = []
  for (const target of distancesMeters) {
    if (!(target > 0) || target > covered) continue
    const best = fastestWindow(times, distances, length, target)
    if (best) efforts.push({ distanceMeters: target, ...best })
  }
  return efforts
}

function nonDecreasing(distanceMeters: number[], length: number): ArrayLike<number> {
  let sorted = true
  for (let i = 1; i < length && sorted; i++) {
    if (!(distanceMeters[i] >= distanceMeters[i - 1])) sorted = false
  }
  if (sorted) return distanceMeters
  const fixed = new Float64Array(length)
  let max = -Infinity
  for (let i = 0; i < length; i++) {
    const value = distanceMeters[i]
    if (Number.isFinite(value) && value > max) max = value
    fixed[i] = max === -Infinity ? 0 : max
  }
  return fixed
}

function fastestWindow(
  times: ArrayLike<number>,
  distances: ArrayLike<number>,
  length: number,
  target: number
): { durationSeconds: number; startSeconds: number } | null {
  let bestDuration = Infinity
  let bestStart = 0

  // Sweep 1: the window starts at sample i; end = first time distance d_i + target is reached.
  let j = 1
  for (let i = 0; i < length; i++) {
    const goal = distances[i] + target
    if (j <= i) j = i + 1
    while (j < length && distances[j] < goal) j++
    if (j >= length) break
    // distances[j - 1] < goal <= distances[j]; j - 1 >= i because distances[i] < goal.
    const d0 = distances[j - 1]
    const d1 = distances[j]
    const end = times[j - 1] + ((goal - d0) / (d1 - d0)) * (times[j] - times[j - 1])
    const duration = end - times[i]
    if (duration < bestDuration) {
      bestDuration = duration
      bestStart = times[i]
    }
  }

  // Sweep 2: the window ends at sample j; start = last time distance d_j − target was passed.
  let i = 0
  for (let k = 0; k < length; k++) {
    const goal = distances[k] - target
    if (goal < distances[0]) continue
    // Move i to the last sample with distance <= goal.
    while (i + 1 < length && distances[i + 1] <= goal) i++
    let start: number
    if (distances[i] === goal || i + 1 >= length) {
      start = times[i]
    } else {
      const d0 = distances[i]
      const d1 = distances[i + 1]
      start = times[i] + ((goal - d0) / (d1 - d0)) * (times[i + 1] - times[i])
    }
    const duration = times[k] - start
    if (duration < bestDuration) {
      bestDuration = duration
      bestStart = start
    }
  }

  return bestDuration === Infinity
    ? null
    : { durationSeconds: bestDuration, startSeconds: bestStart }
}
