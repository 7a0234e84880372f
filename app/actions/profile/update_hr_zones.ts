import type AthleteProfile from '#models/athlete_profile'
import type { HrZoneModel } from '#models/athlete_profile'
import { AthleteProfileDto } from '#dtos/athlete_profile'
import { boundariesProblem } from '#domain/science/zone_overrides'

export type UpdateHrZonesResult = { ok: true } | { ok: false; field: string; message: string }

/**
 * Chooses the HR zone model and, optionally, stores manual boundaries for it
 * (kept per model; "reset to computed" removes them).
 */
export default class UpdateHrZones {
  async handle(
    profile: AthleteProfile,
    input: { model: HrZoneModel; boundaries?: number[]; todayIso: string }
  ): Promise<UpdateHrZonesResult> {
    const computed = AthleteProfileDto.computedHrZones(profile, input.model, input.todayIso)
    if (!computed) {
      const needs = AthleteProfileDto.zones(profile, input.todayIso).available[input.model].needs
      return { ok: false, field: 'hr_zone_model', message: `This model needs ${needs}.` }
    }
    profile.hrZoneModel = input.model
    if (input.boundaries) {
      const problem = boundariesProblem(computed, input.boundaries)
      if (problem) return { ok: false, field: 'boundaries', message: problem }
      profile.hrZoneOverrides = { ...profile.hrZoneOverrides, [input.model]: input.boundaries }
    }
    await profile.save()
    return { ok: true }
  }

  async reset(profile: AthleteProfile) {
    const overrides = { ...profile.hrZoneOverrides }
    delete overrides[profile.hrZoneModel]
    profile.hrZoneOverrides = overrides
    await profile.save()
  }
}
