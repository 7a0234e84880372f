/*
 * The periodization model's numbers (docs/plans.md#the-periodization-model): one table per rule,
 * each with its published source. Every step of the generator reads them from here.
 */
import type { AgeBand, DistanceCategory, Experience, Phase, WorkoutType } from '#domain/plans/types'

export type RaceCategory = Exclude<DistanceCategory, 'base'>

/** Custom distances: up to 15 km plan like a 10K, up to 30 km like a half (Pacewise choice). */
export const SHORT_MAX_METERS = 15000
export const HALF_MAX_METERS = 30000
export const MARATHON_METERS = 42195
/** A race up to 42.2 km is a marathon (42.195 km as typed to one decimal); beyond is an ultra. */
export const MARATHON_MAX_METERS = 42200

export function categoryFor(raceDistanceMeters: number): RaceCategory {
  if (raceDistanceMeters <= SHORT_MAX_METERS) return 'short'
  if (raceDistanceMeters <= HALF_MAX_METERS) return 'half'
  return 'marathon'
}

export const isUltra = (distance: number | null) =>
  distance !== null && distance > MARATHON_MAX_METERS

/**
 * Plan lengths in weeks (Daniels: 5K/10K plans of 6–10 weeks; Higdon and Pfitzinger: half 10–14,
 * marathon 16–20). `min` is the shortest preparation we build at all.
 */
export const PLAN_WEEKS: Record<
  RaceCategory,
  { min: number; typicalMin: number; typicalMax: number }
> = {
  short: { min: 3, typicalMin: 6, typicalMax: 10 },
  half: { min: 6, typicalMin: 10, typicalMax: 14 },
  marathon: { min: 8, typicalMin: 16, typicalMax: 20 },
}
export const MAX_PLAN_WEEKS = 52
export const DEFAULT_BASE_WEEKS = 8

/** Weekly growth ≤ 10 % over the best non-cutback week ("10 % rule"; Nielsen et al. 2014). */
export const WEEKLY_GROWTH_MAX = 0.1
/** Two weeks together ≤ 30 % over the two before (Nielsen et al. 2014, JOSPT 44:739). */
export const TWO_WEEK_GROWTH_MAX = 0.3
/** A cutback week is 75 % of the best week so far (Daniels; Pfitzinger's recovery weeks). */
export const CUTBACK_FACTOR = 0.75
/** Build weeks in a row before a cutback: 3 (Daniels, Pfitzinger); 2 for beginners, masters
 *  (Friel, "Fast After 50") and compressed plans. */
export const BUILD_WEEKS_BEFORE_CUTBACK = { usual: 3, short: 2 } as const
/**
 * A beginner's weeks under 20 km are not counted towards a cutback: the novice programmes that
 * start from little or no running (Couch to 5K's 9 weeks, Higdon's Novice 5K and 10K) have no
 * recovery weeks; they begin once the weeks are bigger than any novice 5K or 10K programme's.
 */
export const NOVICE_NO_CUTBACK_BELOW_METERS = 20000
export const cutbackCountsFrom = (experience: Experience) =>
  experience === 'beginner' ? NOVICE_NO_CUTBACK_BELOW_METERS : 0
/** The first week: the current volume, at least 8 km. */
export const START_FLOOR_METERS = 8000
export const MAX_WEEKLY_METERS = 200000

/**
 * Taper volumes as shares of the peak PLANNED week, last entry = race week (Mujika & Padilla
 * 2003: 40–60 % less over 1–3 weeks; Pfitzinger's 3-week marathon taper).
 */
export function taperFractions(category: DistanceCategory, longPlan: boolean): number[] {
  if (category === 'short') return [0.6]
  if (category === 'half') return [0.75, 0.5]
  return longPlan ? [0.8, 0.7, 0.5] : [0.7, 0.5]
}

/**
 * The smallest peak a distance needs, whatever the athlete's level (the refusal threshold:
 * safety does not grow stricter with experience): 5K 12 km, 10K 20 km, half 30 km, marathon
 * 45 km, ultra 60 km (Higdon's novice plans; a 5K from Couch to 5K, whose last week is three
 * runs of 30 minutes, about 12.9 km at 7:00 per km).
 */
