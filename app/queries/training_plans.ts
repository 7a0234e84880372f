import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import TrainingPlan from '#models/training_plan'
import type { Plan } from '#domain/plans/types'
import { asDate } from '#queries/sql_dialect'
import { ParsedJsonCache } from '#services/parsed_json_cache'

/*
 * Reads of training_plans. Changes to a plan's document go through savePlanDocument
 * (a compare-and-set on `version`, docs/decisions/010-training-plans-as-versioned-documents.md).
 */

/** The athlete's active plan, or null. */
export function activePlan(userId: number) {
  return TrainingPlan.query().where('user_id', userId).where('status', 'active').first()
}

/**
 * The active plan as the pages show it (the Plan page, the Dashboard): the columns they read,
 * no model. Its document is parsed once per change of its text and shared between requests,
 * deep-frozen: read it, never edit it (changes go through the model and savePlanDocument).
 * See docs/decisions/042-plan-pages-read-plain.md.
 */
export interface PlanView {
  id: number
  version: number
  icsToken: string
  raceDistanceMeters: number | null
  raceDate: string | null
  document: Plan
}

/** Parsed documents of the plans read lately (about 45 KB of text for 16 weeks). */
const planDocuments = new ParsedJsonCache<Plan>(64)

function documentOf(id: number, value: string | Plan): Plan {
  return typeof value === 'string' ? planDocuments.parse(id, value) : value
}

/** The athlete's active plan for a page, or null. */
export async function activePlanView(userId: number): Promise<PlanView | null> {
  const row = await db
    .from('training_plans')
    .where('user_id', userId)
    .where('status', 'active')
    .orderBy('id', 'desc')
    .select(...PLAN_VIEW_COLUMNS, 'document')
    .first()
  return row ? planViewFrom(row, row.document) : null
}

/** The columns of a PlanView besides the document. */
export const PLAN_VIEW_COLUMNS = [
  'id',
  'version',
  'ics_token',
  'race_distance_meters',
  'race_date',
] as const

/** A PlanView from its columns (read here or in a page's statement) and its document's text. */
export function planViewFrom(row: Record<string, any>, document: string | Plan): PlanView {
  const id = Number(row.id)
  return {
    id,
    version: Number(row.version),
    icsToken: row.ics_token,
    raceDistanceMeters: row.race_distance_meters === null ? null : Number(row.race_distance_meters),
    raceDate: asDate(row.race_date),
    document: documentOf(id, document),
  }
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

/** A plan as the training log reads it: plain columns, the document shared (see PlanView). */
export interface LoggedPlanView {
  id: number
  status: 'active' | 'archived'
  /** As the model's dateTime column holds it. */
  archivedAt: DateTime | null
  document: Plan
}

/**
 * The athlete's plans (active or archived) whose dates meet the range from `fromIso` to
 * `toIso`: the active plan first, then the archived ones, most recently created first (the
 * training log's precedence, app/domain/activities/training_log.ts `plannedForDates`).
 */
export async function plansOverlapping(
  userId: number,
  fromIso: string,
  toIso: string
): Promise<LoggedPlanView[]> {
  const rows = await db
    .from('training_plans')
    .where('user_id', userId)
    .where('start_date', '<=', toIso)
    .where('end_date', '>=', fromIso)
    .orderByRaw("CASE WHEN status = 'active' THEN 0 ELSE 1 END")
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .select('id', 'status', 'archived_at', 'document')
  return rows.map((row) => {
    const id = Number(row.id)
    const archivedAt = row.archived_at
    return {
      id,
      status: row.status,
      archivedAt: !archivedAt
        ? null
        : archivedAt instanceof Date
          ? DateTime.fromJSDate(archivedAt)
          : DateTime.fromSQL(archivedAt),
      document: documentOf(id, row.document),
    }
  })
}
