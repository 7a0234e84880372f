import db from '@adonisjs/lucid/services/db'
import { savePlanDocument } from '#actions/plans/save_plan_document'
import {
  PlanChangeRefusedException,
  PlanVersionConflictException,
} from '#exceptions/plan_exceptions'
import { revertRevision, RevisionConflictError } from '#domain/plans/adapt_plan'
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
    if (result) await announcePlanRevised(result.plan, result.revision)
    return result
  }
}
