import { z } from 'zod'
import { AthleteProfileDto } from '#dtos/athlete_profile'
import { trainingPaces } from '#domain/science/vdot'
import { defineTool } from '#coach/tools/tool'
import { currentVdot } from '#coach/tools/data'
import { distance, duration, trainingPacesText, WEEKDAYS } from '#coach/format'

/** The athlete's profile, VDOT, training paces and zones, in their units. */
export const athleteProfileTool = defineTool({
  name: 'athlete_profile',
  description:
    "The athlete's profile: units, age, heart rates, current VDOT with its source, Daniels training paces and heart-rate zones, goal and training days.",
  input: z.object({}).strict(),
  async run(context) {
    const { profile, todayIso } = context
    const units = profile.units
    const athlete = AthleteProfileDto.athlete(profile, todayIso)
    const zones = AthleteProfileDto.zones(profile, todayIso)
    const vdot = await currentVdot(context)
    return {
      units,
      coachTone: profile.coachTone,
      ageYears: athlete.ageYears,
      sex: athlete.sex,
      restingHr: athlete.restingHr,
      maxHr: athlete.effectiveMaxHr,
      maxHrEstimated: athlete.maxHrEstimated,
      lthr: athlete.lthr,
      experience: athlete.experience,
      vdot: vdot ? { value: vdot.value, source: vdot.source, date: vdot.date } : null,
      trainingPaces: vdot ? trainingPacesText(trainingPaces(vdot.value), units) : null,
      hrZoneModel: zones.model,
      hrZones: zones.hr
        ? zones.hr.zones.map((zone) => ({
            name: zone.name,
            bpm: zone.max === null ? `${zone.min}+` : `${zone.min}–${zone.max}`,
          }))
        : null,
      hrZonesMissing: zones.hr ? null : zones.available[zones.model].needs,
      goal: profile.goalKind
        ? {
            kind: profile.goalKind,
            distance: profile.goalDistanceMeters
              ? distance(profile.goalDistanceMeters, units)
              : null,
            date: profile.goalDate?.toISODate() ?? null,
          }
        : null,
      recentRace:
        profile.raceDistanceMeters && profile.raceDurationSeconds
          ? {
              distance: distance(profile.raceDistanceMeters, units, 2),
              time: duration(profile.raceDurationSeconds),
              date: profile.raceDate?.toISODate() ?? null,
            }
          : null,
      trainingDays: profile.trainingDays.map((day) => WEEKDAYS[day - 1]),
      longRunDay: WEEKDAYS[profile.longRunDay - 1],
    }
  },
  summary: () => 'looked at your profile, paces and zones',
})
