/*
 * The shapes of a plan revision (docs/science.md#adaptation): what asks for a change (a trigger),
 * what a revision may touch (the context), and the change itself as before/after pairs.
 */
import type { IsoWeekday, Plan, PlanFitness, PlannedWorkout } from '#domain/plans/types'

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

export type TriggerOf<T extends AdaptTrigger['type']> = Extract<AdaptTrigger, { type: T }>

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
