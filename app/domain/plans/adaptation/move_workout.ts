/*
 * Moving one workout to another day of the plan (docs/science.md#adaptation): a swap with what is
 * planned there, as a diff like every revision, so a move can be undone.
 */
import { isIsoDate, isoWeekday } from '#domain/calendar'
import type { Plan, PlannedWorkout, PlanWarning } from '#domain/plans/types'
import { longDayLabel } from '#domain/plans/day_label'
import type { AdaptContext, WorkoutChange } from '#domain/plans/adaptation/types'
import { allWorkouts, applyChanges, diff, findWorkout } from '#domain/plans/adaptation/diff'
import { isEditable } from '#domain/plans/adaptation/editable'
import { hardNeighbour } from '#domain/plans/adaptation/hard_days'

export type MoveResult =
  { plan: Plan; changes: WorkoutChange[]; warnings: PlanWarning[] } | { error: { message: string } }

/*
 * Moves one workout to another day of the plan. Whatever is planned on the target date (a rest
 * day or a session) swaps places with it, so a move never stacks two sessions on one day nor
 * leaves the old day empty (docs/science.md#adaptation). A day moves whole: either run of a double
 * moves both (a run of it already done or skipped stays), and both runs of a double on the target
 * day swap back (docs/plans.md#doubles). Warnings (never a refusal): two hard days
 * back to back, a day outside the available days. Refused: unknown key, the race (and race day as
 * a target), dates outside the plan, the past, and a target session already marked done or
 * skipped.
 */
export function moveWorkout(
  plan: Plan,
  key: string,
  toDateIso: string,
  context?: AdaptContext
): MoveResult {
  const workout = findWorkout(plan, key)
  const today = context?.todayIso
  const day = (iso: string) => longDayLabel(iso, today)
  if (!workout) return { error: { message: 'That workout is not in your plan.' } }
  if (workout.type === 'race')
    return { error: { message: 'The race stays on race day; change the race date instead.' } }
  if (!isIsoDate(toDateIso)) return { error: { message: 'Pick a day to move it to.' } }
  if (toDateIso < plan.startDateIso || toDateIso > plan.endDateIso) {
    return {
      error: {
        message: `${day(toDateIso)} is outside your plan: pick a day from ${day(plan.startDateIso)} to ${day(plan.endDateIso)}.`,
      },
    }
  }
  if (context && toDateIso < context.todayIso) {
    return { error: { message: `${day(toDateIso)} is already behind you; pick today or later.` } }
  }
  if (context && workout.dateIso < context.todayIso) {
    return {
      error: {
        message: `${workout.title} on ${day(workout.dateIso)} is already behind you; only sessions from today on can move.`,
      },
    }
  }
  if (context && !isEditable(workout, context)) {
    return {
      error: {
        message: `${workout.title} on ${day(workout.dateIso)} is already marked done or skipped, so it stays.`,
      },
    }
  }
  if (toDateIso === workout.dateIso) return { plan, changes: [], warnings: [] }
  const moving = allWorkouts(plan).filter(
    (w) => w.dateIso === workout.dateIso && (w.key === key || !context || isEditable(w, context))
  )
  const occupants = allWorkouts(plan).filter((w) => w.dateIso === toDateIso)
  if (occupants.some((w) => w.type === 'race')) {
    return { error: { message: 'Race day keeps the race alone; pick another day.' } }
  }
  const fixed = context ? occupants.find((w) => !isEditable(w, context)) : undefined
  if (fixed) {
    return {
      error: {
        message: `${fixed.title} on ${day(toDateIso)} is already marked done or skipped; pick another day.`,
      },
    }
  }
  const afters: PlannedWorkout[] = [
    ...moving.map((w) => ({ ...w, dateIso: toDateIso })),
    ...occupants.map((w) => ({ ...w, dateIso: workout.dateIso })),
  ]
  const changes = diff(plan, afters)
  const next = applyChanges(plan, changes)

  const warnings: PlanWarning[] = []
  for (const moved of afters.filter((w) => w.hard)) {
    const neighbour = hardNeighbour(next, moved.dateIso, [moved.key])
    if (neighbour && !warnings.some((w) => w.code === 'hard_back_to_back')) {
      warnings.push({
        code: 'hard_back_to_back',
        message: `Two hard days back to back: ${moved.title} on ${day(moved.dateIso)} and ${neighbour.title} on ${day(neighbour.dateIso)}.`,
      })
    }
  }
  if (workout.type !== 'rest' && !plan.availableDays.includes(isoWeekday(toDateIso))) {
    warnings.push({
      code: 'not_available_day',
      message: `${day(toDateIso)} is not one of your usual running days.`,
    })
  }
  return { plan: next, changes, warnings }
}

/** ", and Easy run moves to Sunday in its place": the session a move swapped with, if any. */
export function swapText(changes: WorkoutChange[], movedKey: string, fromLabel: string) {
  const swapped = changes
    .filter((change) => change.key !== movedKey && change.after && change.after.type !== 'rest')
    .map((change) => change.after!.title)
  return swapped.length ? `, and ${swapped.join(' and ')} moves to ${fromLabel} in its place` : ''
}
