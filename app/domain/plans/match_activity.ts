/*
 * Matching imported activities to planned workouts, and compliance
 * (docs/science.md#matching-and-compliance). Pure: `todayIso` is passed in.
 *
 *   matchActivities(workouts, activities): ActivityMatch[]   (one entry per activity)
 *   workoutCompliance(workout, doneActivities, todayIso): WorkoutCompliance
 *   weekCompliance(week, activities, todayIso): WeekCompliance
 *   complianceStatus(ratio): 'completed' | 'partial' | 'over'
 *
 * Rules (decisions):
 * - An activity matches a workout of the same local date (never another day); running sports only
 *   ('run', 'trail_run', 'treadmill'); rest days match nothing.
 * - Several candidates on one day: the pairing with the done/planned ratio closest to 1 wins
 *   ("by type and size": a long run matches the long activity, an easy run the short one).
 * - A double (two runs on one date, docs/plans.md#doubles): two runs of that day pair with the two
 *   sessions in the order run (the earlier start with the first session), unless the other way
 *   round fits the planned sizes far better (its size cost lower by more than ORDER_WEIGHT); a
 *   single run of the day goes to the session it fits best. Each session is done on its own.
 * - Ratio = done / planned distance, or duration when the workout has no distance:
 *   0.8–1.2 'completed', below 'partial', above 'over'; no activity and the day is
 *   past: 'missed'; today or later: 'pending'; an activity with no workout: 'unplanned'.
 * - Unmatched activities still count in the week's done distance.
 * - The athlete's marks are the other half of "done" (docs/science.md#matching-and-compliance):
 *   a done mark linked to one of the day's runs pairs that run with the workout before any
 *   automatic matching; a skipped workout takes no activity; a done mark with a distance and
 *   time entered by hand counts them (in the workout and the week) unless a run of the day was
 *   matched to the workout, which then wins (never counted twice).
 */
import type { PlannedWorkout, PlanWeek } from '#domain/plans/types'
import { formatDistance, type UnitSystem } from '#domain/units'
import { isRunSport } from '#domain/sports'
import { sessionOf } from '#domain/plans/sessions'

export interface ActivitySummary {
  /** Any id the caller uses; echoed back. */
  id: string | number
  /** Local calendar date of the start, YYYY-MM-DD. */
  localDate: string
  sport: string
  distanceMeters: number
  movingSeconds: number
  /** When it started (any ISO date-time; compared within a day). Absent: the list's order. */
  startTime?: string | null
}

/** What the athlete marked on a workout (plan_workout_logs), as the matching reads it. */
export interface WorkoutMark {
  status: 'done' | 'skipped'
  /** One of the athlete's runs linked to the workout by hand. */
  activityId?: string | number | null
  /** Entered by hand when no activity was recorded. */
  distanceMeters?: number | null
  durationSeconds?: number | null
}

export type WorkoutMarks = ReadonlyMap<string, WorkoutMark>

/** The done and skipped marks among the athlete's logs (a 'planned' row only holds a note). */
export function workoutMarks(
  logs: ReadonlyMap<string, Omit<WorkoutMark, 'status'> & { status: string }>
): Map<string, WorkoutMark> {
  const marks = new Map<string, WorkoutMark>()
  for (const [key, log] of logs) {
    if (log.status === 'done' || log.status === 'skipped') {
      marks.set(key, { ...log, status: log.status })
    }
  }
  return marks
}

/** Where a workout's "done" comes from; null when it is not done. */
export type DoneSource = 'linked' | 'matched' | 'entered' | 'marked'

export type ComplianceStatus =
  'completed' | 'partial' | 'over' | 'missed' | 'pending' | 'rest' | 'unplanned'

export interface ActivityMatch {
  activityId: string | number
  /** The matched workout's key, or null ('unplanned'). */
  workoutKey: string | null
}

