import type { HttpContext } from '@adonisjs/core/http'
import PlanToday from '#actions/plans/plan_today'
import { athleteToday } from '#services/athlete_today'
import { requestAthleteProfile } from '#services/request_athlete_profile'
import { currentStep } from '#actions/profile/advance_onboarding'
import LoadDashboardProgress from '#actions/progress/load_dashboard_progress'
import DemoImportProgress from '#actions/activities/demo_import_progress'
import { activePlan } from '#queries/training_plans'

/**
 * The athlete's pages. Their features arrive with later issues (plan,
 * progress, coach); until then each page renders its honest empty state.
 */
export default class PagesController {
  async dashboard(ctx: HttpContext) {
    const { inertia, auth } = ctx
    const profile = await requestAthleteProfile(ctx, auth.getUserOrFail().id)
    const todayIso = athleteToday(profile.timeZone)
    // Read once: the plan card and the next-race card both need it.
    const activeTrainingPlan = await activePlan(profile.userId)
    const [plan, progress, demoImport] = await Promise.all([
      new PlanToday().handle(profile, todayIso, activeTrainingPlan),
      new LoadDashboardProgress().handle(profile, todayIso, activeTrainingPlan),
      new DemoImportProgress().handle(profile.userId),
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
