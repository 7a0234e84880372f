import type TrainingPlan from '#models/training_plan'
import { findWorkout } from '#domain/plans/adapt_plan'
import { workoutToFit } from '#domain/plans/fit_workout'
import { sessionOf } from '#domain/plans/sessions'

/**
 * One structured workout of a plan as a FIT workout file for a watch, with
 * its download name; null for a rest day, a race, or a key the plan does not
 * have. The second run of a double is its own file, named `…-2.fit`.
 */
export default class WorkoutFitFile {
  handle(plan: TrainingPlan, key: string) {
    const workout = findWorkout(plan.document, key)
    if (!workout || workout.type === 'rest' || workout.type === 'race') return null
    return {
      fileName: `${workout.dateIso}-${workout.type}${sessionOf(workout) === 2 ? '-2' : ''}.fit`,
      bytes: Buffer.from(workoutToFit(workout)),
    }
  }
}
