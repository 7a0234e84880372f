/*
 * Plan adaptation as revisions (docs/science.md#adaptation: every change is explained and
 * can be undone). Pure: `todayIso` comes in through the context.
 *
 *   proposeRevision(plan, trigger, context): Revision
 *     -> { trigger, reason (plain language), changes: WorkoutChange[], fitness?, plan (revised) }
 *   applyChanges(plan, changes, fitness?): Plan      throws RevisionConflictError when a change's
 *   revertChanges(plan, changes, fitness?): Plan     `before` is not what the plan holds
 *   applyRevision(plan, revision) / revertRevision(plan, revision)
 *   moveWorkout(plan, key, toDateIso, context?): { plan, changes, warnings } | { error }
 *   hardBackToBack(plan): pairs of hard workouts on consecutive days
 *
 * A change is a full before/after pair per workout key (null before = added, null after =
 * removed), so undo is applying the inverse diff: revertChanges(applyChanges(p, c), c) deep-equals p.
 * Revisions never touch the past: only workouts dated today or later whose keys are neither
 * completed nor skipped are changed. Triggers and their rules:
 * - missed_workout: a missed key session moves to a later easy day of the same week if that keeps
 *   hard days apart; otherwise it is dropped (never crammed in).
 * - illness: rest for the days reported, then as many days (≤ 14) easy at 70 % (Pacewise, after
 *   the usual "return gradually" advice; no trial evidence for exact numbers).
 * - injury: rest for the days reported (default 7), then a week easy at 50 %.
 * - travel: days outside the weekdays available while away become rest; sessions longer than the
 *   time available are shortened.
 * - fewer_days: in each plan week of the window only so many running days stay (the race, the
 *   long run, one quality session, the longest easy runs: fewer_days.ts); the others are rest.
 * - short_on_time: the week's remaining sessions are shortened to the time available.
 * - new_fitness: a new VDOT (race result or estimate) re-targets every remaining step.
 * - acwr: at a ratio of 1.5 or more (Gabbett 2016;
 *   docs/science.md#acute-to-chronic-workload-ratio-acwr) the next 7 days lose their hard
 *   sessions and 30 % of their volume.
 * - easy_too_fast: the next 14 days' easy steps target the slower half of the E band, with a note.
 * The days a trigger touches are clamped to the plan (change_window.ts): a window before the plan,
 * after race day or in the past changes nothing, and the revision's reason then says why in plain
 * language (no_change.ts), so an empty revision is an answer, never an error.
 */
import { trainingPaces } from '#domain/science/vdot'
import { addDays, dayNumber, isIsoDate, isoWeekday } from '#domain/calendar'
import { racePace, retarget, scaleSteps, stepsDurationSeconds } from '#domain/plans/targets'
import { buildWorkout, easySteps, type BuildContext } from '#domain/plans/workouts'
import { longRunLimitSeconds, predictionAt } from '#domain/plans/norms_context'
import type {
  IsoWeekday,
  Plan,
  PlanFitness,
  PlannedWorkout,
  PlanWarning,
} from '#domain/plans/types'
import { sessionOf } from '#domain/plans/sessions'
import {
  clampWindow,
  illnessDays,
  injuryDays,
  triggerWindow,
  weeksOf,
  type DateWindow,
} from '#domain/plans/change_window'
import { runningDatesToKeep } from '#domain/plans/fewer_days'
import { noChangeText } from '#domain/plans/no_change'
import { longDayLabel, spanLabel, spanPhrase } from '#domain/plans/day_label'

export type AdaptTrigger =
  | { type: 'missed_workout'; key: string }
  | { type: 'illness'; startIso: string; days: number }
  | { type: 'injury'; startIso: string; days?: number }
  | {
      type: 'travel'
      fromIso: string
      toIso: string
      /** Weekdays the athlete can still run while away (empty: none). */
      availableDays: IsoWeekday[]
      /** Longest session possible while away. */
      maxSessionSeconds?: number
    }
  | {
      type: 'fewer_days'
      fromIso: string
      toIso: string
      /** Running days possible in each week of the window (0–7). */
      daysPerWeek: number
    }
  | { type: 'short_on_time'; maxSessionSeconds: number; weekIndex?: number }
  | { type: 'new_fitness'; vdot: number; source: 'race_result' | 'estimated'; description?: string }
  | { type: 'acwr'; ratio: number }
  | { type: 'easy_too_fast'; runs: number; avgPaceSecPerKm?: number }

export interface AdaptContext {
  todayIso: string
  completedKeys?: readonly string[]
  skippedKeys?: readonly string[]
}

export interface WorkoutChange {
  key: string
  before: PlannedWorkout | null
  after: PlannedWorkout | null
}

export interface FitnessChange {
  before: PlanFitness
  after: PlanFitness
}