export interface WorkoutCompliance {
  key: string
  status: ComplianceStatus
  /** done / planned, null when nothing to compare. */
  ratio: number | null
  doneDistanceMeters: number
  doneSeconds: number
  label: string
  /** Done: an activity paired with it, or a done mark. */
  done: boolean
  source: DoneSource | null
  /** The activities paired with it. */
  activityIds: Array<string | number>
}

export interface WeekCompliance {
  index: number
  plannedDistanceMeters: number
  doneDistanceMeters: number
  ratio: number | null
  /** For the colour: good (80–120 %), warn (50–80 % or > 120 %), bad (< 50 %), neutral (not started). */
  level: 'good' | 'warn' | 'bad' | 'neutral'
  /** Text label so that the colour is never the only signal, e.g. "32.0 of 40.0 km (80 %)". */
  label: string
  workouts: WorkoutCompliance[]
  unplannedActivityIds: Array<string | number>
}

/**
 * Completed band: 80–120 % of the planned distance or duration
 * (docs/science.md#matching-and-compliance).
 */
export const COMPLETED_RANGE = { min: 0.8, max: 1.2 } as const

function plannedSize(workout: PlannedWorkout): { meters?: number; seconds?: number } {
  if (workout.distanceMeters) return { meters: workout.distanceMeters }
  if (workout.durationSeconds) return { seconds: workout.durationSeconds }
  return {}
}

function ratioFor(workout: PlannedWorkout, meters: number, seconds: number): number | null {
  const size = plannedSize(workout)
  if (size.meters) return meters / size.meters
  if (size.seconds) return seconds / size.seconds
  return null
}

// 80–120 % completed, below partial, above over (docs/science.md#matching-and-compliance).
export function complianceStatus(ratio: number): 'completed' | 'partial' | 'over' {
  if (ratio < COMPLETED_RANGE.min) return 'partial'
  if (ratio > COMPLETED_RANGE.max) return 'over'
  return 'completed'
}

/**
 * Pairs activities with workouts: linked marks first, then the automatic matching of the rest
 * (skipped workouts and linked ones take nothing more).
 */
export function matchActivities(
  workouts: PlannedWorkout[],
  activities: ActivitySummary[],
  marks: WorkoutMarks = new Map()
): ActivityMatch[] {
  const result = new Map<string | number, string | null>()
  const linkedWorkouts = new Set<string>()
  const byDate = new Map<string, ActivitySummary[]>()
  for (const activity of activities) result.set(activity.id, null)
  for (const workout of workouts) {
    const mark = marks.get(workout.key)
    if (mark?.status !== 'done' || mark.activityId === null || mark.activityId === undefined)
      continue
    const linked = activities.find((a) => a.id === mark.activityId && isRunSport(a.sport))
    if (linked && result.get(linked.id) === null) {
      result.set(linked.id, workout.key)
      linkedWorkouts.add(workout.key)
    }
  }
  for (const activity of activities) {
    if (!isRunSport(activity.sport) || result.get(activity.id) !== null) continue
    const list = byDate.get(activity.localDate) ?? []
    list.push(activity)
    byDate.set(activity.localDate, list)
  }
  for (const [date, dayActivities] of byDate) {
    const candidates = workouts.filter(
      (w) =>
        w.dateIso === date &&
        w.type !== 'rest' &&
        !linkedWorkouts.has(w.key) &&
        marks.get(w.key)?.status !== 'skipped'
    )
    const double = pairDouble(candidates, dayActivities)
    for (const [activityId, key] of double) result.set(activityId, key)
    greedyPairs(
      candidates.filter((w) => !double.some(([, key]) => key === w.key)),
      dayActivities.filter((a) => result.get(a.id) === null),
      result
    )
  }
  return activities.map((a) => ({ activityId: a.id, workoutKey: result.get(a.id) ?? null }))
}

function sizeCost(workout: PlannedWorkout, activity: ActivitySummary): number {
  const ratio = ratioFor(workout, activity.distanceMeters, activity.movingSeconds)
  return ratio && ratio > 0 ? Math.abs(Math.log(ratio)) : 1e9
}

