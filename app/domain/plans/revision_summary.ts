/*
 * A revision read week by week: which plan weeks it touches, their planned distance before and
 * after, and how many sessions change. A long proposal ("make my plan easier" re-paces every
 * remaining workout) is read as a summary first and its workouts one week at a time
 * (docs/science.md#adaptation).
 *
 * The weeks' distances come from the plan as it is stored, whether or not the revision is
 * applied: the workouts the revision does not touch, plus its `before` (or `after`) side.
 */
import type { WorkoutChange } from '#domain/plans/adaptation/types'
import type { Plan, PlanWeek } from '#domain/plans/types'

/** What a change does to one session, as a runner would sum it up. */
export type ChangeKind =
  'rest' | 'easy' | 'shorter' | 'longer' | 'paces' | 'moved' | 'removed' | 'added' | 'changed'

export function changeKind(change: WorkoutChange): ChangeKind {
  const { before, after } = change
  if (!before) return 'added'
  if (!after) return 'removed'
  if (after.dateIso !== before.dateIso) return 'moved'
  if (after.type === 'rest' && before.type !== 'rest') return 'rest'
  if (before.hard && !after.hard) return 'easy'
  if (after.type !== before.type) return 'changed'
  const was = before.distanceMeters ?? 0
  const now = after.distanceMeters ?? 0
  if (now < was - 50) return 'shorter'
  if (now > was + 50) return 'longer'
  return 'paces'
}

export interface RevisionWeek {
  /** The plan's week number (1-based). */
  index: number
  startDateIso: string
  endDateIso: string
  beforeMeters: number
  afterMeters: number
  /** Sessions of the week that change (a workout moved between weeks counts in both). */
  changedSessions: number
  /** The changes' workout keys, to list the week's workouts. */
  keys: string[]
  /** How many sessions change in each way, most first. */
  kinds: { kind: ChangeKind; count: number }[]
}

export interface RevisionSummary {
  weeks: RevisionWeek[]
  totals: { beforeMeters: number; afterMeters: number; changedSessions: number }
}

function weekOf(plan: Plan, dateIso: string): PlanWeek | undefined {
  return plan.weeks.find((w) => dateIso >= w.startDateIso && dateIso <= w.endDateIso)
}

export function revisionSummary(plan: Plan, changes: WorkoutChange[]): RevisionSummary {
  const changedKeys = new Set(changes.map((c) => c.key))
  const weeks: RevisionWeek[] = []
  for (const week of plan.weeks) {
    const touching = changes.filter((change) =>
      [change.before, change.after].some((w) => w && weekOf(plan, w.dateIso) === week)
    )
    if (touching.length === 0) continue
    const untouchedMeters = week.workouts
      .filter((w) => !changedKeys.has(w.key))
      .reduce((sum, w) => sum + (w.distanceMeters ?? 0), 0)
    const side = (pick: 'before' | 'after') =>
      touching.reduce((sum, change) => {
        const workout = change[pick]
        return workout && weekOf(plan, workout.dateIso) === week
          ? sum + (workout.distanceMeters ?? 0)
          : sum
      }, 0)
    weeks.push({
      index: week.index,
      startDateIso: week.startDateIso,
      endDateIso: week.endDateIso,
      beforeMeters: untouchedMeters + side('before'),
      afterMeters: untouchedMeters + side('after'),
      changedSessions: touching.length,
      keys: touching.map((c) => c.key),
      kinds: countKinds(touching),
    })
  }
  return {
    weeks,
    totals: {
      beforeMeters: weeks.reduce((sum, w) => sum + w.beforeMeters, 0),
      afterMeters: weeks.reduce((sum, w) => sum + w.afterMeters, 0),
      changedSessions: changes.length,
    },
  }
}

function countKinds(changes: WorkoutChange[]): RevisionWeek['kinds'] {
  const counts = new Map<ChangeKind, number>()
  for (const change of changes) {
    const kind = changeKind(change)
    counts.set(kind, (counts.get(kind) ?? 0) + 1)
  }
  return [...counts].map(([kind, count]) => ({ kind, count })).sort((a, b) => b.count - a.count)
}
