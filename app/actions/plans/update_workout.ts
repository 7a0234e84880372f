import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import PlanRevision from '#models/plan_revision'
import { savePlanDocument } from '#actions/plans/save_plan_document'
import {
  PlanChangeRefusedException,
  PlanVersionConflictException,
} from '#exceptions/plan_exceptions'
import { findWorkout, moveWorkout } from '#domain/plans/adapt_plan'
import { sqlTimestamp } from '#queries/sql_dialect'
import { lockedPlan } from '#queries/training_plans'
import { nextRevisionNumber } from '#queries/plan_revisions'
import { workoutLog } from '#queries/plan_workout_logs'

export interface UpdateWorkoutInput {
  userId: number
  planId: number
  key: string
  version: number
  todayIso: string
  status?: 'planned' | 'done' | 'skipped'
  note?: string | null
  /** Move the workout to this date. */
  date?: string
  /** Move even when it puts two hard days back to back. */
  confirm?: boolean
}

/**
 * Marks a workout done / skipped (with a note) or moves it. A move is a
 * revision (applied at once, undoable) and is refused with the domain's
 * warning when it puts two hard days back to back, unless confirmed. Returns
 * null when the athlete has no such plan or workout.
 */
export default class UpdateWorkout {
  async handle(input: UpdateWorkoutInput) {
    return db.transaction(async (trx) => {
      const plan = await lockedPlan(trx, input.userId, input.planId)
      if (!plan || !findWorkout(plan.document, input.key)) return null
      if (plan.version !== input.version) throw new PlanVersionConflictException()

      if (input.date && input.date !== findWorkout(plan.document, input.key)!.dateIso) {
        const moved = moveWorkout(plan.document, input.key, input.date, {
          todayIso: input.todayIso,
        })
        if ('error' in moved) throw new PlanChangeRefusedException('date', moved.error.message)
        if (moved.warnings.length > 0 && !input.confirm) {
          throw new PlanChangeRefusedException(
            'date',
            moved.warnings.map((w) => w.message).join(' ')
          )
        }
        const number = await nextRevisionNumber(trx, plan.id)
        await PlanRevision.create(
          {
            planId: plan.id,
            number,
            trigger: 'move',
            source: 'athlete',
            reason: `Moved "${findWorkout(plan.document, input.key)!.title}" to ${input.date}.`,
            changes: moved.changes,
            fitness: null,
            status: 'applied',
            appliedAt: DateTime.now(),
          },
          { client: trx }
        )
        await savePlanDocument(trx, plan, moved.plan, input.version)
      }

      if (input.status !== undefined || input.note !== undefined) {
        const existing = await workoutLog(plan.id, input.key, trx)
        const status = input.status ?? existing?.status ?? 'planned'
        await trx
          .from('plan_workout_logs')
          .where('plan_id', plan.id)
          .where('workout_key', input.key)
          .delete()
        if (status !== 'planned' || (input.note ?? existing?.note)) {
          await trx.table('plan_workout_logs').insert({
            plan_id: plan.id,
            workout_key: input.key,
            status: status === 'planned' ? 'planned' : status,
            note: input.note !== undefined ? input.note : (existing?.note ?? null),
            updated_at: sqlTimestamp(DateTime.now()),
          })
        }
      }
      return plan
    })
  }
}
