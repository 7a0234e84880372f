import type { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import PlanRevision from '#models/plan_revision'
import { sqlTimestamp } from '#queries/sql_dialect'
import { lockedPlan, plansAmong } from '#queries/training_plans'

/*
 * Reads of plan_revisions: proposed, applied, discarded and undone changes of a plan, numbered
 * 1, 2, 3… within it.
 */

/** The number the plan's next revision gets. */
export async function nextRevisionNumber(trx: TransactionClientContract, planId: number) {
  const [row] = await trx.from('plan_revisions').where('plan_id', planId).max('number as last')
  return Number(row?.last ?? 0) + 1
}

/** The plan's latest revisions, newest first (the plan page's history). */
export function latestRevisions(planId: number, limit: number) {
  return PlanRevision.query().where('plan_id', planId).orderBy('number', 'desc').limit(limit)
}

/** The plan's waiting proposal and the revisions created since `since`. */
export function proposedOrCreatedSince(planId: number, since: DateTime) {
  return PlanRevision.query()
    .where('plan_id', planId)
    .where((query) =>
      query.where('status', 'proposed').orWhere('created_at', '>=', sqlTimestamp(since))
    )
}

/** Revisions by id, whoever's plan they belong to (callers check the plan). */
export function revisionsByIds(ids: number[]) {
  return PlanRevision.query().whereIn('id', ids)
}

/**
 * The revisions some coach messages proposed, each with its plan, among the athlete's plans
 * only (a revision of another athlete's plan is left out).
 */
export async function proposedRevisionsWithPlans(userId: number, revisionIds: number[]) {
  const ids = [...new Set(revisionIds)]
  if (ids.length === 0) return []
  const revisions = await revisionsByIds(ids)
  const plans = await plansAmong(userId, [...new Set(revisions.map((r) => r.planId))])
  return revisions.flatMap((revision) => {
    const plan = plans.find((p) => p.id === revision.planId)
    return plan ? [{ revision, plan }] : []
  })
}

/** One revision by id (its plan decides whose it is), in the transaction. */
export function revisionById(trx: TransactionClientContract, revisionId: number) {
  return PlanRevision.query({ client: trx }).where('id', revisionId).first()
}

/** The plan's most recently applied revision, in the transaction. */
export function latestAppliedRevision(trx: TransactionClientContract, planId: number) {
  return PlanRevision.query({ client: trx })
    .where('plan_id', planId)
    .where('status', 'applied')
    .orderBy('number', 'desc')
    .first()
}

/** One of the athlete's revisions with its plan, the plan locked; null when not theirs. */
export async function revisionWithPlan(
  trx: TransactionClientContract,
  userId: number,
  revisionId: number
) {
  const revision = await revisionById(trx, revisionId)
  if (!revision) return null
  const plan = await lockedPlan(trx, userId, revision.planId)
  return plan ? { plan, revision } : null
}