export function minimumPeakMeters(distance: number): number {
  if (distance > MARATHON_METERS) return 60000
  if (distance > HALF_MAX_METERS) return 45000
  if (distance > SHORT_MAX_METERS) return 30000
  if (distance > 5000) return 20000
  return BEGINNER_5K_MINIMUM_PEAK_METERS
}
export const BEGINNER_5K_MINIMUM_PEAK_METERS = 12000

/**
 * An athlete who already runs the volume of their level for the distance (the minimum peak, 10 km
 * more for intermediate and advanced runners, whose 5K counts from 15 km) and, for a half or
 * longer, has run 60 % of the distance lately needs no build: a sharpening block and the taper
 * are enough (Pfitzinger & Douglas's schedules for marathons 4 to 12 weeks apart). Plans shorter
 * than PLAN_WEEKS.min are then allowed down to the taper plus one week.
 */
export const READY_LONGEST_SHARE_OF_RACE = 0.6
export function preparedPeakMeters(distance: number, experience: Experience): number {
  if (experience === 'beginner') return minimumPeakMeters(distance)
  return Math.max(15000, minimumPeakMeters(distance)) + 10000
}
export function alreadyPrepared(
  distance: number,
  input: {
    currentWeeklyMeters: number
    longestRecentRunMeters: number | null
    experience: Experience
  }
): boolean {
  if (input.currentWeeklyMeters < preparedPeakMeters(distance, input.experience)) return false
  if (distance <= SHORT_MAX_METERS) return true
  return (input.longestRecentRunMeters ?? 0) >= READY_LONGEST_SHARE_OF_RACE * distance
}

/**
 * The base phase of an athlete who already runs their level's typical peak (docs/plans.md#phases):
 * Daniels counts weeks of regular running as phase I, so the plan's own base is short.
 */
export const BASE_SHARE_WITH_BASE = 0.15
export function hasBase(
  category: DistanceCategory,
  input: { currentWeeklyMeters: number; experience: Experience },
  returner: boolean
): boolean {
  if (returner || input.experience === 'beginner') return false
  return input.currentWeeklyMeters >= MIN_PEAK_WEEKLY_METERS[category][input.experience]
}

/**
 * The peak the plan aims at when the weeks allow (Higdon Novice/Intermediate: 5K ~15–30 km, half
 * 30–50 km, marathon 55–75 km; Pfitzinger's lowest marathon plan 55 mi): never below the
 * minimum, grown from the current volume by PEAK_GROWTH over FULL_GROWTH_WEEKS.
 */
export const MIN_PEAK_WEEKLY_METERS: Record<DistanceCategory, Record<Experience, number>> = {
  short: { beginner: 20000, intermediate: 30000, advanced: 40000 },
  half: { beginner: 30000, intermediate: 40000, advanced: 50000 },
  marathon: { beginner: 55000, intermediate: 60000, advanced: 75000 },
  base: { beginner: 0, intermediate: 0, advanced: 0 },
}
export const PEAK_GROWTH: Record<Experience, number> = {
  beginner: 0.4,
  intermediate: 0.35,
  advanced: 0.25,
}
export const FULL_GROWTH_WEEKS = 12

/** Long run ≤ 30 % of the week (5K/10K, base), 35 % (half and longer): Daniels 25–30 %. */
export const LONG_RUN_SHARE_BY_CATEGORY: Record<DistanceCategory, number> = {
  short: 0.3,
  half: 0.35,
  marathon: 0.35,
  base: 0.3,
}
/** Peak-phase weeks of half and longer plans and plans of ≤ 3 days: up to 45 % (Higdon and
 *  Hansons' low-volume peaks: 20 mi in ~45 mi). */
