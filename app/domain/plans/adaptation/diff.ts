/*
 * Revisions as diffs (docs/science.md#adaptation: every change can be undone). A change is a full
 * before/after pair per workout key (null before = added, null after = removed), so undo is
 * applying the inverse diff: revertChanges(applyChanges(p, c), c) deep-equals p. Applying a change
 * whose `before` is not what the plan holds throws RevisionConflictError.
 */
import type { Plan, PlannedWorkout } from '#domain/plans/types'
import type {
  AdaptTrigger,
  FitnessChange,
  Revision,
  WorkoutChange,
} from '#domain/plans/adaptation/types'

export class RevisionConflictError extends Error {
  constructor(public key: string) {
    super(`Workout ${key} changed since the revision was proposed.`)
    this.name = 'RevisionConflictError'
  }
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keysA = Object.keys(a as object).filter(
    (k) => (a as Record<string, unknown>)[k] !== undefined
  )
  const keysB = Object.keys(b as object).filter(
    (k) => (b as Record<string, unknown>)[k] !== undefined
  )
  if (keysA.length !== keysB.length) return false
  return keysA.every((k) =>
    deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])
  )
}

export function allWorkouts(plan: Plan): PlannedWorkout[] {
  return plan.weeks.flatMap((week) => week.workouts)
}

export function findWorkout(plan: Plan, key: string): PlannedWorkout | undefined {
  for (const week of plan.weeks) {
    const found = week.workouts.find((w) => w.key === key)
    if (found) return found
  }
  return undefined
}

export const byDateThenKey = (a: PlannedWorkout, b: PlannedWorkout) =>
  a.dateIso < b.dateIso
    ? -1
    : a.dateIso > b.dateIso
      ? 1
      : a.key < b.key
        ? -1
        : a.key > b.key
          ? 1
          : 0

export function applyChanges(plan: Plan, changes: WorkoutChange[], fitness?: FitnessChange): Plan {
  const byKey = new Map(allWorkouts(plan).map((w) => [w.key, w]))
  for (const change of changes) {
    const current = byKey.get(change.key) ?? null
    if (!deepEqual(current, change.before)) throw new RevisionConflictError(change.key)
    if (change.after === null) byKey.delete(change.key)
    else byKey.set(change.key, change.after)
  }
  if (fitness && !deepEqual(plan.fitness, fitness.before))
    throw new RevisionConflictError('fitness')
  const buckets = plan.weeks.map(() => [] as PlannedWorkout[])
  for (const workout of byKey.values()) {
    let index = plan.weeks.findIndex((week) => workout.dateIso <= week.endDateIso)
    if (index === -1) index = plan.weeks.length - 1
    buckets[index].push(workout)
  }
  return {
    ...plan,
    fitness: fitness ? fitness.after : plan.fitness,
    weeks: plan.weeks.map((week, i) => {
      const workouts = buckets[i].sort(byDateThenKey)
      return {
        ...week,
        workouts,
        plannedDistanceMeters: workouts.reduce((sum, w) => sum + (w.distanceMeters ?? 0), 0),
      }
    }),
  }
}

export function invertChanges(changes: WorkoutChange[]): WorkoutChange[] {
  return [...changes].reverse().map((c) => ({ key: c.key, before: c.after, after: c.before }))
}

export function revertChanges(plan: Plan, changes: WorkoutChange[], fitness?: FitnessChange): Plan {
  return applyChanges(
    plan,
    invertChanges(changes),
    fitness ? { before: fitness.after, after: fitness.before } : undefined
  )
}

export function applyRevision(plan: Plan, rev: Pick<Revision, 'changes' | 'fitness'>): Plan {
  return applyChanges(plan, rev.changes, rev.fitness)
}

export function revertRevision(plan: Plan, rev: Pick<Revision, 'changes' | 'fitness'>): Plan {
  return revertChanges(plan, rev.changes, rev.fitness)
}

/**
 * A change the athlete would not run differently: same day, type, size and steps (only the
 * title or the explanation differ), like a rest day that stays a rest day. Such changes are
 * never listed or counted (docs/science.md#adaptation).
 */
export function isNoOpChange(change: WorkoutChange): boolean {
  const { before, after } = change
  if (before === null || after === null) return before === after
  return (
    before.dateIso === after.dateIso &&
    before.type === after.type &&
    before.hard === after.hard &&
    before.distanceMeters === after.distanceMeters &&
    before.durationSeconds === after.durationSeconds &&
    deepEqual(before.steps, after.steps)
  )
}

/** The changes that turn the plan's workouts into `afters`, no-op changes left out. */
export function diff(plan: Plan, afters: PlannedWorkout[]): WorkoutChange[] {
  const changes: WorkoutChange[] = []
  for (const after of afters) {
    const before = findWorkout(plan, after.key) ?? null
    const change = { key: after.key, before, after }
    if (!isNoOpChange(change)) changes.push(change)
  }
  return changes
}

/** The revision that puts `afters` in place and removes `removedKeys`, with the revised plan. */
export function revision(
  plan: Plan,
  trigger: AdaptTrigger['type'],
  reason: string,
  afters: PlannedWorkout[],
  fitness?: FitnessChange,
  removedKeys: string[] = []
): Revision {
  const removals = removedKeys.map((key) => ({ key, before: findWorkout(plan, key)!, after: null }))
  const changes = [...diff(plan, afters), ...removals]
  return { trigger, reason, changes, fitness, plan: applyChanges(plan, changes, fitness) }
}
