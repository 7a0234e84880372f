/*
 * missed_workout (docs/science.md#adaptation): a missed key session moves to a later easy day of
 * the same week if that keeps hard days apart; otherwise it is dropped (never crammed in).
 */
import type { Plan } from '#domain/plans/types'
import { buildWorkout } from '#domain/plans/workouts'
import { longDayLabel } from '#domain/plans/day_label'
import type { AdaptContext, Revision, TriggerOf } from '#domain/plans/adaptation/types'
import { findWorkout, revision } from '#domain/plans/adaptation/diff'
import { isEditable } from '#domain/plans/adaptation/editable'
import { hardDaySpan, hardNeighbour } from '#domain/plans/adaptation/hard_days'
import { withText } from '#domain/plans/adaptation/workout_edits'

/** A missed hard session moves to a later easy day of its week, or is let go. */
export function missedWorkout(
  plan: Plan,
  trigger: TriggerOf<'missed_workout'>,
  context: AdaptContext
): Revision {
  const today = context.todayIso
  const missed = findWorkout(plan, trigger.key)
  if (!missed)
    return revision(plan, trigger.type, 'That workout is not in your plan, so nothing changed.', [])
  if (!missed.hard || missed.type === 'race') {
    return revision(
      plan,
      trigger.type,
      `${missed.title} on ${longDayLabel(missed.dateIso, today)} missed: an easy day, so let it go; the plan carries on unchanged.`,
      []
    )
  }
  const week = plan.weeks.find((w) => w.workouts.some((x) => x.key === missed.key))!
  if (week.phase === 'race')
    return revision(
      plan,
      trigger.type,
      `${missed.title} on ${longDayLabel(missed.dateIso, today)} was missed. In race week it is dropped, not moved: let it go, the legs stay fresh for the race.`,
      []
    )
  const candidate = week.workouts.find(
    (w) =>
      ['easy', 'recovery', 'strides'].includes(w.type) &&
      w.dateIso > missed.dateIso &&
      isEditable(w, context) &&
      !hardNeighbour(plan, w.dateIso, [w.key, missed.key], hardDaySpan(plan, w.dateIso))
  )
  if (!candidate) {
    return revision(
      plan,
      trigger.type,
      `${missed.title} on ${longDayLabel(missed.dateIso, today)} was missed. No later day this week can take it without two hard days in a row, so let it go: don't cram it in, the next sessions are planned as usual.`,
      []
    )
  }
  const moved = withText(
    buildWorkout(candidate.key, candidate.dateIso, missed.type, missed.steps),
    missed.title,
    `${missed.purpose} (moved here from ${longDayLabel(missed.dateIso, today)}, when it was missed)`
  )
  return revision(
    plan,
    trigger.type,
    `${missed.title} on ${longDayLabel(missed.dateIso, today)} was missed; it replaces the easy run on ${longDayLabel(candidate.dateIso, today)}, which keeps a rest between hard days.`,
    [moved]
  )
}
