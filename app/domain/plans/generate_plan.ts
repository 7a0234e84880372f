/*
 * Training-plan generator (docs/science.md#training-plans). Pure: no clock, no I/O.
 *
 *   generatePlan(input: PlanInput): { plan: Plan } | { error: PlanError }
 *   validatePlanInput(input): PlanError | null
 *   categoryFor(raceDistanceMeters): 'short' | 'half' | 'marathon'
 *   worldRecordSeconds(distanceMeters), estimateVdotFromVolume(weeklyMeters, experience)
 *   weekTrainingMeters(week): a week's planned distance without the race
 *
 * Decisions (each rule below cites its source):
 * - Weeks end on the race day (see types.ts); the first week may be partial. A base block
 *   (no race) has `baseWeeks` full weeks from the start date, all 'base' with cutbacks.
 * - The race is always placed on race day, even when that weekday is not an available day
 *   (the athlete picked the date); every other workout is on an available day.
 * - A long-run day outside the available days is an error (the form shows it), not a silent move.
 * - The race week (phase 'race') is the last week of the taper; `targetDistanceMeters` of every
 *   week is the training volume without the race.
 * - Custom distances: up to 15 km use the 5K/10K rules, up to 30 km the half's, beyond that the
 *   marathon's (ultras up to 100 km included).
 * - Goal times: faster than the men's world record (interpolated log-log between the records in
 *   WORLD_RECORDS) or slower than walking (5 km/h; 3 km/h beyond the marathon, where ultras mix
 *   walking and cut-offs are near that) are errors.
 * - Training paces come from the current VDOT (Daniels: train at current fitness, not the goal);
 *   without one, a conservative VDOT is estimated from weekly volume (labelled as an estimate)
 *   and never above the goal's VDOT.
 */
import { trainingPaces, vdotFromRace } from '#domain/science/vdot'
import { racePace, target } from '#domain/plans/targets'
import { formatDuration } from '#domain/units'
import { addDays, dayNumber, isIsoDate, isoFromDay, weekdayOfDay } from '#domain/calendar'
import {
  buildWorkout,
  easySteps,
  intervalSteps,
  marathonPaceSteps,
  raceSteps,
  stridesSteps,
  tempoSteps,
  thresholdSteps,
  type BuildContext,
} from '#domain/plans/workouts'
import type {
  DistanceCategory,
  Experience,
  GeneratePlanResult,
  IsoWeekday,
  Phase,
  Plan,
  PlanError,
  PlanFitness,
  PlanInput,
  PlannedWorkout,
  PlanWarning,
  PlanWeek,
  LongRunRule,
  VolumeRule,
  WeekReason,
  WorkoutStep,
  WorkoutType,
} from '#domain/plans/types'

/**
 * Plan lengths in weeks (docs/science.md#plan-length-and-goals: 5K/10K 6–10, half 10–14, marathon
 * 16–20; minimums 3/6/8).
 */
export const PLAN_WEEKS: Record<
  Exclude<DistanceCategory, 'base'>,
  { min: number; typicalMin: number; typicalMax: number }
> = {
  short: { min: 3, typicalMin: 6, typicalMax: 10 },
  half: { min: 6, typicalMin: 10, typicalMax: 14 },
  marathon: { min: 8, typicalMin: 16, typicalMax: 20 },
}
/** Longest plan we build; a race further away should start later. */
export const MAX_PLAN_WEEKS = 52
export const DEFAULT_BASE_WEEKS = 8
/** Custom distances: up to 15 km plan like a 10K, up to 30 km like a half (Pacewise choice). */
const SHORT_MAX_METERS = 15000
const HALF_MAX_METERS = 30000

/**
 * Weekly growth ≤ 10 % over the best non-cutback week so far
 * (docs/science.md#weekly-growth-and-cutbacks: default cap).
 */
export const WEEKLY_GROWTH_MAX = 0.1
/**
 * Never > 30 % over two weeks (Nielsen et al. 2014, JOSPT 44:739;
 * docs/science.md#weekly-growth-and-cutbacks). Checked on two-week blocks.
 */
export const TWO_WEEK_GROWTH_MAX = 0.3
/**
 * Cutback (recovery) week volume: 75 % of the best week
 * (docs/science.md#weekly-growth-and-cutbacks: cutback every 3rd–4th week).
 */
export const CUTBACK_FACTOR = 0.75
/**
 * Taper volume by week, as a share of the peak week (docs/science.md#taper: cut 40–60 %
 * progressively).
 */
export const TAPER_FRACTIONS: Record<number, number[]> = {
  1: [0.5],
  2: [0.7, 0.5],
  3: [0.8, 0.65, 0.5],
}
/**
 * Long run ≤ 30 % of the week for 5K/10K and base blocks (Daniels' Running Formula, ch. 4:
 * 25–30 %); half marathon 40 % and marathon 45 %, the share published plans give it in their
 * peak weeks (Higdon's Intermediate marathon: 20 mi in a ~45 mi week; Pfitzinger and Douglas,
 * 18/55: 20 mi in 55 mi). docs/plans.md#long-run.
 */
export const LONG_RUN_MAX_SHARE = 0.3
export const LONG_RUN_SHARE_BY_CATEGORY: Record<DistanceCategory, number> = {
  short: 0.3,
  half: 0.4,
  marathon: 0.45,
  base: 0.3,
}
/** Long-run share when only 3, 2 or 1 days are run (Pacewise: the long run must stay the longest run; warned). */
export const LONG_RUN_SHARE_BY_DAYS: Record<number, number> = { 1: 1, 2: 0.55, 3: 0.4 }
/**
 * The longest long run a distance needs (docs/plans.md#long-run): 5K/10K 16 km, half 22 km
 * (Higdon's half plans 10–12 mi, Pfitzinger's to 15 mi), marathon 35 km (Pfitzinger's 22 mi).
 */
export const LONG_RUN_DISTANCE_MAX_METERS: Record<DistanceCategory, number> = {
  short: 16000,
  half: 22000,
  marathon: 35000,
  base: 22000,
}
/**
 * Long-run duration cap at the middle of the easy band (docs/plans.md#long-run): 2.5 h for
 * beginners (Daniels' 150 min), 3 h otherwise and for every marathoner (a 20-mile run of
 * Higdon's Novice plan takes most runners about 3 h).
 */
export const LONG_RUN_MAX_SECONDS: Record<Experience, number> = {
  beginner: 2.5 * 3600,
  intermediate: 3 * 3600,
  advanced: 3 * 3600,
}
export const MARATHON_LONG_RUN_MAX_SECONDS = 3 * 3600
/** Long run grows ≤ 2 km a week over the longest so far (Pacewise choice after Pfitzinger's plans). */
export const LONG_RUN_GROWTH_METERS = 2000
/** The easy run the day before the long run is at most half of it (docs/plans.md#long-run). */
export const DAY_BEFORE_LONG_MAX_SHARE = 0.5
/** Below this weekly volume we start from it (two or three short runs): 8 km. */
export const START_FLOOR_METERS = 8000
/**
 * Below this current volume the plan starts with run/walk (docs/plans.md#low-volume-starts):
 * easy and long runs alternate running and one-minute walks until the week reaches
 * RUN_WALK_UNTIL_METERS (Galloway's run-walk-run method; Higdon's Novice 5K plans start the same way).
 */
