/*
 * The sports an activity can have, and the groups the code asks about. Pure constants: the
 * client imports this module too (through the `#domain/` alias), so it must stay free of
 * anything server-side.
 */

/** Every sport, in the order forms list them. */
export const SPORTS = [
  'run',
  'trail_run',
  'treadmill',
  'walk',
  'hike',
  'ride',
  'swim',
  'strength',
  'other',
] as const

export type Sport = (typeof SPORTS)[number]

/**
 * Sports on foot: cadence is stored in steps per minute (files often record strides of one
 * leg), load can come from pace against the threshold pace, and speed reads as a pace.
 */
export const FOOT_SPORTS: readonly Sport[] = ['run', 'trail_run', 'treadmill', 'walk', 'hike']

/**
 * Running sports: their best efforts are personal bests, a running VDOT makes sense for them,
 * their distance is the weekly running volume, and they can complete a planned workout.
 */
export const RUN_SPORTS: readonly Sport[] = ['run', 'trail_run', 'treadmill']

export function isFootSport(sport: string): boolean {
  return (FOOT_SPORTS as readonly string[]).includes(sport)
}

export function isRunSport(sport: string): boolean {
  return (RUN_SPORTS as readonly string[]).includes(sport)
}

/** The sport of the gear an activity uses: trail and treadmill runs wear `run` shoes. */
export function gearSportOf(sport: Sport): Sport {
  return sport === 'trail_run' || sport === 'treadmill' ? 'run' : sport
}
