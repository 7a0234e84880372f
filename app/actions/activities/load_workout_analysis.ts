import type { WorkoutAnalysis } from '#domain/activities/workout'
import { comparePlan } from '#domain/activities/workout'
import { matchActivities } from '#domain/plans/match_activity'
import type { ActivityOnDate } from '#queries/activities'
import type { WorkoutAnalysisDto } from '#dtos/activity'
import { planWorkoutsByDate } from '#services/plan_days'

export interface LoadWorkoutAnalysisInput {
  activity: { id: number; localDate: string }
  /** The activity's analysis (LoadActivityView): its laps and detected intervals. */
  analysis: WorkoutAnalysis
  /** The athlete's active plan's document as stored (JSON text), null without one. */
  planDocument: string | null
  /** The athlete's activities of the activity's date (`activitiesBetween`), by start time. */
  sameDay: ActivityOnDate[]
}

/**
 * The activity page's workout analysis (docs/science.md#workout-analysis): the file's laps with
 * their figures, intervals detected from the speed when the laps are auto-laps (both from
 * LoadActivityView), and, when the activity is matched to a workout of the athlete's active
 * plan, its planned steps against what was run. Activities stored before laps carried their
 * trigger still work: their laps are judged by their distances. Reads nothing: the page's one
 * read (activityPageRows) brings the plan and the day's activities.
 */
export default class LoadWorkoutAnalysis {
  handle({
    activity,
    analysis,
    planDocument,
    sameDay,
  }: LoadWorkoutAnalysisInput): WorkoutAnalysisDto {
    return { ...analysis, plan: this.#planned(activity, analysis, planDocument, sameDay) }
  }

  #planned(
    activity: LoadWorkoutAnalysisInput['activity'],
    analysis: WorkoutAnalysis,
    planDocument: string | null,
    sameDay: ActivityOnDate[]
  ): WorkoutAnalysisDto['plan'] {
    if (planDocument === null) return null
    // The day's workouts from the document's day index, not a parse of the whole plan.
    const ofTheDay = planWorkoutsByDate(planDocument).get(activity.localDate) ?? []
    const workouts = ofTheDay.filter((workout) => workout.type !== 'rest')
    if (workouts.length === 0) return null
    // The day's other activities take part, so that each workout goes to the closest run.
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
