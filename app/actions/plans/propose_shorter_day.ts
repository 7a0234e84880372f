import db from '@adonisjs/lucid/services/db'
import PlanRevision from '#models/plan_revision'
import { lockedPlan } from '#queries/training_plans'
import { nextRevisionNumber } from '#queries/plan_revisions'
import { completedAndSkipped } from '#queries/plan_workout_logs'
import { PlanChangeRefusedException } from '#exceptions/plan_exceptions'
import { shortenDay } from '#domain/plans/shorten_day'

export interface ProposeShorterDayInput {
  userId: number
  todayIso: string
  dateIso: string
  maxSessionSeconds: number
  source: 'athlete' | 'coach'
}

/**
 * Proposes cutting one day's session to the time available (the coach's "only 30 minutes
 * today"), stored as a proposal to apply or discard like the other revisions. Replaces an
 * unanswered proposal. Returns null without an active plan or when nothing changes.
 */
export default class ProposeShorterDay {
  async handle(input: ProposeShorterDayInput) {
    return db.transaction(async (trx) => {
      const plan = await lockedPlan(trx, input.userId)
      if (!plan) return null
      const result = shortenDay(plan.document, input.dateIso, input.maxSessionSeconds, {
        todayIso: input.todayIso,
        ...(await completedAndSkipped(plan.id, trx)),
      })
      if ('error' in result) throw new PlanChangeRefusedException('date', result.error)
      if (result.changes.length === 0) return null
      await PlanRevision.query({ client: trx })
        .where('plan_id', plan.id)
        .where('status', 'proposed')
        .update({ status: 'discarded' })
      return PlanRevision.create(
        {
          planId: plan.id,
          number: await nextRevisionNumber(trx, plan.id),
          trigger: 'short_on_time',
          source: input.source,
          reason: result.reason,
          changes: result.changes,
          fitness: null,
          status: 'proposed',
          appliedAt: null,
        },
        { client: trx }
      )
    })
  }
}