export const RUN_WALK_BELOW_METERS = 10000
export const RUN_WALK_UNTIL_METERS = 15000

/**
 * Peak weekly volume (docs/plans.md#weekly-volume): the current volume grown by this share over a
 * plan of FULL_GROWTH_WEEKS or more weeks before the taper (shorter plans: a proportional
 * part), and at least the smallest peak the distance needs (MIN_PEAK_WEEKLY_METERS). The
 * 10 % rule and the cutbacks bound how much of it a plan reaches.
 */
export const PEAK_GROWTH: Record<Experience, number> = {
  beginner: 0.4,
  intermediate: 0.35,
  advanced: 0.25,
}
export const FULL_GROWTH_WEEKS = 12
/**
 * Smallest useful peak, m (Higdon's Novice and Intermediate plans peak at roughly 8–12 mi a week
 * for the 5K, 17–30 mi for the half and 40–50 mi for the marathon; Pfitzinger's lowest marathon
 * plan peaks at 55 mi). Ours sit at or below them: the 10 % rule from the current volume decides
 * how much of it a plan reaches (docs/plans.md#weekly-volume).
 */
export const MIN_PEAK_WEEKLY_METERS: Record<DistanceCategory, Record<Experience, number>> = {
  short: { beginner: 20000, intermediate: 30000, advanced: 40000 },
  half: { beginner: 30000, intermediate: 40000, advanced: 50000 },
  marathon: { beginner: 55000, intermediate: 60000, advanced: 75000 },
  base: { beginner: 0, intermediate: 0, advanced: 0 },
}
const MAX_WEEKLY_METERS = 200000
/** Running days per week by experience (Pacewise: at least one rest day for everyone). */
const MAX_RUNNING_DAYS: Record<Experience, number> = { beginner: 4, intermediate: 5, advanced: 6 }
/** Quality sessions (besides the long run) per week, by experience (docs/plans.md#quality-sessions). */
export const MAX_QUALITY: Record<Experience, number> = { beginner: 1, intermediate: 2, advanced: 2 }

/**
 * Men's world records (fastest of track and road; World Athletics records list, checked 2025):
 * 1000 m Noah Ngeny 1999; 1500 m Hicham El Guerrouj 1998; 3000 m Daniel Komen 1996; 5000 m and
 * 10,000 m Joshua Cheptegei 2020; half marathon Jacob Kiplimo 2025 (Barcelona); marathon Kelvin
 * Kiptum 2023 (Chicago); 100 km Aleksandr Sorokin 2022 (IAU record, Vilnius).
 */
export const WORLD_RECORDS: ReadonlyArray<{
  distanceMeters: number
  seconds: number
  holder: string
}> = [
  { distanceMeters: 1000, seconds: 131.96, holder: 'Noah Ngeny, 1999' },
  { distanceMeters: 1500, seconds: 206.0, holder: 'Hicham El Guerrouj, 1998' },
  { distanceMeters: 3000, seconds: 440.67, holder: 'Daniel Komen, 1996' },
  { distanceMeters: 5000, seconds: 755.36, holder: 'Joshua Cheptegei, 2020' },
  { distanceMeters: 10000, seconds: 1571.0, holder: 'Joshua Cheptegei, 2020' },
  { distanceMeters: 21097.5, seconds: 3402, holder: 'Jacob Kiplimo, 2025' },
  { distanceMeters: 42195, seconds: 7235, holder: 'Kelvin Kiptum, 2023' },
  { distanceMeters: 100000, seconds: 21935, holder: 'Aleksandr Sorokin, 2022' },
]
/**
 * Walking pace (~5 km/h); beyond the marathon 3 km/h (ultra cut-offs; decision above;
 * docs/science.md#plan-length-and-goals).
 */
export const WALKING_SPEED_KMH = 5
export const ULTRA_WALKING_SPEED_KMH = 3
/** Goal VDOT above current × 1.08 gets a warning (Pacewise choice). */
const AMBITIOUS_GOAL_RATIO = 1.08
/** Estimated VDOT bounds (Daniels' tables span 30–85). */
const VDOT_ESTIMATE_MIN = 28
const VDOT_ESTIMATE_MAX = 50

const floor100 = (meters: number) => Math.floor(meters / 100) * 100

export function categoryFor(raceDistanceMeters: number): Exclude<DistanceCategory, 'base'> {
  if (raceDistanceMeters <= SHORT_MAX_METERS) return 'short'
  if (raceDistanceMeters <= HALF_MAX_METERS) return 'half'
  return 'marathon'
}

// World Athletics records (table above), interpolated log-log (a power law, as Riegel's) between neighbours.
export function worldRecordSeconds(distanceMeters: number): number {
  const table = WORLD_RECORDS
  const exact = table.find((record) => record.distanceMeters === distanceMeters)
  if (exact) return exact.seconds
  if (distanceMeters <= table[0].distanceMeters)
    return table[0].seconds * (distanceMeters / table[0].distanceMeters)
  for (let i = 1; i < table.length; i++) {
    const a = table[i - 1]
    const b = table[i]
    if (distanceMeters <= b.distanceMeters) {
      const exponent =
        Math.log(b.seconds / a.seconds) / Math.log(b.distanceMeters / a.distanceMeters)
      return a.seconds * Math.pow(distanceMeters / a.distanceMeters, exponent)
    }
  }
  const last = table[table.length - 1]
  return last.seconds * (distanceMeters / last.distanceMeters)
}

// Pacewise heuristic (labelled an estimate, docs/science.md#plan-length-and-goals): 30 + 0.2 per
// weekly km, ±2 by experience, 28–50.
export function estimateVdotFromVolume(weeklyMeters: number, experience: Experience): number {
  const bonus = experience === 'beginner' ? -2 : experience === 'advanced' ? 2 : 0
  const vdot = 30 + 0.2 * (weeklyMeters / 1000) + bonus
  return Math.min(VDOT_ESTIMATE_MAX, Math.max(VDOT_ESTIMATE_MIN, vdot))
}

function distanceLabel(distanceMeters: number): string {
  if (distanceMeters === 42195) return 'marathon'
  if (distanceMeters === 21097.5) return 'half marathon'
  return `${Number((distanceMeters / 1000).toFixed(2))} km`
}

const isWeekday = (value: unknown): value is IsoWeekday =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 7

