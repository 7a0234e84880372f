import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type TrainingPlan from '#models/training_plan'
import type PlanRevision from '#models/plan_revision'
import type { Plan } from '#domain/plans/types'
import { RevisionConflictError, type applyRevision } from '#domain/plans/adapt_plan'
import {
  PlanChangeRefusedException,
  PlanVersionConflictException,
} from '#exceptions/plan_exceptions'
import { sqlTimestamp } from '#queries/sql_dialect'

/**
 * Writes a new plan document if, and only if, the stored version is still
 * `expectedVersion` (compare-and-set in one UPDATE), so that two concurrent
 * edits never lose one another: the second gets PlanVersionConflictException.
 */
export async function savePlanDocument(
  trx: TransactionClientContract,
  plan: TrainingPlan,
  document: Plan,
  expectedVersion: number
) {
  const result = await trx
    .from('training_plans')
    .where('id', plan.id)
    .where('version', expectedVersion)
    .update({
      document: JSON.stringify(document),
      version: expectedVersion + 1,
      end_date: document.endDateIso,
      updated_at: sqlTimestamp(DateTime.now()),
    })
  const affected = Array.isArray(result) ? Number(result[0] ?? 0) : Number(result)
  if (affected !== 1) throw new PlanVersionConflictException()
  plan.document = document
  plan.version = expectedVersion + 1
}

/**
 * Applies a revision's changes to the plan (`applyRevision`) or takes them back
 * (`revertRevision`) and saves the result as the next version. Changes that no longer fit the
 * document (the plan was edited since) refuse with `conflictMessage`, writing nothing.
 */
export async function saveRevisedDocument(
  trx: TransactionClientContract,
  plan: TrainingPlan,
  revision: PlanRevision,
  expectedVersion: number,
  transform: typeof applyRevision,
  conflictMessage: string
) {
  let document: Plan
  try {
    document = transform(plan.document, {
      changes: revision.changes,
      fitness: revision.fitness ?? undefined,
    })
  } catch (error) {
    if (error instanceof RevisionConflictError) {
      throw new PlanChangeRefusedException('revision', conflictMessage)
    }
    throw error
  }
  await savePlanDocument(trx, plan, document, expectedVersion)
}
