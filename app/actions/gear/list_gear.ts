import { gearWithActivityMeters, type GearRecord } from '#queries/gear'
import { withDistances, type WithDistance } from '#domain/gear'

export type GearWithDistance = WithDistance<GearRecord>

/** The athlete's gear with its mileage, active first, then by name. */
export default class ListGear {
  async handle(userId: number): Promise<GearWithDistance[]> {
    return withDistances(await gearWithActivityMeters(userId))
  }
}

/**
 * Kept for app/coach/tools/gear.ts, which imports it from here: the rule lives in
 * app/domain/gear.ts.
 */
export { withDistances } from '#domain/gear'
