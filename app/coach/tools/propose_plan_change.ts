import { z } from 'zod'
import { activePlan } from '#queries/training_plans'
import { completedAndSkipped } from '#queries/plan_workout_logs'
import ProposeRevision from '#actions/plans/propose_revision'
import ProposeMove from '#actions/plans/propose_move'
import ProposeShorterDay from '#actions/plans/propose_shorter_day'
import {
  PlanChangeRefusedException,
  PlanVersionConflictException,
} from '#exceptions/plan_exceptions'
import { addDays, daysBetween, isIsoDate, weekStartOf } from '#domain/calendar'
import {
  RevisionConflictError,
  findWorkout,
  proposeRevision,
  type AdaptTrigger,
} from '#domain/plans/adapt_plan'
import { longDayLabel } from '#domain/plans/day_label'
import type { IsoWeekday, Plan } from '#domain/plans/types'
import { WORKOUT_KEY_PATTERN } from '#domain/plans/sessions'
import { defineTool, isRefusal, type ToolRefusal } from '#coach/tools/tool'
import type { CoachContext } from '#coach/context'

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD')
const workoutKey = z
  .string()
  .max(16)
  .regex(WORKOUT_KEY_PATTERN, 'a workout key like w3-d5 (w3-d5-2: the second run of that day)')

/**
 * What the coach may propose. Every field is bounded; dates may fall outside the plan (the
 * change is clamped to the days the plan has, docs/science.md#adaptation). The bounds are wide
 * enough for anything an athlete may say ("sick for 3 months", "5 minutes"): what the plan
 * cannot take is answered in a sentence by the tool, never as a validation message. There is no
 * user id and no "apply": the athlete answers.
 */
export const planChangeInput = z
  .object({
    change: z.discriminatedUnion('type', [
      z
        .object({
          type: z.literal('illness'),
          startDate: isoDate.optional(),
          days: z.number().int().min(1).max(365),
        })
        .strict(),
      z
        .object({
          type: z.literal('injury'),
          startDate: isoDate.optional(),
          days: z.number().int().min(1).max(365).optional(),
        })
        .strict(),
      z
        .object({
          type: z.literal('travel'),
          fromDate: isoDate,
          toDate: isoDate,
          availableWeekdays: z.array(z.number().int().min(1).max(7)).max(7),
          maxSessionMinutes: z.number().int().min(1).max(1440).optional(),
        })
        .strict(),
      z
        .object({
          type: z.literal('fewer_days'),
          daysPerWeek: z.number().int().min(0).max(7),
          fromDate: isoDate.optional(),
          toDate: isoDate.optional(),
        })
        .strict(),
      z
        .object({
          type: z.literal('short_on_time'),
          maxSessionMinutes: z.number().int().min(1).max(1440),
        })
        .strict(),
      z
        .object({
          type: z.literal('shorten_day'),
          date: isoDate,
          maxSessionMinutes: z.number().int().min(1).max(1440),
        })
        .strict(),
      z.object({ type: z.literal('intensity'), direction: z.enum(['harder', 'easier']) }).strict(),
      z.object({ type: z.literal('missed_workout'), workoutKey }).strict(),
      z.object({ type: z.literal('move_workout'), workoutKey, toDate: isoDate }).strict(),
    ]),
  })
  .strict()

export type PlanChange = z.output<typeof planChangeInput>['change']

export interface ProposedChange {
  revisionId: number
  reason: string
  changedWorkouts: number
  note: string
}

const PROPOSED_NOTE =
  'Proposed only: the athlete sees the diff and applies or discards it. Nothing has changed yet.'
const NO_PLAN =
  'You have no active plan to change. You can make one on the Plan page; then I can adapt it whenever something comes up.'
/** Longer than this away from running is a new plan, not a change. */
const HEALTH_MAX_DAYS = 60
/** A shorter session is no session: a rest day. */
const SESSION_MIN_MINUTES = 10
const SESSION_MAX_MINUTES = 300
/** Illness and injury are planned around from two weeks back to two weeks ahead. */
const HEALTH_DAYS_AROUND_TODAY = 14
/** A longer absence is a new plan, not a change. */
const TRIP_MAX_DAYS = 60

/**
 * Proposes a revision of the active plan (the revision API the athlete uses, source `coach`).
 * It never applies anything. Every refusal is a sentence the athlete can read as the answer.
 */
