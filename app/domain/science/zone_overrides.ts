/**
 * Manual zone boundaries over computed zones. A zone list is contiguous and
 * half-open, [min, max) from 0 to Infinity (docs/science.md#heart-rate-zones), so it is fully
 * described by its inner boundaries: zone i runs from boundary i-1 to i.
 */
import type { Zone } from '#domain/science/zones'

export type { Zone }

/**
 * Why a set of manual boundaries cannot be used, or null when it can.
 */
export function boundariesProblem(zones: Zone[], boundaries: number[]): string | null {
  if (boundaries.length !== zones.length - 1) {
    return `Give ${zones.length - 1} boundaries for ${zones.length} zones.`
  }
  for (let index = 1; index < boundaries.length; index++) {
    if (!(boundaries[index] > boundaries[index - 1])) {
      return 'Each boundary must be higher than the one before.'
    }
  }
  if (boundaries[0] <= 0) return 'Boundaries must be above 0.'
  return null
}

/**
 * The computed zones with the manual inner boundaries applied (same names).
 */
export function withBoundaries(zones: Zone[], boundaries: number[]): Zone[] {
  return zones.map((zone, index) => ({
    name: zone.name,
    min: index === 0 ? 0 : boundaries[index - 1],
    max: index === zones.length - 1 ? Number.POSITIVE_INFINITY : boundaries[index],
  }))
}