export const LONG_RUN_PEAK_SHARE = 0.45
/** Weeks under 20 km may hold a long run up to 8 km (a first 5K's long run). */
export const SMALL_WEEK = { belowMeters: 20000, longRunMeters: 8000 } as const
/** Holding the athlete's longest recent run is allowed up to 40 % of the week. */
export const HOLD_LONGEST_MAX_SHARE = 0.4
/** Longest useful long run: 16 km (5K/10K), 22 km (half), 35 km (marathon, Pfitzinger's 22 mi),
 *  40 km (ultra). */
export const LONG_RUN_DISTANCE_MAX_METERS: Record<DistanceCategory, number> = {
  short: 16000,
  half: 22000,
  marathon: 35000,
  base: 22000,
}
export const ULTRA_LONG_RUN_MAX_METERS = 40000
/** Long-run duration at the middle of the easy band: 120 min in 5K/10K plans, 150 min for
 *  beginners (Daniels' 150 min), 180 min otherwise. */
export function longRunMaxSeconds(category: DistanceCategory, experience: Experience): number {
  if (category === 'short') return 120 * 60
  return experience === 'beginner' ? 150 * 60 : 180 * 60
}
/** The long run grows by at most max(2 km, 10 %) over the longest so far. */
export const LONG_RUN_GROWTH_METERS = 2000
export const LONG_RUN_GROWTH_SHARE = 0.1

/** Other runs ≤ 75 % of the week's long run; one medium-long run may pass 16 km
 *  (Pfitzinger & Douglas). */
export const OTHER_RUN_MAX_SHARE_OF_LONG = 0.75
/** Runs up to 16 km need no share of the long run, only never to be longer than it (a 10K
 *  runner's 11 km easy runs beside a 12 km long run): the 75 % rule is about big weeks'
 *  medium-long runs, and below it a double would be the only alternative. */
export const OTHER_RUN_FREE_METERS = 16000

/** The longest a run other than the long run may be (docs/plans.md#norms, `single_run_size`). */
export function otherRunMaxMeters(longMeters: number): number {
  return Math.max(
    OTHER_RUN_MAX_SHARE_OF_LONG * longMeters,
    Math.min(longMeters, OTHER_RUN_FREE_METERS)
  )
}
export const MEDIUM_LONG_MIN_METERS = 16000
/** The shortest easy run a plan sets: 3 km, about 20 minutes at an easy pace. A shorter share of a
 *  week's easy volume goes to the other easy days instead (Higdon's shortest plan runs are 2–3
 *  miles; a run/walk week is built its own way). */
export const MIN_EASY_RUN_METERS = 3000
/** Doubles: above 110 km a week, or when single easy runs would be too long; second run ≥ 4 km. */
export const DOUBLES_ABOVE_METERS = 110000
export const DOUBLE_MIN_METERS = 4000
/** Race week: every run but the race ≤ min(10 km, 50 % of the plan's longest long run); one
 *  sharpening session ≤ 15 % of the week at quality pace (Pfitzinger race-week schedules). */
export const RACE_WEEK_RUN_MAX_METERS = 10000
export const RACE_WEEK_RUN_MAX_SHARE_OF_LONG = 0.5
export const RACE_WEEK_QUALITY_SHARE = 0.15

/** Metres at M/T/I/R pace in a week (Seiler's ~80/20; Daniels). Masters and returners' first
 *  weeks: 4 points less. */
export const HARD_SHARE: Record<Experience, number> = {
  beginner: 0.12,
  intermediate: 0.18,
  advanced: 0.22,
}
export const HARD_SHARE_REDUCTION = 0.04
/** Per-session limits (Daniels' Running Formula, ch. 4): share of the week and metres. */
export const SESSION_LIMITS = {
  threshold: { share: 0.1, meters: Infinity },
  interval: { share: 0.08, meters: 10000 },
  repetition: { share: 0.05, meters: 8000 },
  marathon: { share: 0.2, meters: 29000 },
} as const