export function validatePlanInput(input: PlanInput): PlanError | null {
  const distance = input.raceDistanceMeters
  if (!isIsoDate(input.startDateIso))
    return { field: 'startDateIso', message: 'Start date must be a date (YYYY-MM-DD).' }
  if (distance !== null) {
    if (!Number.isFinite(distance) || distance < 1000 || distance > 100000) {
      return {
        field: 'raceDistanceMeters',
        message: 'Race distance must be between 1 km and 100 km.',
      }
    }
    if (input.raceDateIso === null) return { field: 'raceDateIso', message: 'Pick the race date.' }
  } else if (input.raceDateIso !== null) {
    return { field: 'raceDistanceMeters', message: 'Pick the race distance for this race date.' }
  }
  if (!Array.isArray(input.availableDays) || input.availableDays.length === 0) {
    return { field: 'availableDays', message: 'Pick at least one day of the week you can run.' }
  }
  if (
    !input.availableDays.every(isWeekday) ||
    new Set(input.availableDays).size !== input.availableDays.length
  ) {
    return {
      field: 'availableDays',
      message: 'Available days must be distinct weekdays (1 = Monday … 7 = Sunday).',
    }
  }
  if (!isWeekday(input.longRunDay))
    return { field: 'longRunDay', message: 'Long-run day must be a weekday (1–7).' }
  if (!input.availableDays.includes(input.longRunDay)) {
    return { field: 'longRunDay', message: 'The long-run day must be one of the days you can run.' }
  }
  if (!['beginner', 'intermediate', 'advanced'].includes(input.experience)) {
    return {
      field: 'experience',
      message: 'Experience must be beginner, intermediate or advanced.',
    }
  }
  if (
    !Number.isFinite(input.currentWeeklyMeters) ||
    input.currentWeeklyMeters < 0 ||
    input.currentWeeklyMeters > 300000
  ) {
    return {
      field: 'currentWeeklyMeters',
      message: 'Current weekly distance must be between 0 and 300 km.',
    }
  }
  if (
    input.longestRecentRunMeters !== null &&
    !(input.longestRecentRunMeters >= 0 && input.longestRecentRunMeters <= 200000)
  ) {
    return {
      field: 'longestRecentRunMeters',
      message: 'Longest recent run must be between 0 and 200 km.',
    }
  }
  if (input.vdot !== null && !(input.vdot >= 15 && input.vdot <= 90)) {
    return { field: 'vdot', message: 'Fitness (VDOT) must be between 15 and 90.' }
  }
  if (input.hrZones !== null) {
    const zones = input.hrZones
    const ordered = zones.every(
      (zone, i) => Number.isFinite(zone.min) && (i === 0 || zone.min > zones[i - 1].min)
    )
    if (zones.length < 3 || !ordered)
      return {
        field: 'hrZones',
        message: 'Heart-rate zones must be at least three ascending zones.',
      }
  }
  if (
    input.baseWeeks !== undefined &&
    !(
      Number.isInteger(input.baseWeeks) &&
      input.baseWeeks >= 1 &&
      input.baseWeeks <= MAX_PLAN_WEEKS
    )
  ) {
    return { field: 'baseWeeks', message: `A base block lasts 1 to ${MAX_PLAN_WEEKS} weeks.` }
  }
  if (distance === null || input.raceDateIso === null) return null

  if (!isIsoDate(input.raceDateIso))
    return { field: 'raceDateIso', message: 'Race date must be a date (YYYY-MM-DD).' }
  const category = categoryFor(distance)
  const daysToRace = dayNumber(input.raceDateIso) - dayNumber(input.startDateIso)
  const minWeeks = PLAN_WEEKS[category].min
  const earliestRaceDateIso = addDays(input.startDateIso, minWeeks * 7)
  if (
    input.todayIso &&
    isIsoDate(input.todayIso) &&
    dayNumber(input.raceDateIso) <= dayNumber(input.todayIso)
  ) {
    return { field: 'raceDateIso', message: 'The race date is in the past.', earliestRaceDateIso }
  }
  if (daysToRace < 0) {
    return {
      field: 'raceDateIso',
      message: 'The race date is before the start date.',
      earliestRaceDateIso,
    }
  }
  // Below 3 weeks (5–10 km), 6 (half) or 8 (marathon) no sensible plan fits
  // (docs/science.md#plan-length-and-goals).
  if (daysToRace < minWeeks * 7) {
    return {
      field: 'raceDateIso',
      message: `A ${distanceLabel(distance)} needs at least ${minWeeks} weeks of preparation: the earliest sensible race date is ${earliestRaceDateIso}.`,
      earliestRaceDateIso,
    }
  }
  if (daysToRace >= MAX_PLAN_WEEKS * 7) {
    return {
      field: 'raceDateIso',
      message: `The race is more than ${MAX_PLAN_WEEKS} weeks away: start the plan later.`,
    }
  }
  if (input.goalSeconds !== null) {
    const goal = input.goalSeconds
    const record = worldRecordSeconds(distance)
    if (!Number.isFinite(goal) || goal <= 0)
      return { field: 'goalSeconds', message: 'Goal time must be a positive duration.' }
    if (goal < record) {
      return {
        field: 'goalSeconds',
        message: `${formatDuration(goal)} for a ${distanceLabel(distance)} would beat the world record (about ${formatDuration(record)}). Enter a slower goal.`,
      }
    }
    const walkingKmh = distance > 42195 ? ULTRA_WALKING_SPEED_KMH : WALKING_SPEED_KMH
    const walkingSeconds = (distance / 1000 / walkingKmh) * 3600
    if (goal > walkingSeconds) {
      return {
        field: 'goalSeconds',
        message: `${formatDuration(goal)} for a ${distanceLabel(distance)} is slower than walking (${walkingKmh} km/h, ${formatDuration(walkingSeconds)}). Leave the goal empty to race at the pace your current fitness predicts.`,
      }
    }
  }
  return null
}

// ---------------------------------------------------------------------------------------------
// Weekday pattern: which days to run, which of them are hard.

const adjacent = (a: number, b: number) => {
  const diff = (((a - b) % 7) + 7) % 7
  return diff === 1 || diff === 6
}
const cyclicDistance = (a: number, b: number) => {
  const diff = (((a - b) % 7) + 7) % 7
  return Math.min(diff, 7 - diff)
}

function minGap(days: number[]): number {
  if (days.length < 2) return 7
  const sorted = [...days].sort((a, b) => a - b)
  let gap = 7
  for (let i = 0; i < sorted.length; i++) {
    const next = i === sorted.length - 1 ? sorted[0] + 7 : sorted[i + 1]
    gap = Math.min(gap, next - sorted[i])
  }
  return gap
}

interface Pattern {
  longRunDay: IsoWeekday
  runningDays: IsoWeekday[]
  /** Quality days, best first (farthest from the long run). */
  qualityDays: IsoWeekday[]
}

/*
 * No two hard days back to back (docs/science.md#long-run): pick `count` running days including
 * the long-run day and the largest set of pairwise non-adjacent hard days (adjacency is cyclic,
 * so the rule also holds across week boundaries). Exhaustive over ≤ 2^7 subsets: microseconds.
 */
