import type AthleteProfile from '#models/athlete_profile'
import { planDto } from '#dtos/plan'
import { activitiesBetween } from '#queries/activities'
import type { DashboardRows } from '#queries/pages/dashboard'

/**
 * The Dashboard's plan card: today's workout (both runs on a double day) and this week planned vs done, from the
 * Dashboard's statement (dashboardRows: the active plan, its marks and the activities around
 * today; the marks of other weeks change nothing in this week's figures).
 */
export default class PlanToday {
  async handle(
    profile: AthleteProfile,
    todayIso: string,
    rows: Pick<DashboardRows, 'plan' | 'planLogs' | 'activitiesAroundToday'>
  ) {
    const plan = rows.plan
    if (!plan) return null
    const week = plan.document.weeks.find(
      (candidate) => candidate.startDateIso <= todayIso && todayIso <= candidate.endDateIso
    )
    if (!week) return { today: null, todayRuns: [], week: null }

    const around = rows.activitiesAroundToday
    // A week is 7 days at most, so it lies within the activities read; should a stored week be
    // longer, its own read.
    const activities =
      around.fromIso <= week.startDateIso && week.endDateIso <= around.toIso
        ? around.activities.filter(
            (activity) =>
              week.startDateIso <= activity.localDate && activity.localDate <= week.endDateIso
          )
        : await activitiesBetween(profile.userId, week.startDateIso, week.endDateIso)
    const [weekDto] = planDto(plan, activities, rows.planLogs, todayIso, profile.units, [
      week,
    ]).weeks
    const todayRuns = weekDto.workouts
      .filter((workout) => workout.date === todayIso)
      .sort((a, b) => (a.session?.index ?? 1) - (b.session?.index ?? 1))
    return { today: todayRuns[0] ?? null, todayRuns, week: weekDto }
  }
}
