import type { DateTime } from 'luxon'
import Gear from '#models/gear'

/**
 * Dismisses the retirement reminder of one pair (docs/decisions/0U1-gear-reminders-per-pair.md).
 * Dismissing again keeps the first time.
 */
export default class DismissGearReminder {
  async handle(input: { gearId: number; now: DateTime }) {
    await Gear.query()
      .where('id', input.gearId)
      .whereNull('reminder_dismissed_at')
      .update({ reminder_dismissed_at: input.now.toJSDate() })
  }
}
