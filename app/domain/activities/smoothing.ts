/*
 * Smoothing of a chart series over time (docs/science.md#workout-analysis): a centred moving
 * average over a window of seconds, the "rolling average" that Strava, Garmin Connect and
 * GoldenCheetah offer on their charts. Pure; the activity page and its tests call it.
 *
 * Speed is smoothed, never pace: the mean of paces over a window is not the pace of the
 * window (pace is the reciprocal of speed), so the page smooths speed and converts after.
 */

/** The smoothing choices the activity page offers, seconds (0: raw samples). */
export const SMOOTHING_WINDOWS_SECONDS = [0, 5, 15, 30] as const
export type SmoothingSeconds = (typeof SMOOTHING_WINDOWS_SECONDS)[number]

/**
 * Centred moving average of `values` over `windowSeconds` of `time` (the samples within ±half
 * a window of each sample), ignoring missing samples (null or NaN). A sample that is itself
 * missing stays missing (a gap in the recording stays a gap on the chart). `time` ascending.
 * A window of 0 (or less) returns the values unchanged. O(n) with two pointers.
 */
export function rollingMean(
  time: readonly number[],
  values: readonly (number | null)[],
  windowSeconds: number
): (number | null)[] {
  const length = Math.min(time.length, values.length)
  if (!(windowSeconds > 0)) return values.slice(0, length)
  const half = windowSeconds / 2
  const out: (number | null)[] = new Array(length)
  const ok = (value: number | null | undefined): value is number =>
    value !== null && value !== undefined && Number.isFinite(value)
  let lo = 0
  let hi = -1
  let sum = 0
  let count = 0
  for (let i = 0; i < length; i++) {
    while (hi + 1 < length && time[hi + 1] <= time[i] + half) {
      hi++
      if (ok(values[hi])) {
        sum += values[hi] as number
        count++
      }
    }
    while (time[lo] < time[i] - half) {
      if (ok(values[lo])) {
        sum -= values[lo] as number
        count--
      }
      lo++
    }
    out[i] = ok(values[i]) && count > 0 ? sum / count : null
  }
  return out
}
