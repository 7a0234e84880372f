import { z } from 'zod'
import { activePlan } from '#queries/training_plans'
import ProposeRevision from '#actions/plans/propose_revision'
import ProposeMove from '#actions/plans/propose_move'
import ProposeShorterDay from '#actions/plans/propose_shorter_day'
import {
  PlanChangeRefusedException,
  PlanVersionConflictException,
} from '#exceptions/plan_exceptions'
import { addDays } from '#domain/calendar'
import { findWorkout, type AdaptTrigger } from '#domain/plans/adapt_plan'
import type { IsoWeekday } from '#domain/plans/types'
import { WORKOUT_KEY_PATTERN } from '#domain/plans/sessions'
import { defineTool, type ToolRefusal } from '#coach/tools/tool'

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD')
const workoutKey = z
  .string()
  .max(16)
  .regex(WORKOUT_KEY_PATTERN, 'a workout key like w3-d5 (w3-d5-2: the second run of that day)')

/**
 * What the coach may propose. Every field is bounded; dates are checked against the plan and
 * today before anything is proposed. There is no user id and no "apply": the athlete answers.
 */
export const planChangeInput = z
  .object({
    change: z.discriminatedUnion('type', [
      z
        .object({
          type: z.literal('illness'),
          startDate: isoDate.optional(),
          days: z.number().int().min(1).max(60),
        })
        .strict(),
      z
        .object({
          type: z.literal('injury'),
          startDate: isoDate.optional(),
          days: z.number().int().min(1).max(60).optional(),
        })
        .strict(),
      z
        .object({
          type: z.literal('travel'),
          fromDate: isoDate,
          toDate: isoDate,
          availableWeekdays: z.array(z.number().int().min(1).max(7)).max(7),
          maxSessionMinutes: z.number().int().min(10).max(300).optional(),
        })
        .strict(),
      z
        .object({
          type: z.literal('short_on_time'),
          maxSessionMinutes: z.number().int().min(10).max(300),
        })
        .strict(),
      z
        .object({
          type: z.literal('shorten_day'),
          date: isoDate,
          maxSessionMinutes: z.number().int().min(10).max(300),
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

/**
 * Proposes a revision of the active plan (the revision API the athlete uses, source `coach`).
 * It never applies anything.
 */
export const proposePlanChangeTool = defineTool({
  name: 'propose_plan_change',
  description:
    'Proposes a change to the active plan for illness, injury, travel, being short on time (the week, or one day with shorten_day), a missed workout, moving one workout to another date, or making the plan harder or easier (intensity: paces one VDOT point faster or slower). The athlete sees a preview and decides; this never applies a change. Use plan_window first for workout keys and dates.',
  input: planChangeInput,
  async run(context, { change }): Promise<ProposedChange | ToolRefusal> {
    const { todayIso, userId } = context
    const plan = await activePlan(userId)
    if (!plan) return { error: 'The athlete has no active plan to change.' }
    const { startDateIso, endDateIso } = plan.document
    const inPlan = (date: string) => date >= startDateIso && date <= endDateIso
    const validDate = (date: string) => !Number.isNaN(Date.parse(`${date}T00:00:00Z`))
    const check = (date: string, what: string) => {
      if (!validDate(date)) return `${what} is not a date.`
      if (!inPlan(date))
        return `${what} must be within the plan (${startDateIso} to ${endDateIso}).`
      return null
    }

    let trigger: AdaptTrigger | null = null
    switch (change.type) {
      case 'illness':
      case 'injury': {
        const start = change.startDate ?? todayIso
        const problem = check(start, 'startDate')
        if (problem) return { error: problem }
        if (start < addDays(todayIso, -14) || start > addDays(todayIso, 14)) {
          return { error: 'startDate must be within two weeks of today.' }
        }
        trigger =
          change.type === 'illness'
            ? { type: 'illness', startIso: start, days: change.days }
            : { type: 'injury', startIso: start, days: change.days }
        break
      }
      case 'travel': {
        const problem = check(change.fromDate, 'fromDate') ?? check(change.toDate, 'toDate')
        if (problem) return { error: problem }
        if (change.toDate < change.fromDate) return { error: 'toDate is before fromDate.' }
        if (change.toDate < todayIso) return { error: 'The trip is in the past.' }
        if (change.toDate > addDays(change.fromDate, 59)) {
          return { error: 'A trip can span at most 60 days.' }
        }
        trigger = {
          type: 'travel',
          fromIso: change.fromDate,
          toIso: change.toDate,
          availableDays: [...new Set(change.availableWeekdays)] as IsoWeekday[],
          ...(change.maxSessionMinutes ? { maxSessionSeconds: change.maxSessionMinutes * 60 } : {}),
        }
        break
      }
      case 'short_on_time':
        trigger = { type: 'short_on_time', maxSessionSeconds: change.maxSessionMinutes * 60 }
        break
      case 'shorten_day': {
        const problem = check(change.date, 'date')
        if (problem) return { error: problem }
        if (change.date < todayIso) return { error: 'That day is in the past.' }
        return refusals(async () => {
          const revision = await new ProposeShorterDay().handle({
            userId,
            todayIso,
            dateIso: change.date,
            maxSessionSeconds: change.maxSessionMinutes * 60,
            source: 'coach',
          })
          if (!revision) return { error: "That day's session already fits in that time." }
          return {
            revisionId: revision.id,
            reason: revision.reason,
            changedWorkouts: revision.changes.length,
            note: PROPOSED_NOTE,
          }
        })
      }
      case 'intensity': {
        // One VDOT point at a time: Daniels' advice for raising (or lowering) training paces
        // (Daniels' Running Formula, "VDOT" chapter; docs/coach.md#harder-or-easier).
        const vdot = plan.document.fitness.vdot
        const next = Math.round((vdot + (change.direction === 'harder' ? 1 : -1)) * 10) / 10
        trigger = {
          type: 'new_fitness',
          vdot: next,
          source: 'estimated',
          description:
            change.direction === 'harder'
              ? 'You asked for a harder plan: one VDOT point more'
              : 'You asked for an easier plan: one VDOT point less',
        }
        break
      }
      case 'missed_workout': {
        const workout = findWorkout(plan.document, change.workoutKey)
        if (!workout) return { error: 'No such workout in the plan.' }
        if (workout.dateIso >= todayIso) return { error: 'That workout is not in the past.' }
        trigger = { type: 'missed_workout', key: change.workoutKey }
        break
      }
      case 'move_workout': {
        const problem = check(change.toDate, 'toDate')
        if (problem) return { error: problem }
        if (change.toDate < todayIso) return { error: 'A workout cannot move into the past.' }
        return refusals(async () => {
          const revision = await new ProposeMove().handle({
            userId,
            todayIso,
            key: change.workoutKey,
            toDateIso: change.toDate,
            source: 'coach',
          })
          if (!revision) return { error: 'Nothing would change.' }
          return {
            revisionId: revision.id,
            reason: revision.reason,
            changedWorkouts: revision.changes.length,
            note: PROPOSED_NOTE,
          }
        })
      }
    }

    return refusals(async () => {
      const revision = await new ProposeRevision().handle({
        userId,
        todayIso,
        trigger: trigger!,
        source: 'coach',
      })
      if (!revision) return { error: 'Nothing in the plan needs to change for that.' }
      return {
        revisionId: revision.id,
        reason: revision.reason,
        changedWorkouts: revision.changes.length,
        note: PROPOSED_NOTE,
      }
    })
  },
  summary: ({ change }) =>
    change.type === 'move_workout'
      ? 'proposed moving a workout in your plan'
      : change.type === 'intensity'
        ? `proposed a ${change.direction} plan`
        : `proposed a plan change (${change.type.replace(/_/g, ' ')})`,
})

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
    throw error
  }
}
