import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import TrainingPlan from '#models/training_plan'
import PlanRevision from '#models/plan_revision'
import { savePlanDocument } from '#actions/plans/save_plan_document'
import { nextRevisionNumber } from '#actions/plans/update_workout'
import {
  PlanChangeRefusedException,
  PlanVersionConflictException,
} from '#exceptions/plan_exceptions'
import {
  applyRevision,
  proposeRevision,
  revertRevision,
  RevisionConflictError,
  type AdaptTrigger,
} from '#domain/plans/adapt_plan'
import { broadcast } from '#realtime/main'
import { userChannel } from '#realtime/events'

/*
 * The revision API: the TrainingPlan page, the app's own checks and the coach
 * all change a plan through these, so every change is previewed as
 * a diff with a reason, applied or discarded, and can be undone.
 */

async function lockedPlan(trx: TransactionClientContract, userId: number, planId?: number) {
  const query = TrainingPlan.query({ client: trx }).where('user_id', userId).forUpdate()
  if (planId !== undefined) query.where('id', planId)
  else query.where('status', 'active')
  return query.first()
}

async function completedAndSkipped(planId: number, client: TransactionClientContract) {
  const rows = await client.from('plan_workout_logs').where('plan_id', planId)
  return {
    completedKeys: rows.filter((row) => row.status === 'done').map((row) => row.workout_key),
    skippedKeys: rows.filter((row) => row.status === 'skipped').map((row) => row.workout_key),
  }
}

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
export class ProposeRevision {
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

interface RevisionInput {
  userId: number
  revisionId: number
  version: number
}

/** Finds one of the athlete's revisions with its plan, locked; null when not theirs. */
async function revisionOf(trx: TransactionClientContract, userId: number, revisionId: number) {
  const revision = await PlanRevision.query({ client: trx }).where('id', revisionId).first()
  if (!revision) return null
  const plan = await lockedPlan(trx, userId, revision.planId)
  return plan ? { plan, revision } : null
}

async function announce(plan: TrainingPlan, revision: PlanRevision) {
  await broadcast(userChannel(plan.userId), 'plan.revised', {
    planId: plan.id,
    revision: revision.number,
    reason: revision.reason,
    revisedAt: DateTime.now().toISO()!,
  }).catch(() => {})
}

export class ApplyRevision {
  async handle({ userId, revisionId, version }: RevisionInput) {
    const result = await db.transaction(async (trx) => {
      const found = await revisionOf(trx, userId, revisionId)
      if (!found) return null
      const { plan, revision } = found
      if (plan.version !== version) throw new PlanVersionConflictException()
      if (revision.status !== 'proposed') {
        throw new PlanChangeRefusedException('revision', 'This change was already answered.')
      }
      let document
      try {
        document = applyRevision(plan.document, {
          changes: revision.changes,
          fitness: revision.fitness ?? undefined,
        })
      } catch (error) {
        if (error instanceof RevisionConflictError) {
          throw new PlanChangeRefusedException(
            'revision',
            'The plan changed since this was proposed. Discard it and ask again.'
          )
        }
        throw error
      }
      await savePlanDocument(trx, plan, document, version)
      revision.useTransaction(trx)
      revision.status = 'applied'
      revision.appliedAt = DateTime.now()
      await revision.save()
      return { plan, revision }
    })
    if (result) await announce(result.plan, result.revision)
    return result
  }
}

export class DiscardRevision {
  async handle({ userId, revisionId }: Omit<RevisionInput, 'version'>) {
    return db.transaction(async (trx) => {
      const found = await revisionOf(trx, userId, revisionId)
      if (!found) return null
      if (found.revision.status !== 'proposed') {
        throw new PlanChangeRefusedException('revision', 'This change was already answered.')
      }
      found.revision.useTransaction(trx)
      found.revision.status = 'discarded'
      await found.revision.save()
      return found
    })
  }
}

/** Undoes the most recent applied revision (moves included), in reverse order only. */
export class UndoRevision {
  async handle({ userId, revisionId, version }: RevisionInput) {
    const result = await db.transaction(async (trx) => {
      const found = await revisionOf(trx, userId, revisionId)
      if (!found) return null
      const { plan, revision } = found
      if (plan.version !== version) throw new PlanVersionConflictException()
      const latest = await PlanRevision.query({ client: trx })
        .where('plan_id', plan.id)
        .where('status', 'applied')
        .orderBy('number', 'desc')
        .first()
      if (revision.status !== 'applied' || latest?.id !== revision.id) {
        throw new PlanChangeRefusedException(
          'revision',
          'Only the latest applied change can be undone.'
        )
      }
      let document
      try {
        document = revertRevision(plan.document, {
          changes: revision.changes,
          fitness: revision.fitness ?? undefined,
        })
      } catch (error) {
        if (error instanceof RevisionConflictError) {
          throw new PlanChangeRefusedException(
            'revision',
            'The plan changed since; this cannot be undone.'
          )
        }
        throw error
      }
      await savePlanDocument(trx, plan, document, version)
      revision.useTransaction(trx)
      revision.status = 'undone'
      await revision.save()
      return { plan, revision }
    })
    if (result) await announce(result.plan, result.revision)
    return result
  }
}
