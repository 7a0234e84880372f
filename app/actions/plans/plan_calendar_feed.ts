import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import TrainingPlan from '#models/training_plan'
import { planToIcs } from '#domain/plans/ics'

/**
 * The calendar feed (iCalendar text) of the active plan with this secret
 * token, in the athlete's units; null when no active plan has it.
 */
export default class PlanCalendarFeed {
  async handle(token: string, now: DateTime = DateTime.utc()) {
    const plan = await TrainingPlan.query()
      .where('ics_token', token)
      .where('status', 'active')
      .first()
    if (!plan) return null
    const profile = await db
      .from('athlete_profiles')
      .where('user_id', plan.userId)
      .select('units')
      .first()
    return planToIcs(plan.document, {
      calendarName: 'Pacewise training plan',
      uidDomain: 'pacewise',
      uidPrefix: `plan-${plan.id}`,
      nowIso: now.toISO()!,
      units: profile?.units === 'imperial' ? 'imperial' : 'metric',
    })
  }
}
