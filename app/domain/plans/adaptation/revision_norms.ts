/*
 * The norms after a revision (docs/plans.md#norms-after-a-revision), kept on the workouts a
 * trigger rebuilt before they are turned into changes.
 */
import { buildWorkout, easySteps } from '#domain/plans/workouts'
import { longRunLimitSeconds } from '#domain/plans/norms_context'
import type { Plan, PlanFitness, PlannedWorkout } from '#domain/plans/types'
import type { AdaptContext } from '#domain/plans/adaptation/types'
import { deepEqual, findWorkout } from '#domain/plans/adaptation/diff'
import { isEditable } from '#domain/plans/adaptation/editable'
import { ctxOf, scaled, withText } from '#domain/plans/adaptation/workout_edits'

/** A double's second run is at least 4 km (docs/plans.md#norms, single_run_size). */
export const SECOND_RUN_MIN_METERS = 4000

/** A rebuilt workout stays the second run of its day when it was one (doubles). */
export function keepSessions(plan: Plan, afters: PlannedWorkout[]): PlannedWorkout[] {
  return afters.map((after) => {
    const before = findWorkout(plan, after.key)
    return before?.session === 2 && after.session === undefined ? { ...after, session: 2 } : after
  })
}

/**
 * The long-run norms after a revision (docs/plans.md#norms-after-a-revision): a long run whose
 * new paces make it longer than the long_run_duration limit is cut to the limit; in a week the
 * revision touched, a long run left shorter than 4/3 of another run of the week (shortened to
 * the time available, or scaled while earlier runs stay) is no longer a long run: it becomes an
 * easy run of the same distance.
 */
export function keepLongRunNorms(
  plan: Plan,
  afters: PlannedWorkout[],
  context: AdaptContext,
  fitness?: PlanFitness
): PlannedWorkout[] {
  const limit = longRunLimitSeconds(plan.experience, plan.raceDistanceMeters)
  const byKey = new Map(afters.map((w) => [w.key, w]))
  for (const [key, w] of byKey) {
    const seconds = w.durationSeconds ?? 0
    if (w.type === 'long' && seconds > limit + 30)
      byKey.set(key, scaled(w, limit / seconds, `${w.purpose} (held to ${limit / 60} minutes)`))
  }
  const changed = afters.filter((w) => !deepEqual(w, findWorkout(plan, w.key)))
  const from = changed.reduce((first, w) => (w.dateIso < first ? w.dateIso : first), '9999-12-31')
  for (const week of plan.weeks) {
    const workouts = week.workouts.map((w) => byKey.get(w.key) ?? w)
    if (!workouts.some((w) => byKey.has(w.key) && !deepEqual(w, findWorkout(plan, w.key)))) continue
    const long = workouts.find((w) => w.type === 'long')
    if (!long || long.dateIso < from || !isEditable(long, context)) continue
    const others = workouts.filter((w) => w !== long && w.type !== 'race' && w.type !== 'rest')
    const longest = Math.max(0, ...others.map((w) => w.distanceMeters ?? 0))
    if (longest <= 0.75 * (long.distanceMeters ?? 0) + 50) continue
    const easy = buildWorkout(
      long.key,
      long.dateIso,
      'easy',
      easySteps(long.distanceMeters ?? 0, ctxOf(plan, fitness))
    )
    byKey.set(
      long.key,
      withText(
        easy,
        null,
        `${long.purpose} Shortened below the week's other runs, it is run as an easy run.`
      )
    )
  }
  return [...byKey.values()]
}
