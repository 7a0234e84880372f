/*
 * One day's session cut to the time available ("only 30 minutes today"): the session keeps its
 * kind and intensity and every step is scaled, the rest of the week stays as planned. Pure;
 * the revision is previewed and applied like every other (docs/science.md#adaptation).
 */
import { allWorkouts, deepEqual, type WorkoutChange } from '#domain/plans/adapt_plan'
import { scaleSteps, stepsDurationSeconds } from '#domain/plans/targets'
import { buildWorkout } from '#domain/plans/workouts'
import type { Plan } from '#domain/plans/types'

export interface ShortenDayContext {
  todayIso: string
  completedKeys?: readonly string[]
  skippedKeys?: readonly string[]
}

export type ShortenDayResult = { changes: WorkoutChange[]; reason: string } | { error: string }

export function shortenDay(
  plan: Plan,
  dateIso: string,
  maxSeconds: number,
  context: ShortenDayContext
): ShortenDayResult {
  if (dateIso < context.todayIso) return { error: 'That day is in the past.' }
  const workouts = allWorkouts(plan).filter(
    (w) =>
      w.dateIso === dateIso &&
      w.type !== 'rest' &&
      w.type !== 'race' &&
      !context.completedKeys?.includes(w.key) &&
      !context.skippedKeys?.includes(w.key)
  )
  if (workouts.length === 0) return { error: 'No session to shorten on that day.' }
  const minutes = Math.round(maxSeconds / 60)
  const changes: WorkoutChange[] = []
  for (const workout of workouts) {
    const seconds = workout.durationSeconds ?? stepsDurationSeconds(workout.steps)
    if (seconds <= maxSeconds) continue
    const after = {
      ...buildWorkout(
        workout.key,
        workout.dateIso,
        workout.type,
        scaleSteps(workout.steps, maxSeconds / seconds)
      ),
      title: workout.title,
      purpose: `Only ${minutes} minutes today: a shorter version of the session.`,
    }
    if (!deepEqual(workout, after)) changes.push({ key: workout.key, before: workout, after })
  }
  return {
    changes,
    reason: `Only ${minutes} minutes on ${dateIso}: that day's session is cut to ${minutes} minutes with the same intensity; the rest of the week stays as planned.`,
  }
}
