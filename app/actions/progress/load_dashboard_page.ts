import type AthleteProfile from '#models/athlete_profile'
import { dashboardRows } from '#queries/pages/dashboard'
import { currentStep } from '#domain/onboarding'
import PlanToday from '#actions/plans/plan_today'
import LoadDashboardProgress from '#actions/progress/load_dashboard_progress'

/** Days of the Dashboard's fitness sparkline (six weeks). */
const SPARKLINE_DAYS = 42

/**
 * The Dashboard: where onboarding stands, the plan card and the progress cards, from one
 * statement (dashboardRows) that the plan card and the progress cards share.
 */
export default class LoadDashboardPage {
  async handle(profile: AthleteProfile, todayIso: string) {
    const rows = await dashboardRows(profile.userId, todayIso, SPARKLINE_DAYS)
    const [plan, { demoImport, ...progress }] = await Promise.all([
      new PlanToday().handle(profile, todayIso, rows),
      new LoadDashboardProgress().handle(profile, todayIso, rows),
    ])
    return {
      onboarding: {
        completed: profile.onboardingCompletedAt !== null,
        step: currentStep(profile),
      },
      plan,
      ...progress,
      demoImport,
    }
  }
}
