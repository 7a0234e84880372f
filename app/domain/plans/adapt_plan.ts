/*
 * Plan adaptation as revisions (docs/science.md#adaptation: every change is explained and
 * can be undone). Pure: `todayIso` comes in through the context.
 *
 *   proposeRevision(plan, trigger, context): Revision
 *     -> { trigger, reason (plain language), changes: WorkoutChange[], fitness?, plan (revised) }
 *   applyChanges(plan, changes, fitness?): Plan      throws RevisionConflictError when a change's
 *   revertChanges(plan, changes, fitness?): Plan     `before` is not what the plan holds
 *   applyRevision(plan, revision) / revertRevision(plan, revision)
 *   moveWorkout(plan, key, toDateIso, context?): { plan, changes, warnings } | { error }
 *   hardBackToBack(plan): pairs of hard workouts on consecutive days
 *
 * A change is a full before/after pair per workout key (null before = added, null after =
 * removed), so undo is applying the inverse diff: revertChanges(applyChanges(p, c), c) deep-equals p.
 * Revisions never touch the past: only workouts dated today or later whose keys are neither
 * completed nor skipped are changed. Triggers and their rules:
 * - missed_workout: a missed key session moves to a later easy day of the same week if that keeps
 *   hard days apart; otherwise it is dropped (never crammed in).
 * - illness: rest for the days reported, then as many days (≤ 14) easy at 70 % (Pacewise, after
 *   the usual "return gradually" advice; no trial evidence for exact numbers).
 * - injury: rest for the days reported (default 7), then a week easy at 50 %.
 * - travel: days outside the weekdays available while away become rest; sessions longer than the
 *   time available are shortened.
 * - fewer_days: in each plan week of the window only so many running days stay (the race, the
 *   long run, one quality session, the longest easy runs: fewer_days.ts); the others are rest.
 * - short_on_time: the week's remaining sessions are shortened to the time available.
 * - new_fitness: a new VDOT (race result or estimate) re-targets every remaining step.
 * - acwr: at a ratio of 1.5 or more (Gabbett 2016;
 *   docs/science.md#acute-to-chronic-workload-ratio-acwr) the next 7 days lose their hard
 *   sessions and 30 % of their volume.
 * - easy_too_fast: the next 14 days' easy steps target the slower half of the E band, with a note.
 * The days a trigger touches are clamped to the plan (change_window.ts): a window before the plan,
 * after race day or in the past changes nothing, and the revision's reason then says why in plain
 * language (no_change.ts), so an empty revision is an answer, never an error.
 *
 * This file is the public entry: proposeRevision, and the names importers use from adaptation/,
 * where each concern has its module: types.ts (triggers, changes, revisions), diff.ts (apply,
 * revert, diff), editable.ts and hard_days.ts (what a revision may touch, the hard-day rule),
 * workout_edits.ts (rest, easy, scaled, shortened), trigger_window.ts (the days a trigger
 * changes), one file per trigger, revision_norms.ts (the norms after a revision) and
 * move_workout.ts.
 */
import type { Plan } from '#domain/plans/types'
import { noChangeText } from '#domain/plans/no_change'
import type { AdaptContext, AdaptTrigger, Revision } from '#domain/plans/adaptation/types'
import { deepEqual, findWorkout, revision } from '#domain/plans/adaptation/diff'
import {
  keepLongRunNorms,
  keepSessions,
  SECOND_RUN_MIN_METERS,
} from '#domain/plans/adaptation/revision_norms'
import { missedWorkout } from '#domain/plans/adaptation/missed_workout'
import { illness } from '#domain/plans/adaptation/illness'
import { injury } from '#domain/plans/adaptation/injury'
import { travel } from '#domain/plans/adaptation/travel'
import { fewerDays } from '#domain/plans/adaptation/fewer_running_days'
import { shortOnTime } from '#domain/plans/adaptation/short_on_time'
import { newFitness } from '#domain/plans/adaptation/new_fitness'
import { acwr, ACWR_REDUCE_AT } from '#domain/plans/adaptation/acwr'
import { easyTooFast } from '#domain/plans/adaptation/easy_too_fast'

export type {
  AdaptContext,
  AdaptTrigger,
  FitnessChange,
  Revision,
  WorkoutChange,
} from '#domain/plans/adaptation/types'
export {
  allWorkouts,
  applyChanges,
  applyRevision,
  deepEqual,
  findWorkout,
  invertChanges,
  isNoOpChange,
  revertChanges,
  revertRevision,
  RevisionConflictError,
} from '#domain/plans/adaptation/diff'
export { isEditable } from '#domain/plans/adaptation/editable'
export { hardBackToBack, hardDaySpan } from '#domain/plans/adaptation/hard_days'
export { ACWR_REDUCE_AT } from '#domain/plans/adaptation/acwr'
export { moveWorkout, swapText, type MoveResult } from '#domain/plans/adaptation/move_workout'

export function proposeRevision(
  plan: Plan,
  trigger: AdaptTrigger,
  context: AdaptContext
): Revision {
  const raw = proposeUnchecked(plan, trigger, context)
  const afters = raw.changes.flatMap((change) => (change.after ? [change.after] : []))
  if (afters.length === 0) return explained(plan, trigger, context, raw)
  const kept = keepLongRunNorms(plan, keepSessions(plan, afters), context, raw.fitness?.after)
  // A double's second run cut under 4 km (single_run_size) is dropped: one run that day.
  const dropped = kept.filter(
    (w) =>
      w.session === 2 &&
      (w.distanceMeters ?? 0) < SECOND_RUN_MIN_METERS &&
      !deepEqual(w, findWorkout(plan, w.key))
  )
  const rest = kept.filter((w) => !dropped.includes(w))
  return explained(
    plan,
    trigger,
    context,
    revision(
      plan,
      raw.trigger,
      raw.reason,
      rest,
      raw.fitness,
      dropped.map((w) => w.key)
    )
  )
}

/**
 * A revision that changes nothing says why (no_change.ts), unless its own reason already does:
 * a missed workout that is dropped, a load ratio below the threshold.
 */
function explained(
  plan: Plan,
  trigger: AdaptTrigger,
  context: AdaptContext,
  result: Revision
): Revision {
  if (result.changes.length > 0 || result.fitness) return result
  const ownReason =
    trigger.type === 'missed_workout' || (trigger.type === 'acwr' && trigger.ratio < ACWR_REDUCE_AT)
  return ownReason ? result : { ...result, reason: noChangeText(plan, trigger, context) }
}

/** The revision a trigger asks for, before the norms after a revision are checked. */
function proposeUnchecked(plan: Plan, trigger: AdaptTrigger, context: AdaptContext): Revision {
  switch (trigger.type) {
    case 'missed_workout':
      return missedWorkout(plan, trigger, context)
    case 'illness':
      return illness(plan, trigger, context)
    case 'injury':
      return injury(plan, trigger, context)
    case 'travel':
      return travel(plan, trigger, context)
    case 'fewer_days':
      return fewerDays(plan, trigger, context)
    case 'short_on_time':
      return shortOnTime(plan, trigger, context)
    case 'new_fitness':
      return newFitness(plan, trigger, context)
    case 'acwr':
      return acwr(plan, trigger, context)
    case 'easy_too_fast':
      return easyTooFast(plan, trigger, context)
  }
}
