/*
 * Race-time prediction: VDOT first, Riegel as a second opinion
 * (docs/science.md#race-prediction-vdot-and-riegel).
 */
import { predictRaceSeconds, vdotFromRace } from '#domain/science/vdot'
import { daysBetween, isIsoDate } from '#domain/calendar'
import { formatDuration } from '#domain/units'

export interface RaceResult {
  distanceMeters: number
  durationSeconds: number
  /** Calendar date of the race, `YYYY-MM-DD`; needed only when `todayIso` filters by age. */
  dateIso?: string
}

export interface PredictRaceInput {
  targetDistanceMeters: number
  races: RaceResult[]
  /** Recent average weekly running distance; used only for targets of 30 km and more. */
  weeklyDistanceMeters?: number
  /** Today, `YYYY-MM-DD`. With it, races older than `maxRaceAgeDays` (or dated later) are left out. */
  todayIso?: string
  /** How old a race may be to count as recent; default 182 days (about six months). */
  maxRaceAgeDays?: number
}

export interface VolumeAdjustment {
  weeklyDistanceMeters: number
  /** Multiplier applied to the VDOT time, from 1 to 1 + VOLUME_ADJUSTMENT.maxSlowdown. */
  factor: number
}

export interface RacePrediction {
  /** Predicted time for the target, after any volume adjustment. */
  seconds: number
  /** VDOT of the race the prediction is based on. */
  vdot: number
  method: 'vdot'
  /** The race the prediction was derived from (the one with the best VDOT). */
  basedOn: RaceResult
  /** Riegel's prediction from the same race: the second opinion. */
  riegelSeconds: number
  /** Null unless the weekly distance changed the prediction (targets of 30 km and more). */
  volumeAdjustment: VolumeAdjustment | null
  /** Plain-language account of the inputs used and the caveats that apply. */
  notes: string[]
}

/** Riegel's exponent (Riegel 1981, "Athletic records and human endurance", Am. Sci. 69:285). */
export const RIEGEL_EXPONENT = 1.06

/*
 * Volume adjustment (a Pacewise heuristic, not a published formula). Equivalent-performance
 * tables assume the runner has trained for the distance; for the marathon they run optimistic
 * for most recreational runners, and a model that adds weekly mileage predicts marathon times
 * better (Vickers & Vertosick 2016, "An empirical study of race times in recreational
 * endurance runners", BMC Sports Sci Med Rehabil 8:26).
 * We slow the VDOT time of targets of 30 km and more by up to 5 %: 0 % at 60 km a week or
 * more, rising linearly to 5 % at 20 km a week or less. 5 % is about 9 minutes on a 3-hour
 * marathon: enough to move the estimate towards what low-volume runners really run, small
 * enough never to dominate the race result it is built on.
 */
export const VOLUME_ADJUSTMENT = {
  minTargetMeters: 30000,
  fullVolumeWeeklyMeters: 60000,
  lowVolumeWeeklyMeters: 20000,
  maxSlowdown: 0.05,
} as const

/** The VDOT equations are fitted for races of about 1500 m up (Daniels' tables start there). */
const MIN_RACE_METERS = 1500
/** Riegel's formula holds for efforts of roughly 3.5 to 230 minutes (Riegel 1981). */
const RIEGEL_MIN_SECONDS = 3.5 * 60
const RIEGEL_MAX_SECONDS = 230 * 60

// Riegel (1981): T2 = T1 × (D2 / D1)^exponent.
export function riegelSeconds(
  knownDistanceMeters: number,
  knownSeconds: number,
  targetDistanceMeters: number,
  exponent: number = RIEGEL_EXPONENT
): number {
  return knownSeconds * Math.pow(targetDistanceMeters / knownDistanceMeters, exponent)
}

// Pacewise heuristic after Vickers & Vertosick (2016): slowdown factor for low weekly volume.
export function volumeSlowdownFactor(
  targetDistanceMeters: number,
  weeklyDistanceMeters: number
): number {
  const { minTargetMeters, fullVolumeWeeklyMeters, lowVolumeWeeklyMeters, maxSlowdown } =
    VOLUME_ADJUSTMENT
  if (targetDistanceMeters < minTargetMeters || !(weeklyDistanceMeters >= 0)) return 1
  const shortfall =
    (fullVolumeWeeklyMeters - weeklyDistanceMeters) /
    (fullVolumeWeeklyMeters - lowVolumeWeeklyMeters)
  return 1 + maxSlowdown * Math.min(1, Math.max(0, shortfall))
}

/** Days from one `YYYY-MM-DD` date to another; null when either is not a date. */
function ageInDays(fromIso: string, toIso: string): number | null {
  return isIsoDate(fromIso) && isIsoDate(toIso) ? daysBetween(fromIso, toIso) : null
}

function describeRace(race: RaceResult): string {
  const distance =
    race.distanceMeters < 1000
      ? `${Math.round(race.distanceMeters)} m`
      : `${(race.distanceMeters / 1000).toFixed(race.distanceMeters % 1000 === 0 ? 0 : 2)} km`
  const date = race.dateIso ? ` on ${race.dateIso}` : ''
  return `${distance} in ${formatDuration(race.durationSeconds)}${date}`
}

/*
 * Daniels' Running Formula (3rd ed.), ch. 5: predict a race from the best recent VDOT,
 * with Riegel (1981) from the same race as a second opinion. Returns null when no race
 * qualifies; `notes` says which races were left out and why.
 */
