/*
 * travel (docs/science.md#adaptation): days outside the weekdays available while away become
 * rest; sessions longer than the time available are shortened.
 */
import { isoWeekday } from '#domain/calendar'
import type { Plan } from '#domain/plans/types'
import { spanPhrase } from '#domain/plans/day_label'
import type { AdaptContext, Revision, TriggerOf } from '#domain/plans/adaptation/types'
import { revision } from '#domain/plans/adaptation/diff'
import { editableBetween } from '#domain/plans/adaptation/editable'
import { shortenTo, toRest } from '#domain/plans/adaptation/workout_edits'
import { clampedText, nothing, openWindow } from '#domain/plans/adaptation/trigger_window'

/** Days away without running become rest; sessions fit the time available. */
export function travel(plan: Plan, trigger: TriggerOf<'travel'>, context: AdaptContext): Revision {
  const today = context.todayIso
  const window = openWindow(plan, trigger, today)
  if (!window) return nothing(plan, trigger)
  const afters = editableBetween(plan, context, window.fromIso, window.toIso).map((w) => {
    if (w.type === 'rest' || w.type === 'race') return w
    if (!trigger.availableDays.includes(isoWeekday(w.dateIso)))
      return toRest(w, 'Travelling: no run today.')
    return trigger.maxSessionSeconds
      ? shortenTo(w, trigger.maxSessionSeconds, 'Travelling: shortened to the time you have.')
      : w
  })
  return revision(
    plan,
    trigger.type,
    `You are away ${spanPhrase(trigger.fromIso, trigger.toIso, today)}. Runs on days you cannot train become rest${trigger.maxSessionSeconds ? `, and sessions are cut to ${Math.round(trigger.maxSessionSeconds / 60)} minutes` : ''}; missed volume is not made up later.${clampedText(plan, trigger, window, today)}`,
    afters
  )
}
