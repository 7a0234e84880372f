/*
 * fewer_days (docs/science.md#adaptation): in each plan week of the window only so many running
 * days stay (the race, the long run, one quality session, the longest easy runs: fewer_days.ts);
 * the others are rest.
 */
import type { Plan, PlannedWorkout } from '#domain/plans/types'
import { weeksOf } from '#domain/plans/change_window'
import { runningDatesToKeep } from '#domain/plans/fewer_days'
import { spanPhrase } from '#domain/plans/day_label'
import type { AdaptContext, Revision, TriggerOf } from '#domain/plans/adaptation/types'
import { revision } from '#domain/plans/adaptation/diff'
import { editableBetween } from '#domain/plans/adaptation/editable'
import { toRest } from '#domain/plans/adaptation/workout_edits'
import { clampedText, nothing, openWindow } from '#domain/plans/adaptation/trigger_window'

/** Each week of the window keeps its most important running days; the others become rest. */
export function fewerDays(
  plan: Plan,
  trigger: TriggerOf<'fewer_days'>,
  context: AdaptContext
): Revision {
  const today = context.todayIso
  const window = openWindow(plan, trigger, today)
  if (!window) return nothing(plan, trigger)
  const days = Math.max(0, Math.min(7, Math.round(trigger.daysPerWeek)))
  // The athlete's weeks: seven days at a time from the first day asked about.
  const reason = `Only ${days} running day${days === 1 ? '' : 's'} this week.`
  const editable: PlannedWorkout[] = []
  const afters = weeksOf(trigger.fromIso, window).flatMap((week) => {
    const open = editableBetween(plan, context, week.fromIso, week.toIso)
    editable.push(...open)
    const keep = runningDatesToKeep(open, days)
    return open
      .filter((w) => w.type !== 'rest' && !keep.has(w.dateIso))
      .map((w) => toRest(w, reason))
  })
  afters.push(...withAnEasyDay(plan, editable, afters, reason))
  return revision(
    plan,
    trigger.type,
    `Only ${days} running day${days === 1 ? '' : 's'} a week ${spanPhrase(trigger.fromIso, trigger.toIso, today)}: ${days === 0 ? 'every run becomes rest' : 'the long run, a key session and your longest easy runs stay where they are, the other days become rest'}; the lost volume is not made up.${clampedText(plan, trigger, window, today)}`,
    afters
  )
}

/**
 * The athlete's seven-day weeks need not be the plan's weeks: a plan week that keeps three or
 * more running days from two of them, all long or hard, loses its last editable hard session
 * (the easy-run norm, docs/plans.md#norms), so fewer days never means more hard days.
 */
function withAnEasyDay(
  plan: Plan,
  editable: PlannedWorkout[],
  rested: PlannedWorkout[],
  reason: string
): PlannedWorkout[] {
  const gone = new Set(rested.map((w) => w.key))
  const canRest = new Set(editable.map((w) => w.key))
  const more: PlannedWorkout[] = []
  for (const week of plan.weeks) {
    const running = week.workouts.filter((w) => w.type !== 'rest' && !gone.has(w.key))
    if (new Set(running.map((w) => w.dateIso)).size < 3) continue
    if (running.some((w) => w.type !== 'long' && w.type !== 'race' && !w.hard)) continue
    const last = running.filter((w) => w.hard && w.type !== 'race' && canRest.has(w.key)).at(-1)
    if (last) more.push(toRest(last, reason))
  }
  return more
}
