import { errors } from '@adonisjs/lucid'
import TrainingPlan from '#models/training_plan'
import { newIcsToken } from '#services/calendar_token'

/**
 * A new secret token for the active plan's calendar feed: the old link stops
 * working. No active plan: not found.
 */
export default class ResetCalendarLink {
  async handle(input: { userId: number }) {
    const updated = await TrainingPlan.query()
      .where('user_id', input.userId)
      .where('status', 'active')
      .update({ ics_token: newIcsToken() })
    if (Number(Array.isArray(updated) ? updated[0] : updated) === 0) {
      throw new errors.E_ROW_NOT_FOUND(TrainingPlan)
    }
  }
}
