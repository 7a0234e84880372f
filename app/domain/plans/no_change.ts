/*
 * Why a plan change changes nothing, in a sentence the athlete reads as an answer, never as an
 * error ("Your plan starts on Sunday 29 November; nothing to change before then.").
 * docs/science.md#adaptation.
 */
import type { AdaptContext, AdaptTrigger } from '#domain/plans/adaptation/types'
import type { Plan, PlannedWorkout } from '#domain/plans/types'
import {
  clampWindow,
  triggerWindow,
  weeksOf,
  type ClampedWindow,
} from '#domain/plans/change_window'
import { runningDays } from '#domain/plans/fewer_days'
import { longDayLabel, spanLabel } from '#domain/plans/day_label'

const isOpen = (w: PlannedWorkout, context: AdaptContext) =>
  w.dateIso >= context.todayIso &&
  !context.completedKeys?.includes(w.key) &&
  !context.skippedKeys?.includes(w.key)

/** The sentence for a window the plan does not cover; null when the window is open. */
export function closedWindowText(
  plan: Plan,
  window: ClampedWindow,
  todayIso: string,
  asked: { fromIso: string; toIso: string }
): string | null {
  const day = (iso: string) => longDayLabel(iso, todayIso)
  switch (window.kind) {
    case 'open':
      return null
    case 'before_plan':
      return `Your plan starts on ${day(plan.startDateIso)}; nothing to change before then.`
    case 'after_plan':
      return plan.raceDateIso
        ? `Your plan ends with the race on ${day(plan.endDateIso)}; there is nothing after it to change.`
        : `Your plan ends on ${day(plan.endDateIso)}; there is nothing after it to change.`
    case 'past':
      return `${spanLabel(asked.fromIso, asked.toIso, todayIso)} is already behind you; past days stay as they were.`
    case 'reversed':
      return `The last day (${day(asked.toIso)}) comes before the first (${day(asked.fromIso)}); tell me the dates again.`
  }
}

/**
 * Why `trigger` changes nothing in `plan`. Plan-wide triggers and missed workouts have their own
 * reason in the revision; the day-bound ones are explained from their window.
 */
export function noChangeText(plan: Plan, trigger: AdaptTrigger, context: AdaptContext): string {
  const today = context.todayIso
  const asked = triggerWindow(plan, trigger, today)
  if (!asked) return 'Nothing in the plan needs to change for that.'
  const window = clampWindow(plan, asked, today)
  const closed = closedWindowText(plan, window, today, asked)
  if (closed || window.kind !== 'open') return closed!
  const span = spanLabel(window.fromIso, window.toIso, today)
  const inWindow = plan.weeks
    .flatMap((w) => w.workouts)
    .filter((w) => w.dateIso >= window.fromIso && w.dateIso <= window.toIso)
  const running = inWindow.filter((w) => w.type !== 'rest')
  const open = running.filter((w) => isOpen(w, context))
  if (running.length === 0) return `${span}: only rest days in your plan, so nothing to change.`
  if (open.length === 0)
    return `${span}: every session is already done or marked, so nothing to change.`
  if (open.every((w) => w.type === 'race'))
    return `${span}: only the race is left, and the race stays as it is.`
  switch (trigger.type) {
    case 'fewer_days': {
      const weeks = weeksOf(trigger.fromIso, window)
      const days = Math.max(
        ...weeks.map((week) =>
          runningDays(open.filter((w) => w.dateIso >= week.fromIso && w.dateIso <= week.toIso))
        )
      )
      const most = weeks.length > 1 ? 'at most ' : ''
      return `${span}: your plan has ${most}${days} running day${days === 1 ? '' : 's'} a week, no more than the ${trigger.daysPerWeek} you have, so nothing to change.`
    }
    case 'short_on_time':
      return `${span}: every session already fits in ${Math.round(trigger.maxSessionSeconds / 60)} minutes, so nothing to change.`
    case 'travel':
      return `${span}: your sessions already fit the days and time you have while away, so nothing to change.`
    default:
      return `${span}: nothing in the plan needs to change for that.`
  }
}