export function choosePattern(
  availableDays: IsoWeekday[],
  longRunDay: IsoWeekday,
  count: number,
  wantedQuality: number
): Pattern {
  const others = availableDays.filter((day) => day !== longRunDay)
  let best: { score: number; pattern: Pattern } | null = null
  for (let mask = 0; mask < 1 << others.length; mask++) {
    const chosen = others.filter((_, i) => mask & (1 << i))
    if (chosen.length !== count - 1) continue
    const days = [longRunDay, ...chosen].sort((a, b) => a - b) as IsoWeekday[]
    // Largest non-adjacent hard set among the chosen days (besides the long run).
    const candidates = chosen.filter((day) => !adjacent(day, longRunDay))
    let bestHard: IsoWeekday[] = []
    let bestHardScore = -1
    for (let hardMask = 0; hardMask < 1 << candidates.length; hardMask++) {
      const hard = candidates.filter((_, i) => hardMask & (1 << i))
      if (hard.length > wantedQuality) continue
      if (hard.some((a, i) => hard.some((b, j) => i < j && adjacent(a, b)))) continue
      const score = hard.length * 100 + minGap([longRunDay, ...hard]) * 10
      if (score > bestHardScore) {
        bestHardScore = score
        bestHard = hard
      }
    }
    // The day before the long run is a rest day when the days allow (docs/plans.md#long-run).
    const dayBeforeLong = longRunDay === 1 ? 7 : longRunDay - 1
    const restBeforeLong = days.includes(dayBeforeLong as IsoWeekday) ? 0 : 1
    const score = bestHardScore * 100 + restBeforeLong * 50 + minGap(days) * 10 + (7 - days.length)
    if (best === null || score > best.score) {
      const qualityDays = [...bestHard].sort(
        (a, b) => cyclicDistance(b, longRunDay) - cyclicDistance(a, longRunDay) || a - b
      )
      best = { score, pattern: { longRunDay, runningDays: days, qualityDays } }
    }
  }
  return best!.pattern
}

// ---------------------------------------------------------------------------------------------
// Phases and volumes.

interface WeekFrame {
  index: number
  startDay: number
  endDay: number
  phase: Phase
  isCutback: boolean
  targetMeters: number
}

function splitPhases(preTaperWeeks: number, typicalMaxPreTaper: number): Phase[] {
  const phases: Phase[] = []
  if (preTaperWeeks <= 2) return Array.from({ length: preTaperWeeks }, () => 'build' as Phase)
  // Pacewise split after Daniels' four phases: ~40 % base, the rest build, the last 1–3 weeks peak.
  const peak = preTaperWeeks >= 12 ? 3 : preTaperWeeks >= 6 ? 2 : 1
  const typical = Math.min(preTaperWeeks, typicalMaxPreTaper)
  const base =
    Math.max(1, Math.round((typical - peak) * 0.4)) +
    Math.max(0, preTaperWeeks - typicalMaxPreTaper)
  const build = preTaperWeeks - peak - base
  for (let i = 0; i < base; i++) phases.push('base')
  for (let i = 0; i < build; i++) phases.push('build')
  for (let i = 0; i < peak; i++) phases.push('peak')
  return phases
}

function taperWeeksFor(
  category: DistanceCategory,
  totalWeeks: number,
  compressed: boolean
): number {
  // docs/science.md#taper: marathon ~2 weeks (up to 3), half ~10–14 days, 5–10K ~1 week.
  if (category === 'short') return 1
  if (category === 'half') return 2
  return totalWeeks >= 18 && !compressed ? 3 : 2
}

/*
 * Weekly targets: growth ≤ 10 % over the best non-cutback week so far, two-week blocks ≤ 30 %
 * over the previous two weeks (docs/science.md#weekly-growth-and-cutbacks), a cutback week
 * every 3rd (beginners and compressed plans) or 4th week, then the taper at TAPER_FRACTIONS of
 * the peak week.
 */
export function weeklyTargets(
  preTaperWeeks: number,
  taperWeeks: number,
  startMeters: number,
  peakMeters: number,
  cutbackEvery: number
): WeekTarget[] {
  const weeks: WeekTarget[] = []
  // The last three weeks before the taper are the peak block.
  const rampWeeks = Math.max(1, preTaperWeeks - 3)
  const volumeAt = (i: number) => (i < 0 ? startMeters : weeks[i].meters)
  let best = startMeters
  for (let i = 0; i < preTaperWeeks; i++) {
    if ((i + 1) % cutbackEvery === 0) {
      weeks.push({
        meters: floor100(best * CUTBACK_FACTOR),
        isCutback: true,
        rule: 'cutback',
        referenceMeters: best,
      })
      continue
    }
    const tenPercent = best * (1 + WEEKLY_GROWTH_MAX)
    const twoWeek =
      (1 + TWO_WEEK_GROWTH_MAX) * (volumeAt(i - 2) + volumeAt(i - 3)) - volumeAt(i - 1)
    let meters: number
    let rule: VolumeRule
    if (i === 0) {
      meters = Math.min(peakMeters, startMeters)
      rule = meters < startMeters ? 'peak' : 'start'
    } else {
      // Steps towards the peak so that it is reached when the peak weeks begin, not in week 5
      // of 18 (docs/plans.md#weekly-volume).
      const ramp = startMeters + ((peakMeters - startMeters) * (i + 1)) / rampWeeks
      meters = Math.min(peakMeters, ramp, tenPercent, twoWeek)
      rule =
        meters === peakMeters
          ? 'peak'
          : meters === ramp
            ? 'ramp'
            : meters === twoWeek
              ? 'two_week'
              : 'growth'
    }
    weeks.push({
      meters: floor100(meters),
      isCutback: false,
      rule,
      referenceMeters: rule === 'peak' || rule === 'ramp' ? peakMeters : best,
    })
    best = Math.max(best, floor100(meters))
  }
  const peak = Math.max(startMeters, ...weeks.filter((w) => !w.isCutback).map((w) => w.meters))
  for (const fraction of TAPER_FRACTIONS[taperWeeks] ?? []) {
    weeks.push({
      meters: floor100(peak * fraction),
      isCutback: false,
      rule: 'taper',
      referenceMeters: peak,
    })
  }
  return weeks
}

export interface WeekTarget {
  meters: number
  isCutback: boolean
  rule: VolumeRule
  referenceMeters: number
}

// ---------------------------------------------------------------------------------------------
// Week contents.

type Role =
  'long' | 'quality' | 'easy' | 'recovery' | 'strides' | 'shakeout' | 'prelong' | 'rest' | 'race'

const QUALITY_BY_PHASE: Record<
  Exclude<DistanceCategory, 'base'> | 'base',
  Record<Phase, WorkoutType[]>
> = {
  // Daniels' phases: base = easy + strides (+ light T); build/peak = race-specific quality.
  // Small weeks cannot hold two intervals or cruise reps: a short tempo stands in
  // (docs/plans.md#quality-sessions).
  short: {
    base: ['tempo'],
    build: ['intervals', 'threshold', 'tempo'],
    peak: ['intervals', 'tempo'],
    taper: ['intervals'],
    race: ['intervals'],
  },
  half: {
    base: ['tempo'],
    build: ['threshold', 'intervals'],
    peak: ['threshold', 'tempo'],
    taper: ['threshold'],
    race: ['threshold'],
  },
  // Pfitzinger and Douglas: lactate threshold and marathon pace first, VO2max intervals in the
  // race-preparation weeks (docs/plans.md#quality-sessions).
  marathon: {
    base: ['tempo'],
    build: ['threshold', 'marathon_pace'],
    peak: ['marathon_pace', 'intervals', 'threshold'],
    taper: ['marathon_pace'],
    race: ['threshold'],
  },
  base: { base: ['tempo'], build: ['tempo'], peak: ['tempo'], taper: [], race: [] },
}

