import { DateTime } from 'luxon'
import { planToIcs } from '#domain/plans/ics'
import { activePlanByIcsToken } from '#queries/training_plans'
import { unitsOf } from '#queries/athlete_profiles'

/**
 * The calendar feed (iCalendar text) of the active plan with this secret
 * token, in the athlete's units; null when no active plan has it.
 */
export default class PlanCalendarFeed {
  async handle(token: string, now: DateTime = DateTime.utc()) {
    const plan = await activePlanByIcsToken(token)
    if (!plan) return null
    return planToIcs(plan.document, {
      calendarName: 'Pacewise training plan',
      uidDomain: 'pacewise',
      uidPrefix: `plan-${plan.id}`,
      nowIso: now.toISO()!,
      units: await unitsOf(plan.userId),
    })
  }
}
