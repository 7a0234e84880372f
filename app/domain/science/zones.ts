/*
 * Training zones: heart rate (% max HR, % HR reserve, % LTHR), pace (from VDOT) and power.
 *
 * Every model returns zones with the same shape and invariants (docs/science.md#heart-rate-zones):
 * half-open [min, max) ranges, ordered by ascending min, contiguous (zones[i].max ===
 * zones[i + 1].min), the first starting at 0 and the last ending at Infinity, so that every
 * value falls in exactly one zone. Published integer ranges such as 85–89 % and 90–94 %
 * become [85 %, 90 %) and [90 %, 95 %).
 *
 * Rounding: heart-rate bounds are whole bpm and power bounds whole watts (Math.round of each
 * boundary). Each boundary is computed once and used as the max of one zone and the min of
 * the next, so rounding never opens a gap.
 */
import { trainingPaces } from '#domain/science/vdot'

export interface Zone {
  name: string
  /** Inclusive lower bound (bpm, watts or seconds per km, as the model says). */
  min: number
  /** Exclusive upper bound; Infinity for the last zone. */
  max: number
}

/** Five zones as % of max HR: Edwards, "The Heart Rate Monitor Book" (1993), 50-60-70-80-90-100 %. */
export const MAX_HR_ZONE_FRACTIONS = [0.6, 0.7, 0.8, 0.9] as const
/** Same five-zone split applied to the heart-rate reserve (Karvonen et al. 1957). */
export const RESERVE_ZONE_FRACTIONS = [0.6, 0.7, 0.8, 0.9] as const
/** Friel run zones as % of LTHR (Friel, "The Triathlete's Training Bible"; joefrielsblog.com). */
export const LTHR_ZONE_FRACTIONS = [0.85, 0.9, 0.95, 1.0, 1.03, 1.07] as const
/** Coggan power levels as % of threshold power (Allen & Coggan 2010, "Training and Racing with a Power Meter"). */
export const POWER_ZONE_FRACTIONS = [0.56, 0.76, 0.91, 1.06, 1.21, 1.51] as const

/*
 * Running power zones as % of critical power (Stryd's five zones: Easy 65–80 %, Moderate 80–90 %,
 * Threshold 90–100 %, Interval 100–115 %, Repetition 115–130 %; Stryd, "Stryd Power Zones",
 * help.stryd.com). Coggan's levels are fitted to cycling FTP and do not carry over to running
 * power, whose scale is different; these are the running scheme.
 */
export const RUNNING_POWER_ZONE_FRACTIONS = [0.65, 0.8, 0.9, 1.0, 1.15, 1.3] as const
const RUNNING_POWER_ZONES = [
  'Below easy',
  'Easy',
  'Moderate',
  'Threshold',
  'Interval',
  'Repetition',
  'Above repetition',
] as const

const FIVE_ZONES = ['Z1', 'Z2', 'Z3', 'Z4', 'Z5'] as const
const FRIEL_ZONES = ['Z1', 'Z2', 'Z3', 'Z4', 'Z5a', 'Z5b', 'Z5c'] as const
const POWER_ZONES = ['Z1', 'Z2', 'Z3', 'Z4', 'Z5', 'Z6', 'Z7'] as const

/** What each Coggan power zone is called (Allen & Coggan 2010). */
export const POWER_ZONE_LABELS: Record<(typeof POWER_ZONES)[number], string> = {
  Z1: 'Active recovery',
  Z2: 'Endurance',
  Z3: 'Tempo',
  Z4: 'Lactate threshold',
  Z5: 'VO2max',
  Z6: 'Anaerobic capacity',
  Z7: 'Neuromuscular power',
}

// Shared builder: names.length zones from names.length − 1 ascending inner boundaries.
function zonesFromBoundaries(names: readonly string[], boundaries: readonly number[]): Zone[] {
  return names.map((name, index) => ({
    name,
    min: index === 0 ? 0 : boundaries[index - 1],
    max: index === names.length - 1 ? Infinity : boundaries[index],
  }))
}

function assertBpm(name: string, value: number) {
  if (!Number.isFinite(value) || value <= 0) {
    throw new RangeError(`${name} must be a positive number of bpm`)
  }
}