export interface Revision {
  trigger: AdaptTrigger['type']
  reason: string
  changes: WorkoutChange[]
  fitness?: FitnessChange
  plan: Plan
}

export class RevisionConflictError extends Error {
  constructor(public key: string) {
    super(`Workout ${key} changed since the revision was proposed.`)
    this.name = 'RevisionConflictError'
  }
}

/**
 * ACWR ≥ 1.5 is the warning threshold (Gabbett 2016, BJSM 50:273;
 * docs/science.md#acute-to-chronic-workload-ratio-acwr).
 */
export const ACWR_REDUCE_AT = 1.5
const ACWR_VOLUME_FACTOR = 0.7
const ILLNESS_RETURN_FACTOR = 0.7
const INJURY_RETURN_FACTOR = 0.5
/** Days after rest for illness or injury with no hard session, the long run included. */
const EASY_DAYS_AFTER_REST = 2
/** A double's second run is at least 4 km (docs/plans.md#norms, single_run_size). */
const SECOND_RUN_MIN_METERS = 4000

// ---------------------------------------------------------------------------------------------
// Diff machinery.

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

const byDateThenKey = (a: PlannedWorkout, b: PlannedWorkout) =>
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

// ---------------------------------------------------------------------------------------------
// Workout transformations.

/**
 * Race pace at a fitness (docs/plans.md#norms, race_pace): the plan's prediction carried to the
 * VDOT, or the goal when it is within 2 % of it; plans without a prediction keep the old rule.
 */
function racePaceAt(plan: Plan, fitness: PlanFitness): number | undefined {
  const distance = plan.raceDistanceMeters
  if (distance === null) return undefined
  if (!plan.prediction) return racePace(fitness.vdot, distance, plan.goalSeconds)
  const predicted = predictionAt(plan.prediction, fitness.vdot, distance)
  const goal = plan.goalSeconds
  return (goal !== null && goal >= 0.98 * predicted ? goal : predicted) / (distance / 1000)
}

function ctxOf(plan: Plan, fitness: PlanFitness = plan.fitness): BuildContext {
  return { fitness, zones: plan.hrZones, racePaceSecPerKm: racePaceAt(plan, fitness) }
}

function withText(workout: PlannedWorkout, title: string | null, purpose: string): PlannedWorkout {
  const next: PlannedWorkout = { ...workout, title: title ?? workout.title, purpose }
  // A rebuilt second run of a double stays the second (docs/plans.md#doubles).
  if (sessionOf(workout) === 2) next.session = 2
  return next
}

function toRest(workout: PlannedWorkout, purpose: string): PlannedWorkout {
  return withText(buildWorkout(workout.key, workout.dateIso, 'rest', []), null, purpose)
}

/** The workout as an easy run of `factor` × its distance (hard sessions lose their intensity). */
function toEasy(
  plan: Plan,
  workout: PlannedWorkout,
  factor: number,
  purpose: string
): PlannedWorkout {
  const meters = Math.max(1000, Math.round(((workout.distanceMeters ?? 0) * factor) / 100) * 100)
  return withText(
    buildWorkout(workout.key, workout.dateIso, 'easy', easySteps(meters, ctxOf(plan))),
    null,
    purpose
  )
}

/** Same session, every step scaled by factor. */
function scaled(workout: PlannedWorkout, factor: number, purpose: string): PlannedWorkout {
  const next = buildWorkout(
    workout.key,
    workout.dateIso,
    workout.type,
    scaleSteps(workout.steps, factor)
  )
  return withText(next, workout.title, purpose)
}

/**
 * A workout made easier by `factor`; `justAfterRest`: in the first days after rest even the long
 * run is an easy run, so that no hard session follows the rest straight away.
 */
function lighten(
  plan: Plan,
  workout: PlannedWorkout,
  factor: number,
  purpose: string,
  justAfterRest = false
) {
  if (workout.type === 'rest' || workout.type === 'race') return workout
  if (workout.hard && (workout.type !== 'long' || justAfterRest))
    return toEasy(plan, workout, factor, purpose)
  return scaled(workout, factor, purpose)
}

function shortenTo(workout: PlannedWorkout, maxSeconds: number, purpose: string): PlannedWorkout {
  if (workout.type === 'rest' || workout.type === 'race') return workout
  const seconds = workout.durationSeconds ?? stepsDurationSeconds(workout.steps)
  if (seconds <= maxSeconds) return workout
  return scaled(workout, maxSeconds / seconds, purpose)
}

// ---------------------------------------------------------------------------------------------

export function isEditable(workout: PlannedWorkout, context: AdaptContext): boolean {
  if (workout.dateIso < context.todayIso) return false
  if (context.completedKeys?.includes(workout.key)) return false
  if (context.skippedKeys?.includes(workout.key)) return false
  return true
}

const inRange = (dateIso: string, fromIso: string, toIso: string) =>
  dateIso >= fromIso && dateIso <= toIso

