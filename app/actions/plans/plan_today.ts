import db from '@adonisjs/lucid/services/db'
import type AthleteProfile from '#models/athlete_profile'
import { activePlan } from '#actions/plans/load_plan_page'
import { asDate } from '#queries/sql_dialect'
import { planDto, type PlanActivity, type WorkoutLog } from '#dtos/plan'

/**
 * The Dashboard's plan card: today's workout and this week planned vs done.
 * Reads only the current week's activities and marks.
 */
export default class PlanToday {
  async handle(profile: AthleteProfile, todayIso: string) {
    const plan = await activePlan(profile.userId)
    if (!plan) return null
    const week = plan.document.weeks.find(
      (candidate) => candidate.startDateIso <= todayIso && todayIso <= candidate.endDateIso
    )
    if (!week) return { today: null, week: null }

    const rows = await db
      .from('activities')
      .where('user_id', profile.userId)
      .whereBetween('local_date', [week.startDateIso, week.endDateIso])
      .select('id', 'name', 'sport', 'local_date', 'distance_meters', 'moving_seconds')
    const activities: PlanActivity[] = rows.map((row) => ({
      id: Number(row.id),
      name: row.name,
      sport: row.sport,
      localDate: asDate(row.local_date)!,
      distanceMeters: Number(row.distance_meters),
      movingSeconds: Number(row.moving_seconds),
    }))
    const logRows = await db
      .from('plan_workout_logs')
      .where('plan_id', plan.id)
      .whereIn(
        'workout_key',
        week.workouts.map((workout) => workout.key)
      )
    const logs = new Map<string, WorkoutLog>(
      logRows.map((row) => [row.workout_key, { status: row.status, note: row.note }])
    )
    plan.document = { ...plan.document, weeks: [week] }
    const [weekDto] = planDto(plan, activities, logs, todayIso, profile.units).weeks
    return {
      today: weekDto.workouts.find((workout) => workout.date === todayIso) ?? null,
      week: weekDto,
    }
  }
}
