import type AthleteProfile from '#models/athlete_profile'
import type { VdotEffort } from '#queries/activities'
import { addDays } from '#domain/calendar'
import { vdotFromRace } from '#domain/science/vdot'
import {
  effortAsRace,
  MIN_VDOT_RACE_METERS,
  RACE_VDOT_MAX_AGE_DAYS,
} from '#domain/progress/current_vdot'
import type { RaceResult } from '#domain/science/prediction'
import { round, type VdotDto } from '#dtos/progress'

export interface VdotBasis {
  vdot: VdotDto
  /** The performance the VDOT comes from, as a race for predictRace and Riegel. */
  race: RaceResult
}

/**
 * The current VDOT from the profile's race and the best effort estimate of the window
 * (`bestVdotEffort` from `todayIso` − EFFORT_VDOT_WINDOW_DAYS to `todayIso`), already read:
 * CurrentVdot reads the effort on its own, the pages that read it with other figures in one
 * statement call this directly.
 */
export function vdotBasisFrom(
  profile: AthleteProfile,
  todayIso: string,
  effort: VdotEffort | null
): VdotBasis | null {
  let best: VdotBasis | null = null

  const raceDate = profile.raceDate?.toISODate() ?? null
  if (
    profile.raceDistanceMeters &&
    profile.raceDurationSeconds &&
    profile.raceDistanceMeters >= MIN_VDOT_RACE_METERS &&
    (raceDate === null ||
      (raceDate <= todayIso && raceDate >= addDays(todayIso, -RACE_VDOT_MAX_AGE_DAYS)))
  ) {
    const value = vdotFromRace(profile.raceDistanceMeters, profile.raceDurationSeconds)
    best = {
      vdot: {
        value: round(value),
        source: 'profile',
        label: 'race result',
        date: raceDate,
        activityId: null,
        activityName: null,
      },
      race: {
        distanceMeters: profile.raceDistanceMeters,
        durationSeconds: profile.raceDurationSeconds,
        ...(raceDate ? { dateIso: raceDate } : {}),
      },
    }
  }

  if (effort && (best === null || effort.vdotEstimate > best.vdot.value)) {
    const value = effort.vdotEstimate
    const date = effort.localDate
    best = {
      vdot: {
        value: round(value),
        source: 'effort',
        label: 'effort-based estimate',
        date,
        activityId: effort.id,
        activityName: effort.name,
      },
      race: { ...effortAsRace(effort.summary, value), dateIso: date },
    }
  }
  return best
}