export function predictRace(input: PredictRaceInput): RacePrediction | null {
  const { targetDistanceMeters, races, weeklyDistanceMeters, todayIso } = input
  const maxRaceAgeDays = input.maxRaceAgeDays ?? 182
  if (!(targetDistanceMeters > 0)) {
    throw new RangeError('predictRace needs a positive targetDistanceMeters')
  }

  const notes: string[] = []
  let best: { race: RaceResult; vdot: number } | null = null
  for (const race of races) {
    if (!(race.distanceMeters > 0) || !(race.durationSeconds > 0)) {
      notes.push('Ignored a race without a positive distance and time.')
      continue
    }
    if (race.distanceMeters < MIN_RACE_METERS) {
      notes.push(`Ignored ${describeRace(race)}: VDOT is defined for races of 1500 m and more.`)
      continue
    }
    if (todayIso && race.dateIso) {
      const age = ageInDays(race.dateIso, todayIso)
      if (age !== null && (age < 0 || age > maxRaceAgeDays)) {
        notes.push(`Ignored ${describeRace(race)}: not within the last ${maxRaceAgeDays} days.`)
        continue
      }
    }
    const vdot = vdotFromRace(race.distanceMeters, race.durationSeconds)
    if (best === null || vdot > best.vdot) best = { race, vdot }
  }
  if (best === null) return null

  const { race, vdot } = best
  const vdotSeconds = predictRaceSeconds(vdot, targetDistanceMeters)
  notes.unshift(
    `Based on ${describeRace(race)} (VDOT ${vdot.toFixed(1)}), the best of the races given.`
  )

  let volumeAdjustment: VolumeAdjustment | null = null
  let seconds = vdotSeconds
  if (weeklyDistanceMeters !== undefined) {
    const factor = volumeSlowdownFactor(targetDistanceMeters, weeklyDistanceMeters)
    if (factor > 1) {
      volumeAdjustment = { weeklyDistanceMeters, factor }
      seconds = vdotSeconds * factor
      notes.push(
        `Slowed by ${((factor - 1) * 100).toFixed(1)} % for ${(weeklyDistanceMeters / 1000).toFixed(0)} km a week: ` +
          'equivalent times assume training for the distance, and on less than 60 km a ' +
          'week most runners race long distances slower than their shorter races suggest.'
      )
    } else if (targetDistanceMeters >= VOLUME_ADJUSTMENT.minTargetMeters) {
      notes.push(
        `No volume adjustment: ${(weeklyDistanceMeters / 1000).toFixed(0)} km a week is enough.`
      )
    }
  } else if (targetDistanceMeters >= VOLUME_ADJUSTMENT.minTargetMeters) {
    notes.push('No weekly distance given: this assumes you have trained for the distance.')
  }

  const riegel = riegelSeconds(race.distanceMeters, race.durationSeconds, targetDistanceMeters)
  notes.push(`Riegel's formula from the same race gives ${formatDuration(riegel)}.`)
  if (
    race.durationSeconds < RIEGEL_MIN_SECONDS ||
    race.durationSeconds > RIEGEL_MAX_SECONDS ||
    riegel < RIEGEL_MIN_SECONDS ||
    riegel > RIEGEL_MAX_SECONDS
  ) {
    notes.push("Riegel's formula holds for efforts of about 3.5 to 230 minutes; this is outside.")
  }

  return {
    seconds,
    vdot,
    method: 'vdot',
    basedOn: { ...race },
    riegelSeconds: riegel,
    volumeAdjustment,
    notes,
  }
}

/** The method behind every predicted time the product shows, named the same everywhere. */
export const PREDICTION_METHOD = 'VDOT (Daniels & Gilbert), adjusted for weekly volume'

/** The 5 km a VDOT is worth: the race predictRace reads a bare VDOT from. */
export const VDOT_REFERENCE_METERS = 5000

/*
 * The one prediction from a bare VDOT (a plan's fitness, an effort-based estimate): predictRace
 * on the 5 km race that VDOT is worth, so it gives the same seconds as predictRace on the race
 * the VDOT came from (the VDOT equivalent of both is the same VDOT), volume adjustment included.
 */
export function predictRaceFromVdot(
  vdot: number,
  targetDistanceMeters: number,
  weeklyDistanceMeters?: number
): RacePrediction {
  const race = {
    distanceMeters: VDOT_REFERENCE_METERS,
    durationSeconds: predictRaceSeconds(vdot, VDOT_REFERENCE_METERS),
  }
  return predictRace({ targetDistanceMeters, races: [race], weeklyDistanceMeters })!
}

/** The VDOT table's time (Daniels & Gilbert) before any volume adjustment: a second opinion. */
export function unadjustedSeconds(prediction: RacePrediction): number {
  return prediction.seconds / (prediction.volumeAdjustment?.factor ?? 1)
}

/**
 * The method in words, for the page and the coach: "VDOT 45 (Daniels & Gilbert), adjusted for
 * 40 km a week"; without a weekly distance, "VDOT 45 (Daniels & Gilbert)".
 */
export function describePredictionMethod(vdot: number, weeklyDistanceMeters?: number): string {
  const base = `VDOT ${formatVdot(vdot)} (Daniels & Gilbert)`
  if (weeklyDistanceMeters === undefined || !(weeklyDistanceMeters >= 0)) return base
  return `${base}, adjusted for ${Math.round(weeklyDistanceMeters / 1000)} km a week`
}

function formatVdot(vdot: number): string {
  const rounded = Math.round(vdot * 10) / 10
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1)
}
