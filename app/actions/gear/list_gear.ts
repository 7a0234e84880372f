import { gearWithActivityMeters, type GearRecord } from '#queries/gear'

export interface GearWithDistance {
  gear: GearRecord
  /** Starting distance plus the distance of every activity assigned to it, metres. */
  distanceMeters: number
}

/** The athlete's gear with its mileage, active first, then by name. */
export default class ListGear {
  async handle(userId: number): Promise<GearWithDistance[]> {
    return withDistances(await gearWithActivityMeters(userId))
  }
}

/** Gear read by name (gearWithActivityMeters) with its mileage, active first, then by name. */
export function withDistances(gear: GearRecord[]): GearWithDistance[] {
  return gear
    .map((item) => ({
      gear: item,
      distanceMeters: item.startingDistanceMeters + item.activityMeters,
    }))
    .sort((a, b) => Number(a.gear.retired) - Number(b.gear.retired))
}
