import type AthleteProfile from '#models/athlete_profile'
import { activePlan } from '#queries/training_plans'
import { recentRunDistances } from '#queries/activities'
import { planDefaultsDto } from '#dtos/plan'

/**
 * What the end of Welcome offers: a plan form prefilled from the answers (unless a plan is
 * already running) next to the upload of the last runs.
 */
export default class LoadWelcomeEnd {
  async handle(profile: AthleteProfile, todayIso: string) {
    const plan = await activePlan(profile.userId)
    return {
      hasPlan: plan !== null,
      today: todayIso,
      planDefaults: planDefaultsDto(
        profile,
        todayIso,
        await recentRunDistances(profile.userId, todayIso)
      ),
    }
  }
}
