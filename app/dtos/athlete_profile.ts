import type AthleteProfile from '#models/athlete_profile'
import type { HrZoneModel } from '#models/athlete_profile'
import { ageInYears, tanakaMaxHr } from '#domain/science/heart_rate'
import { vdotFromRace, trainingPaces } from '#domain/science/vdot'
import {
  hrZonesByLthr,
  hrZonesByMax,
  hrZonesByReserve,
  paceZones,
  runningPowerZones,
} from '#domain/science/zones'
import { withBoundaries, type Zone } from '#domain/science/zone_overrides'

/**
 * A zone on the wire: `max` is null for the open-ended top zone (JSON has no
 * Infinity).
 */
export interface ZoneDto {
  name: string
  min: number
  max: number | null
}

const toDto = (zones: Zone[]): ZoneDto[] =>
  zones.map((zone) => ({
    name: zone.name,
    min: zone.min,
    max: Number.isFinite(zone.max) ? zone.max : null,
  }))

export interface AthleteDto {
  birthDate: string | null
  ageYears: number | null
  sex: 'male' | 'female' | null
  weightKg: number | null
  heightMeters: number | null
  restingHr: number | null
  maxHr: number | null
  /** The max HR used for zones: measured, or Tanaka's estimate from age. */
  effectiveMaxHr: number | null
  maxHrEstimated: boolean
  lthr: number | null
  thresholdPaceSecPerKm: number | null
  thresholdPowerWatts: number | null
  raceDistanceMeters: number | null
  raceDurationSeconds: number | null
  raceDate: string | null
  experience: 'beginner' | 'intermediate' | 'advanced' | null
  /** VDOT from the recent race result (Daniels & Gilbert), when one is set. */
  vdot: number | null
}

export interface PreferencesDto {
  units: 'metric' | 'imperial'
  weekStart: number
  timeZone: string
  trainingDays: number[]
  longRunDay: number
  coachTone: 'encouraging' | 'direct' | 'detailed'
  emailNotifications: boolean
  /** The weekly summary e-mail (opt-in). */
  weeklySummary: boolean
}

export interface ZonesDto {
  model: HrZoneModel
  /** Which models can be computed from the profile, and why not. */
  available: Record<HrZoneModel, { ok: boolean; needs: string | null }>
  hr: { computed: ZoneDto[]; zones: ZoneDto[]; manual: boolean } | null
  pace: ZoneDto[] | null
  trainingPaces: ReturnType<typeof trainingPaces> | null
  power: ZoneDto[] | null
}

export class AthleteProfileDto {
  static athlete(profile: AthleteProfile, todayIso: string): AthleteDto {
    const birthDate = profile.birthDate?.toISODate() ?? null
    const ageYears = birthDate ? ageInYears(birthDate, todayIso) : null
    const estimated = profile.maxHr === null && ageYears !== null
    const vdot =
      profile.raceDistanceMeters && profile.raceDurationSeconds
        ? round(vdotFromRace(profile.raceDistanceMeters, profile.raceDurationSeconds), 1)
        : null
    return {
      birthDate,
      ageYears,
      sex: profile.sex,
      weightKg: profile.weightKg,
      heightMeters: profile.heightMeters,
      restingHr: profile.restingHr,
      maxHr: profile.maxHr,
      effectiveMaxHr: profile.maxHr ?? (ageYears !== null ? tanakaMaxHr(ageYears) : null),
      maxHrEstimated: estimated,
      lthr: profile.lthr,
      thresholdPaceSecPerKm: profile.thresholdSpeedMps
        ? round(1000 / profile.thresholdSpeedMps, 1)
        : null,
      thresholdPowerWatts: profile.thresholdPowerWatts,
      raceDistanceMeters: profile.raceDistanceMeters,
      raceDurationSeconds: profile.raceDurationSeconds,
      raceDate: profile.raceDate?.toISODate() ?? null,
      experience: profile.experience,
      vdot,
    }
  }

  static preferences(profile: AthleteProfile): PreferencesDto {
    return {
      units: profile.units,
      weekStart: profile.weekStart,
      timeZone: profile.timeZone,
      trainingDays: profile.trainingDays,
      longRunDay: profile.longRunDay,
      coachTone: profile.coachTone,
      emailNotifications: profile.emailNotifications,
      weeklySummary: profile.weeklySummary,
    }
  }

  static zones(profile: AthleteProfile, todayIso: string): ZonesDto {
    const athlete = AthleteProfileDto.athlete(profile, todayIso)
    const available = {
      max: {
        ok: athlete.effectiveMaxHr !== null,
        needs: 'your maximum heart rate or your birth date',
      },
      reserve: {
        ok: athlete.effectiveMaxHr !== null && athlete.restingHr !== null,
        needs: 'your resting heart rate and your maximum heart rate (or birth date)',
      },
      lthr: { ok: athlete.lthr !== null, needs: 'your lactate threshold heart rate (LTHR)' },
    }
    const computed = AthleteProfileDto.computedHrZones(profile, profile.hrZoneModel, todayIso)
    const overrides = profile.hrZoneOverrides[profile.hrZoneModel]
    const manual = Boolean(computed && overrides && overrides.length === computed.length - 1)
    return {
      model: profile.hrZoneModel,
      available: {
        max: { ok: available.max.ok, needs: available.max.ok ? null : available.max.needs },
        reserve: {
          ok: available.reserve.ok,
          needs: available.reserve.ok ? null : available.reserve.needs,
        },
        lthr: { ok: available.lthr.ok, needs: available.lthr.ok ? null : available.lthr.needs },
      },
      hr: computed
        ? {
            computed: toDto(computed),
            zones: toDto(manual ? withBoundaries(computed, overrides!) : computed),
            manual,
          }
        : null,
      pace: athlete.vdot ? toDto(paceZones(athlete.vdot)) : null,
      trainingPaces: athlete.vdot ? trainingPaces(athlete.vdot) : null,
      // Running power: Stryd's zones by critical power, not Coggan's cycling levels.
      power: profile.thresholdPowerWatts
        ? toDto(runningPowerZones(profile.thresholdPowerWatts))
        : null,
    }
  }

  /** The computed HR zones of a model, for validating manual boundaries. */
  static computedHrZones(
    profile: AthleteProfile,
    model: HrZoneModel,
    todayIso: string
  ): Zone[] | null {
    const athlete = AthleteProfileDto.athlete(profile, todayIso)
    const max = athlete.effectiveMaxHr
    if (model === 'max') return max ? hrZonesByMax(max) : null
    if (model === 'reserve')
      return max && athlete.restingHr ? hrZonesByReserve(athlete.restingHr, max) : null
    return athlete.lthr ? hrZonesByLthr(athlete.lthr) : null
  }
}

function round(value: number, digits: number) {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}
