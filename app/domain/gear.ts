/*
 * Gear mileage: the distance on a pair of shoes or a bike is the distance it started with plus
 * every activity assigned to it.
 */

/** What the mileage is summed from. */
export interface GearMileageSource {
  startingDistanceMeters: number
  /** Distance of the activities assigned to it, metres. */
  activityMeters: number
  retired: boolean
}

export interface WithDistance<Gear extends GearMileageSource> {
  gear: Gear
  /** Starting distance plus the distance of every activity assigned to it, metres. */
  distanceMeters: number
}

/** Gear (read by name) with its mileage, active first, then in the order given. */
export function withDistances<Gear extends GearMileageSource>(gear: Gear[]): WithDistance<Gear>[] {
  return gear
    .map((item) => ({
      gear: item,
      distanceMeters: item.startingDistanceMeters + item.activityMeters,
    }))
    .sort((a, b) => Number(a.gear.retired) - Number(b.gear.retired))
}
