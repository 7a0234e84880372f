import db from '@adonisjs/lucid/services/db'
import PlanRevision from '#models/plan_revision'
import { PlanVersionConflictException } from '#exceptions/plan_exceptions'
import { proposeRevision, type AdaptTrigger } from '#domain/plans/adapt_plan'
import { lockedPlan } from '#queries/training_plans'
import { completedAndSkipped } from '#queries/plan_workout_logs'
import { nextRevisionNumber } from '#queries/plan_revisions'

/*
 * The revision API: the TrainingPlan page, the app's own checks and the coach all change a
 * plan through ProposeRevision, ApplyRevision, DiscardRevision and UndoRevision, so every
 * change is previewed as a diff with a reason, applied or discarded, and can be undone
 * (docs/decisions/010-training-plans-as-versioned-documents.md).
 */

export interface ProposeInput {
  userId: number
  todayIso: string
  trigger: AdaptTrigger
  source: 'athlete' | 'coach' | 'automatic'
  /** The plan version the client saw; automatic proposals pass none. */
  version?: number
}

/**
 * Proposes a revision of the active plan for a trigger (illness, travel, a
 * new fitness estimate...). It replaces an earlier proposal that was never
 * answered. Returns null without an active plan, or when nothing changes.
 */
export default class ProposeRevision {
  async handle(input: ProposeInput) {
    return db.transaction(async (trx) => {
      const plan = await lockedPlan(trx, input.userId)
      if (!plan) return null
      if (input.version !== undefined && plan.version !== input.version) {
        throw new PlanVersionConflictException()
      }
      const context = await completedAndSkipped(plan.id, trx)
      const revision = proposeRevision(plan.document, input.trigger, {
        todayIso: input.todayIso,
        ...context,
      })
      if (revision.changes.length === 0 && !revision.fitness) return null
      await PlanRevision.query({ client: trx })
        .where('plan_id', plan.id)
        .where('status', 'proposed')
        .update({ status: 'discarded' })
      return PlanRevision.create(
        {
          planId: plan.id,
          number: await nextRevisionNumber(trx, plan.id),
          trigger: input.trigger.type,
          source: input.source,
          reason: revision.reason,
          changes: revision.changes,
          fitness: revision.fitness ?? null,
          status: 'proposed',
          appliedAt: null,
        },
        { client: trx }
      )
    })
  }
}
