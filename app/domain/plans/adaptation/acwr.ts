/*
 * acwr (docs/science.md#acute-to-chronic-workload-ratio-acwr): at a ratio of 1.5 or more
 * (Gabbett 2016) the next 7 days lose their hard sessions and 30 % of their volume.
 */
import type { Plan } from '#domain/plans/types'
import type { AdaptContext, Revision, TriggerOf } from '#domain/plans/adaptation/types'
import { revision } from '#domain/plans/adaptation/diff'
import { editableBetween } from '#domain/plans/adaptation/editable'
import { lighten } from '#domain/plans/adaptation/workout_edits'
import { nothing, openWindow } from '#domain/plans/adaptation/trigger_window'

/**
 * ACWR ≥ 1.5 is the warning threshold (Gabbett 2016, BJSM 50:273;
 * docs/science.md#acute-to-chronic-workload-ratio-acwr).
 */
export const ACWR_REDUCE_AT = 1.5
const ACWR_VOLUME_FACTOR = 0.7

/** A load spike: the next 7 days are easy and lighter (below the threshold, nothing). */
export function acwr(plan: Plan, trigger: TriggerOf<'acwr'>, context: AdaptContext): Revision {
  const today = context.todayIso
  if (trigger.ratio < ACWR_REDUCE_AT) {
    return revision(
      plan,
      trigger.type,
      `Your acute:chronic load ratio is ${trigger.ratio.toFixed(2)}, below ${ACWR_REDUCE_AT}: no change needed.`,
      []
    )
  }
  const window = openWindow(plan, trigger, today)
  if (!window) return nothing(plan, trigger)
  const afters = editableBetween(plan, context, window.fromIso, window.toIso).map((w) =>
    lighten(plan, w, ACWR_VOLUME_FACTOR, 'Load spike: easy and 30 % shorter this week.')
  )
  return revision(
    plan,
    trigger.type,
    `Your last 7 days carried ${trigger.ratio.toFixed(2)}× your 4-week average load; from 1.5 the injury risk rises. The next 7 days have no hard sessions and about 30 % less volume.`,
    afters
  )
}
