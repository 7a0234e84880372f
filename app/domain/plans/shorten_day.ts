/*
 * One day's session cut to the time available ("only 30 minutes today"): the session keeps its
 * kind and intensity and every step is scaled, the rest of the week stays as planned. Pure;
 * the revision is previewed and applied like every other (docs/science.md#adaptation).
 *
 * A double (two runs on the day, docs/plans.md#doubles): the time is the day's. When both runs
 * fit, nothing changes; otherwise the second run (easy volume) is dropped first and the first run
 * is cut to the time if it is still longer. Undo brings the second run back.
 */
import { allWorkouts, deepEqual } from '#domain/plans/adaptation/diff'
import type { WorkoutChange } from '#domain/plans/adaptation/types'
import { scaleSteps, stepsDurationSeconds } from '#domain/plans/targets'
import { buildWorkout } from '#domain/plans/workouts'
import { bySession, sessionOf } from '#domain/plans/sessions'
import type { Plan, PlannedWorkout } from '#domain/plans/types'
import { longDayLabel } from '#domain/plans/day_label'

export interface ShortenDayContext {
  todayIso: string
  completedKeys?: readonly string[]
  skippedKeys?: readonly string[]
}

export type ShortenDayResult = { changes: WorkoutChange[]; reason: string } | { error: string }

const secondsOf = (workout: PlannedWorkout) =>
  workout.durationSeconds ?? stepsDurationSeconds(workout.steps)

function shortened(workout: PlannedWorkout, maxSeconds: number, minutes: number): PlannedWorkout {
  const after: PlannedWorkout = {
    ...buildWorkout(
      workout.key,
      workout.dateIso,
      workout.type,
      scaleSteps(workout.steps, maxSeconds / secondsOf(workout))
    ),
    title: workout.title,
    purpose: `Only ${minutes} minutes today: a shorter version of the session.`,
  }
  if (sessionOf(workout) === 2) after.session = 2
  return after
}

export function shortenDay(
  plan: Plan,
  dateIso: string,
  maxSeconds: number,
  context: ShortenDayContext
): ShortenDayResult {
  const day = longDayLabel(dateIso, context.todayIso)
  if (dateIso < context.todayIso) return { error: `${day} is already behind you.` }
  if (dateIso < plan.startDateIso) {
    return {
      error: `Your plan starts on ${longDayLabel(plan.startDateIso, context.todayIso)}; there is no session to shorten on ${day}.`,
    }
  }
  if (dateIso > plan.endDateIso) {
    return {
      error: `Your plan ends on ${longDayLabel(plan.endDateIso, context.todayIso)}; there is no session to shorten on ${day}.`,
    }
  }
  const workouts = allWorkouts(plan)
    .filter(
      (w) =>
        w.dateIso === dateIso &&
        w.type !== 'rest' &&
        w.type !== 'race' &&
        !context.completedKeys?.includes(w.key) &&
        !context.skippedKeys?.includes(w.key)
    )
    .sort(bySession)
  if (workouts.length === 0) return { error: `${day}: no session to shorten in your plan.` }
  const minutes = Math.round(maxSeconds / 60)
  const changes: WorkoutChange[] = []
  const double = workouts.length > 1
  const dayTotal = workouts.reduce((sum, w) => sum + secondsOf(w), 0)
  let dropped = false
  for (const workout of workouts) {
    if (double && dayTotal > maxSeconds && sessionOf(workout) === 2) {
      changes.push({ key: workout.key, before: workout, after: null })
      dropped = true
      continue
    }
    if (secondsOf(workout) <= maxSeconds) continue
    const after = shortened(workout, maxSeconds, minutes)
    if (!deepEqual(workout, after)) changes.push({ key: workout.key, before: workout, after })
  }
  return {
    changes,
    reason: dropped
      ? `Only ${minutes} minutes on ${day}: the day's second run is dropped and the first fits in ${minutes} minutes with the same intensity; the rest of the week stays as planned.`
      : `Only ${minutes} minutes on ${day}: that day's session is cut to ${minutes} minutes with the same intensity; the rest of the week stays as planned.`,
  }
}
