import type AthleteProfile from '#models/athlete_profile'
import type TrainingPlan from '#models/training_plan'
import { planDto } from '#dtos/plan'
import { activePlan } from '#queries/training_plans'
import { workoutLogs } from '#queries/plan_workout_logs'
import { activitiesBetween } from '#queries/activities'

/**
 * The Dashboard's plan card: today's workout and this week planned vs done.
 * Reads only the current week's activities and marks. `activeTrainingPlan`:
 * the athlete's active plan when the caller has read it already (the
 * Dashboard reads it once for its cards).
 */
export default class PlanToday {
  async handle(
    profile: AthleteProfile,
    todayIso: string,
    activeTrainingPlan?: TrainingPlan | null
  ) {
    const plan =
      activeTrainingPlan === undefined ? await activePlan(profile.userId) : activeTrainingPlan
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
    plan.document = { ...plan.document, weeks: [week] }
    const [weekDto] = planDto(plan, activities, logs, todayIso, profile.units).weeks
    return {
      today: weekDto.workouts.find((workout) => workout.date === todayIso) ?? null,
      week: weekDto,
    }
  }
}
