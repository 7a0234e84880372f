/*
 * Running fitness from race performances: the Daniels & Gilbert VDOT model.
 *
 * Two regressions from Daniels & Gilbert, "Oxygen Power" (1979), reproduced in
 * Daniels' Running Formula (3rd ed., 2014):
 *   - oxygen cost of running at v metres/minute: VO2 = -4.60 + 0.182258 v + 0.000104 v²
 *   - fraction of VO2max sustainable for t minutes:
 *     f = 0.8 + 0.1894393 e^(-0.012778 t) + 0.2989558 e^(-0.1932605 t)
 * VDOT = VO2 / f. Everything here is pure arithmetic on SI inputs. Training paces come from
 * Daniels' Table 5.2 (daniels_table_5_2.ts).
 */
import { DANIELS_TABLE_5_2 } from '#domain/science/daniels_table_5_2'

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

/** Seconds per km of a Table 5.2 cell: "m:ss" per km, or "m:ss/400" / "m:ss/300" per lap. */
function tableCellSecPerKm(cell: string): number {
  const [time, meters] = cell.split('/')
  const [minutes, seconds] = time.split(':').map(Number)
  return ((minutes * 60 + seconds) * 1000) / (meters ? Number(meters) : 1000)
}

type PaceColumns = [
  easyFast: number,
  easySlow: number,
  marathon: number,
  threshold: number,
  interval: number,
  repetition: number,
]

const TABLE_ROWS: ReadonlyArray<{ vdot: number; paces: PaceColumns }> = DANIELS_TABLE_5_2.map(
  ([vdot, ...cells]) => ({ vdot, paces: cells.map(tableCellSecPerKm) as PaceColumns })
)

/** The VDOT range Table 5.2 covers (whole VDOTs, one row each). */
export const TRAINING_PACE_TABLE_VDOT = {
  min: TABLE_ROWS[0].vdot,
  max: TABLE_ROWS[TABLE_ROWS.length - 1].vdot,
} as const

// Share of VDOT whose oxygen cost each pace of a table row has (Daniels & Gilbert 1979).
function rowFractions(row: { vdot: number; paces: PaceColumns }): PaceColumns {
  return row.paces.map((pace) => oxygenCost(60000 / pace) / row.vdot) as PaceColumns
}
const LOWEST_ROW_FRACTIONS = rowFractions(TABLE_ROWS[0])
const HIGHEST_ROW_FRACTIONS = rowFractions(TABLE_ROWS[TABLE_ROWS.length - 1])

/*
 * Daniels' Running Formula (3rd ed., 2014), Table 5.2: E (band), M, T, I and R paces for a
 * VDOT, seconds per km (docs/science.md#training-paces-daniels).
 *
 * Inside the table (VDOT 30–85) each pace is interpolated linearly between the two whole-VDOT
 * rows around it, so a whole VDOT gets the book's figures exactly. The table is kept rather
 * than a formula because no fixed share of VDOT reproduces it: the E band's fast end moves
 * from 72 % to 74 % of VDOT across the table, M is slower than the marathon race equivalent
 * below VDOT 45 (7:03 per km at VDOT 30 against a 6:51 race pace), and R runs 7–10 s per
 * 400 m faster than I up to VDOT 48 but 6 s above it (docs/decisions/026-daniels-table-paces.md).
 * Outside the table each pace keeps the share of VDOT it has at the nearest end row (VDOT 30 or
 * 85), the way chapter 4 states every intensity (a share of VO2max), so the paces stay
 * continuous and ordered.
 */
export function trainingPaces(vdot: number): TrainingPaces {
  if (!Number.isFinite(vdot) || vdot <= 0) throw new RangeError('vdot must be positive')
  let paces: PaceColumns
  if (vdot < TRAINING_PACE_TABLE_VDOT.min || vdot > TRAINING_PACE_TABLE_VDOT.max) {
    const fractions =
      vdot < TRAINING_PACE_TABLE_VDOT.min ? LOWEST_ROW_FRACTIONS : HIGHEST_ROW_FRACTIONS
    paces = fractions.map((fraction) => paceAtVdotFraction(vdot, fraction)) as PaceColumns
  } else {
    const index = Math.min(Math.floor(vdot) - TRAINING_PACE_TABLE_VDOT.min, TABLE_ROWS.length - 2)
    const below = TABLE_ROWS[index]
    const above = TABLE_ROWS[index + 1]
    const share = vdot - below.vdot
    paces = below.paces.map(
      (pace, column) => pace + (above.paces[column] - pace) * share
    ) as PaceColumns
  }
  const [easyFast, easySlow, marathon, threshold, interval, repetition] = paces
  return {
    easy: { fastSecPerKm: easyFast, slowSecPerKm: easySlow },
    marathon,
    threshold,
    interval,
    repetition,
  }
}
