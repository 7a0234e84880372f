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
 * - Ratio = done / planned distance, or duration when the workout has no distance:
 *   0.8–1.2 'completed', below 'partial', above 'over'; no activity and the day is
 *   past: 'missed'; today or later: 'pending'; an activity with no workout: 'unplanned'.
 * - Unmatched activities still count in the week's done distance.
 */
import type { PlannedWorkout, PlanWeek } from '#domain/plans/types'
import { formatDistance, type UnitSystem } from '#domain/units'
import { isRunSport } from '#domain/sports'

export interface ActivitySummary {
  /** Any id the caller uses; echoed back. */
  id: string | number
  /** Local calendar date of the start, YYYY-MM-DD. */
  localDate: string
  sport: string
  distanceMeters: number
  movingSeconds: number
}

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

export function matchActivities(
  workouts: PlannedWorkout[],
  activities: ActivitySummary[]
): ActivityMatch[] {
  const result = new Map<string | number, string | null>()
  const byDate = new Map<string, ActivitySummary[]>()
  for (const activity of activities) {
    result.set(activity.id, null)
    if (!isRunSport(activity.sport)) continue
    const list = byDate.get(activity.localDate) ?? []
    list.push(activity)
    byDate.set(activity.localDate, list)
  }
  for (const [date, dayActivities] of byDate) {
    const candidates = workouts.filter((w) => w.dateIso === date && w.type !== 'rest')
    // Greedy on |log ratio|: the closest size pairs first, each workout and activity once.
    const pairs: Array<{ cost: number; workout: PlannedWorkout; activity: ActivitySummary }> = []
    for (const workout of candidates) {
      for (const activity of dayActivities) {
        const ratio = ratioFor(workout, activity.distanceMeters, activity.movingSeconds)
        const cost = ratio && ratio > 0 ? Math.abs(Math.log(ratio)) : 1e9
        pairs.push({ cost, workout, activity })
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
  return activities.map((a) => ({ activityId: a.id, workoutKey: result.get(a.id) ?? null }))
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

export function workoutCompliance(
  workout: PlannedWorkout,
  done: ActivitySummary[],
  todayIso: string
): WorkoutCompliance {
  const doneDistanceMeters = done.reduce((sum, a) => sum + a.distanceMeters, 0)
  const doneSeconds = done.reduce((sum, a) => sum + a.movingSeconds, 0)
  let status: ComplianceStatus
  let ratio: number | null = null
  if (done.length === 0) {
    status = workout.type === 'rest' ? 'rest' : workout.dateIso < todayIso ? 'missed' : 'pending'
  } else {
    ratio = ratioFor(workout, doneDistanceMeters, doneSeconds)
    status = ratio === null ? 'unplanned' : complianceStatus(ratio)
  }
  const label = ratio === null ? STATUS_TEXT[status] : `${STATUS_TEXT[status]} (${percent(ratio)})`
  return { key: workout.key, status, ratio, doneDistanceMeters, doneSeconds, label }
}

export function weekCompliance(
  week: PlanWeek,
  activities: ActivitySummary[],
  todayIso: string,
  system: UnitSystem = 'metric'
): WeekCompliance {
  const inWeek = activities.filter(
    (a) => a.localDate >= week.startDateIso && a.localDate <= week.endDateIso
  )
  const matches = matchActivities(week.workouts, inWeek)
  const byKey = new Map<string, ActivitySummary[]>()
  const unplannedActivityIds: Array<string | number> = []
  matches.forEach((match, i) => {
    if (match.workoutKey === null) unplannedActivityIds.push(match.activityId)
    else byKey.set(match.workoutKey, [...(byKey.get(match.workoutKey) ?? []), inWeek[i]])
  })
  const workouts = week.workouts.map((w) => workoutCompliance(w, byKey.get(w.key) ?? [], todayIso))
  // Unmatched runs still count in the week; other sports do not add distance.
  const doneDistanceMeters = inWeek
    .filter((a) => isRunSport(a.sport))
    .reduce((sum, a) => sum + a.distanceMeters, 0)
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
