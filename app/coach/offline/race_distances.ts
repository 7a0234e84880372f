/** The race distances the offline coach names, and their length (docs/science.md). */
import type { RaceDistance } from '#coach/offline/skill'

export const DISTANCE_NAMES: Record<RaceDistance, string> = {
  '5k': '5 km',
  '10k': '10 km',
  'half': 'Half marathon',
  'marathon': 'Marathon',
}

export const DISTANCE_METERS: Record<RaceDistance, number> = {
  '5k': 5000,
  '10k': 10000,
  'half': 21097.5,
  'marathon': 42195,
}
