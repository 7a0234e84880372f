import type { HttpContext } from '@adonisjs/core/http'
import PlanToday from '#actions/plans/plan_today'
import { athleteToday } from '#services/athlete_today'
import { requestAthleteProfile } from '#services/request_athlete_profile'
import { currentStep } from '#actions/profile/advance_onboarding'
import LoadDashboardProgress, { SPARKLINE_DAYS } from '#actions/progress/load_dashboard_progress'
import { dashboardRows } from '#queries/pages/dashboard'

/**
 * The athlete's pages. Their features arrive with later issues (plan,
 * progress, coach); until then each page renders its honest empty state.
 */
export default class PagesController {
  async dashboard(ctx: HttpContext) {
    const { inertia, auth } = ctx
    const profile = await requestAthleteProfile(ctx, auth.getUserOrFail().id)
    const todayIso = athleteToday(profile.timeZone)
    // One statement for the page (the plan card and the progress cards share it).
    const rows = await dashboardRows(profile.userId, todayIso, SPARKLINE_DAYS)
    const [plan, { demoImport, ...progress }] = await Promise.all([
      new PlanToday().handle(profile, todayIso, rows),
      new LoadDashboardProgress().handle(profile, todayIso, rows),
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
