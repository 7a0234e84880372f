import { activePlan } from '#queries/training_plans'
import { activitiesForModelProviders, activityDatesBetween } from '#queries/activities'
import { workoutLogRows } from '#queries/plan_workout_logs'
import { asDate } from '#queries/sql_dialect'
import { allWorkouts } from '#domain/plans/adapt_plan'
import type { PlannedWorkout } from '#domain/plans/types'
import type TrainingPlan from '#models/training_plan'
import type { CoachContext } from '#coach/context'
import { dayLabel, distance, duration, stepsText } from '#coach/format'

export type WorkoutState = 'planned' | 'done' | 'skipped'

export interface PlanSnapshot {
  plan: TrainingPlan
  workouts: PlannedWorkout[]
  /** Marks and runs per workout key: done (marked or a run that day), skipped, planned. */
  states: Map<string, WorkoutState>
}

/**
 * The active plan with each workout's state in a date range. A day counts as done when the
 * athlete marked it or ran that day (activities read by audience: no Strava rows for a model).
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
  const logs = await workoutLogRows(
    plan.id,
    workouts.map((w) => w.key)
  )
  let ranOn: Set<string | null>
  if (context.audience === 'model') {
    const rows = await activitiesForModelProviders(context.userId)
      .whereBetween('local_date', [fromIso, toIso])
      .select('local_date')
    ranOn = new Set(rows.map((row) => asDate(row.localDate)))
  } else {
    ranOn = await activityDatesBetween(context.userId, fromIso, toIso)
  }
  const states = new Map<string, WorkoutState>()
  for (const workout of workouts) {
    const log = logs.find((row) => row.workout_key === workout.key)
    states.set(
      workout.key,
      log?.status === 'done' || log?.status === 'skipped'
        ? log.status
        : workout.type !== 'rest' &&
            ranOn.has(workout.dateIso) &&
            workout.dateIso <= context.todayIso
          ? 'done'
          : 'planned'
    )
  }
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
