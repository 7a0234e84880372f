/*
 * "I can only run 3 days next week": which days of a week keep their running. A day counts once
 * however many runs it holds (a double is one day, docs/plans.md#doubles). The race day is always
 * kept, even with no day left to run; then the long run, then one quality session, then the
 * longest easy runs; a second quality session never takes the place of an easy day (a week of
 * only long and hard runs breaks the easy-run norm): with few days the week keeps its long run and one key session and most of
 * its easy volume, the roughly 80/20 split of easy to hard running (Seiler 2010, "What is best
 * practice for training intensity and duration distribution in endurance athletes?", IJSPP 5:276).
 * Kept days stay where they are, so hard days stay as far apart as the plan put them. Dropped
 * days become rest; their volume is not made up on the days that remain.
 */
import type { PlannedWorkout } from '#domain/plans/types'

type DayKind = 'race' | 'long' | 'quality' | 'easy'

interface RunningDay {
  dateIso: string
  kind: DayKind
  meters: number
}

function dayOf(dateIso: string, workouts: PlannedWorkout[]): RunningDay {
  const types = workouts.map((w) => w.type)
  const kind: DayKind = types.includes('race')
    ? 'race'
    : types.includes('long')
      ? 'long'
      : workouts.some((w) => w.hard)
        ? 'quality'
        : 'easy'
  return { dateIso, kind, meters: workouts.reduce((sum, w) => sum + (w.distanceMeters ?? 0), 0) }
}

/**
 * The dates that keep their running when only `daysPerWeek` days are possible, from the running
 * workouts (rest days left out) of one week.
 */
export function runningDatesToKeep(workouts: PlannedWorkout[], daysPerWeek: number): Set<string> {
  const byDate = new Map<string, PlannedWorkout[]>()
  for (const workout of workouts) {
    if (workout.type === 'rest') continue
    byDate.set(workout.dateIso, [...(byDate.get(workout.dateIso) ?? []), workout])
  }
  const days = [...byDate].map(([dateIso, runs]) => dayOf(dateIso, runs))
  const byDateAsc = (a: RunningDay, b: RunningDay) => (a.dateIso < b.dateIso ? -1 : 1)
  const of = (kind: DayKind) => days.filter((d) => d.kind === kind).sort(byDateAsc)
  const [firstQuality, ...otherQuality] = of('quality')
  const easy = of('easy').sort((a, b) => b.meters - a.meters || byDateAsc(a, b))
  // Other quality sessions only beside an easy day kept: never a week of long and hard runs only.
  const races = of('race')
  const ordered = [
    ...races,
    ...of('long'),
    ...(firstQuality ? [firstQuality] : []),
    ...easy,
    ...(easy.length > 0 ? otherQuality : []),
  ]
  // The race day stays whatever the count: an adaptation never removes the race.
  return new Set(ordered.slice(0, Math.max(races.length, daysPerWeek)).map((d) => d.dateIso))
}

/** How many days of these workouts hold a run. */
export function runningDays(workouts: PlannedWorkout[]): number {
  return new Set(workouts.filter((w) => w.type !== 'rest').map((w) => w.dateIso)).size
}
