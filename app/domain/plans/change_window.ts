/*
 * The days a plan change touches, clamped to the plan (docs/science.md#adaptation). A change may
 * be asked for days the plan does not cover: an illness that starts today when the plan starts
 * tomorrow, a trip that runs past race day, a week before the plan begins. The window is cut to
 * the days the plan has, from today on; a window left empty is not an error but an answer
 * ("your plan starts on Sunday 29 November; nothing to change before then").
 *
 *   triggerWindow(plan, trigger, todayIso): the days asked about, or null (plan-wide or by key)
 *   clampWindow(plan, window, todayIso): { kind: 'open', fromIso, toIso } or why it is empty
 */
import { addDays } from '#domain/calendar'
import type { Plan } from '#domain/plans/types'
import type { AdaptTrigger } from '#domain/plans/adaptation/types'

export interface DateWindow {
  fromIso: string
  toIso: string
}

export type ClampedWindow =
  | ({ kind: 'open' } & DateWindow)
  /** The window ends before the plan's first day. */
  | { kind: 'before_plan' }
  /** The window starts after the plan's last day (race day). */
  | { kind: 'after_plan' }
  /** The window ends before today. */
  | { kind: 'past' }
  /** The window ends before it starts. */
  | { kind: 'reversed' }

/** Days of easy running after an illness, at most (docs/science.md#adaptation). */
export const ILLNESS_RETURN_MAX_DAYS = 14
export const INJURY_DEFAULT_DAYS = 7
/** The easy week after the rest of an injury. */
export const INJURY_RETURN_DAYS = 7
const ACWR_DAYS = 7
export const EASY_TOO_FAST_DAYS = 14

const later = (a: string, b: string) => (a > b ? a : b)
const earlier = (a: string, b: string) => (a < b ? a : b)

export function clampWindow(plan: Plan, window: DateWindow, todayIso: string): ClampedWindow {
  if (window.toIso < window.fromIso) return { kind: 'reversed' }
  if (window.toIso < todayIso) return { kind: 'past' }
  if (window.toIso < plan.startDateIso) return { kind: 'before_plan' }
  const fromIso = later(later(window.fromIso, todayIso), plan.startDateIso)
  const toIso = earlier(window.toIso, plan.endDateIso)
  if (fromIso > toIso) return { kind: 'after_plan' }
  return { kind: 'open', fromIso, toIso }
}

/** The illness's rest days and the easy days after them. */
export function illnessDays(trigger: { startIso: string; days: number }) {
  const days = Math.max(1, Math.round(trigger.days))
  const restEndIso = addDays(trigger.startIso, days - 1)
  const returnDays = Math.min(days, ILLNESS_RETURN_MAX_DAYS)
  return { days, restEndIso, returnDays, returnEndIso: addDays(restEndIso, returnDays) }
}

/** The injury's rest days and the easy week after them. */
export function injuryDays(trigger: { startIso: string; days?: number }) {
  const days = Math.max(1, Math.round(trigger.days ?? INJURY_DEFAULT_DAYS))
  const restEndIso = addDays(trigger.startIso, days - 1)
  return { days, restEndIso, returnEndIso: addDays(restEndIso, INJURY_RETURN_DAYS) }
}

/**
 * "This week" for a change without dates (short on time): the next seven days from today, so a
 * plan week that ends tomorrow (weeks end on race day's weekday) still gives a week; a given
 * plan week when the plan page names one.
 */
export function currentWeekWindow(plan: Plan, todayIso: string, weekIndex?: number): DateWindow {
  const week = plan.weeks.find((w) => w.index === weekIndex)
  if (week) return { fromIso: week.startDateIso, toIso: week.endDateIso }
  return { fromIso: todayIso, toIso: addDays(todayIso, 6) }
}

/** The days a trigger is about, before clamping; null when it is not about days (by key, plan-wide). */
export function triggerWindow(
  plan: Plan,
  trigger: AdaptTrigger,
  todayIso: string
): DateWindow | null {
  switch (trigger.type) {
    case 'illness':
      return { fromIso: trigger.startIso, toIso: illnessDays(trigger).returnEndIso }
    case 'injury':
      return { fromIso: trigger.startIso, toIso: injuryDays(trigger).returnEndIso }
    case 'travel':
    case 'fewer_days':
      return { fromIso: trigger.fromIso, toIso: trigger.toIso }
    case 'short_on_time':
      return currentWeekWindow(plan, todayIso, trigger.weekIndex)
    case 'acwr':
      return { fromIso: todayIso, toIso: addDays(todayIso, ACWR_DAYS - 1) }
    case 'easy_too_fast':
      return { fromIso: todayIso, toIso: addDays(todayIso, EASY_TOO_FAST_DAYS - 1) }
    case 'new_fitness':
      return { fromIso: plan.startDateIso, toIso: plan.endDateIso }
    case 'missed_workout':
      return null
  }
}

/** The window cut into seven-day weeks counted from `firstIso`. */
export function weeksOf(firstIso: string, window: DateWindow): DateWindow[] {
  const weeks: DateWindow[] = []
  for (let from = firstIso; from <= window.toIso; from = addDays(from, 7)) {
    const to = addDays(from, 6)
    if (to < window.fromIso) continue
    weeks.push({
      fromIso: from < window.fromIso ? window.fromIso : from,
      toIso: to > window.toIso ? window.toIso : to,
    })
  }
  return weeks
}
