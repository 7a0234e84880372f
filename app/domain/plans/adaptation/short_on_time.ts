/*
 * short_on_time (docs/science.md#adaptation): the week's remaining sessions are shortened to the
 * time available.
 */
import type { Plan } from '#domain/plans/types'
import { spanPhrase } from '#domain/plans/day_label'
import type { AdaptContext, Revision, TriggerOf } from '#domain/plans/adaptation/types'
import { revision } from '#domain/plans/adaptation/diff'
import { editableBetween } from '#domain/plans/adaptation/editable'
import { shortenTo } from '#domain/plans/adaptation/workout_edits'
import { nothing, openWindow } from '#domain/plans/adaptation/trigger_window'

/** Every session of the window is cut to the time available. */
export function shortOnTime(
  plan: Plan,
  trigger: TriggerOf<'short_on_time'>,
  context: AdaptContext
): Revision {
  const today = context.todayIso
  const window = openWindow(plan, trigger, today)
  if (!window) return nothing(plan, trigger)
  const afters = editableBetween(plan, context, window.fromIso, window.toIso).map((w) =>
    shortenTo(w, trigger.maxSessionSeconds, 'Short on time: a shorter version of the session.')
  )
  return revision(
    plan,
    trigger.type,
    `Short on time ${spanPhrase(window.fromIso, window.toIso, today)}: every session is cut to at most ${Math.round(trigger.maxSessionSeconds / 60)} minutes; the intensity stays, the volume is simply lower this week.`,
    afters
  )
}
