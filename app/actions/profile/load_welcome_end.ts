import type AthleteProfile from '#models/athlete_profile'
import { activePlan } from '#queries/training_plans'
import { planDefaults } from '#actions/plans/load_plan_page'

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
      planDefaults: await planDefaults(profile, todayIso),
    }
  }
}
