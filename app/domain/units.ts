/*
 * Metric and imperial conversion and formatting. The app stores SI units (metres, seconds,
 * metres per second, kilograms) and converts only at the edge, with these helpers.
 * Exact definitions: International Yard and Pound Agreement (1959).
 */

export type UnitSystem = 'metric' | 'imperial'

/** 1 international mile = 1609.344 m (exact, 1959 agreement). */
export const METERS_PER_MILE = 1609.344
/** 1 international foot = 0.3048 m (exact, 1959 agreement). */
export const METERS_PER_FOOT = 0.3048
/** 1 avoirdupois pound = 0.45359237 kg (exact, 1959 agreement). */
export const KILOGRAMS_PER_POUND = 0.45359237
export const METERS_PER_KILOMETER = 1000
const SECONDS_PER_HOUR = 3600

// Distance (1959 agreement).
export function metersToKilometers(distanceMeters: number): number {
  return distanceMeters / METERS_PER_KILOMETER
}
export function kilometersToMeters(distanceKm: number): number {
  return distanceKm * METERS_PER_KILOMETER
}
export function metersToMiles(distanceMeters: number): number {
  return distanceMeters / METERS_PER_MILE
}
export function milesToMeters(distanceMiles: number): number {
  return distanceMiles * METERS_PER_MILE
}
export function kilometersToMiles(distanceKm: number): number {
  return (distanceKm * METERS_PER_KILOMETER) / METERS_PER_MILE
}
export function milesToKilometers(distanceMiles: number): number {
  return (distanceMiles * METERS_PER_MILE) / METERS_PER_KILOMETER
}

// Pace (1959 agreement): a mile is 1.609344 km, so a pace per mile is 1.609344 × the pace per km.
export function secPerKmToSecPerMile(paceSecPerKm: number): number {
  return (paceSecPerKm * METERS_PER_MILE) / METERS_PER_KILOMETER
}
export function secPerMileToSecPerKm(paceSecPerMile: number): number {
  return (paceSecPerMile * METERS_PER_KILOMETER) / METERS_PER_MILE
}
export function speedMpsToSecPerKm(speedMps: number): number {
  return METERS_PER_KILOMETER / speedMps
}
export function secPerKmToSpeedMps(paceSecPerKm: number): number {
  return METERS_PER_KILOMETER / paceSecPerKm
}

// Speed (1959 agreement).
export function speedMpsToKmh(speedMps: number): number {
  return (speedMps * SECONDS_PER_HOUR) / METERS_PER_KILOMETER
}
export function kmhToSpeedMps(speedKmh: number): number {
  return (speedKmh * METERS_PER_KILOMETER) / SECONDS_PER_HOUR
}
export function speedMpsToMph(speedMps: number): number {
  return (speedMps * SECONDS_PER_HOUR) / METERS_PER_MILE
}
export function mphToSpeedMps(speedMph: number): number {
  return (speedMph * METERS_PER_MILE) / SECONDS_PER_HOUR
}

// Elevation (1959 agreement).
export function metersToFeet(elevationMeters: number): number {
  return elevationMeters / METERS_PER_FOOT
}
export function feetToMeters(elevationFeet: number): number {
  return elevationFeet * METERS_PER_FOOT
}

// Weight (1959 agreement).
export function kilogramsToPounds(weightKg: number): number {
  return weightKg / KILOGRAMS_PER_POUND
}
export function poundsToKilograms(weightLb: number): number {
  return weightLb * KILOGRAMS_PER_POUND
}

/** Shown for values that cannot be formatted (NaN, ±Infinity). */
export const NOT_A_VALUE = '—'

const pad2 = (value: number) => String(value).padStart(2, '0')

/*
 * Duration as h:mm:ss from one hour up, m:ss below (e.g. 3:25:07, 41:21, 0:58). Rounds to
 * the nearest second first, so 59:59.6 becomes 1:00:00. Negative values keep their sign.
 */
export function formatDuration(durationSeconds: number): string {
  if (!Number.isFinite(durationSeconds)) return NOT_A_VALUE
  const total = Math.round(Math.abs(durationSeconds))
  const sign = durationSeconds < 0 && total > 0 ? '-' : ''
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = total % 60
  return hours > 0
    ? `${sign}${hours}:${pad2(minutes)}:${pad2(seconds)}`
    : `${sign}${minutes}:${pad2(seconds)}`
}

/*
 * Parses "h:mm:ss", "m:ss" or plain seconds ("75") into seconds; fractions of a second are
 * kept ("41:21.5"). Returns null for anything else (empty, negative, minutes or seconds ≥ 60
 * after the first field).
 */
export function parseDurationSeconds(text: string): number | null {
  const parts = text.trim().split(':')
  if (parts.length > 3 || parts.some((part) => !/^\d+(\.\d+)?$/.test(part))) return null
  const numbers = parts.map(Number)
  if (numbers.slice(1).some((value) => value >= 60)) return null
  if (numbers.slice(0, -1).some((value) => !Number.isInteger(value))) return null
  return numbers.reduce((total, value) => total * 60 + value, 0)
}

/** Pace as m:ss per km (metric) or per mile (imperial), without the unit: "4:31". */
export function formatPace(paceSecPerKm: number, system: UnitSystem = 'metric'): string {
  if (!Number.isFinite(paceSecPerKm) || paceSecPerKm <= 0) return NOT_A_VALUE
  return formatDuration(system === 'metric' ? paceSecPerKm : secPerKmToSecPerMile(paceSecPerKm))
}

/** The label for paces in a unit system: "/km" or "/mi". */
export function paceUnit(system: UnitSystem): string {
  return system === 'metric' ? '/km' : '/mi'
}

/** Distance in km or mi with a fixed number of decimals: "10.00 km", "6.21 mi". */
export function formatDistance(
  distanceMeters: number,
  system: UnitSystem = 'metric',
  decimals = 2
): string {
  if (!Number.isFinite(distanceMeters)) return NOT_A_VALUE
  return system === 'metric'
    ? `${metersToKilometers(distanceMeters).toFixed(decimals)} km`
    : `${metersToMiles(distanceMeters).toFixed(decimals)} mi`
}

/** Speed in km/h or mph: "12.0 km/h", "7.5 mph". */
export function formatSpeed(speedMps: number, system: UnitSystem = 'metric', decimals = 1): string {
  if (!Number.isFinite(speedMps)) return NOT_A_VALUE
  return system === 'metric'
    ? `${speedMpsToKmh(speedMps).toFixed(decimals)} km/h`
    : `${speedMpsToMph(speedMps).toFixed(decimals)} mph`
}

/** Elevation in whole metres or feet: "120 m", "394 ft". */
export function formatElevation(elevationMeters: number, system: UnitSystem = 'metric'): string {
  if (!Number.isFinite(elevationMeters)) return NOT_A_VALUE
  return system === 'metric'
    ? `${Math.round(elevationMeters)} m`
    : `${Math.round(metersToFeet(elevationMeters))} ft`
}

/** Weight in kg or lb: "70.0 kg", "154.3 lb". */
export function formatWeight(
  weightKg: number,
  system: UnitSystem = 'metric',
  decimals = 1
): string {
  if (!Number.isFinite(weightKg)) return NOT_A_VALUE
  return system === 'metric'
    ? `${weightKg.toFixed(decimals)} kg`
    : `${kilogramsToPounds(weightKg).toFixed(decimals)} lb`
}