const EASY_WEIGHT: Partial<Record<Role, number>> = {
  easy: 1,
  strides: 1,
  recovery: 0.8,
  shakeout: 0.4,
  prelong: 0.6,
}
const MIN_EASY_METERS = 2000
/** The run the day before the race: short (Pacewise: at most 5 km). */
const SHAKEOUT_MAX_METERS = 5000
/** Strides go on easy runs of at least 4 km (the strides themselves take about 1.5 km). */
const STRIDES_MIN_METERS = 4000

function qualitySteps(
  type: WorkoutType,
  weekMeters: number,
  ctx: BuildContext
): WorkoutStep[] | null {
  switch (type) {
    case 'tempo':
      return tempoSteps(weekMeters, ctx)
    case 'threshold':
      return thresholdSteps(weekMeters, ctx)
    case 'intervals':
      return intervalSteps(weekMeters, ctx)
    case 'marathon_pace':
      return marathonPaceSteps(weekMeters, ctx)
    default:
      return null
  }
}

interface WeekBuild {
  frame: WeekFrame
  pattern: Pattern
  category: DistanceCategory
  experience: Experience
  raceDay: number | null
  raceDistanceMeters: number | null
  planStartDay: number
  longRunMaxMeters: number
  longShareMax: number
  bestLongMeters: number
  /** The plan's biggest week, m (the taper scales from it). */
  peakMeters: number
  /** The athlete's longest recent run, m (null: unknown). */
  longestRecentMeters: number | null
  runWalk: boolean
  ctx: BuildContext
}

interface LongRunChoice {
  meters: number
  rule: LongRunRule
}

/**
 * The long run (docs/plans.md#long-run): the smallest of its share of the week, the duration
 * cap, the distance's longest useful run and +2 km over the longest so far; in a full training
 * week (not a cutback, not the taper) never below the athlete's longest recent run while that
 * fits in half the week.
 */
export function chooseLongRun(options: {
  weekMeters: number
  shareMax: number
  durationMaxMeters: number
  distanceMaxMeters: number
  bestLongMeters: number
  longestRecentMeters: number | null
  holdCurrent: boolean
  /** Cutback and taper weeks: the week's share of the peak scales the longest long run so far. */
  scaled: { rule: 'cutback' | 'taper'; factor: number } | null
}): LongRunChoice {
  const bounds: Array<[number, LongRunRule]> = [
    [options.shareMax * options.weekMeters, 'share'],
    [options.durationMaxMeters, 'duration'],
    [options.distanceMaxMeters, 'distance'],
    [options.bestLongMeters + LONG_RUN_GROWTH_METERS, 'growth'],
  ]
  if (options.scaled)
    bounds.push([options.bestLongMeters * options.scaled.factor, options.scaled.rule])
  let [meters, rule] = bounds.reduce((a, b) => (b[0] < a[0] ? b : a))
  meters = floor100(meters)
  if (options.holdCurrent && options.longestRecentMeters !== null) {
    const hold = floor100(
      Math.min(
        options.longestRecentMeters,
        options.durationMaxMeters,
        options.distanceMaxMeters,
        0.5 * options.weekMeters
      )
    )
    if (hold > meters) return { meters: hold, rule: 'current_longest' }
  }
  return { meters, rule }
}

/**
 * Run/walk: run about 2 (week under 10 km) or 4 minutes, walk 100 m (about a minute), repeated
 * (Galloway's run-walk-run); the running bouts are sized so that the run covers its distance.
 */
function runWalkSteps(
  distanceMeters: number,
  weekMeters: number,
  ctx: BuildContext
): WorkoutStep[] {
  const easyTarget = target('easy', ctx.fitness, ctx.zones)
  const easyMid = (easyTarget.paceSecPerKm[0] + easyTarget.paceSecPerKm[1]) / 2
  const walkMeters = 100
  const segmentMeters = ((weekMeters < 10000 ? 120 : 240) / easyMid) * 1000 + walkMeters
  const count = Math.max(2, Math.round(distanceMeters / segmentMeters))
  const runSeconds = Math.max(
    30,
    Math.floor((((distanceMeters / count - walkMeters) / 1000) * easyMid) / 5) * 5
  )
  return [
    {
      kind: 'repeat',
      repeat: {
        count,
        steps: [
          { kind: 'active', durationSeconds: runSeconds, target: easyTarget },
          { kind: 'recovery', distanceMeters: walkMeters },
        ],
      },
    },
  ]
}

function runWalkWorkout(
  key: string,
  dateIso: string,
  type: 'easy' | 'long',
  meters: number,
  weekMeters: number,
  ctx: BuildContext
): PlannedWorkout {
  const workout = buildWorkout(key, dateIso, type, runWalkSteps(meters, weekMeters, ctx))
  return {
    ...workout,
    title: type === 'long' ? 'Long run/walk' : 'Run/walk',
    purpose:
      'Alternate easy running with one-minute walks: time on feet without the injury risk of running it all.',
  }
}

