/*
 * What the athletes of the held-out plan evaluation are made of (tests/plan_eval/athletes.ts):
 * their input type, the expectations a coach sets, and the helpers that write an athlete as
 * the few fields that differ from a plain one.
 *
 * Dates: every plan starts on a Monday of 2027 and `todayIso` is three days before its start.
 * A "Sunday race after N weeks" from a Monday start gives N full Monday-to-Sunday weeks.
 */
import type { IsoWeekday, PlanInput } from '#domain/plans/types'
import { addDays } from '#domain/calendar'

/** The contract's new inputs, typed locally so the set compiles before and after it lands. */
export type EvalInput = PlanInput & { ageYears?: number | null; timeOffWeeks?: number | null }

export type ErrorCode =
  'invalid' | 'past' | 'too_soon' | 'too_far' | 'too_few_days' | 'contradiction' | 'not_advised'

export type AgeBand = 'junior' | 'open' | 'masters' | 'veteran'

export interface PlanExpectation {
  /** The goal is more than 2 % faster than the VDOT prediction: goalIsStretch must be true. */
  outOfReach?: boolean
  /** The goal is within reach: goalIsStretch must be false. */
  goalInReach?: boolean
  /**
   * A preparation shorter than the usual one for the distance (coach's judgment: marathon or
   * ultra ≤ 12 weeks, the shortest Pfitzinger & Douglas schedule; half ≤ 8; 5K/10K ≤ 5): its
   * cutbacks come at least every 3rd week (norm cutback_cadence).
   */
  compressed?: boolean
  /** Exact number of plan weeks and no partial week (Monday start, Sunday race). */
  fullWeeks?: number
  /** The plan must not be labelled compressed (a typical-length preparation). */
  notCompressed?: boolean
}

export type Expectation = { refuse: ErrorCode; field?: keyof EvalInput } | { plan: PlanExpectation }

export interface EvalAthlete {
  id: string
  family: string
  /** The coach's reason for the expectation, one line. */
  why: string
  input: EvalInput
  expect: Expectation
}

export const MARATHON = 42195
export const HALF = 21097.5
export const KM = 1000

/** Mondays of 2027 used as start dates. */
export const JAN4 = '2027-01-04'
export const MAR1 = '2027-03-01'
export const APR5 = '2027-04-05'
export const MAY3 = '2027-05-03'
export const JUN7 = '2027-06-07'

/** The Sunday ending the N-th full week after a Monday start. */
export function sundayAfter(mondayIso: string, weeks: number) {
  return addDays(mondayIso, 7 * weeks - 1)
}
/** The Saturday of the N-th week after a Monday start. */
export function saturdayAfter(mondayIso: string, weeks: number) {
  return addDays(mondayIso, 7 * weeks - 2)
}

function base(start: string): EvalInput {
  return {
    raceDistanceMeters: 10000,
    raceDateIso: sundayAfter(start, 12),
    goalSeconds: null,
    currentWeeklyMeters: 30 * KM,
    longestRecentRunMeters: null,
    availableDays: [2, 4, 6, 7],
    longRunDay: 7,
    experience: 'intermediate',
    startDateIso: start,
    vdot: null,
    hrZones: null,
    todayIso: addDays(start, -3),
    ageYears: 35,
    timeOffWeeks: null,
  }
}

export function athlete(
  id: string,
  family: string,
  why: string,
  start: string,
  input: Partial<EvalInput>,
  expect: Expectation
): EvalAthlete {
  return { id, family, why, input: { ...base(start), ...input }, expect }
}

export const plan = (expectation: PlanExpectation = {}): Expectation => ({ plan: expectation })
export const days = (...list: IsoWeekday[]) => list

export const HR_ZONES = [
  { name: 'Z1', min: 100, max: 132 },
  { name: 'Z2', min: 132, max: 148 },
  { name: 'Z3', min: 148, max: 160 },
  { name: 'Z4', min: 160, max: 172 },
  { name: 'Z5', min: 172, max: null },
]
