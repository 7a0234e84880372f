import type Activity from '#models/activity'
import type { ActivityStreams } from '#domain/files/activity_file'
import { analyseWorkout, comparePlan } from '#domain/activities/workout'
import { matchActivities } from '#domain/plans/match_activity'
import { activePlan } from '#queries/training_plans'
import { activitiesBetween } from '#queries/activities'
import type { WorkoutAnalysisDto } from '#dtos/activity'

export interface LoadWorkoutAnalysisInput {
  userId: number
  activity: Activity
  /** The activity's decoded streams, or null when it has none (manual entries). */
  streams: ActivityStreams | null
}

/**
 * The activity page's workout analysis (docs/science.md#workout-analysis): the file's laps with
 * their figures, intervals detected from the speed when the laps are auto-laps, and, when the
 * activity is matched to a workout of the athlete's active plan, its planned steps against
 * what was run. Activities stored before laps carried their trigger still work: their laps
 * are judged by their distances.
 */
export default class LoadWorkoutAnalysis {
  async handle({
    userId,
    activity,
    streams,
  }: LoadWorkoutAnalysisInput): Promise<WorkoutAnalysisDto> {
    const laps = activity.summary?.laps ?? []
    const analysis = streams
      ? analyseWorkout({ streams, sport: activity.sport, laps })
      : { laps: [], lapsMeaningful: false, intervals: [] }
    return { ...analysis, plan: await this.#planned(userId, activity, analysis) }
  }

  async #planned(
    userId: number,
    activity: Activity,
    analysis: Omit<WorkoutAnalysisDto, 'plan'>
  ): Promise<WorkoutAnalysisDto['plan']> {
    const plan = await activePlan(userId)
    if (!plan) return null
    const date = activity.localDate
    const workouts = plan.document.weeks
      .flatMap((week) => week.workouts)
      .filter((workout) => workout.dateIso === date && workout.type !== 'rest')
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
