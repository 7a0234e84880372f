/*
 * easy_too_fast (docs/science.md#adaptation): the next 14 days' easy steps target the slower half
 * of the E band, with a note.
 */
import { buildWorkout } from '#domain/plans/workouts'
import type { Plan, PlannedWorkout } from '#domain/plans/types'
import type { AdaptContext, Revision, TriggerOf } from '#domain/plans/adaptation/types'
import { deepEqual, revision } from '#domain/plans/adaptation/diff'
import { editableBetween } from '#domain/plans/adaptation/editable'
import { withText } from '#domain/plans/adaptation/workout_edits'
import { nothing, openWindow } from '#domain/plans/adaptation/trigger_window'

/** Easy runs that were too fast: the next two weeks aim at the slower half of the band. */
export function easyTooFast(
  plan: Plan,
  trigger: TriggerOf<'easy_too_fast'>,
  context: AdaptContext
): Revision {
  const today = context.todayIso
  const window = openWindow(plan, trigger, today)
  if (!window) return nothing(plan, trigger)
  const afters = editableBetween(plan, context, window.fromIso, window.toIso)
    .filter((w) => w.steps.length > 0)
    .map((w) => {
      const steps = slowEasySteps(w.steps)
      if (deepEqual(steps, w.steps)) return w
      return withText(buildWorkout(w.key, w.dateIso, w.type, steps), w.title, w.purpose)
    })
  const pace = trigger.avgPaceSecPerKm
    ? ` (about ${Math.floor(trigger.avgPaceSecPerKm / 60)}:${String(Math.round(trigger.avgPaceSecPerKm % 60)).padStart(2, '0')} per km)`
    : ''
  return revision(
    plan,
    trigger.type,
    `Your last ${trigger.runs} easy runs were faster than the easy band${pace}. Easy days build the engine only when they stay easy: for the next two weeks the targets are the slower half of the band.`,
    afters
  )
}

function slowEasySteps(steps: PlannedWorkout['steps']): PlannedWorkout['steps'] {
  return steps.map((step) => {
    if (step.repeat)
      return {
        ...step,
        repeat: { count: step.repeat.count, steps: slowEasySteps(step.repeat.steps) },
      }
    if (step.target?.intensity !== 'easy') return step
    const [fast, slow] = step.target.paceSecPerKm
    return {
      ...step,
      target: {
        ...step.target,
        paceSecPerKm: [Math.round(((fast + slow) / 2) * 10) / 10, slow] as [number, number],
      },
    }
  })
}
