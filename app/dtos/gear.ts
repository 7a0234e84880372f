import type { GearRecord } from '#queries/gear'
import type { Sport } from '#domain/files/activity_file'

export interface GearDto {
  id: number
  name: string
  sport: Sport
  isDefault: boolean
  distanceMeters: number
  startingDistanceMeters: number
  retireAtMeters: number | null
  retired: boolean
  /** True when the distance has reached retireAtMeters and it is still in use. */
  retirementDue: boolean
  /** The athlete dismissed the reminder for this pair: the list still says it, no banner. */
  reminderDismissed: boolean
}

/** A pair of shoes (or other gear) with its distance so far, metres. */
export function gearDto({
  gear,
  distanceMeters,
}: {
  gear: GearRecord
  distanceMeters: number
}): GearDto {
  const retired = gear.retired
  return {
    id: gear.id,
    name: gear.name,
    sport: gear.sport,
    isDefault: gear.isDefault,
    distanceMeters,
    startingDistanceMeters: gear.startingDistanceMeters,
    retireAtMeters: gear.retireAtMeters,
    retired,
    retirementDue:
      !retired && gear.retireAtMeters !== null && distanceMeters >= gear.retireAtMeters,
    reminderDismissed: gear.reminderDismissed,
  }
}
