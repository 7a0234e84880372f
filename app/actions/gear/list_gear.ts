import Gear from '#models/gear'
import { distanceByGear } from '#queries/activities'

export interface GearWithDistance {
  gear: Gear
  /** Starting distance plus the distance of every activity assigned to it, metres. */
  distanceMeters: number
}

/** The athlete's gear with its mileage, active first, then by name. */
export default class ListGear {
  async handle(userId: number): Promise<GearWithDistance[]> {
    const gear = await Gear.query().where('user_id', userId).orderBy('name', 'asc')
    if (gear.length === 0) return []
    const byGear = await distanceByGear(userId)
    return gear
      .map((item) => ({
        gear: item,
        distanceMeters: item.startingDistanceMeters + (byGear.get(item.id) ?? 0),
      }))
      .sort((a, b) => Number(a.gear.retiredAt !== null) - Number(b.gear.retiredAt !== null))
  }
}
