import type AthleteProfile from '#models/athlete_profile'
import { planDto } from '#dtos/plan'
import { activePlanView, type PlanView } from '#queries/training_plans'
import { workoutLogs } from '#queries/plan_workout_logs'
import { activitiesBetween } from '#queries/activities'

/**
 * The Dashboard's plan card: today's workout and this week planned vs done.
 * Reads only the current week's activities and marks; the active plan is read by the caller
 * when it shares it (the Dashboard's next race uses it too).
 */
export default class PlanToday {
  async handle(
    profile: AthleteProfile,
    todayIso: string,
    activeOne: Promise<PlanView | null> = activePlanView(profile.userId)
  ) {
    const plan = await activeOne
    if (!plan) return null
    const week = plan.document.weeks.find(
      (candidate) => candidate.startDateIso <= todayIso && todayIso <= candidate.endDateIso
    )
    if (!week) return { today: null, week: null }

    const activities = await activitiesBetween(profile.userId, week.startDateIso, week.endDateIso)
    const logs = await workoutLogs(
      plan.id,
      week.workouts.map((workout) => workout.key)
    )
    const [weekDto] = planDto(plan, activities, logs, todayIso, profile.units, [week]).weeks
    return {
      today: weekDto.workouts.find((workout) => workout.date === todayIso) ?? null,
      week: weekDto,
    }
  }
}
