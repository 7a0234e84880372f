import db from '@adonisjs/lucid/services/db'
import PlanRevision from '#models/plan_revision'
import { lockedPlan } from '#queries/training_plans'
import { nextRevisionNumber } from '#queries/plan_revisions'
import { completedAndSkipped } from '#queries/plan_workout_logs'
import { PlanChangeRefusedException } from '#exceptions/plan_exceptions'
import { findWorkout, moveWorkout } from '#domain/plans/adapt_plan'
import { moveText } from '#domain/plans/sessions'
import { longDayLabel } from '#domain/plans/day_label'

export interface ProposeMoveInput {
  userId: number
  todayIso: string
  key: string
  toDateIso: string
  source: 'athlete' | 'coach'
}

/**
 * Proposes moving one workout of the active plan (the coach's "move my long
 * run"): the same diff as a drag and drop, but stored as a proposal to apply
 * or discard, like the other revisions. A day moves whole: either run of a double moves both
 * (docs/plans.md#doubles). Replaces an unanswered proposal.
 * Returns null without an active plan; refuses what moveWorkout refuses.
 */
export default class ProposeMove {
  async handle(input: ProposeMoveInput) {
    return db.transaction(async (trx) => {
      const plan = await lockedPlan(trx, input.userId)
      if (!plan) return null
      const workout = findWorkout(plan.document, input.key)
      if (!workout)
        throw new PlanChangeRefusedException('key', 'No such workout in the active plan.')
      const moved = moveWorkout(plan.document, input.key, input.toDateIso, {
        todayIso: input.todayIso,
        ...(await completedAndSkipped(plan.id, trx)),
      })
      if ('error' in moved) throw new PlanChangeRefusedException('date', moved.error.message)
      if (moved.changes.length === 0) return null
      await PlanRevision.query({ client: trx })
        .where('plan_id', plan.id)
        .where('status', 'proposed')
        .update({ status: 'discarded' })
      const warnings = moved.warnings.map((w) => w.message).join(' ')
      const dayLabel = (iso: string) => longDayLabel(iso, input.todayIso)
      return PlanRevision.create(
        {
          planId: plan.id,
          number: await nextRevisionNumber(trx, plan.id),
          trigger: 'move',
          source: input.source,
          reason: `${workout.title} moves from ${dayLabel(workout.dateIso)} to ${dayLabel(input.toDateIso)}${moveText(moved.changes, input.key, workout.dateIso, dayLabel(workout.dateIso))}.${warnings ? ` ${warnings}` : ''}`,
          changes: moved.changes,
          fitness: null,
          status: 'proposed',
          appliedAt: null,
        },
        { client: trx }
      )
    })
  }
}