function buildWeek(build: WeekBuild): {
  workouts: PlannedWorkout[]
  longMeters: number
  longRule: LongRunRule | null
  easedFirstDay: boolean
} {
  const { frame, pattern, ctx, raceDay } = build
  const isRaceWeek = raceDay !== null && frame.endDay === raceDay
  const fullStart = frame.endDay - 6
  const roles = new Map<number, Role>()
  const qualityTypes = new Map<number, WorkoutType>()
  const wanted = QUALITY_BY_PHASE[build.category][frame.phase]
  let qualityCount = Math.min(
    pattern.qualityDays.length,
    wanted.length,
    frame.phase === 'base' && build.experience === 'beginner' ? 0 : MAX_QUALITY[build.experience],
    frame.isCutback || frame.phase === 'base' || frame.phase === 'taper' || isRaceWeek ? 1 : 2
  )

  // The plan's first day is never a hard session (docs/plans.md#first-day): the athlete may
  // have run hard the day before.
  let easedFirstDay = false
  for (let day = fullStart; day <= frame.endDay; day++) {
    const weekday = weekdayOfDay(day)
    if (isRaceWeek && day === raceDay) roles.set(day, 'race')
    else if (!pattern.runningDays.includes(weekday)) roles.set(day, 'rest')
    else if (weekday === pattern.longRunDay && !isRaceWeek) {
      if (day === build.planStartDay) {
        roles.set(day, 'easy')
        easedFirstDay = true
      } else roles.set(day, 'long')
    } else roles.set(day, 'easy')
  }
  // Quality days: in the race week only one sharpening session, at least 3 days before the race.
  const qualityDaysInWeek: number[] = []
  for (const weekday of pattern.qualityDays) {
    const day = fullStart + ((((weekday - weekdayOfDay(fullStart)) % 7) + 7) % 7)
    if (isRaceWeek && raceDay !== null && day > raceDay - 3) continue
    if (day === build.planStartDay) {
      easedFirstDay = true
      continue
    }
    qualityDaysInWeek.push(day)
  }

  const weekMeters = frame.targetMeters
  let longMeters = 0
  let longRule: LongRunRule | null = null
  const longDay = [...roles].find(([, role]) => role === 'long')?.[0]
  // Also computed when the first day eased the long run away: it still caps the easy runs.
  let longCap = Infinity
  if (!isRaceWeek) {
    const choice = chooseLongRun({
      weekMeters,
      shareMax: build.longShareMax,
      durationMaxMeters: build.longRunMaxMeters,
      distanceMaxMeters: LONG_RUN_DISTANCE_MAX_METERS[build.category],
      bestLongMeters: build.bestLongMeters,
      longestRecentMeters: build.longestRecentMeters,
      holdCurrent:
        !frame.isCutback &&
        (frame.phase === 'base' || frame.phase === 'build' || frame.phase === 'peak'),
      scaled: frame.isCutback
        ? { rule: 'cutback', factor: CUTBACK_FACTOR }
        : frame.phase === 'taper'
          ? { rule: 'taper', factor: frame.targetMeters / build.peakMeters }
          : null,
    })
    longCap =
      longDay === undefined
        ? Math.max(choice.meters, floor100(build.longShareMax * weekMeters))
        : choice.meters
    if (longDay !== undefined) {
      longMeters = choice.meters
      longRule = choice.rule
    }
  }

  const steps = new Map<number, WorkoutStep[]>()
  let easyDays: number[] = []
  for (;;) {
    steps.clear()
    for (const day of qualityDaysInWeek.slice(0, qualityCount)) {
      for (const type of wanted) {
        if ([...qualityTypes.entries()].some(([d, t]) => t === type && d !== day)) continue
        const built = qualitySteps(type, weekMeters, ctx)
        if (built) {
          qualityTypes.set(day, type)
          steps.set(day, built)
          break
        }
      }
    }
    easyDays = [...roles]
      .filter(([day, role]) => role === 'easy' && !qualityTypes.has(day))
      .map(([day]) => day)
    const qualityMeters = [...steps.values()].reduce(
      (sum, s) => sum + (buildWorkout('x', '', 'easy', s).distanceMeters ?? 0),
      0
    )
    const remainder = weekMeters - longMeters - qualityMeters
    // When the day before the long run would be the only easy day it would have to carry the
    // rest of the week: one quality session fewer frees a day for it (docs/plans.md#long-run).
    const onlyBeforeLong =
      longDay !== undefined &&
      easyDays.length === 1 &&
      easyDays[0] === longDay - 1 &&
      remainder > DAY_BEFORE_LONG_MAX_SHARE * longMeters &&
      qualityCount > 1
    const enough =
      !onlyBeforeLong &&
      (easyDays.length === 0 ? remainder >= 0 : remainder / easyDays.length >= MIN_EASY_METERS)
    if (enough || qualityCount === 0) break
    qualityCount--
    qualityTypes.clear()
  }

  // Easy-day flavours: recovery after the long run, short before it, one strides day (not in
  // taper or race week), shakeout before the race.
  const easyRoles = new Map<number, Role>(easyDays.map((day) => [day, 'easy']))
  // The day after the long run (same weekday every week, so possibly early in this week).
  const afterLong =
    fullStart + (((((pattern.longRunDay % 7) + 1 - weekdayOfDay(fullStart)) % 7) + 7) % 7)
  const beforeLong = longDay !== undefined ? longDay - 1 : null
  if (!isRaceWeek && easyRoles.has(afterLong)) easyRoles.set(afterLong, 'recovery')
  if (beforeLong !== null && easyRoles.has(beforeLong)) easyRoles.set(beforeLong, 'prelong')
  if (isRaceWeek && raceDay !== null && easyRoles.has(raceDay - 1))
    easyRoles.set(raceDay - 1, 'shakeout')
  if (!isRaceWeek && frame.phase !== 'taper') {
    const stridesDay = easyDays.find(
      (day) => easyRoles.get(day) === 'easy' && !qualityTypes.has(day + 1)
    )
    if (stridesDay !== undefined) easyRoles.set(stridesDay, 'strides')
  }
  const qualityMeters = [...steps.values()].reduce(
    (sum, s) => sum + (buildWorkout('x', '', 'easy', s).distanceMeters ?? 0),
    0
  )
  const remainder = Math.max(0, weekMeters - longMeters - qualityMeters)
  // Caps per easy day: the day before the long run ≤ half of it, the day before the race ≤ 5 km;
  // the race week's volume itself (40–60 % of the peak) keeps the legs fresh.
  // The day before the long run is capped when another easy day can take the rest.
  const otherEasy = [...easyRoles.values()].some((role) => role !== 'prelong')
  // No easy run is longer than the long run (it stays the week's longest run): longCap.
  const capOf = (role: Role) =>
    role === 'prelong' && otherEasy
      ? floor100(DAY_BEFORE_LONG_MAX_SHARE * longMeters)
      : role === 'shakeout'
        ? SHAKEOUT_MAX_METERS
        : longCap
  const easyMeters = new Map<number, number>()
  // Water-filling: share the remainder by weight; what a capped day cannot take goes to the others.
  let open = [...easyRoles.keys()]
  let left = remainder
  while (open.length > 0) {
    const weightSum = open.reduce((sum, day) => sum + (EASY_WEIGHT[easyRoles.get(day)!] ?? 1), 0)
    const capped = open.filter(
      (day) =>
        (left * (EASY_WEIGHT[easyRoles.get(day)!] ?? 1)) / weightSum > capOf(easyRoles.get(day)!)
    )
    if (capped.length === 0) {
      let allocated = 0
      for (const day of open) {
        const meters = floor100((left * (EASY_WEIGHT[easyRoles.get(day)!] ?? 1)) / weightSum)
        easyMeters.set(day, meters)
        allocated += meters
      }
      // Rounding leftovers go to ordinary easy days (not the one before the long run), within
      // their caps.
      let leftover = left - allocated
      const takers = [
        ...open.filter((day) => ['easy', 'strides'].includes(easyRoles.get(day)!)),
        ...open.filter((day) => !['easy', 'strides', 'prelong'].includes(easyRoles.get(day)!)),
      ]
      for (const day of takers) {
        const room = capOf(easyRoles.get(day)!) - easyMeters.get(day)!
        const add = Math.min(leftover, Math.max(0, room))
        easyMeters.set(day, easyMeters.get(day)! + add)
        leftover -= add
      }
      break
    }
    for (const day of capped) {
      const meters = capOf(easyRoles.get(day)!)
      easyMeters.set(day, meters)
      left -= meters
    }
    open = open.filter((day) => !capped.includes(day))
  }

  const workouts: PlannedWorkout[] = []
  for (let day = Math.max(fullStart, build.planStartDay); day <= frame.endDay; day++) {
    const key = `w${frame.index}-d${weekdayOfDay(day)}`
    const dateIso = isoFromDay(day)
    const role = roles.get(day)!
    if (role === 'race') {
      workouts.push(buildWorkout(key, dateIso, 'race', raceSteps(build.raceDistanceMeters!, ctx)))
    } else if (role === 'long') {
      workouts.push(
        build.runWalk
          ? runWalkWorkout(key, dateIso, 'long', longMeters, weekMeters, ctx)
          : buildWorkout(key, dateIso, 'long', easySteps(longMeters, ctx))
      )
    } else if (qualityTypes.has(day)) {
      workouts.push(buildWorkout(key, dateIso, qualityTypes.get(day)!, steps.get(day)!))
    } else if (role === 'easy' && (easyMeters.get(day) ?? 0) >= 500) {
      const meters = easyMeters.get(day)!
      const easyRole = easyRoles.get(day)
      if (build.runWalk)
        workouts.push(runWalkWorkout(key, dateIso, 'easy', meters, weekMeters, ctx))
      else if (easyRole === 'strides' && meters >= STRIDES_MIN_METERS)
        workouts.push(buildWorkout(key, dateIso, 'strides', stridesSteps(meters, ctx)))
      else if (easyRole === 'recovery')
        workouts.push(buildWorkout(key, dateIso, 'recovery', easySteps(meters, ctx, true)))
      else workouts.push(buildWorkout(key, dateIso, 'easy', easySteps(meters, ctx)))
    } else {
      workouts.push(buildWorkout(key, dateIso, 'rest', []))
    }
  }
  return { workouts, longMeters, longRule, easedFirstDay }
}

