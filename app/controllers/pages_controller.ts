import type { HttpContext } from '@adonisjs/core/http'
import PlanToday from '#actions/plans/plan_today'
import { athleteToday } from '#services/athlete_today'
import { requestAthleteProfile } from '#services/request_athlete_profile'
import { currentStep } from '#actions/profile/advance_onboarding'

/**
 * The athlete's pages. Their features arrive with later issues (plan,
 * progress, coach); until then each page renders its honest empty state.
 */
export default class PagesController {
  async dashboard(ctx: HttpContext) {
    const { inertia, auth } = ctx
    const profile = await requestAthleteProfile(ctx, auth.getUserOrFail().id)
    return inertia.render('Dashboard', {
      onboarding: {
        completed: profile.onboardingCompletedAt !== null,
        step: currentStep(profile),
      },
      plan: await new PlanToday().handle(profile, athleteToday(profile.timeZone)),
    })
  }

  async coach({ inertia }: HttpContext) {
    return inertia.render('Coach')
  }

  async progress({ inertia }: HttpContext) {
    return inertia.render('Progress')
  }
}
