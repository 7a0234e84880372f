/*
 * The edits a revision makes to one workout (docs/science.md#adaptation): rest, an easy run,
 * every step scaled, cut to the time available. A rebuilt workout keeps its title unless told,
 * takes the revision's explanation as its purpose, and stays the second run of a double.
 */
import { racePace, scaleSteps, stepsDurationSeconds } from '#domain/plans/targets'
import { buildWorkout, easySteps, type BuildContext } from '#domain/plans/workouts'
import { predictionAt } from '#domain/plans/norms_context'
import type { Plan, PlanFitness, PlannedWorkout } from '#domain/plans/types'
import { sessionOf } from '#domain/plans/sessions'

/** Days after rest for illness or injury with no hard session, the long run included. */
export const EASY_DAYS_AFTER_REST = 2

/**
 * Race pace at a fitness (docs/plans.md#norms, race_pace): the plan's prediction carried to the
 * VDOT, or the goal when it is within 2 % of it; plans without a prediction keep the old rule.
 */
function racePaceAt(plan: Plan, fitness: PlanFitness): number | undefined {
  const distance = plan.raceDistanceMeters
  if (distance === null) return undefined
  if (!plan.prediction) return racePace(fitness.vdot, distance, plan.goalSeconds)
  const predicted = predictionAt(plan.prediction, fitness.vdot, distance)
  const goal = plan.goalSeconds
  return (goal !== null && goal >= 0.98 * predicted ? goal : predicted) / (distance / 1000)
}

/** What building a workout of the plan needs, at the plan's fitness or another. */
export function ctxOf(plan: Plan, fitness: PlanFitness = plan.fitness): BuildContext {
  return { fitness, zones: plan.hrZones, racePaceSecPerKm: racePaceAt(plan, fitness) }
}

export function withText(
  workout: PlannedWorkout,
  title: string | null,
  purpose: string
): PlannedWorkout {
  const next: PlannedWorkout = { ...workout, title: title ?? workout.title, purpose }
  // A rebuilt second run of a double stays the second (docs/plans.md#doubles).
  if (sessionOf(workout) === 2) next.session = 2
  return next
}

export function toRest(workout: PlannedWorkout, purpose: string): PlannedWorkout {
  return withText(buildWorkout(workout.key, workout.dateIso, 'rest', []), null, purpose)
}

/** The workout as an easy run of `factor` × its distance (hard sessions lose their intensity). */
function toEasy(
  plan: Plan,
  workout: PlannedWorkout,
  factor: number,
  purpose: string
): PlannedWorkout {
  const meters = Math.max(1000, Math.round(((workout.distanceMeters ?? 0) * factor) / 100) * 100)
  return withText(
    buildWorkout(workout.key, workout.dateIso, 'easy', easySteps(meters, ctxOf(plan))),
    null,
    purpose
  )
}

/** Same session, every step scaled by factor. */
export function scaled(workout: PlannedWorkout, factor: number, purpose: string): PlannedWorkout {
  const next = buildWorkout(
    workout.key,
    workout.dateIso,
    workout.type,
    scaleSteps(workout.steps, factor)
  )
  return withText(next, workout.title, purpose)
}

/**
 * A workout made easier by `factor`; `justAfterRest`: in the first days after rest even the long
 * run is an easy run, so that no hard session follows the rest straight away.
 */
export function lighten(
  plan: Plan,
  workout: PlannedWorkout,
  factor: number,
  purpose: string,
  justAfterRest = false
) {
  if (workout.type === 'rest' || workout.type === 'race') return workout
  if (workout.hard && (workout.type !== 'long' || justAfterRest))
    return toEasy(plan, workout, factor, purpose)
  return scaled(workout, factor, purpose)
}

export function shortenTo(
  workout: PlannedWorkout,
  maxSeconds: number,
  purpose: string
): PlannedWorkout {
  if (workout.type === 'rest' || workout.type === 'race') return workout
  const seconds = workout.durationSeconds ?? stepsDurationSeconds(workout.steps)
  if (seconds <= maxSeconds) return workout
  return scaled(workout, maxSeconds / seconds, purpose)
}
