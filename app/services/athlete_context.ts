import type AthleteProfile from '#models/athlete_profile'
import type { AthleteContext } from '#domain/activities/analysis_types'
import { AthleteProfileDto } from '#dtos/athlete_profile'
import { withBoundaries } from '#domain/science/zone_overrides'

/**
 * What the analysis needs to know about the athlete on `todayIso`: heart
 * rates, threshold pace and the HR zones in use (manual boundaries applied).
 */
export function athleteContextFor(profile: AthleteProfile, todayIso: string): AthleteContext {
  const athlete = AthleteProfileDto.athlete(profile, todayIso)
  const computed = AthleteProfileDto.computedHrZones(profile, profile.hrZoneModel, todayIso)
  const overrides = profile.hrZoneOverrides[profile.hrZoneModel]
  const zones =
    computed && overrides && overrides.length === computed.length - 1
      ? withBoundaries(computed, overrides)
      : computed
  return {
    sex: athlete.sex,
    restingHr: athlete.restingHr,
    maxHr: athlete.effectiveMaxHr,
    lthr: athlete.lthr,
    thresholdPaceSecPerKm: athlete.thresholdPaceSecPerKm,
    hrZones: zones ? zones.map(({ name, min, max }) => ({ name, min, max })) : null,
  }
}
