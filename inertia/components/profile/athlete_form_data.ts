import {
  formatDuration,
  formatPace,
  kilogramsToPounds,
  metersToKilometers,
  metersToMiles,
  milesToMeters,
  parseDurationSeconds,
  poundsToKilograms,
  secPerMileToSecPerKm,
  type UnitSystem,
} from '#domain/units'
import type { AthleteDto } from '#dtos/athlete_profile'
import { RACE_DISTANCES } from '~/lib/race_distances'

const INCHES_PER_METER = 1 / 0.0254

/** The athlete form's values as typed, in the athlete's units. */
export type AthleteFormData = {
  birth_date: string
  sex: string
  weight: string | number
  height: string | number
  resting_hr: string | number
  max_hr: string | number
  lthr: string | number
  threshold_pace: string
  threshold_power_watts: string | number
  race_distance: string
  race_custom_distance: string | number
  race_time: string
  race_date: string
  experience: string
}

/** The stored athlete shown in the athlete's units (blank where nothing is known). */
export function athleteFormData(athlete: AthleteDto, units: UnitSystem): AthleteFormData {
  const imperial = units === 'imperial'
  const race = athlete.raceDistanceMeters
  const raceIsStandard = RACE_DISTANCES.some((d) => d.meters === race)
  return {
    birth_date: athlete.birthDate ?? '',
    sex: athlete.sex ?? '',
    weight: athlete.weightKg
      ? round(imperial ? kilogramsToPounds(athlete.weightKg) : athlete.weightKg, 1)
      : '',
    height: athlete.heightMeters
      ? round(imperial ? athlete.heightMeters * INCHES_PER_METER : athlete.heightMeters * 100, 0)
      : '',
    resting_hr: athlete.restingHr ?? '',
    max_hr: athlete.maxHr ?? '',
    lthr: athlete.lthr ?? '',
    threshold_pace: athlete.thresholdPaceSecPerKm
      ? formatPace(athlete.thresholdPaceSecPerKm, units)
      : '',
    threshold_power_watts: athlete.thresholdPowerWatts ?? '',
    race_distance: race ? (raceIsStandard ? String(race) : 'custom') : '',
    race_custom_distance:
      race && !raceIsStandard
        ? round(imperial ? metersToMiles(race) : metersToKilometers(race), 2)
        : '',
    race_time: athlete.raceDurationSeconds ? formatDuration(athlete.raceDurationSeconds) : '',
    race_date: athlete.raceDate ?? '',
    experience: athlete.experience ?? '',
  }
}

/**
 * The form's display values as the server's SI fields. Text that cannot be
 * read is sent as-is so that the server explains what is wrong.
 */
export function athleteToSi(data: AthleteFormData, imperial: boolean) {
  const num = (value: string | number) => (value === '' ? null : Number(value))
  const weight = num(data.weight)
  const height = num(data.height)
  const pace = data.threshold_pace.trim() ? parseDurationSeconds(data.threshold_pace) : null
  const customDistance = num(data.race_custom_distance)
  const raceDistance =
    data.race_distance === ''
      ? null
      : data.race_distance === 'custom'
        ? customDistance === null
          ? null
          : imperial
            ? milesToMeters(customDistance)
            : customDistance * 1000
        : Number(data.race_distance)
  return {
    birth_date: data.birth_date || null,
    sex: data.sex || null,
    weight_kg: weight === null ? null : imperial ? poundsToKilograms(weight) : weight,
    height_meters: height === null ? null : imperial ? height / INCHES_PER_METER : height / 100,
    resting_hr: num(data.resting_hr),
    max_hr: num(data.max_hr),
    lthr: num(data.lthr),
    threshold_pace_sec_per_km:
      pace === null
        ? data.threshold_pace.trim()
          ? data.threshold_pace
          : null
        : imperial
          ? secPerMileToSecPerKm(pace)
          : pace,
    threshold_power_watts: num(data.threshold_power_watts),
    race_distance_meters: raceDistance,
    race_duration_seconds: data.race_time.trim()
      ? (parseDurationSeconds(data.race_time) ?? data.race_time)
      : null,
    race_date: data.race_date || null,
    experience: data.experience || null,
  }
}

function round(value: number, digits: number) {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}
