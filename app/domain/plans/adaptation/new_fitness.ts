/*
 * new_fitness (docs/science.md#adaptation): a new VDOT (race result or estimate) re-targets
 * every remaining step; distances stay.
 */
import { trainingPaces } from '#domain/science/vdot'
import { retarget } from '#domain/plans/targets'
import { buildWorkout } from '#domain/plans/workouts'
import type { Plan, PlanFitness, PlannedWorkout } from '#domain/plans/types'
import type { AdaptContext, Revision, TriggerOf } from '#domain/plans/adaptation/types'
import { allWorkouts, revision } from '#domain/plans/adaptation/diff'
import { isEditable } from '#domain/plans/adaptation/editable'
import { ctxOf, scaled, withText } from '#domain/plans/adaptation/workout_edits'

/** The remaining workouts are re-paced for the new VDOT; distances stay. */
export function newFitness(
  plan: Plan,
  trigger: TriggerOf<'new_fitness'>,
  context: AdaptContext
): Revision {
  const after: PlanFitness = {
    vdot: trigger.vdot,
    vdotSource: trigger.source,
    paces: trainingPaces(trigger.vdot),
  }
  // Still a returner's plan (its first weeks keep their spacing).
  if (plan.fitness.vdotBeforeBreak !== undefined)
    after.vdotBeforeBreak = plan.fitness.vdotBeforeBreak
  const ctx = ctxOf(plan, after)
  const afters = allWorkouts(plan)
    .filter((w) => isEditable(w, context) && w.type !== 'rest')
    .map((w) =>
      keepDistance(
        w,
        withText(
          buildWorkout(
            w.key,
            w.dateIso,
            w.type,
            capMarathonPace(
              plan,
              retarget(w.steps, after, plan.hrZones, ctx.racePaceSecPerKm),
              ctx.racePaceSecPerKm
            )
          ),
          w.title,
          w.purpose
        )
      )
    )
  const direction = trigger.vdot > plan.fitness.vdot ? 'faster' : 'slower'
  return revision(
    plan,
    trigger.type,
    `${trigger.description ?? (trigger.source === 'race_result' ? 'A new race result' : 'A new fitness estimate')} puts your VDOT at ${trigger.vdot.toFixed(1)} (was ${plan.fitness.vdot.toFixed(1)}): the paces of the remaining workouts are ${direction}; distances stay.`,
    afters,
    { before: plan.fitness, after }
  )
}

/**
 * Faster paces make timed steps cover more ground: a re-paced workout is scaled back to the
 * distance it had (the revision says distances stay; the norms' run caps hold).
 */
function keepDistance(before: PlannedWorkout, after: PlannedWorkout): PlannedWorkout {
  const was = before.distanceMeters ?? 0
  if (was <= 0 || after.type === 'race') return after
  let next = after
  // Steps are rounded one by one (100 m, 10 s): a second pass takes off what rounding added.
  for (let pass = 0; pass < 6 && (next.distanceMeters ?? 0) > was; pass++) {
    const factor = (was / (next.distanceMeters ?? 1)) * 0.98 ** pass
    next = { ...scaled(next, factor, after.purpose), title: after.title }
  }
  // Steps that cannot shrink further (whole repetitions, minimum step lengths): the workout
  // stays as it was rather than grow past its planned distance.
  return (next.distanceMeters ?? 0) > was + 50 ? before : next
}

/**
 * In a marathon plan M is race pace: never faster than the race pace by more than 2 %
 * (docs/plans.md#norms, race_pace); a faster M band is moved to centre on the race pace.
 */
function capMarathonPace(
  plan: Plan,
  steps: PlannedWorkout['steps'],
  racePaceSecPerKm: number | undefined
): PlannedWorkout['steps'] {
  if (racePaceSecPerKm === undefined || plan.raceDistanceMeters !== 42195) return steps
  return steps.map((step) => {
    if (step.repeat)
      return {
        ...step,
        repeat: {
          count: step.repeat.count,
          steps: capMarathonPace(plan, step.repeat.steps, racePaceSecPerKm),
        },
      }
    if (step.target?.intensity !== 'marathon') return step
    const [fast, slow] = step.target.paceSecPerKm
    if ((fast + slow) / 2 >= 0.98 * racePaceSecPerKm) return step
    const half = (slow - fast) / 2
    const pace: [number, number] = [racePaceSecPerKm - half, racePaceSecPerKm + half]
    return { ...step, target: { ...step.target, paceSecPerKm: pace } }
  })
}
