/*
 * illness (docs/science.md#adaptation): rest for the days reported, then as many days (≤ 14)
 * easy at 70 % (Pacewise, after the usual "return gradually" advice; no trial evidence for exact
 * numbers).
 */
import { addDays } from '#domain/calendar'
import type { Plan } from '#domain/plans/types'
import { illnessDays } from '#domain/plans/change_window'
import { longDayLabel } from '#domain/plans/day_label'
import type { AdaptContext, Revision, TriggerOf } from '#domain/plans/adaptation/types'
import { revision } from '#domain/plans/adaptation/diff'
import { editableBetween } from '#domain/plans/adaptation/editable'
import { EASY_DAYS_AFTER_REST, lighten, toRest } from '#domain/plans/adaptation/workout_edits'
import { nothing, openWindow, startsLater } from '#domain/plans/adaptation/trigger_window'

const ILLNESS_RETURN_FACTOR = 0.7

/** Ill days become rest; the days after are easy and shorter. */
export function illness(
  plan: Plan,
  trigger: TriggerOf<'illness'>,
  context: AdaptContext
): Revision {
  const today = context.todayIso
  const window = openWindow(plan, trigger, today)
  if (!window) return nothing(plan, trigger)
  const { days, restEndIso, returnDays } = illnessDays(trigger)
  const afters = editableBetween(plan, context, window.fromIso, window.toIso).map((w) =>
    w.dateIso <= restEndIso
      ? w.type === 'race' || w.type === 'rest'
        ? w
        : toRest(w, 'Illness: rest until the symptoms are gone.')
      : lighten(
          plan,
          w,
          ILLNESS_RETURN_FACTOR,
          'Coming back from illness: easy and shorter.',
          w.dateIso <= addDays(restEndIso, EASY_DAYS_AFTER_REST)
        )
  )
  return revision(
    plan,
    trigger.type,
    `You reported ${days} day${days === 1 ? '' : 's'} of illness from ${longDayLabel(trigger.startIso, today)}.${startsLater(plan, trigger.startIso, today)} The days you are ill are rest; for the ${returnDays} days after, every run is easy and about 30 % shorter, so you rebuild without a relapse.`,
    afters
  )
}
