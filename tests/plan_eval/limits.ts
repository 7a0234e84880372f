/*
 * The limits a plan is graded against, per athlete. Where docs/plans.md's norms table (the
 * contract) gives a limit it is used as written; the coach's judgments are marked as such, with
 * their source.
 */
import type { EvalAthlete, EvalInput } from '#tests/plan_eval/athletes'

/**
 * Distances are rounded to 100 m per workout, so a share or ratio limit is met within half a
 * percentage point (a 20 km week at exactly 110 % can round 100 m over).
 */
export const ROUNDING = 0.005

export interface Profile {
  distance: number
  short: boolean
  marathonPlus: boolean
  ultra: boolean
  level: EvalInput['experience']
  masters: boolean
  veteran: boolean
  returner: boolean
  timeOffWeeks: number
  currentMetres: number
}

export function profileOf(athlete: EvalAthlete): Profile {
  const input = athlete.input
  const distance = input.raceDistanceMeters ?? 0
  const age = input.ageYears ?? null
  const timeOffWeeks = input.timeOffWeeks ?? 0
  return {
    distance,
    short: distance <= 10000,
    marathonPlus: distance >= 42195,
    ultra: distance > 42195,
    level: input.experience,
    masters: age !== null && age >= 50,
    veteran: age !== null && age >= 65,
    returner: timeOffWeeks >= 2,
    timeOffWeeks,
    currentMetres: input.currentWeeklyMeters,
  }
}

/** norm long_run_distance: 16 km (5K/10K), 22 km (half), 35 km (marathon), 40 km (ultra). */
export function longRunCapMetres(p: Profile): number {
  if (p.short) return 16000
  if (p.distance <= 21097.5) return 22000
  return p.ultra ? 40000 : 35000
}

/** norm long_run_duration: 5K/10K 120 min; beginners 150 min; otherwise 180 min. */
export function longRunCapSeconds(p: Profile): number {
  if (p.short) return 7200
  return p.level === 'beginner' ? 9000 : 10800
}

/** Returners' first 4 weeks (norms hard_share, hard_days): the 28 days from the start. */
export const RETURNER_EARLY_DAYS = 28

/** norm hard_share: 12 / 18 / 22 % by level; masters and returners' first 4 weeks minus 4 points. */
export function hardShareLimit(p: Profile, early: boolean): number {
  const byLevel = { beginner: 0.12, intermediate: 0.18, advanced: 0.22 }[p.level]
  return p.masters || (p.returner && early) ? byLevel - 0.04 : byLevel
}

/** norm hard_days: ≤ 2 for beginners, veterans, returners' first 4 weeks; ≤ 3 otherwise. */
export function hardDaysLimit(p: Profile, early: boolean): number {
  return p.level === 'beginner' || p.veteran || (p.returner && early) ? 2 : 3
}

/**
 * norm hard_days: days from one hard day to the next: 2 (one easy day between); 3 (two easy
 * days) for masters, veterans and returners' first 4 weeks.
 */
export function hardGapDays(p: Profile, early: boolean): number {
  return p.masters || p.veteran || (p.returner && early) ? 3 : 2
}

/**
 * norm cutback_cadence: at most 3 build weeks in a row (2 for beginners, masters, veterans and
 * compressed preparations).
 */
export function buildRunLimit(athlete: EvalAthlete, p: Profile): number {
  const compressed = 'plan' in athlete.expect && athlete.expect.plan.compressed === true
  return p.level === 'beginner' || p.masters || p.veteran || compressed ? 2 : 3
}

/** norm taper_depth: race week ≤ 70 % of the peak week (5K/10K), ≤ 60 % otherwise. */
export function raceWeekTaperLimit(p: Profile): number {
  return p.short ? 0.7 : 0.6
}

/** norm weekly_growth, first week: ≤ max(110 % of current volume, 8 km); norm returner_start. */
export function firstWeekLimitMetres(p: Profile): number {
  if (p.returner) return (p.timeOffWeeks >= 4 ? 0.5 : 0.75) * p.currentMetres
  return Math.max(1.1 * p.currentMetres, 8000)
}

/**
 * Daniels' Running Formula (3rd ed.), table of VDOT adjustment after time off from running
 * (as published at news.vdoto2.com/2018/02/vdot-adjustments-time-off): FVDOT-1 without
 * cross-training, FVDOT-2 with it; 72 days or more: 0.800 / 0.900. The published 42-day
 * FVDOT-2 reads 0.994, out of sequence: 0.944 (between 0.955 and 0.934) is used.
 */
const FVDOT: Record<number, [number, number]> = {
  2: [0.973, 0.986],
  3: [0.952, 0.976],
  4: [0.931, 0.965],
  5: [0.91, 0.955],
  6: [0.889, 0.944],
  7: [0.868, 0.934],
  8: [0.847, 0.923],
  9: [0.826, 0.913],
  10: [0.805, 0.902],
}

/**
 * The accepted ratio of the plan's VDOT to the pre-break VDOT: between the two columns, one
 * point of slack below (the plan may be more cautious) and half a point above.
 */
export function returnerVdotBand(weeksOff: number): [number, number] {
  const [low, high] = weeksOff >= 11 ? [0.8, 0.9] : FVDOT[Math.max(2, Math.round(weeksOff))]
  return [low - 0.01, high + 0.005]
}

/** norm returner_start: no T/I/R in the first 2 weeks (4 after ≥ 8 weeks off). */
export function returnerQuietDays(p: Profile): number {
  return p.timeOffWeeks >= 8 ? 28 : 14
}
