import Activity from '#models/activity'
import Gear from '#models/gear'
import type { Sport } from '#domain/files/activity_file'

export interface UpdateActivityInput {
  userId: number
  activityId: number
  name: string
  sport: Sport
  notes?: string | null
  gearId?: number | null
  perceivedEffort?: number | null
}

export class GearNotFoundError extends Error {
  constructor() {
    super('Choose shoes from the list.')
  }
}

/**
 * What the athlete may change on an activity: name, sport, notes, gear and
 * perceived effort. Only the athlete's own activity and gear: anything else
 * is not found.
 */
export default class UpdateActivity {
  async handle(input: UpdateActivityInput) {
    const activity = await Activity.query()
      .where('id', input.activityId)
      .where('user_id', input.userId)
      .firstOrFail()
    if (input.gearId !== undefined && input.gearId !== null) {
      const gear = await Gear.query()
        .where('id', input.gearId)
        .where('user_id', input.userId)
        .first()
      if (!gear) throw new GearNotFoundError()
    }
    activity.merge({
      name: input.name,
      sport: input.sport,
      ...(input.notes !== undefined ? { notes: input.notes || null } : {}),
      ...(input.gearId !== undefined ? { gearId: input.gearId } : {}),
      ...(input.perceivedEffort !== undefined ? { perceivedEffort: input.perceivedEffort } : {}),
    })
    await activity.save()
    return activity
  }
}
