import { activePlan } from '#queries/training_plans'
import { activitiesBetween } from '#queries/activities'
import { workoutLogs } from '#queries/plan_workout_logs'
import { allWorkouts } from '#domain/plans/adapt_plan'
import { weekCompliance, workoutMarks } from '#domain/plans/match_activity'
import type { PlannedWorkout } from '#domain/plans/types'
import type TrainingPlan from '#models/training_plan'
import type { CoachContext } from '#coach/context'
import { dayLabel, distance, duration, stepsText } from '#coach/format'

export type WorkoutState = 'planned' | 'done' | 'skipped'

export interface PlanSnapshot {
  plan: TrainingPlan
  workouts: PlannedWorkout[]
  /** Each workout's state: skipped when marked so, done as the plan page counts it, else planned. */
  states: Map<string, WorkoutState>
}

/**
 * The active plan with each workout's state in a date range. "Done" follows the one rule the
 * plan page, the week bar and the Dashboard use (weekCompliance: a linked run, a run of that day
 * matched by type and size, or a mark with its figures; docs/decisions/029-done-marks.md), over
 * the whole weeks the range touches, so the coach never calls a day done that the plan calls
 * missed. A model reads no Strava rows (activities by audience).
 */
export async function planSnapshot(
  context: CoachContext,
  fromIso: string,
  toIso: string
): Promise<PlanSnapshot | null> {
  const plan = await activePlan(context.userId)
  if (!plan) return null
  const workouts = allWorkouts(plan.document)
    .filter((w) => w.dateIso >= fromIso && w.dateIso <= toIso)
    .sort((a, b) => (a.dateIso < b.dateIso ? -1 : a.dateIso > b.dateIso ? 1 : 0))
  const states = new Map<string, WorkoutState>()
  const weeks = plan.document.weeks.filter(
    (week) => week.endDateIso >= fromIso && week.startDateIso <= toIso
  )
  if (weeks.length === 0) return { plan, workouts, states }

  const activities = await activitiesBetween(
    context.userId,
    weeks[0].startDateIso,
    weeks[weeks.length - 1].endDateIso,
    context.audience === 'model' ? { withoutSource: 'strava' } : {}
  )
  const marks = workoutMarks(
    await workoutLogs(
      plan.id,
      weeks.flatMap((week) => week.workouts.map((workout) => workout.key))
    )
  )
  for (const week of weeks) {
    const compliance = weekCompliance(week, activities, context.todayIso, 'metric', marks)
    for (const result of compliance.workouts) {
      states.set(
        result.key,
        marks.get(result.key)?.status === 'skipped' ? 'skipped' : result.done ? 'done' : 'planned'
      )
    }
  }
  for (const workout of workouts) if (!states.has(workout.key)) states.set(workout.key, 'planned')
  return { plan, workouts, states }
}

/** A workout as the coach's tools describe it, in the athlete's units. */
export function workoutSummary(
  workout: PlannedWorkout,
  state: WorkoutState,
  units: 'metric' | 'imperial',
  withSteps = false
) {
  return {
    key: workout.key,
    day: dayLabel(workout.dateIso),
    type: workout.type,
    title: workout.title,
    ...(workout.distanceMeters ? { distance: distance(workout.distanceMeters, units) } : {}),
    ...(workout.durationSeconds ? { time: duration(workout.durationSeconds) } : {}),
    hard: workout.hard,
    state,
    ...(withSteps ? { purpose: workout.purpose, steps: stepsText(workout.steps, units) } : {}),
  }
}
