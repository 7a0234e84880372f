/*
 * Running fitness from race performances: the Daniels & Gilbert VDOT model.
 *
 * Two regressions from Daniels & Gilbert, "Oxygen Power" (1979), reproduced in
 * Daniels' Running Formula (3rd ed., 2014):
 *   - oxygen cost of running at v metres/minute: VO2 = -4.60 + 0.182258 v + 0.000104 v²
 *   - fraction of VO2max sustainable for t minutes:
 *     f = 0.8 + 0.1894393 e^(-0.012778 t) + 0.2989558 e^(-0.1932605 t)
 * VDOT = VO2 / f. Everything here is pure arithmetic on SI inputs.
 */

export interface EasyPaceRange {
  /** Faster end of the easy band, seconds per kilometre. */
  fastSecPerKm: number
  /** Slower end of the easy band, seconds per kilometre. */
  slowSecPerKm: number
}

export interface TrainingPaces {
  easy: EasyPaceRange
  /** Marathon (M) pace, seconds per kilometre. */
  marathon: number
  /** Threshold (T) pace, seconds per kilometre. */
  threshold: number
  /** Interval (I) pace, seconds per kilometre. */
  interval: number
  /** Repetition (R) pace, seconds per kilometre. */
  repetition: number
}

/**
 * Shares of VDOT whose oxygen cost defines each training pace (Daniels' Running Formula,
 * ch. 4 gives the bands E 59–74 %, M 75–84 %, T 83–88 %, I 95–100 %). The exact points
 * were chosen so that the paces reproduce Daniels' published tables within about 1 %:
 * - E: 62 % (slow end) to 70 % (fast end). The full 59–74 % band is too wide to prescribe
 *   (about 5:52 to 4:54 per km at VDOT 50); Daniels' own calculator (vdoto2.com) lists
 *   E as roughly the 62–71 % part of it.
 * - M: not a fixed share. M pace is the marathon race pace predicted from VDOT, which is
 *   what Daniels defines it to be (it works out at 80–84 % of VDOT).
 * - T: 88 %, the top of the band; matches Table 5.2 (VDOT 50 → 4:15 per km).
 * - I: 97.5 %. 100 % (vVO2max) would be about 5 s per km faster than Table 5.2 lists
 *   (VDOT 50 → 3:55 per km, 1:34 per 400 m).
 * - R: I pace minus 6 s per 400 m (15 s per km), Daniels' rule of thumb.
 */
export const TRAINING_PACE_FRACTIONS = {
  easySlow: 0.62,
  easyFast: 0.7,
  threshold: 0.88,
  interval: 0.975,
} as const

/** R pace is this much faster than I pace: 6 s per 400 m (Daniels' Running Formula, ch. 4). */
export const REPETITION_OFFSET_SEC_PER_KM = 15

const MARATHON_METERS = 42195

// Daniels & Gilbert (1979): oxygen cost (ml/kg/min) of running at speedMetersPerMin.
export function oxygenCost(speedMetersPerMin: number): number {
  return -4.6 + 0.182258 * speedMetersPerMin + 0.000104 * speedMetersPerMin * speedMetersPerMin
}

// Daniels & Gilbert (1979): fraction of VO2max a runner can sustain for durationMinutes.
export function sustainableFraction(durationMinutes: number): number {
  return (
    0.8 +
    0.1894393 * Math.exp(-0.012778 * durationMinutes) +
    0.2989558 * Math.exp(-0.1932605 * durationMinutes)
  )
}

// Daniels & Gilbert (1979): VDOT = VO2(v) / f(t) for a race of distanceMeters in durationSeconds.
export function vdotFromRace(distanceMeters: number, durationSeconds: number): number {
  const durationMinutes = durationSeconds / 60
  return oxygenCost(distanceMeters / durationMinutes) / sustainableFraction(durationMinutes)
}

// Daniels & Gilbert (1979), inverted: the speed (m/min) whose oxygen cost is vo2MlKgMin.
export function speedForOxygenCost(vo2MlKgMin: number): number {
  // Positive root of 0.000104 v² + 0.182258 v − (4.60 + VO2) = 0.
  const a = 0.000104
  const b = 0.182258
  const c = -(4.6 + vo2MlKgMin)
  return (-b + Math.sqrt(b * b - 4 * a * c)) / (2 * a)
}

// Daniels' Running Formula, ch. 4: pace (s/km) whose oxygen cost is a share of VDOT.
export function paceAtVdotFraction(vdot: number, fraction: number): number {
  return 60000 / speedForOxygenCost(vdot * fraction)
}

/*
 * Daniels & Gilbert (1979): race time (s) at which vdotFromRace(distanceMeters, t) = vdot.
 *
 * For a fixed distance VDOT falls strictly as the time grows (for any positive oxygen
 * cost), so the root is unique: bracket it by doubling, then bisect until the bracket is
 * 1e-12 of the time. About 45 steps of two exponentials each.
 */
export function predictRaceSeconds(vdot: number, distanceMeters: number): number {
  if (!(vdot > 0) || !(distanceMeters > 0)) {
    throw new RangeError('predictRaceSeconds needs a positive vdot and distanceMeters')
  }
  const excess = (durationSeconds: number) => vdotFromRace(distanceMeters, durationSeconds) - vdot

  // Start from the time at vVO2max (the oxygen cost of vdot itself): a good first guess.
  let guess = (distanceMeters / speedForOxygenCost(vdot)) * 60
  let lo = guess
  let hi = guess
  while (excess(lo) < 0) lo /= 2
  while (excess(hi) > 0) hi *= 2
  if (lo === hi) return lo

  for (let step = 0; step < 200 && hi - lo > hi * 1e-12; step++) {
    guess = (lo + hi) / 2
    if (excess(guess) > 0) lo = guess
    else hi = guess
  }
  return (lo + hi) / 2
}

// Daniels' Running Formula (3rd ed.), ch. 4 and Table 5.2: E, M, T, I and R paces for a VDOT.
export function trainingPaces(vdot: number): TrainingPaces {
  const interval = paceAtVdotFraction(vdot, TRAINING_PACE_FRACTIONS.interval)
  return {
    easy: {
      fastSecPerKm: paceAtVdotFraction(vdot, TRAINING_PACE_FRACTIONS.easyFast),
      slowSecPerKm: paceAtVdotFraction(vdot, TRAINING_PACE_FRACTIONS.easySlow),
    },
    marathon: predictRaceSeconds(vdot, MARATHON_METERS) / (MARATHON_METERS / 1000),
    threshold: paceAtVdotFraction(vdot, TRAINING_PACE_FRACTIONS.threshold),
    interval,
    repetition: interval - REPETITION_OFFSET_SEC_PER_KM,
  }
}
