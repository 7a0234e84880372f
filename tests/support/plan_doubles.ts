/*
 * Plans with doubles (two runs on one date, docs/plans.md#doubles) built by hand from any plan:
 * the tests of what lies downstream of the generator use them whatever the generator makes.
 */
import { easySteps, buildWorkout } from '#domain/plans/workouts'
import { secondKeyOf } from '#domain/plans/sessions'
import type { Plan, PlannedWorkout } from '#domain/plans/types'

/** The plan with an easy second run of `meters` after the run `firstKey` (kept when present). */
export function withDouble(plan: Plan, firstKey: string, meters = 5000): Plan {
  const key = secondKeyOf(firstKey)
  return {
    ...plan,
    weeks: plan.weeks.map((week) => {
      const index = week.workouts.findIndex((w) => w.key === firstKey)
      if (index === -1 || week.workouts.some((w) => w.key === key)) return week
      const first = week.workouts[index]
      const ctx = { fitness: plan.fitness, zones: plan.hrZones }
      const second: PlannedWorkout = {
        ...buildWorkout(key, first.dateIso, 'easy', easySteps(meters, ctx)),
        purpose: 'Second run of the day: easy volume, relaxed.',
        session: 2,
      }
      const workouts = [...week.workouts]
      workouts.splice(index + 1, 0, second)
      return {
        ...week,
        workouts,
        plannedDistanceMeters: workouts.reduce((sum, w) => sum + (w.distanceMeters ?? 0), 0),
      }
    }),
  }
}

/** The first run of a week that is neither rest nor race nor the long run, on or after `fromIso`. */
export function doubleCandidate(plan: Plan, fromIso: string): PlannedWorkout {
  const found = plan.weeks
    .flatMap((week) => week.workouts)
    .find(
      (w) =>
        w.dateIso >= fromIso && !['rest', 'race', 'long'].includes(w.type) && !w.key.endsWith('-2')
    )
  if (!found) throw new Error('no run to double')
  return found
}