// Edwards (1993) five-zone model: Z1 < 60 %, Z2 60–70 %, Z3 70–80 %, Z4 80–90 %, Z5 ≥ 90 % of maxHr.
export function hrZonesByMax(maxHr: number): Zone[] {
  assertBpm('maxHr', maxHr)
  return zonesFromBoundaries(
    FIVE_ZONES,
    MAX_HR_ZONE_FRACTIONS.map((fraction) => Math.round(maxHr * fraction))
  )
}

// Karvonen et al. (1957): bound = restHr + share × (maxHr − restHr), five zones at 60/70/80/90 %.
export function hrZonesByReserve(restHr: number, maxHr: number): Zone[] {
  assertBpm('restHr', restHr)
  assertBpm('maxHr', maxHr)
  if (maxHr <= restHr) throw new RangeError('maxHr must be above restHr')
  const reserve = maxHr - restHr
  return zonesFromBoundaries(
    FIVE_ZONES,
    RESERVE_ZONE_FRACTIONS.map((fraction) => Math.round(restHr + fraction * reserve))
  )
}

// Friel run zones: Z1 < 85, Z2 85–89, Z3 90–94, Z4 95–99, Z5a 100–102, Z5b 103–106, Z5c > 106 % of lthr.
export function hrZonesByLthr(lthr: number): Zone[] {
  assertBpm('lthr', lthr)
  return zonesFromBoundaries(
    FRIEL_ZONES,
    LTHR_ZONE_FRACTIONS.map((fraction) => Math.round(lthr * fraction))
  )
}

/*
 * Daniels' Running Formula (3rd ed.), ch. 4: pace zones around the E/M/T/I/R paces of a VDOT.
 *
 * Convention: bounds are seconds per kilometre, so the zones run from the fastest
 * (Repetition, [0, …)) to the slowest (Recovery, […, Infinity)); min is the faster, inclusive
 * bound and max the slower, exclusive one. A pace p is in a zone when min <= p < max.
 * Edges: R|I, I|T and T|M halfway between the neighbouring Daniels paces; the Easy zone is
 * Daniels' E band itself (its fast end is the M|E edge); anything slower is Recovery.
 * Every Daniels pace therefore lies inside its own zone.
 */
export function paceZones(vdot: number): Zone[] {
  if (!Number.isFinite(vdot) || vdot <= 0) throw new RangeError('vdot must be positive')
  const paces = trainingPaces(vdot)
  return zonesFromBoundaries(
    ['Repetition', 'Interval', 'Threshold', 'Marathon', 'Easy', 'Recovery'],
    [
      (paces.repetition + paces.interval) / 2,
      (paces.interval + paces.threshold) / 2,
      (paces.threshold + paces.marathon) / 2,
      paces.easy.fastSecPerKm,
      paces.easy.slowSecPerKm,
    ]
  )
}

// Allen & Coggan, "Training and Racing with a Power Meter" (2nd ed., 2010): the seven power levels.
export function powerZones(thresholdWatts: number): Zone[] {
  if (!Number.isFinite(thresholdWatts) || thresholdWatts <= 0) {
    throw new RangeError('thresholdWatts must be positive')
  }
  return zonesFromBoundaries(
    POWER_ZONES,
    POWER_ZONE_FRACTIONS.map((fraction) => Math.round(thresholdWatts * fraction))
  )
}

// Stryd's running power zones by critical power (RUNNING_POWER_ZONE_FRACTIONS), with the open
// ends below 65 % and above 130 % of CP named, so every watt falls in exactly one zone.
export function runningPowerZones(criticalPowerWatts: number): Zone[] {
  if (!Number.isFinite(criticalPowerWatts) || criticalPowerWatts <= 0) {
    throw new RangeError('criticalPowerWatts must be positive')
  }
  return zonesFromBoundaries(
    RUNNING_POWER_ZONES,
    RUNNING_POWER_ZONE_FRACTIONS.map((fraction) => Math.round(criticalPowerWatts * fraction))
  )
}

/** The zone a value falls in (the one with min <= value < max), or null for NaN. */
export function zoneFor(zones: Zone[], value: number): Zone | null {
  if (Number.isNaN(value)) return null
  return zones.find((zone) => value >= zone.min && value < zone.max) ?? null
}
