/*
 * The days a trigger changes, clamped to the plan (change_window.ts, docs/science.md#adaptation),
 * and the phrases a trigger's reason uses when those days are not the days asked about.
 */
import type { Plan } from '#domain/plans/types'
import { clampWindow, triggerWindow, type DateWindow } from '#domain/plans/change_window'
import { longDayLabel, spanLabel } from '#domain/plans/day_label'
import type { AdaptTrigger, Revision } from '#domain/plans/adaptation/types'
import { revision } from '#domain/plans/adaptation/diff'

/** The trigger's days clamped to the plan, or null when none of them can change. */
export function openWindow(plan: Plan, trigger: AdaptTrigger, todayIso: string): DateWindow | null {
  const asked = triggerWindow(plan, trigger, todayIso)
  if (!asked) return null
  const window = clampWindow(plan, asked, todayIso)
  return window.kind === 'open' ? window : null
}

/** An empty revision; proposeRevision gives it the reason (no_change.ts). */
export function nothing(plan: Plan, trigger: AdaptTrigger): Revision {
  return revision(plan, trigger.type, '', [])
}

/** " Your plan starts on Sunday 29 November, so the changes begin there." when it does. */
export function startsLater(plan: Plan, fromIso: string, todayIso: string): string {
  return fromIso < plan.startDateIso
    ? ` Your plan starts on ${longDayLabel(plan.startDateIso, todayIso)}, so the changes begin there.`
    : ''
}

/** Where the days asked about run past the plan, the days that change. */
export function clampedText(
  plan: Plan,
  trigger: Extract<AdaptTrigger, { fromIso: string; toIso: string }>,
  window: DateWindow,
  todayIso: string
): string {
  if (window.fromIso <= trigger.fromIso && window.toIso >= trigger.toIso) return ''
  const end = trigger.toIso > plan.endDateIso ? ' (your plan ends there)' : ''
  return ` In your plan that is ${spanLabel(window.fromIso, window.toIso, todayIso)}${end}.`
}
