/*
 * injury (docs/science.md#adaptation): rest for the days reported (default 7), then a week easy
 * at 50 %.
 */
import { addDays } from '#domain/calendar'
import type { Plan } from '#domain/plans/types'
import { injuryDays } from '#domain/plans/change_window'
import { spanLabel } from '#domain/plans/day_label'
import type { AdaptContext, Revision, TriggerOf } from '#domain/plans/adaptation/types'
import { revision } from '#domain/plans/adaptation/diff'
import { editableBetween } from '#domain/plans/adaptation/editable'
import { EASY_DAYS_AFTER_REST, lighten, toRest } from '#domain/plans/adaptation/workout_edits'
import { nothing, openWindow, startsLater } from '#domain/plans/adaptation/trigger_window'

const INJURY_RETURN_FACTOR = 0.5

/** Injured days become rest; a week of easy running at half the distance follows. */
export function injury(plan: Plan, trigger: TriggerOf<'injury'>, context: AdaptContext): Revision {
  const today = context.todayIso
  const window = openWindow(plan, trigger, today)
  if (!window) return nothing(plan, trigger)
  const { days, restEndIso } = injuryDays(trigger)
  const afters = editableBetween(plan, context, window.fromIso, window.toIso).map((w) =>
    w.dateIso <= restEndIso
      ? w.type === 'race' || w.type === 'rest'
        ? w
        : toRest(w, 'Injury: rest; see a physiotherapist if the pain persists.')
      : lighten(
          plan,
          w,
          INJURY_RETURN_FACTOR,
          'Returning from injury: easy, half the usual distance, stop if it hurts.',
          w.dateIso <= addDays(restEndIso, EASY_DAYS_AFTER_REST)
        )
  )
  return revision(
    plan,
    trigger.type,
    `You reported an injury: ${spanLabel(trigger.startIso, restEndIso, today)} (${days} day${days === 1 ? '' : 's'}) are rest, then a week of easy running at half the distance.${startsLater(plan, trigger.startIso, today)} Pain that changes your stride means stop and get it checked.`,
    afters
  )
}
