/*
 * Props of the TrainingPlan page and the plan parts of the Dashboard, as the server sends them
 * (app/dtos/plan.ts). SI units; dates are the athlete's local calendar dates (YYYY-MM-DD).
 * Workout ids are `<planId>-<key>` (e.g. "12-w3-d5"): stable across revisions.
 */
import type {
  IsoWeekday,
  Phase,
  PlanFitness,
  PlanWarning,
  WorkoutStep,
  WorkoutType,
} from '#domain/plans/types'

export type { IsoWeekday, Phase, WorkoutStep, WorkoutType }

export type WorkoutStatus = 'planned' | 'done' | 'skipped'

export interface ComplianceDto {
  status: 'completed' | 'partial' | 'over' | 'missed' | 'pending' | 'rest' | 'unplanned'
  ratio: number | null
  label: string
}

export interface MatchedActivityDto {
  id: number
  name: string
  sport: string
  distanceMeters: number
  movingSeconds: number
}

export interface PlanWorkoutDto {
  id: string
  key: string
  date: string
  type: WorkoutType
  title: string
  purpose: string
  distanceMeters?: number
  durationSeconds?: number
  hard: boolean
  steps: WorkoutStep[]
  /** What the athlete marked; `planned` until then (a matched activity makes it `done`). */
  status: WorkoutStatus
  note: string | null
  activity: MatchedActivityDto | null
  compliance: ComplianceDto
  /** Download of the structured workout as a FIT file (none for rest days and races). */
  fitUrl: string | null
}

export interface PlanWeekDto {
  index: number
  startDate: string
  endDate: string
  phase: Phase
  isCutback: boolean
  targetDistanceMeters: number
  plannedDistanceMeters: number
  doneDistanceMeters: number
  compliance: { level: 'good' | 'warn' | 'bad' | 'neutral'; label: string }
  workouts: PlanWorkoutDto[]
  /** Activities of the week that match no workout (they still count in doneDistanceMeters). */
  unplannedActivities: MatchedActivityDto[]
}

export interface PlanDto {
  id: number
  /** Optimistic lock: send it back with every change; a stale one answers 409. */
  version: number
  raceDistanceMeters: number | null
  raceDate: string | null
  goalSeconds: number | null
  startDate: string
  endDate: string
  compressed: boolean
  note: string
  warnings: PlanWarning[]
  fitness: PlanFitness
  /** The secret calendar feed (RFC 5545); revocable. */
  icsUrl: string
  weeks: PlanWeekDto[]
}

export interface RevisionDto {
  id: number
  number: number
  trigger: string
  reason: string
  status: 'proposed' | 'applied' | 'discarded' | 'undone'
  createdAt: string
  /** Each changed workout, before and after (null: added or removed). */
  changes: {
    key: string
    before: Omit<PlanWorkoutDto, 'status' | 'note' | 'activity' | 'compliance' | 'fitUrl'> | null
    after: Omit<PlanWorkoutDto, 'status' | 'note' | 'activity' | 'compliance' | 'fitUrl'> | null
  }[]
}

/** What the plan form is prefilled with (from the profile and imported activities). */
export interface PlanDefaultsDto {
  raceDistanceMeters: number | null
  raceDate: string | null
  goalSeconds: number | null
  availableDays: IsoWeekday[]
  longRunDay: IsoWeekday
  currentWeeklyMeters: number
  longestRecentRunMeters: number | null
  experience: 'beginner' | 'intermediate' | 'advanced'
  startDate: string
}

/** Page `TrainingPlan`. */
export interface TrainingPlanProps {
  today: string
  plan: PlanDto | null
  /** A proposed revision waiting for Apply / Discard (shown as a diff). */
  pendingRevision: RevisionDto | null
  /** Applied, discarded and undone revisions, newest first. */
  revisions: RevisionDto[]
  defaults: PlanDefaultsDto
}

/** Dashboard: today's workout and this week, when there is a plan. */
export interface PlanTodayDto {
  today: PlanWorkoutDto | null
  week: PlanWeekDto | null
}
