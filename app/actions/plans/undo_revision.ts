import db from '@adonisjs/lucid/services/db'
import { saveRevisedDocument } from '#actions/plans/save_plan_document'
import {
  PlanChangeRefusedException,
  PlanVersionConflictException,
} from '#exceptions/plan_exceptions'
import { revertRevision } from '#domain/plans/adapt_plan'
import { latestAppliedRevision, revisionWithPlan } from '#queries/plan_revisions'
import { announcePlanRevised } from '#services/plan_revision_broadcast'

export interface UndoRevisionInput {
  userId: number
  revisionId: number
  /** The plan version the client saw. */
  version: number
}

/** Undoes the most recent applied revision (moves included), in reverse order only. */
export default class UndoRevision {
  async handle({ userId, revisionId, version }: UndoRevisionInput) {
    const result = await db.transaction(async (trx) => {
      const found = await revisionWithPlan(trx, userId, revisionId)
      if (!found) return null
      const { plan, revision } = found
      if (plan.version !== version) throw new PlanVersionConflictException()
      const latest = await latestAppliedRevision(trx, plan.id)
      if (revision.status !== 'applied' || latest?.id !== revision.id) {
        throw new PlanChangeRefusedException(
          'revision',
          'Only the latest applied change can be undone.'
        )
      }
      await saveRevisedDocument(
        trx,
        plan,
        revision,
        version,
        revertRevision,
        'The plan changed since; this cannot be undone.'
      )
      revision.useTransaction(trx)
      revision.status = 'undone'
      await revision.save()
      return { plan, revision }
    })
    if (result) await announcePlanRevised(result.plan, result.revision)
    return result
  }
}