export const proposePlanChangeTool = defineTool({
  name: 'propose_plan_change',
  description:
    'Proposes a change to the active plan for illness, injury, travel, fewer running days (fewer_days: e.g. "only 3 days next week"; dates default to next Monday to Sunday), being short on time (the week, or one day with shorten_day), a missed workout, moving one workout to another date, or making the plan harder or easier (intensity: paces one VDOT point faster or slower). Dates outside the plan are clamped to it. The athlete sees a preview and decides; this never applies a change. Use plan_window first for workout keys and dates.',
  input: planChangeInput,
  async run(context, { change }): Promise<ProposedChange | ToolRefusal> {
    const plan = await activePlan(context.userId)
    if (!plan) return { error: NO_PLAN }
    const refusalOrTrigger = triggerFor(change, plan.document, context.todayIso)
    return refusals(() => {
      if ('error' in refusalOrTrigger) return Promise.resolve(refusalOrTrigger)
      if ('trigger' in refusalOrTrigger)
        return proposeTrigger(context, plan, refusalOrTrigger.trigger)
      return refusalOrTrigger.run(context)
    })
  },
  summary: ({ change }, output) =>
    isRefusal(output)
      ? `looked at a plan change (${change.type.replace(/_/g, ' ')}): nothing proposed`
      : change.type === 'move_workout'
        ? 'proposed moving a workout in your plan'
        : change.type === 'intensity'
          ? `proposed ${change.direction === 'easier' ? 'an easier' : 'a harder'} plan`
          : `proposed a plan change (${change.type.replace(/_/g, ' ')})`,
})

type Step =
  | ToolRefusal
  | { trigger: AdaptTrigger }
  | { run: (context: CoachContext) => Promise<ProposedChange | ToolRefusal> }

/** The adaptation trigger for a change, a direct proposal (move, one day), or a sentence why not. */
function triggerFor(change: PlanChange, plan: Plan, todayIso: string): Step {
  const day = (iso: string) => longDayLabel(iso, todayIso)
  const bounds = outOfBounds(change)
  if (bounds) return { error: bounds }
  switch (change.type) {
    case 'illness':
    case 'injury': {
      const start = change.startDate ?? todayIso
      if (!isIsoDate(start)) return { error: 'I could not read the day it started; tell me again.' }
      if (Math.abs(daysBetween(todayIso, start)) > HEALTH_DAYS_AROUND_TODAY) {
        return {
          error: `I plan around an ${change.type} from two weeks back to two weeks ahead; ${day(start)} is further away, so tell me again nearer the time.`,
        }
      }
      return change.type === 'illness'
        ? { trigger: { type: 'illness', startIso: start, days: change.days } }
        : { trigger: { type: 'injury', startIso: start, days: change.days } }
    }
    case 'travel': {
      const dates = checkedSpan(change.fromDate, change.toDate, todayIso)
      if ('error' in dates) return dates
      if (daysBetween(dates.fromIso, dates.toIso) >= TRIP_MAX_DAYS) {
        return {
          error: `A trip of more than ${TRIP_MAX_DAYS} days needs a new plan rather than a change: end this one and make a new plan for your return.`,
        }
      }
      return {
        trigger: {
          type: 'travel',
          ...dates,
          availableDays: [...new Set(change.availableWeekdays)] as IsoWeekday[],
          ...(change.maxSessionMinutes ? { maxSessionSeconds: change.maxSessionMinutes * 60 } : {}),
        },
      }
    }
    case 'fewer_days': {
      const nextMonday = addDays(weekStartOf(todayIso, 1), 7)
      const fromDate = change.fromDate ?? nextMonday
      const dates = checkedSpan(fromDate, change.toDate ?? addDays(fromDate, 6), todayIso)
      if ('error' in dates) return dates
      return { trigger: { type: 'fewer_days', ...dates, daysPerWeek: change.daysPerWeek } }
    }
    case 'short_on_time':
      return {
        trigger: { type: 'short_on_time', maxSessionSeconds: change.maxSessionMinutes * 60 },
      }
    case 'intensity': {
      // One VDOT point at a time: Daniels' advice for raising (or lowering) training paces
      // (Daniels' Running Formula, "VDOT" chapter; docs/coach.md#harder-or-easier).
      const vdot = plan.fitness.vdot
      const next = Math.round((vdot + (change.direction === 'harder' ? 1 : -1)) * 10) / 10
      return {
        trigger: {
          type: 'new_fitness',
          vdot: next,
          source: 'estimated',
          description:
            change.direction === 'harder'
              ? 'You asked for a harder plan: one VDOT point more'
              : 'You asked for an easier plan: one VDOT point less',
        },
      }
    }
    case 'missed_workout': {
      const workout = findWorkout(plan, change.workoutKey)
      if (!workout) return { error: 'That workout is not in your plan.' }
      if (workout.dateIso >= todayIso) {
        return {
          error: `${workout.title} on ${day(workout.dateIso)} is still ahead of you, so nothing was missed.`,
        }
      }
      return { trigger: { type: 'missed_workout', key: change.workoutKey } }
    }
    case 'shorten_day':
      if (!isIsoDate(change.date)) return { error: 'I could not read that day; tell me again.' }
      return { run: (context) => proposeShorterDay(context, change.date, change.maxSessionMinutes) }
    case 'move_workout':
      if (!isIsoDate(change.toDate)) return { error: 'I could not read that day; tell me again.' }
      return { run: (context) => proposeMove(context, change.workoutKey, change.toDate) }
  }
}

