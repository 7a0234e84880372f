import db from '@adonisjs/lucid/services/db'
import TrainingPlan from '#models/training_plan'
import PlanRevision from '#models/plan_revision'
import type AthleteProfile from '#models/athlete_profile'
import PlanDefaultsFor from '#actions/plans/plan_defaults'
import { asDate } from '#queries/sql_dialect'
import { planDto, revisionDto, type PlanActivity, type WorkoutLog } from '#dtos/plan'

/** The athlete's active plan, or null. */
export function activePlan(userId: number) {
  return TrainingPlan.query().where('user_id', userId).where('status', 'active').first()
}

/** Activities and marks the plan view needs, for the plan's dates. */
export async function planActivitiesAndLogs(plan: TrainingPlan) {
  const rows = await db
    .from('activities')
    .where('user_id', plan.userId)
    .whereBetween('local_date', [plan.document.startDateIso, plan.document.endDateIso])
    .select('id', 'name', 'sport', 'local_date', 'distance_meters', 'moving_seconds')
    .orderBy('start_time', 'asc')
  const activities: PlanActivity[] = rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    sport: row.sport,
    localDate: asDate(row.local_date)!,
    distanceMeters: Number(row.distance_meters),
    movingSeconds: Number(row.moving_seconds),
  }))
  const logRows = await db.from('plan_workout_logs').where('plan_id', plan.id)
  const logs = new Map<string, WorkoutLog>(
    logRows.map((row) => [row.workout_key, { status: row.status, note: row.note }])
  )
  return { activities, logs }
}

/** Everything the TrainingPlan page shows. */
export default class LoadPlanPage {
  async handle(profile: AthleteProfile, todayIso: string) {
    const plan = await activePlan(profile.userId)
    const defaults = await new PlanDefaultsFor().handle(profile, todayIso)
    if (!plan)
      return { today: todayIso, plan: null, pendingRevision: null, revisions: [], defaults }

    const { activities, logs } = await planActivitiesAndLogs(plan)
    const revisions = await PlanRevision.query()
      .where('plan_id', plan.id)
      .orderBy('number', 'desc')
      .limit(50)
    const pending = revisions.find((revision) => revision.status === 'proposed') ?? null
    return {
      today: todayIso,
      plan: planDto(plan, activities, logs, todayIso, profile.units),
      pendingRevision: pending ? revisionDto(plan.id, pending) : null,
      revisions: revisions
        .filter((revision) => revision.status !== 'proposed')
        .map((revision) => revisionDto(plan.id, revision)),
      defaults,
    }
  }
}
