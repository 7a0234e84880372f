/*
 * Training load of one session: Banister TRIMP (heart rate), HRSS (TRIMP scaled to an hour
 * at threshold) and "pace load" (an rTSS-style score from speed), plus Minetti's grade
 * adjustment of speed. docs/science.md#trimp-banister and the sections after it.
 */

export type Sex = 'male' | 'female'

export interface BanisterTrimpInput {
  durationSeconds: number
  avgHr: number
  restHr: number
  maxHr: number
  sex: Sex
}

export interface TrimpStreamInput {
  /** Heart rate samples; values that are not positive finite numbers count as missing. */
  hrBpm: number[]
  /** Sample times on one clock, ascending (elapsed seconds). */
  timeSeconds: number[]
  restHr: number
  maxHr: number
  sex: Sex
  /** A step between samples longer than this is a pause or a dropout and adds nothing. */
  maxGapSeconds?: number
}

export interface HrssInput {
  trimp: number
  lthr: number
  restHr: number
  maxHr: number
  sex: Sex
}

export interface PaceLoadInput {
  durationSeconds: number
  /** Normalized (ideally grade-adjusted) speed of the session. */
  normalizedSpeedMps: number
  /** Speed the athlete can hold for about an hour (threshold pace as a speed). */
  thresholdSpeedMps: number
}

/** Weighting y = a e^(b dHR) (Morton, Fitz-Clarke & Banister 1990, J Appl Physiol 69:1171). */
export const TRIMP_WEIGHTING: Record<Sex, { a: number; b: number }> = {
  male: { a: 0.64, b: 1.92 },
  female: { a: 0.86, b: 1.67 },
}

/** Default for trimpFromStream: smart recording rarely leaves more than 30 s between samples. */
export const DEFAULT_MAX_GAP_SECONDS = 30

function assertHeartRates(restHr: number, maxHr: number) {
  if (!(restHr > 0) || !(maxHr > restHr) || !Number.isFinite(maxHr)) {
    throw new RangeError('Need 0 < restHr < maxHr (bpm)')
  }
}

// Banister (1991) via Morton et al. (1990): TRIMP per minute at heartRateBpm, dHR clamped to [0, 1].
export function trimpPerMinute(heartRateBpm: number, restHr: number, maxHr: number, sex: Sex) {
  const fraction = Math.min(1, Math.max(0, (heartRateBpm - restHr) / (maxHr - restHr)))
  const { a, b } = TRIMP_WEIGHTING[sex]
  return fraction * a * Math.exp(b * fraction)
}

// Banister (1991): TRIMP = minutes × dHR × 0.64 e^(1.92 dHR) (men) or 0.86 e^(1.67 dHR) (women).
export function banisterTrimp({ durationSeconds, avgHr, restHr, maxHr, sex }: BanisterTrimpInput) {
  assertHeartRates(restHr, maxHr)
  return (Math.max(0, durationSeconds) / 60) * trimpPerMinute(avgHr, restHr, maxHr, sex)
}

/*
 * Banister (1991), integrated over a heart-rate stream (second by second where a stream
 * exists; docs/science.md#trimp-banister). Each step between consecutive samples adds its
 * duration times the mean of the TRIMP rates at its two ends (trapezoid rule), so a constant
 * heart rate gives exactly banisterTrimp at that average. Gaps and pauses:
 * - a step longer than maxGapSeconds (default 30 s) is a pause or a dropout: it adds nothing;
 * - a step with a missing heart rate at one end uses the rate at the other end;
 * - a step with both ends missing, or not moving forward in time, adds nothing.
 * Arrays of different lengths are read up to the shorter one.
 */
export function trimpFromStream(input: TrimpStreamInput): number {
  const { hrBpm, timeSeconds, restHr, maxHr, sex } = input
  const maxGapSeconds = input.maxGapSeconds ?? DEFAULT_MAX_GAP_SECONDS
  assertHeartRates(restHr, maxHr)
  const length = Math.min(hrBpm.length, timeSeconds.length)
  const rate = (hr: number) =>
    Number.isFinite(hr) && hr > 0 ? trimpPerMinute(hr, restHr, maxHr, sex) : null

  let total = 0
  let previousRate = length > 0 ? rate(hrBpm[0]) : null
  for (let i = 1; i < length; i++) {
    const currentRate = rate(hrBpm[i])
    const stepSeconds = timeSeconds[i] - timeSeconds[i - 1]
    if (stepSeconds > 0 && stepSeconds <= maxGapSeconds) {
      if (previousRate !== null && currentRate !== null) {
        total += (stepSeconds / 60) * ((previousRate + currentRate) / 2)
      } else if (previousRate !== null || currentRate !== null) {
        total += (stepSeconds / 60) * (previousRate ?? currentRate ?? 0)
      }
    }
    previousRate = currentRate
  }
  return total
}

// hrTSS-style score (docs/science.md#hrss-hrtss-style):
// session TRIMP / TRIMP of one hour at LTHR × 100.
export function hrss({ trimp, lthr, restHr, maxHr, sex }: HrssInput): number {
  const hourAtThreshold = banisterTrimp({ durationSeconds: 3600, avgHr: lthr, restHr, maxHr, sex })
  if (!(hourAtThreshold > 0)) throw new RangeError('lthr must be above restHr')
  return (trimp / hourAtThreshold) * 100
}

/*
 * "Pace load", our rTSS-style score (docs/science.md#pace-load-rtss-style; no proprietary
 * formula is published): hours × IF² × 100 with IF = normalizedSpeedMps / thresholdSpeedMps.
 * An hour at threshold speed scores 100. Use grade-adjusted speed where elevation exists
 * (gradeAdjustedSpeedMps).
 */
export function paceLoad({
  durationSeconds,
  normalizedSpeedMps,
  thresholdSpeedMps,
}: PaceLoadInput): number {
  if (!(thresholdSpeedMps > 0)) throw new RangeError('thresholdSpeedMps must be positive')
  const intensityFactor = Math.max(0, normalizedSpeedMps) / thresholdSpeedMps
  return (Math.max(0, durationSeconds) / 3600) * intensityFactor * intensityFactor * 100
}

/** Minetti's polynomial was fitted between −45 % and +45 % grade; steeper grades are clamped. */
export const MINETTI_GRADE_LIMIT = 0.45

// Minetti et al. (2002), J Appl Physiol 93:1039: energy cost of running (J/kg/m) at gradeFraction.
export function runningCostJPerKgM(gradeFraction: number): number {
  const i = Math.min(MINETTI_GRADE_LIMIT, Math.max(-MINETTI_GRADE_LIMIT, gradeFraction))
  return 155.4 * i ** 5 - 30.4 * i ** 4 - 43.3 * i ** 3 + 46.3 * i ** 2 + 19.5 * i + 3.6
}

/*
 * Minetti et al. (2002): equivalent flat speed of running at speedMps on gradeFraction (rise
 * over run, 0.05 = 5 %): the flat speed with the same metabolic power, i.e. speed × C(i) / C(0).
 * Uphill raises it; gentle downhill (to about −20 %) lowers it; steeper downhill raises it again.
 */
export function gradeAdjustedSpeedMps(speedMps: number, gradeFraction: number): number {
  return (speedMps * runningCostJPerKgM(gradeFraction)) / runningCostJPerKgM(0)
}
