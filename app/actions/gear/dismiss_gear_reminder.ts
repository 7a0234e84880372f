import type { DateTime } from 'luxon'
import Gear from '#models/gear'

/**
 * Dismisses the retirement reminder of one pair (docs/decisions/033-gear-reminders-per-pair.md).
 * Dismissing again keeps the first time.
 */
export default class DismissGearReminder {
  async handle(input: { gearId: number; now: DateTime }) {
    const gear = await Gear.findOrFail(input.gearId)
    if (gear.reminderDismissedAt !== null) return
    gear.reminderDismissedAt = input.now
    await gear.save()
  }
}
