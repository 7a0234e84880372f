/*
 * The hard-day rule (docs/science.md#long-run; docs/plans.md#norms, hard_days): hard sessions are
 * kept apart, by one easy day or, for masters, veterans and a returner's first weeks, by two.
 */
import { addDays, dayNumber } from '#domain/calendar'
import type { Plan, PlannedWorkout } from '#domain/plans/types'
import { allWorkouts, byDateThenKey } from '#domain/plans/adaptation/diff'

/** Pairs of hard workouts on consecutive calendar days (the hard-day rule, docs/science.md#long-run). */
export function hardBackToBack(plan: Plan): Array<[PlannedWorkout, PlannedWorkout]> {
  const hard = allWorkouts(plan)
    .filter((w) => w.hard)
    .sort(byDateThenKey)
  const pairs: Array<[PlannedWorkout, PlannedWorkout]> = []
  for (let i = 0; i < hard.length; i++) {
    for (let j = i + 1; j < hard.length; j++) {
      const gap = dayNumber(hard[j].dateIso) - dayNumber(hard[i].dateIso)
      if (gap > 1) break
      pairs.push([hard[i], hard[j]])
    }
  }
  return pairs
}

/**
 * Days that must separate two hard days around a date (docs/plans.md#norms, hard_days): 1 (no
 * two in a row), 2 for masters and veterans, and in a returner's first 4 weeks.
 */
export function hardDaySpan(plan: Plan, dateIso: string): number {
  if (plan.ageBand === 'masters' || plan.ageBand === 'veteran') return 2
  const week = plan.weeks.find((w) => dateIso >= w.startDateIso && dateIso <= w.endDateIso)
  return plan.fitness.vdotBeforeBreak !== undefined && week && week.index <= 4 ? 2 : 1
}

/** A hard workout within `span` days of the date, other than those of `exceptKeys`. */
export function hardNeighbour(
  plan: Plan,
  dateIso: string,
  exceptKeys: string[],
  span = 1
): PlannedWorkout | undefined {
  const around = new Set<string>()
  for (let d = -span; d <= span; d++) around.add(addDays(dateIso, d))
  return allWorkouts(plan).find(
    (w) => w.hard && around.has(w.dateIso) && !exceptKeys.includes(w.key)
  )
}
