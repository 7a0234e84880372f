import type { HttpContext } from '@adonisjs/core/http'
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
    })
  }

  async coach({ inertia }: HttpContext) {
    return inertia.render('Coach')
  }

  async plan({ inertia }: HttpContext) {
    return inertia.render('TrainingPlan')
  }

  async progress({ inertia }: HttpContext) {
    return inertia.render('Progress')
  }
}
