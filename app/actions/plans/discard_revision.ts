import db from '@adonisjs/lucid/services/db'
import { PlanChangeRefusedException } from '#exceptions/plan_exceptions'
import { revisionWithPlan } from '#queries/plan_revisions'

export interface DiscardRevisionInput {
  userId: number
  revisionId: number
}

/** Discards a proposed revision (see ProposeRevision); the plan stays as it is. */
export default class DiscardRevision {
  async handle({ userId, revisionId }: DiscardRevisionInput) {
    return db.transaction(async (trx) => {
      const found = await revisionWithPlan(trx, userId, revisionId)
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
