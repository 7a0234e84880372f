import type { HttpContext } from '@adonisjs/core/http'
import PlanToday from '#actions/plans/plan_today'
import { athleteToday } from '#services/athlete_today'
import { requestAthleteProfile } from '#services/request_athlete_profile'
import { currentStep } from '#actions/profile/advance_onboarding'
import LoadDashboardProgress from '#actions/progress/load_dashboard_progress'
import { activePlanView } from '#queries/training_plans'

/**
 * The athlete's pages. Their features arrive with later issues (plan,
 * progress, coach); until then each page renders its honest empty state.
 */
export default class PagesController {
  async dashboard(ctx: HttpContext) {
    const { inertia, auth } = ctx
    const profile = await requestAthleteProfile(ctx, auth.getUserOrFail().id)
    const todayIso = athleteToday(profile.timeZone)
    // The active plan is read once, for the plan card and the next race.
    const activeOne = activePlanView(profile.userId)
    const [plan, { demoImport, ...progress }] = await Promise.all([
      new PlanToday().handle(profile, todayIso, activeOne),
      new LoadDashboardProgress().handle(profile, todayIso, activeOne),
    ])
    return inertia.render('Dashboard', {
      onboarding: {
        completed: profile.onboardingCompletedAt !== null,
        step: currentStep(profile),
      },
      plan,
      ...progress,
      demoImport,
    })
  }
}
