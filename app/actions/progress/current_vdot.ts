import type AthleteProfile from '#models/athlete_profile'
import { bestVdotEffort } from '#queries/activities'
import { addDays } from '#domain/calendar'
import { EFFORT_VDOT_WINDOW_DAYS } from '#domain/progress/current_vdot'
import { vdotBasisFrom, type VdotBasis } from '#dtos/vdot'

export type { VdotBasis } from '#dtos/vdot'

/**
 * The athlete's current VDOT: the best of the race in the profile (if run in the last six
 * months or undated) and the effort-based estimates of the last 12 weeks' activities, with the
 * date and activity it rests on. One indexed range query on (user_id, local_date).
 */
export default class CurrentVdot {
  async handle(profile: AthleteProfile, todayIso: string): Promise<VdotBasis | null> {
    const effort = await bestVdotEffort(
      profile.userId,
      addDays(todayIso, -EFFORT_VDOT_WINDOW_DAYS),
      todayIso
    )
    return vdotBasisFrom(profile, todayIso, effort)
  }
}
