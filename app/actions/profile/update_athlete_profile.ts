import { DateTime } from 'luxon'
import type AthleteProfile from '#models/athlete_profile'

export interface AthleteInput {
  birth_date?: Date | null
  sex?: 'male' | 'female' | null
  weight_kg?: number | null
  height_meters?: number | null
  resting_hr?: number | null
  max_hr?: number | null
  lthr?: number | null
  threshold_pace_sec_per_km?: number | null
  threshold_power_watts?: number | null
  race_distance_meters?: number | null
  race_duration_seconds?: number | null
  race_date?: Date | null
  experience?: 'beginner' | 'intermediate' | 'advanced' | null
}

/**
 * Stores athlete data (already validated, SI units). Only the fields present
 * in the input change, so onboarding steps can save part of the profile.
 */
export default class UpdateAthleteProfile {
  async handle(profile: AthleteProfile, input: AthleteInput) {
    const has = (key: keyof AthleteInput) => Object.prototype.hasOwnProperty.call(input, key)
    // VineJS parses YYYY-MM-DD at local midnight: keep that calendar day
    // (reading the instant in UTC would shift it a day east of Greenwich).
    const date = (value: Date | null | undefined) =>
      value
        ? DateTime.fromJSDate(value).setZone('utc', { keepLocalTime: true }).startOf('day')
        : null

    if (has('birth_date')) profile.birthDate = date(input.birth_date)
    if (has('sex')) profile.sex = input.sex ?? null
    if (has('weight_kg')) profile.weightKg = input.weight_kg ?? null
    if (has('height_meters')) profile.heightMeters = input.height_meters ?? null
    if (has('resting_hr')) profile.restingHr = input.resting_hr ?? null
    if (has('max_hr')) profile.maxHr = input.max_hr ?? null
    if (has('lthr')) profile.lthr = input.lthr ?? null
    if (has('threshold_pace_sec_per_km')) {
      profile.thresholdSpeedMps = input.threshold_pace_sec_per_km
        ? 1000 / input.threshold_pace_sec_per_km
        : null
    }
    if (has('threshold_power_watts'))
      profile.thresholdPowerWatts = input.threshold_power_watts ?? null
    if (has('race_distance_meters')) profile.raceDistanceMeters = input.race_distance_meters ?? null
    if (has('race_duration_seconds'))
      profile.raceDurationSeconds = input.race_duration_seconds ?? null
    if (has('race_date')) profile.raceDate = date(input.race_date)
    if (has('experience')) profile.experience = input.experience ?? null
    await profile.save()
    return profile
  }
}
