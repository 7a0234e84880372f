import type AthleteProfile from '#models/athlete_profile'
import type { HrZoneModel } from '#models/athlete_profile'
import { AthleteProfileDto } from '#dtos/athlete_profile'
import { boundariesProblem } from '#domain/science/zone_overrides'
import FieldRefusedException from '#exceptions/field_refused_exception'

/**
 * Chooses the HR zone model and, optionally, stores manual boundaries for it
 * (kept per model; "reset to computed" removes them). A model without the
 * data it needs, or boundaries that do not fit it: FieldRefusedException,
 * nothing saved.
 */
export default class UpdateHrZones {
  async handle(
    profile: AthleteProfile,
    input: { model: HrZoneModel; boundaries?: number[]; todayIso: string }
  ): Promise<void> {
    const computed = AthleteProfileDto.computedHrZones(profile, input.model, input.todayIso)
    if (!computed) {
      const needs = AthleteProfileDto.zones(profile, input.todayIso).available[input.model].needs
      throw new FieldRefusedException('hr_zone_model', `This model needs ${needs}.`)
    }
    profile.hrZoneModel = input.model
    if (input.boundaries) {
      const problem = boundariesProblem(computed, input.boundaries)
      if (problem) throw new FieldRefusedException('boundaries', problem)
      profile.hrZoneOverrides = { ...profile.hrZoneOverrides, [input.model]: input.boundaries }
    }
    await profile.save()
  }

  async reset(profile: AthleteProfile) {
    const overrides = { ...profile.hrZoneOverrides }
    delete overrides[profile.hrZoneModel]
    profile.hrZoneOverrides = overrides
    await profile.save()
  }
}