/** Pairs of hard workouts on consecutive calendar days (the hard-day rule, docs/science.md#long-run). */
export function hardBackToBack(plan: Plan): Array<[PlannedWorkout, PlannedWorkout]> {
  const hard = allWorkouts(plan)
    .filter((w) => w.hard)
    .sort(byDateThenKey)
  const pairs: Array<[PlannedWorkout, PlannedWorkout]> = []
  for (let i = 0; i < hard.length; i++) {
    for (let j = i + 1; j < hard.length; j++) {
      const gap = dayNumber(hard[j].dateIso) - dayNumber(hard[i].dateIso)
      if (gap > 1) break
      pairs.push([hard[i], hard[j]])
    }
  }
  return pairs
}

/**
 * Days that must separate two hard days around a date (docs/plans.md#norms, hard_days): 1 (no
 * two in a row), 2 for masters and veterans, and in a returner's first 4 weeks.
 */
export function hardDaySpan(plan: Plan, dateIso: string): number {
  if (plan.ageBand === 'masters' || plan.ageBand === 'veteran') return 2
  const week = plan.weeks.find((w) => dateIso >= w.startDateIso && dateIso <= w.endDateIso)
  return plan.fitness.vdotBeforeBreak !== undefined && week && week.index <= 4 ? 2 : 1
}

