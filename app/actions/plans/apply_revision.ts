import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { saveRevisedDocument } from '#actions/plans/save_plan_document'
import {
  PlanChangeRefusedException,
  PlanVersionConflictException,
} from '#exceptions/plan_exceptions'
import { applyRevision } from '#domain/plans/adapt_plan'
import { revisionWithPlan } from '#queries/plan_revisions'
import { announcePlanRevised } from '#services/plan_revision_broadcast'

export interface ApplyRevisionInput {
  userId: number
  revisionId: number
  /** The plan version the client saw. */
  version: number
}

/** Applies a proposed revision to the plan it belongs to (see ProposeRevision). */
export default class ApplyRevision {
  async handle({ userId, revisionId, version }: ApplyRevisionInput) {
    const result = await db.transaction(async (trx) => {
      const found = await revisionWithPlan(trx, userId, revisionId)
      if (!found) return null
      const { plan, revision } = found
      if (plan.version !== version) throw new PlanVersionConflictException()
      if (revision.status !== 'proposed') {
        throw new PlanChangeRefusedException('revision', 'This change was already answered.')
      }
      await saveRevisedDocument(
        trx,
        plan,
        revision,
        version,
        applyRevision,
        'The plan changed since this was proposed. Discard it and ask again.'
      )
      revision.useTransaction(trx)
      revision.status = 'applied'
      revision.appliedAt = DateTime.now()
      await revision.save()
      return { plan, revision }
    })
    if (result) await announcePlanRevised(result.plan, result.revision)
    return result
  }
}