/** Sizes the plan cannot take, in words: months off, a session of a few minutes. */
function outOfBounds(change: PlanChange): string | null {
  const days = 'days' in change ? change.days : undefined
  if (days !== undefined && days > HEALTH_MAX_DAYS) {
    return `More than ${HEALTH_MAX_DAYS} days without running is a fresh start rather than a change: when you are ready, end this plan and make a new one from where you are then.`
  }
  const minutes = 'maxSessionMinutes' in change ? change.maxSessionMinutes : undefined
  if (minutes !== undefined && minutes < SESSION_MIN_MINUTES) {
    return `With less than ${SESSION_MIN_MINUTES} minutes, take a rest day instead: tell me which day and I will make it rest.`
  }
  if (minutes !== undefined && minutes > SESSION_MAX_MINUTES) {
    return `Your sessions already fit in ${Math.round(minutes / 60)} hours, so nothing changes.`
  }
  return null
}

/** Two readable dates in order, not both in the past; clamping to the plan is the domain's. */
function checkedSpan(
  fromIso: string,
  toIso: string,
  todayIso: string
): { fromIso: string; toIso: string } | ToolRefusal {
  if (!isIsoDate(fromIso) || !isIsoDate(toIso))
    return { error: 'I could not read those dates; tell me again.' }
  if (toIso < fromIso) {
    return {
      error: `The last day (${longDayLabel(toIso, todayIso)}) comes before the first (${longDayLabel(fromIso, todayIso)}); tell me the dates again.`,
    }
  }
  if (toIso < todayIso) return { error: 'Those days are already behind you, so nothing changes.' }
  return { fromIso, toIso }
}

async function proposeTrigger(
  context: CoachContext,
  plan: { id: number; document: Plan },
  trigger: AdaptTrigger
): Promise<ProposedChange | ToolRefusal> {
  const { userId, todayIso } = context
  const revision = await new ProposeRevision().handle({
    userId,
    todayIso,
    trigger,
    source: 'coach',
  })
  if (revision) return proposed(revision)
  // Nothing changes: the domain says why (before the plan, only rest days, already fits...).
  const marks = await completedAndSkipped(plan.id)
  return { error: proposeRevision(plan.document, trigger, { todayIso, ...marks }).reason }
}

async function proposeShorterDay(context: CoachContext, dateIso: string, minutes: number) {
  const revision = await new ProposeShorterDay().handle({
    userId: context.userId,
    todayIso: context.todayIso,
    dateIso,
    maxSessionSeconds: minutes * 60,
    source: 'coach',
  })
  if (revision) return proposed(revision)
  return {
    error: `${longDayLabel(dateIso, context.todayIso)}: the session already fits in ${minutes} minutes, so nothing changes.`,
  }
}

async function proposeMove(context: CoachContext, key: string, toDateIso: string) {
  const revision = await new ProposeMove().handle({
    userId: context.userId,
    todayIso: context.todayIso,
    key,
    toDateIso,
    source: 'coach',
  })
  if (revision) return proposed(revision)
  return {
    error: `That workout is already on ${longDayLabel(toDateIso, context.todayIso)}, so nothing changes.`,
  }
}

function proposed(revision: { id: number; reason: string; changes: unknown[] }): ProposedChange {
  return {
    revisionId: revision.id,
    reason: revision.reason,
    changedWorkouts: revision.changes.length,
    note: PROPOSED_NOTE,
  }
}

/** Refusals of the revision actions become the answer; their messages are sentences. */
async function refusals(
  run: () => Promise<ProposedChange | ToolRefusal>
): Promise<ProposedChange | ToolRefusal> {
  try {
    return await run()
  } catch (error) {
    if (
      error instanceof PlanChangeRefusedException ||
      error instanceof PlanVersionConflictException
    ) {
      return { error: error.message }
    }
    if (error instanceof RevisionConflictError) {
      return { error: 'Your plan changed while I was preparing this; ask me again.' }
    }
    throw error
  }
}
