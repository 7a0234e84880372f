/*
 * Doubles: two runs on one date (docs/plans.md#doubles). The second run of a day has the first's
 * key plus `-2` and `session: 2`; everything that lists, matches, moves, exports or edits
 * workouts reads a day's runs through these helpers. Pure.
 *
 *   sessionOf(workout): 1 | 2
 *   firstKeyOf(key): string              'w9-d3-2' → 'w9-d3'
 *   sessionLabel(workout, runsOnDay): string | null   'Run 1' / 'Run 2' on a double day
 *   WORKOUT_KEY_SOURCE                    the key's pattern, for validators and route ids
 */
import type { PlannedWorkout } from '#domain/plans/types'

/** `w{week}-d{ISO weekday}`, `-2` for the second run of a double (regular-expression source). */
export const WORKOUT_KEY_SOURCE = 'w\\d+-d[1-7](?:-2)?'

export const WORKOUT_KEY_PATTERN = new RegExp(`^${WORKOUT_KEY_SOURCE}$`)

const SECOND_SUFFIX = '-2'

/** 2 for the second run of a double (by its field, or its key when a rebuild lost the field). */
export function sessionOf(workout: Pick<PlannedWorkout, 'key' | 'session'>): 1 | 2 {
  return workout.session === 2 || isSecondKey(workout.key) ? 2 : 1
}

export function isSecondKey(key: string): boolean {
  return /-d[1-7]-2$/.test(key)
}

/** The key of the day's first run: the key itself unless it names a second run. */
export function firstKeyOf(key: string): string {
  return isSecondKey(key) ? key.slice(0, -SECOND_SUFFIX.length) : key
}

/** The key the second run of `firstKey`'s day has. */
export function secondKeyOf(firstKey: string): string {
  return `${firstKeyOf(firstKey)}${SECOND_SUFFIX}`
}

/** Runs of one day in the order run: first session, then the second. */
export function bySession<T extends Pick<PlannedWorkout, 'key' | 'session'>>(a: T, b: T): number {
  return sessionOf(a) - sessionOf(b)
}

/** The day's runs (rest days excluded), first session first. */
export function runsOn<T extends Pick<PlannedWorkout, 'key' | 'session' | 'dateIso' | 'type'>>(
  workouts: readonly T[],
  dateIso: string
): T[] {
  return workouts.filter((w) => w.dateIso === dateIso && w.type !== 'rest').sort(bySession)
}

/** "Run 1" / "Run 2" on a day with two runs; null on a day with one. */
export function sessionLabel(
  workout: Pick<PlannedWorkout, 'key' | 'session'>,
  runsOnDay: number
): string | null {
  return runsOnDay > 1 ? `Run ${sessionOf(workout)}` : null
}

/** What a move changes, as `moveWorkout` returns it (a subset of WorkoutChange). */
interface MoveChange {
  key: string
  after: Pick<PlannedWorkout, 'title' | 'type' | 'dateIso'> | null
}

/**
 * The rest of a move's sentence: the day's other run moving along, then what swapped into the
 * day left, e.g. " with Easy run (its second run), and Long run moves to Sunday in its place".
 */
export function moveText(
  changes: readonly MoveChange[],
  movedKey: string,
  fromIso: string,
  fromLabel: string
): string {
  const others = changes.filter((c) => c.key !== movedKey && c.after && c.after.type !== 'rest')
  const along = others.filter((c) => c.after!.dateIso !== fromIso).map((c) => c.after!.title)
  const swapped = others.filter((c) => c.after!.dateIso === fromIso).map((c) => c.after!.title)
  return (
    (along.length ? ` with ${along.join(' and ')} (the day's other run)` : '') +
    (swapped.length ? `, and ${swapped.join(' and ')} moves to ${fromLabel} in its place` : '')
  )
}