/** A week's planned distance without the race (what growth and taper rules are about). */
export function weekTrainingMeters(week: PlanWeek): number {
  return week.workouts.reduce(
    (sum, w) => sum + (w.type === 'race' ? 0 : (w.distanceMeters ?? 0)),
    0
  )
}

export function weekPlannedMeters(workouts: PlannedWorkout[]): number {
  return workouts.reduce((sum, w) => sum + (w.distanceMeters ?? 0), 0)
}

// ---------------------------------------------------------------------------------------------
// Volume and long-run limits.

/** Peak weekly volume, m (docs/plans.md#weekly-volume; PEAK_GROWTH, MIN_PEAK_WEEKLY_METERS). */
export function peakWeeklyMeters(
  category: DistanceCategory,
  experience: Experience,
  startMeters: number,
  preTaperWeeks: number,
  ultra = false
): number {
  const growth = PEAK_GROWTH[experience] * Math.min(1, preTaperWeeks / FULL_GROWTH_WEEKS)
  const needed = MIN_PEAK_WEEKLY_METERS[category][experience] * (ultra ? 1.15 : 1)
  return Math.min(MAX_WEEKLY_METERS, Math.max(startMeters * (1 + growth), needed))
}

/** Largest share of the week the long run may take (docs/plans.md#long-run). */
export function longRunShareMax(category: DistanceCategory, runningDays: number): number {
  const byCategory = LONG_RUN_SHARE_BY_CATEGORY[category]
  return runningDays >= 4 ? byCategory : Math.max(byCategory, LONG_RUN_SHARE_BY_DAYS[runningDays])
}

export function longRunMaxSeconds(category: DistanceCategory, experience: Experience): number {
  return category === 'marathon' ? MARATHON_LONG_RUN_MAX_SECONDS : LONG_RUN_MAX_SECONDS[experience]
}

/** The duration cap as a distance, at the middle of the easy band (the long run's own estimate). */
function longRunDurationMaxMeters(
  category: DistanceCategory,
  experience: Experience,
  ctx: BuildContext
): number {
  const easy = target('easy', ctx.fitness, ctx.zones).paceSecPerKm
  return floor100((longRunMaxSeconds(category, experience) / ((easy[0] + easy[1]) / 2)) * 1000)
}

/**
 * Low current volume (docs/plans.md#low-volume-starts): a run/walk start, and an honest message
 * with what the plan reaches (its biggest week and longest run) against the race.
 */
function lowVolumeWarning(
  input: PlanInput,
  weeks: PlanWeek[],
  distance: number | null,
  runWalk: boolean
): PlanWarning | null {
  const category = distance === null ? 'base' : categoryFor(distance)
  const needed = MIN_PEAK_WEEKLY_METERS[category][input.experience]
  const peakMeters = Math.max(...weeks.map((w) => w.targetDistanceMeters))
  const longestMeters = Math.max(
    0,
    ...weeks
      .flatMap((w) => w.workouts.filter((x) => x.type === 'long'))
      .map((x) => x.distanceMeters ?? 0)
  )
  const km = (meters: number) => `${Number((meters / 1000).toFixed(1))} km`
  const reaches = `This plan reaches ${km(peakMeters)} a week and a longest run of ${km(longestMeters)}`
  const lowForRace =
    distance !== null && (input.currentWeeklyMeters < 0.5 * needed || peakMeters < needed)
  if (!runWalk && !lowForRace) return null
  const start = runWalk
    ? `You run ${km(input.currentWeeklyMeters)} a week now, so the plan starts with run/walk (run a few minutes, walk one) until the weeks reach ${km(RUN_WALK_UNTIL_METERS)}.`
    : `You run ${km(input.currentWeeklyMeters)} a week now.`
  if (distance === null) return { code: 'low_volume', message: `${start} ${reaches}.` }
  const race = distanceLabel(distance)
  const realistic =
    longestMeters < 0.6 * distance || peakMeters < needed
      ? ` That is short of what a ${race} asks (about ${km(needed)} a week): expect to run/walk it and aim to finish, or pick a later race.`
      : ''
  return {
    code: 'low_volume',
    message: `${start} ${reaches}, growing at most 10 % a week.${realistic}`,
  }
}

// ---------------------------------------------------------------------------------------------

