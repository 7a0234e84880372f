import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import TrainingPlan from '#models/training_plan'

/*
 * Reads of training_plans. Changes to a plan's document go through savePlanDocument
 * (a compare-and-set on `version`, docs/decisions/010-training-plans-as-versioned-documents.md).
 */

/** The athlete's active plan, or null. */
export function activePlan(userId: number) {
  return TrainingPlan.query().where('user_id', userId).where('status', 'active').first()
}

/** The ids of the athletes who have an active plan, in id order. */
export async function athletesWithActivePlan(): Promise<number[]> {
  const rows = await TrainingPlan.query()
    .where('status', 'active')
    .distinct('user_id')
    .orderBy('user_id')
  return rows.map((plan) => plan.userId)
}

/** The athlete's plans among the ids given. */
export function plansAmong(userId: number, planIds: number[]) {
  return TrainingPlan.query().where('user_id', userId).whereIn('id', planIds)
}

/** The active plan whose calendar feed token this is, or null. */
export function activePlanByIcsToken(token: string) {
  return TrainingPlan.query().where('ics_token', token).where('status', 'active').first()
}

/**
 * One of the athlete's plans (the active one when no id is given), locked for the rest of the
 * transaction; null when there is none or it is not theirs.
 */
export function lockedPlan(trx: TransactionClientContract, userId: number, planId?: number) {
  const query = TrainingPlan.query({ client: trx }).where('user_id', userId).forUpdate()
  if (planId !== undefined) query.where('id', planId)
  else query.where('status', 'active')
  return query.first()
}

/**
 * The athlete's plans (active or archived) whose dates meet the range from `fromIso` to
 * `toIso`: the active plan first, then the archived ones, most recently created first (the
 * training log's precedence, app/domain/activities/training_log.ts `plannedForDates`).
 */
export function plansOverlapping(userId: number, fromIso: string, toIso: string) {
  return TrainingPlan.query()
    .where('user_id', userId)
    .where('start_date', '<=', toIso)
    .where('end_date', '>=', fromIso)
    .orderByRaw("CASE WHEN status = 'active' THEN 0 ELSE 1 END")
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
}
