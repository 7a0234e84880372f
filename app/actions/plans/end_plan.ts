import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { sqlTimestamp } from '#queries/sql_dialect'
import { PlanVersionConflictException } from '#exceptions/plan_exceptions'

/**
 * Ends the athlete's active plan; it stays in their history (archived). The
 * version the client saw must still be the plan's: otherwise nothing changes
 * and PlanVersionConflictException is thrown (docs/decisions/010-training-plans-as-versioned-documents.md).
 */
export default class EndPlan {
  async handle(input: { userId: number; version: number; now?: DateTime }) {
    const updated = await db
      .from('training_plans')
      .where('user_id', input.userId)
      .where('status', 'active')
      .where('version', input.version)
      .update({ status: 'archived', archived_at: sqlTimestamp(input.now ?? DateTime.now()) })
    if (Number(Array.isArray(updated) ? updated[0] : updated) !== 1) {
      throw new PlanVersionConflictException()
    }
  }
}