/** Greedy on |log ratio|: the closest size pairs first, each workout and activity once. */
function greedyPairs(
  candidates: PlannedWorkout[],
  dayActivities: ActivitySummary[],
  result: Map<string | number, string | null>
): void {
  const pairs: Array<{ cost: number; workout: PlannedWorkout; activity: ActivitySummary }> = []
  for (const workout of candidates) {
    for (const activity of dayActivities) {
      pairs.push({ cost: sizeCost(workout, activity), workout, activity })
    }
  }
  pairs.sort((a, b) => a.cost - b.cost || (a.workout.key < b.workout.key ? -1 : 1))
  const usedWorkouts = new Set<string>()
  for (const { workout, activity } of pairs) {
    if (usedWorkouts.has(workout.key) || result.get(activity.id) !== null) continue
    usedWorkouts.add(workout.key)
    result.set(activity.id, workout.key)
  }
}

/**
 * How much better (in summed |log ratio|) pairing against the order run must fit before it wins:
 * ln 2, i.e. the sizes say clearly that the second session was run first.
 */
export const ORDER_WEIGHT = Math.log(2)

/**
 * A double day with two or more runs: the two runs (in start order) and the two sessions that
 * fit best, the earlier run with the first session unless swapping fits far better. Returns the
 * pairs made ([activity id, workout key]); none when the day is not a double or has one run.
 */
function pairDouble(
  candidates: PlannedWorkout[],
  dayActivities: ActivitySummary[]
): Array<[string | number, string]> {
  if (candidates.length !== 2 || dayActivities.length < 2) return []
  const [first, second] = [...candidates].sort((a, b) => sessionOf(a) - sessionOf(b))
  if (sessionOf(second) !== 2) return []
  const ordered = dayActivities
    .map((activity, index) => ({ activity, index }))
    .sort(
      (a, b) =>
        (a.activity.startTime && b.activity.startTime
          ? Date.parse(a.activity.startTime) - Date.parse(b.activity.startTime)
          : 0) || a.index - b.index
    )
    .map(({ activity }) => activity)
  let best: { cost: number; pair: Array<[string | number, string]> } | null = null
  for (let i = 0; i < ordered.length; i++) {
    for (let j = 0; j < ordered.length; j++) {
      if (i === j) continue
      const cost =
        sizeCost(first, ordered[i]) + sizeCost(second, ordered[j]) + (i > j ? ORDER_WEIGHT : 0)
      if (!best || cost < best.cost) {
        best = {
          cost,
          pair: [
            [ordered[i].id, first.key],
            [ordered[j].id, second.key],
          ],
        }
      }
    }
  }
  return best?.pair ?? []
}

function percent(ratio: number): string {
  return `${Math.round(ratio * 100)} %`
}

const STATUS_TEXT: Record<ComplianceStatus, string> = {
  completed: 'Completed',
  partial: 'Partly done',
  over: 'More than planned',
  missed: 'Missed',
  pending: 'Planned',
  rest: 'Rest day',
  unplanned: 'Unplanned',
}

/**
 * One workout's outcome from the activities paired with it and the athlete's mark: the one
 * place that says whether a workout is done, and by how much.
 */