function hardNeighbour(
  plan: Plan,
  dateIso: string,
  exceptKeys: string[],
  span = 1
): PlannedWorkout | undefined {
  const around = new Set<string>()
  for (let d = -span; d <= span; d++) around.add(addDays(dateIso, d))
  return allWorkouts(plan).find(
    (w) => w.hard && around.has(w.dateIso) && !exceptKeys.includes(w.key)
  )
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

function diff(plan: Plan, afters: PlannedWorkout[]): WorkoutChange[] {
  const changes: WorkoutChange[] = []
  for (const after of afters) {
    const before = findWorkout(plan, after.key) ?? null
    const change = { key: after.key, before, after }
    if (!isNoOpChange(change)) changes.push(change)
  }
  return changes
}

function revision(
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

/** A rebuilt workout stays the second run of its day when it was one (doubles). */
function keepSessions(plan: Plan, afters: PlannedWorkout[]): PlannedWorkout[] {
  return afters.map((after) => {
    const before = findWorkout(plan, after.key)
    return before?.session === 2 && after.session === undefined ? { ...after, session: 2 } : after
  })
}

/**
 * The long-run norms after a revision (docs/plans.md#norms-after-a-revision): a long run whose
 * new paces make it longer than the long_run_duration limit is cut to the limit; in a week the
 * revision touched, a long run left shorter than 4/3 of another run of the week (shortened to
 * the time available, or scaled while earlier runs stay) is no longer a long run: it becomes an
 * easy run of the same distance.
 */
function keepLongRunNorms(
  plan: Plan,
  afters: PlannedWorkout[],
  context: AdaptContext,
  fitness?: PlanFitness
): PlannedWorkout[] {
  const limit = longRunLimitSeconds(plan.experience, plan.raceDistanceMeters)
  const byKey = new Map(afters.map((w) => [w.key, w]))
  for (const [key, w] of byKey) {
    const seconds = w.durationSeconds ?? 0
    if (w.type === 'long' && seconds > limit + 30)
      byKey.set(key, scaled(w, limit / seconds, `${w.purpose} (held to ${limit / 60} minutes)`))
  }
  const changed = afters.filter((w) => !deepEqual(w, findWorkout(plan, w.key)))
  const from = changed.reduce((first, w) => (w.dateIso < first ? w.dateIso : first), '9999-12-31')
  for (const week of plan.weeks) {
    const workouts = week.workouts.map((w) => byKey.get(w.key) ?? w)
    if (!workouts.some((w) => byKey.has(w.key) && !deepEqual(w, findWorkout(plan, w.key)))) continue
    const long = workouts.find((w) => w.type === 'long')
    if (!long || long.dateIso < from || !isEditable(long, context)) continue
    const others = workouts.filter((w) => w !== long && w.type !== 'race' && w.type !== 'rest')
    const longest = Math.max(0, ...others.map((w) => w.distanceMeters ?? 0))
    if (longest <= 0.75 * (long.distanceMeters ?? 0) + 50) continue
    const easy = buildWorkout(
      long.key,
      long.dateIso,
      'easy',
      easySteps(long.distanceMeters ?? 0, ctxOf(plan, fitness))
    )
    byKey.set(
      long.key,
      withText(
        easy,
        null,
        `${long.purpose} Shortened below the week's other runs, it is run as an easy run.`
      )
    )
  }
  return [...byKey.values()]
}

function editableBetween(plan: Plan, context: AdaptContext, fromIso: string, toIso: string) {
  return allWorkouts(plan).filter(
    (w) => isEditable(w, context) && inRange(w.dateIso, fromIso, toIso)
  )
}

export function proposeRevision(
  plan: Plan,
  trigger: AdaptTrigger,
  context: AdaptContext
): Revision {
  const raw = proposeUnchecked(plan, trigger, context)
  const afters = raw.changes.flatMap((change) => (change.after ? [change.after] : []))
  if (afters.length === 0) return explained(plan, trigger, context, raw)
  const kept = keepLongRunNorms(plan, keepSessions(plan, afters), context, raw.fitness?.after)
  // A double's second run cut under 4 km (single_run_size) is dropped: one run that day.
  const dropped = kept.filter(
    (w) =>
      w.session === 2 &&
      (w.distanceMeters ?? 0) < SECOND_RUN_MIN_METERS &&
      !deepEqual(w, findWorkout(plan, w.key))
  )
  const rest = kept.filter((w) => !dropped.includes(w))
  return explained(
    plan,
    trigger,
    context,
    revision(
      plan,
      raw.trigger,
      raw.reason,
      rest,
      raw.fitness,
      dropped.map((w) => w.key)
    )
  )
}

/**
 * A revision that changes nothing says why (no_change.ts), unless its own reason already does:
 * a missed workout that is dropped, a load ratio below the threshold.
 */
function explained(
  plan: Plan,
  trigger: AdaptTrigger,
  context: AdaptContext,
  result: Revision
): Revision {
  if (result.changes.length > 0 || result.fitness) return result
  const ownReason =
    trigger.type === 'missed_workout' || (trigger.type === 'acwr' && trigger.ratio < ACWR_REDUCE_AT)
  return ownReason ? result : { ...result, reason: noChangeText(plan, trigger, context) }
}

/** The trigger's days clamped to the plan, or null when none of them can change. */
function openWindow(plan: Plan, trigger: AdaptTrigger, todayIso: string): DateWindow | null {
  const asked = triggerWindow(plan, trigger, todayIso)
  if (!asked) return null
  const window = clampWindow(plan, asked, todayIso)
  return window.kind === 'open' ? window : null
}

/** An empty revision; proposeRevision gives it the reason (no_change.ts). */
function nothing(plan: Plan, trigger: AdaptTrigger): Revision {
  return revision(plan, trigger.type, '', [])
}

/** " Your plan starts on Sunday 29 November, so the changes begin there." when it does. */
function startsLater(plan: Plan, fromIso: string, todayIso: string): string {
  return fromIso < plan.startDateIso
    ? ` Your plan starts on ${longDayLabel(plan.startDateIso, todayIso)}, so the changes begin there.`
    : ''
}

/** Where the days asked about run past the plan, the days that change. */
function clampedText(
  plan: Plan,
  trigger: Extract<AdaptTrigger, { fromIso: string; toIso: string }>,
  window: DateWindow,
  todayIso: string
): string {
  if (window.fromIso <= trigger.fromIso && window.toIso >= trigger.toIso) return ''
  const end = trigger.toIso > plan.endDateIso ? ' (your plan ends there)' : ''
  return ` In your plan that is ${spanLabel(window.fromIso, window.toIso, todayIso)}${end}.`
}

/** The revision a trigger asks for, before the norms after a revision are checked. */
function proposeUnchecked(plan: Plan, trigger: AdaptTrigger, context: AdaptContext): Revision {
  switch (trigger.type) {
    case 'missed_workout':
      return missedWorkout(plan, trigger, context)
    case 'illness':
      return illness(plan, trigger, context)
    case 'injury':
      return injury(plan, trigger, context)
    case 'travel':
      return travel(plan, trigger, context)
    case 'fewer_days':
      return fewerDays(plan, trigger, context)
    case 'short_on_time':
      return shortOnTime(plan, trigger, context)
    case 'new_fitness':
      return newFitness(plan, trigger, context)
    case 'acwr':
      return acwr(plan, trigger, context)
    case 'easy_too_fast':
      return easyTooFast(plan, trigger, context)
  }
}

type TriggerOf<T extends AdaptTrigger['type']> = Extract<AdaptTrigger, { type: T }>

/** A missed hard session moves to a later easy day of its week, or is let go. */
function missedWorkout(
  plan: Plan,
  trigger: TriggerOf<'missed_workout'>,
  context: AdaptContext
): Revision {
  const today = context.todayIso
  const missed = findWorkout(plan, trigger.key)
  if (!missed)
    return revision(plan, trigger.type, 'That workout is not in your plan, so nothing changed.', [])
  if (!missed.hard || missed.type === 'race') {
    return revision(
      plan,
      trigger.type,
      `${missed.title} on ${longDayLabel(missed.dateIso, today)} missed: an easy day, so let it go; the plan carries on unchanged.`,
      []
    )
  }
  const week = plan.weeks.find((w) => w.workouts.some((x) => x.key === missed.key))!
  if (week.phase === 'race')
    return revision(
      plan,
      trigger.type,
      `${missed.title} on ${longDayLabel(missed.dateIso, today)} was missed. In race week it is dropped, not moved: let it go, the legs stay fresh for the race.`,
      []
    )
  const candidate = week.workouts.find(
    (w) =>
      ['easy', 'recovery', 'strides'].includes(w.type) &&
      w.dateIso > missed.dateIso &&
      isEditable(w, context) &&
      !hardNeighbour(plan, w.dateIso, [w.key, missed.key], hardDaySpan(plan, w.dateIso))
  )
  if (!candidate) {
    return revision(
      plan,
      trigger.type,
      `${missed.title} on ${longDayLabel(missed.dateIso, today)} was missed. No later day this week can take it without two hard days in a row, so let it go: don't cram it in, the next sessions are planned as usual.`,
      []
    )
  }
  const moved = withText(
    buildWorkout(candidate.key, candidate.dateIso, missed.type, missed.steps),
    missed.title,
    `${missed.purpose} (moved here from ${longDayLabel(missed.dateIso, today)}, when it was missed)`
  )
  return revision(
    plan,
    trigger.type,
    `${missed.title} on ${longDayLabel(missed.dateIso, today)} was missed; it replaces the easy run on ${longDayLabel(candidate.dateIso, today)}, which keeps a rest between hard days.`,
    [moved]
  )
}

/** Ill days become rest; the days after are easy and shorter. */
function illness(plan: Plan, trigger: TriggerOf<'illness'>, context: AdaptContext): Revision {
  const today = context.todayIso
  const window = openWindow(plan, trigger, today)
  if (!window) return nothing(plan, trigger)
  const { days, restEndIso, returnDays } = illnessDays(trigger)
  const afters = editableBetween(plan, context, window.fromIso, window.toIso).map((w) =>
    w.dateIso <= restEndIso
      ? w.type === 'race' || w.type === 'rest'
        ? w
        : toRest(w, 'Illness: rest until the symptoms are gone.')
      : lighten(
          plan,
          w,
          ILLNESS_RETURN_FACTOR,
          'Coming back from illness: easy and shorter.',
          w.dateIso <= addDays(restEndIso, EASY_DAYS_AFTER_REST)
        )
  )
  return revision(
    plan,
    trigger.type,
    `You reported ${days} day${days === 1 ? '' : 's'} of illness from ${longDayLabel(trigger.startIso, today)}.${startsLater(plan, trigger.startIso, today)} The days you are ill are rest; for the ${returnDays} days after, every run is easy and about 30 % shorter, so you rebuild without a relapse.`,
    afters
  )
}

/** Injured days become rest; a week of easy running at half the distance follows. */
function injury(plan: Plan, trigger: TriggerOf<'injury'>, context: AdaptContext): Revision {
  const today = context.todayIso
  const window = openWindow(plan, trigger, today)
  if (!window) return nothing(plan, trigger)
  const { days, restEndIso } = injuryDays(trigger)
  const afters = editableBetween(plan, context, window.fromIso, window.toIso).map((w) =>
    w.dateIso <= restEndIso
      ? w.type === 'race' || w.type === 'rest'
        ? w
        : toRest(w, 'Injury: rest; see a physiotherapist if the pain persists.')
      : lighten(
          plan,
          w,
          INJURY_RETURN_FACTOR,
          'Returning from injury: easy, half the usual distance, stop if it hurts.',
          w.dateIso <= addDays(restEndIso, EASY_DAYS_AFTER_REST)
        )
  )
  return revision(
    plan,
    trigger.type,
    `You reported an injury: ${spanLabel(trigger.startIso, restEndIso, today)} (${days} day${days === 1 ? '' : 's'}) are rest, then a week of easy running at half the distance.${startsLater(plan, trigger.startIso, today)} Pain that changes your stride means stop and get it checked.`,
    afters
  )
}

/** Days away without running become rest; sessions fit the time available. */
function travel(plan: Plan, trigger: TriggerOf<'travel'>, context: AdaptContext): Revision {
  const today = context.todayIso
  const window = openWindow(plan, trigger, today)
  if (!window) return nothing(plan, trigger)
  const afters = editableBetween(plan, context, window.fromIso, window.toIso).map((w) => {
    if (w.type === 'rest' || w.type === 'race') return w
    if (!trigger.availableDays.includes(isoWeekday(w.dateIso)))
      return toRest(w, 'Travelling: no run today.')
    return trigger.maxSessionSeconds
      ? shortenTo(w, trigger.maxSessionSeconds, 'Travelling: shortened to the time you have.')
      : w
  })
  return revision(
    plan,
    trigger.type,
    `You are away ${spanPhrase(trigger.fromIso, trigger.toIso, today)}. Runs on days you cannot train become rest${trigger.maxSessionSeconds ? `, and sessions are cut to ${Math.round(trigger.maxSessionSeconds / 60)} minutes` : ''}; missed volume is not made up later.${clampedText(plan, trigger, window, today)}`,
    afters
  )
}

/** Each week of the window keeps its most important running days; the others become rest. */
function fewerDays(plan: Plan, trigger: TriggerOf<'fewer_days'>, context: AdaptContext): Revision {
  const today = context.todayIso
  const window = openWindow(plan, trigger, today)
  if (!window) return nothing(plan, trigger)
  const days = Math.max(0, Math.min(7, Math.round(trigger.daysPerWeek)))
  // The athlete's weeks: seven days at a time from the first day asked about.
  const reason = `Only ${days} running day${days === 1 ? '' : 's'} this week.`
  const editable: PlannedWorkout[] = []
  const afters = weeksOf(trigger.fromIso, window).flatMap((week) => {
    const open = editableBetween(plan, context, week.fromIso, week.toIso)
    editable.push(...open)
    const keep = runningDatesToKeep(open, days)
    return open
      .filter((w) => w.type !== 'rest' && !keep.has(w.dateIso))
      .map((w) => toRest(w, reason))
  })
  afters.push(...withAnEasyDay(plan, editable, afters, reason))
  return revision(
    plan,
    trigger.type,
    `Only ${days} running day${days === 1 ? '' : 's'} a week ${spanPhrase(trigger.fromIso, trigger.toIso, today)}: ${days === 0 ? 'every run becomes rest' : 'the long run, a key session and your longest easy runs stay where they are, the other days become rest'}; the lost volume is not made up.${clampedText(plan, trigger, window, today)}`,
    afters
  )
}

/** Every session of the window is cut to the time available. */
function shortOnTime(
  plan: Plan,
  trigger: TriggerOf<'short_on_time'>,
  context: AdaptContext
): Revision {
  const today = context.todayIso
  const window = openWindow(plan, trigger, today)
  if (!window) return nothing(plan, trigger)
  const afters = editableBetween(plan, context, window.fromIso, window.toIso).map((w) =>
    shortenTo(w, trigger.maxSessionSeconds, 'Short on time: a shorter version of the session.')
  )
  return revision(
    plan,
    trigger.type,
    `Short on time ${spanPhrase(window.fromIso, window.toIso, today)}: every session is cut to at most ${Math.round(trigger.maxSessionSeconds / 60)} minutes; the intensity stays, the volume is simply lower this week.`,
    afters
  )
}

/** The remaining workouts are re-paced for the new VDOT; distances stay. */
function newFitness(
  plan: Plan,
  trigger: TriggerOf<'new_fitness'>,
  context: AdaptContext
): Revision {
  const after: PlanFitness = {
    vdot: trigger.vdot,
    vdotSource: trigger.source,
    paces: trainingPaces(trigger.vdot),
  }
  // Still a returner's plan (its first weeks keep their spacing).
  if (plan.fitness.vdotBeforeBreak !== undefined)
    after.vdotBeforeBreak = plan.fitness.vdotBeforeBreak
  const ctx = ctxOf(plan, after)
  const afters = allWorkouts(plan)
    .filter((w) => isEditable(w, context) && w.type !== 'rest')
    .map((w) =>
      keepDistance(
        w,
        withText(
          buildWorkout(
            w.key,
            w.dateIso,
            w.type,
            capMarathonPace(
              plan,
              retarget(w.steps, after, plan.hrZones, ctx.racePaceSecPerKm),
              ctx.racePaceSecPerKm
            )
          ),
          w.title,
          w.purpose
        )
      )
    )
  const direction = trigger.vdot > plan.fitness.vdot ? 'faster' : 'slower'
  return revision(
    plan,
    trigger.type,
    `${trigger.description ?? (trigger.source === 'race_result' ? 'A new race result' : 'A new fitness estimate')} puts your VDOT at ${trigger.vdot.toFixed(1)} (was ${plan.fitness.vdot.toFixed(1)}): the paces of the remaining workouts are ${direction}; distances stay.`,
    afters,
    { before: plan.fitness, after }
  )
}

/** A load spike: the next 7 days are easy and lighter (below the threshold, nothing). */
function acwr(plan: Plan, trigger: TriggerOf<'acwr'>, context: AdaptContext): Revision {
  const today = context.todayIso
  if (trigger.ratio < ACWR_REDUCE_AT) {
    return revision(
      plan,
      trigger.type,
      `Your acute:chronic load ratio is ${trigger.ratio.toFixed(2)}, below ${ACWR_REDUCE_AT}: no change needed.`,
      []
    )
  }
  const window = openWindow(plan, trigger, today)
  if (!window) return nothing(plan, trigger)
  const afters = editableBetween(plan, context, window.fromIso, window.toIso).map((w) =>
    lighten(plan, w, ACWR_VOLUME_FACTOR, 'Load spike: easy and 30 % shorter this week.')
  )
  return revision(
    plan,
    trigger.type,
    `Your last 7 days carried ${trigger.ratio.toFixed(2)}× your 4-week average load; from 1.5 the injury risk rises. The next 7 days have no hard sessions and about 30 % less volume.`,
    afters
  )
}

/** Easy runs that were too fast: the next two weeks aim at the slower half of the band. */
function easyTooFast(
  plan: Plan,
  trigger: TriggerOf<'easy_too_fast'>,
  context: AdaptContext
): Revision {
  const today = context.todayIso
  const window = openWindow(plan, trigger, today)
  if (!window) return nothing(plan, trigger)
  const afters = editableBetween(plan, context, window.fromIso, window.toIso)
    .filter((w) => w.steps.length > 0)
    .map((w) => {
      const steps = slowEasySteps(w.steps)
      if (deepEqual(steps, w.steps)) return w
      return withText(buildWorkout(w.key, w.dateIso, w.type, steps), w.title, w.purpose)
    })
  const pace = trigger.avgPaceSecPerKm
    ? ` (about ${Math.floor(trigger.avgPaceSecPerKm / 60)}:${String(Math.round(trigger.avgPaceSecPerKm % 60)).padStart(2, '0')} per km)`
    : ''
  return revision(
    plan,
    trigger.type,
    `Your last ${trigger.runs} easy runs were faster than the easy band${pace}. Easy days build the engine only when they stay easy: for the next two weeks the targets are the slower half of the band.`,
    afters
  )
}

/**
 * Faster paces make timed steps cover more ground: a re-paced workout is scaled back to the
 * distance it had (the revision says distances stay; the norms' run caps hold).
 */
function keepDistance(before: PlannedWorkout, after: PlannedWorkout): PlannedWorkout {
  const was = before.distanceMeters ?? 0
  if (was <= 0 || after.type === 'race') return after
  let next = after
  // Steps are rounded one by one (100 m, 10 s): a second pass takes off what rounding added.
  for (let pass = 0; pass < 6 && (next.distanceMeters ?? 0) > was; pass++) {
    const factor = (was / (next.distanceMeters ?? 1)) * 0.98 ** pass
    next = { ...scaled(next, factor, after.purpose), title: after.title }
  }
  // Steps that cannot shrink further (whole repetitions, minimum step lengths): the workout
  // stays as it was rather than grow past its planned distance.
  return (next.distanceMeters ?? 0) > was + 50 ? before : next
}

/**
 * In a marathon plan M is race pace: never faster than the race pace by more than 2 %
 * (docs/plans.md#norms, race_pace); a faster M band is moved to centre on the race pace.
 */
function capMarathonPace(
  plan: Plan,
  steps: PlannedWorkout['steps'],
  racePaceSecPerKm: number | undefined
): PlannedWorkout['steps'] {
  if (racePaceSecPerKm === undefined || plan.raceDistanceMeters !== 42195) return steps
  return steps.map((step) => {
    if (step.repeat)
      return {
        ...step,
        repeat: {
          count: step.repeat.count,
          steps: capMarathonPace(plan, step.repeat.steps, racePaceSecPerKm),
        },
      }
    if (step.target?.intensity !== 'marathon') return step
    const [fast, slow] = step.target.paceSecPerKm
    if ((fast + slow) / 2 >= 0.98 * racePaceSecPerKm) return step
    const half = (slow - fast) / 2
    const pace: [number, number] = [racePaceSecPerKm - half, racePaceSecPerKm + half]
    return { ...step, target: { ...step.target, paceSecPerKm: pace } }
  })
}

function slowEasySteps(steps: PlannedWorkout['steps']): PlannedWorkout['steps'] {
  return steps.map((step) => {
    if (step.repeat)
      return {
        ...step,
        repeat: { count: step.repeat.count, steps: slowEasySteps(step.repeat.steps) },
      }
    if (step.target?.intensity !== 'easy') return step
    const [fast, slow] = step.target.paceSecPerKm
    return {
      ...step,
      target: {
        ...step.target,
        paceSecPerKm: [Math.round(((fast + slow) / 2) * 10) / 10, slow] as [number, number],
      },
    }
  })
}

// ---------------------------------------------------------------------------------------------

export type MoveResult =
  { plan: Plan; changes: WorkoutChange[]; warnings: PlanWarning[] } | { error: { message: string } }

/*
 * Moves one workout to another day of the plan. Whatever is planned on the target date (a rest
 * day or a session) swaps places with it, so a move never stacks two sessions on one day nor
 * leaves the old day empty (docs/science.md#adaptation). A day moves whole: either run of a double
 * moves both (a run of it already done or skipped stays), and both runs of a double on the target
 * day swap back (docs/plans.md#doubles). Warnings (never a refusal): two hard days
 * back to back, a day outside the available days. Refused: unknown key, the race (and race day as
 * a target), dates outside the plan, the past, and a target session already marked done or
 * skipped.
 */
export function moveWorkout(
  plan: Plan,
  key: string,
  toDateIso: string,
  context?: AdaptContext
): MoveResult {
  const workout = findWorkout(plan, key)
  const today = context?.todayIso
  const day = (iso: string) => longDayLabel(iso, today)
  if (!workout) return { error: { message: 'That workout is not in your plan.' } }
  if (workout.type === 'race')
    return { error: { message: 'The race stays on race day; change the race date instead.' } }
  if (!isIsoDate(toDateIso)) return { error: { message: 'Pick a day to move it to.' } }
  if (toDateIso < plan.startDateIso || toDateIso > plan.endDateIso) {
    return {
      error: {
        message: `${day(toDateIso)} is outside your plan: pick a day from ${day(plan.startDateIso)} to ${day(plan.endDateIso)}.`,
      },
    }
  }
  if (context && toDateIso < context.todayIso) {
    return { error: { message: `${day(toDateIso)} is already behind you; pick today or later.` } }
  }
  if (context && workout.dateIso < context.todayIso) {
    return {
      error: {
        message: `${workout.title} on ${day(workout.dateIso)} is already behind you; only sessions from today on can move.`,
      },
    }
  }
  if (context && !isEditable(workout, context)) {
    return {
      error: {
        message: `${workout.title} on ${day(workout.dateIso)} is already marked done or skipped, so it stays.`,
      },
    }
  }
  if (toDateIso === workout.dateIso) return { plan, changes: [], warnings: [] }
  const moving = allWorkouts(plan).filter(
    (w) => w.dateIso === workout.dateIso && (w.key === key || !context || isEditable(w, context))
  )
  const occupants = allWorkouts(plan).filter((w) => w.dateIso === toDateIso)
  if (occupants.some((w) => w.type === 'race')) {
    return { error: { message: 'Race day keeps the race alone; pick another day.' } }
  }
  const fixed = context ? occupants.find((w) => !isEditable(w, context)) : undefined
  if (fixed) {
    return {
      error: {
        message: `${fixed.title} on ${day(toDateIso)} is already marked done or skipped; pick another day.`,
      },
    }
  }
  const afters: PlannedWorkout[] = [
    ...moving.map((w) => ({ ...w, dateIso: toDateIso })),
    ...occupants.map((w) => ({ ...w, dateIso: workout.dateIso })),
  ]
  const changes = diff(plan, afters)
  const next = applyChanges(plan, changes)

  const warnings: PlanWarning[] = []
  for (const moved of afters.filter((w) => w.hard)) {
    const neighbour = hardNeighbour(next, moved.dateIso, [moved.key])
    if (neighbour && !warnings.some((w) => w.code === 'hard_back_to_back')) {
      warnings.push({
        code: 'hard_back_to_back',
        message: `Two hard days back to back: ${moved.title} on ${day(moved.dateIso)} and ${neighbour.title} on ${day(neighbour.dateIso)}.`,
      })
    }
  }
  if (workout.type !== 'rest' && !plan.availableDays.includes(isoWeekday(toDateIso))) {
    warnings.push({
      code: 'not_available_day',
      message: `${day(toDateIso)} is not one of your usual running days.`,
    })
  }
  return { plan: next, changes, warnings }
}

/** ", and Easy run moves to Sunday in its place": the session a move swapped with, if any. */
export function swapText(changes: WorkoutChange[], movedKey: string, fromLabel: string) {
  const swapped = changes
    .filter((change) => change.key !== movedKey && change.after && change.after.type !== 'rest')
    .map((change) => change.after!.title)
  return swapped.length ? `, and ${swapped.join(' and ')} moves to ${fromLabel} in its place` : ''
}

/**
 * The athlete's seven-day weeks need not be the plan's weeks: a plan week that keeps three or
 * more running days from two of them, all long or hard, loses its last editable hard session
 * (the easy-run norm, docs/plans.md#norms), so fewer days never means more hard days.
 */
function withAnEasyDay(
  plan: Plan,
  editable: PlannedWorkout[],
  rested: PlannedWorkout[],
  reason: string
): PlannedWorkout[] {
  const gone = new Set(rested.map((w) => w.key))
  const canRest = new Set(editable.map((w) => w.key))
  const more: PlannedWorkout[] = []
  for (const week of plan.weeks) {
    const running = week.workouts.filter((w) => w.type !== 'rest' && !gone.has(w.key))
    if (new Set(running.map((w) => w.dateIso)).size < 3) continue
    if (running.some((w) => w.type !== 'long' && w.type !== 'race' && !w.hard)) continue
    const last = running.filter((w) => w.hard && w.type !== 'race' && canRest.has(w.key)).at(-1)
    if (last) more.push(toRest(last, reason))
  }
  return more
}