/** Quality sessions besides the long run, by level (Higdon: one; Daniels, Pfitzinger: two). */
export const MAX_QUALITY: Record<Experience, number> = { beginner: 1, intermediate: 2, advanced: 2 }
/** Running days by level (Higdon's novice plans: 3–4; Pfitzinger: 5–7). */
export const MAX_RUNNING_DAYS: Record<Experience, number> = {
  beginner: 4,
  intermediate: 6,
  advanced: 7,
}
/** Fewest running days a distance needs (refused below). */
export function minRunningDays(distance: number): number {
  if (distance > MARATHON_METERS) return 4
  return distance > SHORT_MAX_METERS ? 3 : 2
}

/** Age bands (Friel, "Fast After 50"; Pfitzinger, masters chapter). */
export function ageBandOf(ageYears: number | null | undefined): AgeBand {
  if (ageYears === null || ageYears === undefined) return 'open'
  if (ageYears < 18) return 'junior'
  if (ageYears >= 65) return 'veteran'
  return ageYears >= 50 ? 'masters' : 'open'
}

/**
 * Session menus by phase (docs/plans.md#session-menus): R early and I in the quality phases of
 * 5K/10K plans (Daniels' phases II–III), T everywhere, M in the race-specific weeks of half and
 * marathon plans (Pfitzinger, Hansons' "tempo" at goal pace). Beginners: one session (Higdon).
 */
export type QualityKind = 'repetitions' | 'intervals' | 'threshold' | 'marathon_pace'
export const SESSION_MENU: Record<DistanceCategory, Record<Phase, QualityKind[]>> = {
  short: {
    base: [],
    build: ['repetitions', 'threshold'],
    peak: ['intervals', 'threshold'],
    taper: ['threshold'],
    race: ['threshold'],
  },
  half: {
    base: [],
    build: ['threshold', 'intervals'],
    peak: ['threshold', 'marathon_pace'],
    taper: ['threshold'],
    race: ['threshold'],
  },
  marathon: {
    base: [],
    build: ['threshold', 'intervals'],
    peak: ['marathon_pace', 'threshold'],
    taper: ['marathon_pace'],
    race: ['threshold'],
  },
  base: { base: [], build: [], peak: [], taper: [], race: [] },
}
export const BEGINNER_MENU: Record<DistanceCategory, Partial<Record<Phase, QualityKind>>> = {
  short: { build: 'threshold', peak: 'intervals', taper: 'threshold' },
  half: { build: 'threshold', peak: 'threshold', taper: 'threshold' },
  marathon: { build: 'threshold', peak: 'marathon_pace', taper: 'marathon_pace' },
  base: {},
}
export const WORKOUT_TYPE_OF: Record<QualityKind, WorkoutType> = {
  repetitions: 'intervals',
  intervals: 'intervals',
  threshold: 'threshold',
  marathon_pace: 'marathon_pace',
}

/**
 * Daniels' time-off adjustment of VDOT (Daniels' Running Formula, 3rd ed., the FVDOT table for
 * a break without training): none up to 5 days off, then 0.3 % a day (0.973 after 2 weeks,
 * 0.931 after 4, 0.847 after 8), never below 0.80 (from 72 days).
 */
export const TIME_OFF = { freeDays: 5, perDay: 0.003, floor: 0.8 } as const
export const RETURNER_MIN_WEEKS_OFF = 2
/** Returner's first week: ≤ 50 % of the usual volume after ≥ 4 weeks off, 75 % after 2–3. */
export function returnerStartShare(weeksOff: number): number {
  return weeksOff >= 4 ? 0.5 : 0.75
}
/** Weeks without T/I/R after a break: 2, or 4 after ≥ 8 weeks off. Cautious weeks (≤ 2 hard
 *  days, two easy days between them, 4 points less hard share): 4. */
export function returnerEasyWeeks(weeksOff: number): number {
  return weeksOff >= 8 ? 4 : 2
}
export const RETURNER_CAUTIOUS_WEEKS = 4

/** Run/walk below 10 km a week until the weeks reach 15 km (Galloway; Higdon's novice 5K). */
export const RUN_WALK_BELOW_METERS = 10000
export const RUN_WALK_UNTIL_METERS = 15000
