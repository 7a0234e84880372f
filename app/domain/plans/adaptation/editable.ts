/*
 * What a revision may touch (docs/science.md#adaptation): revisions never touch the past, so
 * only workouts dated today or later whose keys are neither completed nor skipped change.
 */
import type { Plan, PlannedWorkout } from '#domain/plans/types'
import type { AdaptContext } from '#domain/plans/adaptation/types'
import { allWorkouts } from '#domain/plans/adaptation/diff'

export function isEditable(workout: PlannedWorkout, context: AdaptContext): boolean {
  if (workout.dateIso < context.todayIso) return false
  if (context.completedKeys?.includes(workout.key)) return false
  if (context.skippedKeys?.includes(workout.key)) return false
  return true
}

const inRange = (dateIso: string, fromIso: string, toIso: string) =>
  dateIso >= fromIso && dateIso <= toIso

/** The editable workouts dated from `fromIso` to `toIso`, both included. */
export function editableBetween(plan: Plan, context: AdaptContext, fromIso: string, toIso: string) {
  return allWorkouts(plan).filter(
    (w) => isEditable(w, context) && inRange(w.dateIso, fromIso, toIso)
  )
}
