import type { WorkoutAnalysis } from '#domain/activities/workout'
import { comparePlan } from '#domain/activities/workout'
import { matchActivities } from '#domain/plans/match_activity'
import { activePlanWorkoutsOn } from '#queries/training_plans'
import { activitiesBetween } from '#queries/activities'
import type { WorkoutAnalysisDto } from '#dtos/activity'

export interface LoadWorkoutAnalysisInput {
  userId: number
  activity: { id: number; localDate: string }
  /** The activity's analysis (LoadActivityView): its laps and detected intervals. */
  analysis: WorkoutAnalysis
}

/**
 * The activity page's workout analysis (docs/science.md#workout-analysis): the file's laps with
 * their figures, intervals detected from the speed when the laps are auto-laps (both from
 * LoadActivityView), and, when the activity is matched to a workout of the athlete's active
 * plan, its planned steps against what was run. Activities stored before laps carried their
 * trigger still work: their laps are judged by their distances.
 */
export default class LoadWorkoutAnalysis {
  async handle({
    userId,
    activity,
    analysis,
  }: LoadWorkoutAnalysisInput): Promise<WorkoutAnalysisDto> {
    return { ...analysis, plan: await this.#planned(userId, activity, analysis) }
  }

  async #planned(
    userId: number,
    activity: LoadWorkoutAnalysisInput['activity'],
    analysis: WorkoutAnalysis
  ): Promise<WorkoutAnalysisDto['plan']> {
    const date = activity.localDate
    // Only the day's workouts are read from the plan's document, not the whole plan.
    const ofTheDay = await activePlanWorkoutsOn(userId, date)
    const workouts = ofTheDay.filter((workout) => workout.type !== 'rest')
    if (workouts.length === 0) return null
    // The day's other activities take part, so that each workout goes to the closest run.
    const sameDay = await activitiesBetween(userId, date, date)
    const match = matchActivities(workouts, sameDay).find((m) => m.activityId === activity.id)
    const workout = workouts.find((w) => w.key === match?.workoutKey)
    if (!workout) return null
    return {
      workoutKey: workout.key,
      title: workout.title,
      type: workout.type,
      dateIso: workout.dateIso,
      comparison: comparePlan(
        workout.steps,
        analysis.laps,
        analysis.lapsMeaningful,
        analysis.intervals
      ),
    }
  }
}