export function workoutCompliance(
  workout: PlannedWorkout,
  done: ActivitySummary[],
  todayIso: string,
  mark?: WorkoutMark
): WorkoutCompliance {
  let doneDistanceMeters = done.reduce((sum, a) => sum + a.distanceMeters, 0)
  let doneSeconds = done.reduce((sum, a) => sum + a.movingSeconds, 0)
  const activityIds = done.map((a) => a.id)
  let status: ComplianceStatus
  let ratio: number | null = null
  let source: DoneSource | null = null
  let label: string
  const entered =
    mark?.status === 'done' && (mark.distanceMeters ?? 0) + (mark.durationSeconds ?? 0) > 0
  if (mark?.status === 'skipped') {
    return {
      key: workout.key,
      status: 'missed',
      ratio: null,
      doneDistanceMeters: 0,
      doneSeconds: 0,
      label: 'Skipped',
      done: false,
      source: null,
      activityIds: [],
    }
  }
  if (done.length > 0) {
    source =
      mark?.activityId !== undefined &&
      mark.activityId !== null &&
      activityIds.includes(mark.activityId)
        ? 'linked'
        : 'matched'
  } else if (entered) {
    source = 'entered'
    doneDistanceMeters = mark!.distanceMeters ?? 0
    doneSeconds = mark!.durationSeconds ?? 0
  } else if (mark?.status === 'done') {
    source = 'marked'
  }
  if (source === null) {
    status = workout.type === 'rest' ? 'rest' : workout.dateIso < todayIso ? 'missed' : 'pending'
    label = STATUS_TEXT[status]
  } else if (source === 'marked') {
    status = 'completed'
    label = 'Done (no distance or time)'
  } else {
    ratio = ratioFor(workout, doneDistanceMeters, doneSeconds)
    status = ratio === null ? 'unplanned' : complianceStatus(ratio)
    label = ratio === null ? 'Done' : `${STATUS_TEXT[status]} (${percent(ratio)})`
  }
  return {
    key: workout.key,
    status,
    ratio,
    doneDistanceMeters,
    doneSeconds,
    label,
    done: source !== null,
    source,
    activityIds,
  }
}

export function weekCompliance(
  week: PlanWeek,
  activities: ActivitySummary[],
  todayIso: string,
  system: UnitSystem = 'metric',
  marks: WorkoutMarks = new Map()
): WeekCompliance {
  const inWeek = activities.filter(
    (a) => a.localDate >= week.startDateIso && a.localDate <= week.endDateIso
  )
  const matches = matchActivities(week.workouts, inWeek, marks)
  const byKey = new Map<string, ActivitySummary[]>()
  const unplannedActivityIds: Array<string | number> = []
  matches.forEach((match, i) => {
    if (match.workoutKey === null) unplannedActivityIds.push(match.activityId)
    else byKey.set(match.workoutKey, [...(byKey.get(match.workoutKey) ?? []), inWeek[i]])
  })
  const workouts = week.workouts.map((w) =>
    workoutCompliance(w, byKey.get(w.key) ?? [], todayIso, marks.get(w.key))
  )
  // Unmatched runs still count in the week; other sports do not add distance. Distances
  // entered with a done mark count when no run of the day was paired with the workout.
  const doneDistanceMeters =
    inWeek.filter((a) => isRunSport(a.sport)).reduce((sum, a) => sum + a.distanceMeters, 0) +
    workouts.filter((w) => w.source === 'entered').reduce((sum, w) => sum + w.doneDistanceMeters, 0)
  const planned = week.plannedDistanceMeters
  const ratio = planned > 0 ? doneDistanceMeters / planned : null
  const started = todayIso > week.startDateIso || doneDistanceMeters > 0
  let level: WeekCompliance['level'] = 'neutral'
  if (ratio !== null && started) {
    level =
      ratio >= COMPLETED_RANGE.min && ratio <= COMPLETED_RANGE.max
        ? 'good'
        : ratio >= 0.5
          ? 'warn'
          : 'bad'
  }
  const doneText = formatDistance(doneDistanceMeters, system, 1).split(' ')[0]
  const label =
    ratio === null
      ? `${formatDistance(doneDistanceMeters, system, 1)} done, nothing planned`
      : `${doneText} of ${formatDistance(planned, system, 1)} (${percent(ratio)})`
  return {
    index: week.index,
    plannedDistanceMeters: planned,
    doneDistanceMeters,
    ratio,
    level,
    label,
    workouts,
    unplannedActivityIds,
  }
}