export function generatePlan(input: PlanInput): GeneratePlanResult {
  const error = validatePlanInput(input)
  if (error) return { error }

  const warnings: PlanWarning[] = []
  const distance = input.raceDistanceMeters
  const raceDateIso = distance === null ? null : input.raceDateIso
  const category: DistanceCategory = distance === null ? 'base' : categoryFor(distance)
  const startDay = dayNumber(input.startDateIso)
  const raceDay = raceDateIso === null ? null : dayNumber(raceDateIso)
  const startMeters = Math.min(
    MAX_WEEKLY_METERS,
    Math.max(START_FLOOR_METERS, input.currentWeeklyMeters)
  )

  // Fitness: the athlete's VDOT, or a conservative estimate never above the goal's VDOT.
  const goalVdot =
    distance !== null && input.goalSeconds !== null
      ? vdotFromRace(distance, input.goalSeconds)
      : null
  let vdot: number
  let vdotSource: PlanFitness['vdotSource']
  if (input.vdot !== null) {
    vdot = input.vdot
    vdotSource = input.vdotBasis ?? 'input'
  } else {
    const estimate = estimateVdotFromVolume(input.currentWeeklyMeters, input.experience)
    vdot =
      goalVdot !== null ? Math.max(VDOT_ESTIMATE_MIN - 8, Math.min(estimate, goalVdot)) : estimate
    vdotSource = 'estimated'
    warnings.push({
      code: 'vdot_estimated',
      message: `Training paces use an estimated fitness (VDOT ${vdot.toFixed(1)}) from your weekly volume. Add a recent race for better paces.`,
    })
  }
  const fitness: PlanFitness = { vdot, vdotSource, paces: trainingPaces(vdot) }
  if (goalVdot !== null && goalVdot > vdot * AMBITIOUS_GOAL_RATIO) {
    warnings.push({
      code: 'ambitious_goal',
      message: `Your goal needs a VDOT of about ${goalVdot.toFixed(1)}; your current fitness is about ${vdot.toFixed(1)}. Paces follow your current fitness; revisit the goal as it improves.`,
    })
  }
  const racePaceSecPerKm =
    distance === null ? undefined : racePace(vdot, distance, input.goalSeconds)
  const ctx: BuildContext = { fitness, zones: input.hrZones, racePaceSecPerKm }

  // Weeks.
  let totalWeeks: number
  let compressed = false
  let note: string
  const frames: WeekFrame[] = []
  if (raceDay === null) {
    totalWeeks = input.baseWeeks ?? DEFAULT_BASE_WEEKS
    note = `A ${totalWeeks}-week base-building block: easy volume with strides, a cutback week every third or fourth week.`
    for (let i = 0; i < totalWeeks; i++) {
      frames.push({
        index: i + 1,
        startDay: startDay + 7 * i,
        endDay: startDay + 7 * i + 6,
        phase: 'base',
        isCutback: false,
        targetMeters: 0,
      })
    }
  } else {
    const lengths = PLAN_WEEKS[category as Exclude<DistanceCategory, 'base'>]
    const days = raceDay - startDay + 1
    totalWeeks = Math.ceil(days / 7)
    compressed = raceDay - startDay < lengths.typicalMin * 7
    const weeksText = `${totalWeeks} weeks`
    if (compressed) {
      note = `This plan is compressed: ${weeksText} to race day, where a ${distanceLabel(distance!)} plan usually takes ${lengths.typicalMin}–${lengths.typicalMax} weeks. Base and build are short and the volume grows only as far as safe.`
    } else if (totalWeeks > lengths.typicalMax) {
      note = `${weeksText} to race day is longer than the usual ${lengths.typicalMin}–${lengths.typicalMax} weeks: the extra weeks extend the base phase.`
    } else {
      note = `${weeksText} to race day: a typical length for a ${distanceLabel(distance!)}.`
    }
    const taper = taperWeeksFor(category, totalWeeks, compressed)
    const phases = splitPhases(totalWeeks - taper, lengths.typicalMax - taper)
    for (let i = 0; i < taper - 1; i++) phases.push('taper')
    phases.push('race')
    for (let k = 1; k <= totalWeeks; k++) {
      const endDay = raceDay - 7 * (totalWeeks - k)
      frames.push({
        index: k,
        startDay: Math.max(startDay, endDay - 6),
        endDay,
        phase: phases[k - 1],
        isCutback: false,
        targetMeters: 0,
      })
    }
  }
  const taperCount = frames.filter((f) => f.phase === 'taper' || f.phase === 'race').length
  const peakTarget = peakWeeklyMeters(
    category,
    input.experience,
    startMeters,
    frames.length - taperCount,
    distance !== null && distance > 42195
  )
  const cutbackEvery = input.experience === 'beginner' || compressed ? 3 : 4
  const targets = weeklyTargets(
    frames.length - taperCount,
    taperCount,
    startMeters,
    peakTarget,
    cutbackEvery
  )
  frames.forEach((frame, i) => {
    frame.targetMeters = targets[i].meters
    frame.isCutback = targets[i].isCutback
  })
  const runWalk = input.currentWeeklyMeters < RUN_WALK_BELOW_METERS

  // Weekday pattern: about 7 km a run at the plan's typical volume (between start and peak, so
  // that a low start is not spread over six 1 km runs).
  const runningCount = Math.min(
    input.availableDays.length,
    MAX_RUNNING_DAYS[input.experience],
    Math.max(3, Math.floor(Math.sqrt(startMeters * peakTarget) / 7000))
  )
  const pattern = choosePattern(
    [...input.availableDays].sort((a, b) => a - b),
    input.longRunDay,
    runningCount,
    MAX_QUALITY[input.experience]
  )
  const longShareMax = longRunShareMax(category, pattern.runningDays.length)
  if (pattern.runningDays.length < 4) {
    warnings.push({
      code: 'few_running_days',
      message: `With ${pattern.runningDays.length} running day${pattern.runningDays.length === 1 ? '' : 's'} a week the long run is up to ${Math.round(longShareMax * 100)} % of the week (${Math.round(LONG_RUN_SHARE_BY_CATEGORY[category] * 100)} % is advised): add a day if you can.`,
    })
  }
  if (raceDay !== null && !input.availableDays.includes(weekdayOfDay(raceDay))) {
    warnings.push({
      code: 'race_day_not_available',
      message: 'Race day is not one of your running days; the race is planned on it anyway.',
    })
  }
  const longRunMaxMeters = longRunDurationMaxMeters(category, input.experience, ctx)
  let bestLongMeters = input.longestRecentRunMeters ?? startMeters * LONG_RUN_MAX_SHARE
  const weeks: PlanWeek[] = frames.map((frame, i) => {
    const weekRunWalk = runWalk && frame.targetMeters < RUN_WALK_UNTIL_METERS
    const { workouts, longMeters, longRule, easedFirstDay } = buildWeek({
      frame,
      pattern,
      category,
      experience: input.experience,
      raceDay,
      raceDistanceMeters: distance,
      planStartDay: startDay,
      longRunMaxMeters,
      longShareMax,
      bestLongMeters,
      longestRecentMeters: input.longestRecentRunMeters,
      peakMeters: Math.max(...targets.map((t) => t.meters)),
      runWalk: weekRunWalk,
      ctx,
    })
    bestLongMeters = Math.max(bestLongMeters, longMeters)
    const longActual = workouts.find((w) => w.type === 'long')?.distanceMeters ?? longMeters
    const reason: WeekReason = {
      volume: {
        rule: targets[i].rule,
        meters: frame.targetMeters,
        referenceMeters: targets[i].referenceMeters,
        currentMeters: input.currentWeeklyMeters,
      },
      longRun:
        longRule === null
          ? null
          : {
              rule: longRule,
              meters: longActual,
              maxShare: longShareMax,
              maxSeconds: longRunMaxSeconds(category, input.experience),
              distanceMaxMeters: LONG_RUN_DISTANCE_MAX_METERS[category],
              longestRecentMeters: input.longestRecentRunMeters,
              belowRecentLongest:
                input.longestRecentRunMeters !== null &&
                longActual < floor100(input.longestRecentRunMeters),
            },
      runWalk: weekRunWalk,
      easedFirstDay,
    }
    return {
      index: frame.index,
      startDateIso: isoFromDay(frame.startDay),
      endDateIso: isoFromDay(frame.endDay),
      partial: frame.endDay - frame.startDay < 6,
      phase: frame.phase,
      targetDistanceMeters: frame.targetMeters,
      plannedDistanceMeters: weekPlannedMeters(workouts),
      isCutback: frame.isCutback,
      workouts,
      reason,
    }
  })
  const lowVolume = lowVolumeWarning(input, weeks, distance, runWalk)
  if (lowVolume) warnings.push(lowVolume)

  const plan: Plan = {
    raceDistanceMeters: distance,
    raceDateIso,
    goalSeconds: distance === null ? null : input.goalSeconds,
    category,
    startDateIso: input.startDateIso,
    endDateIso: weeks[weeks.length - 1].endDateIso,
    availableDays: [...input.availableDays].sort((a, b) => a - b),
    longRunDay: input.longRunDay,
    experience: input.experience,
    runningDays: pattern.runningDays,
    fitness,
    hrZones: input.hrZones
      ? input.hrZones.map((z) => ({
          name: z.name,
          min: z.min,
          max: z.max !== null && Number.isFinite(z.max) ? z.max : null,
        }))
      : null,
    weeks,
    compressed,
    note,
    warnings,
  }
  return { plan }
}
