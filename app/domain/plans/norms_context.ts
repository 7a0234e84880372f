/*
 * What the norm checks measure with (docs/plans.md#norms): the athlete's groups (masters,
 * returner), each week's runs, volume and hard days, and the measurement record. Pure.
 */
import { predictRaceSeconds } from '#domain/science/vdot'
import { distanceAtIntensity } from '#domain/plans/targets'
import type { NormId } from '#domain/plans/norms'
import type { Intensity, Plan, PlanInput, PlannedWorkout, PlanWeek } from '#domain/plans/types'

export interface Measurement {
  norm: NormId
  week: number
  value: number
  limit: number
  bound: 'max' | 'min'
  unit: 'm' | 's' | 's/km' | 'count' | 'vdot'
  what: string
}

export type Category = 'short' | 'half' | 'marathon' | 'ultra' | 'base'

/** What the checks need to know about the athlete and each week. */
export interface NormContext {
  input: PlanInput
  plan: Plan
  category: Category
  masters: boolean
  veteran: boolean
  timeOffWeeks: number
  returner: boolean
  revised: boolean
  weeks: WeekView[]
  /** The plan's longest long run, m (0 without one). */
  longestLong: number
}

export interface WeekView {
  week: PlanWeek
  index: number
  /** Planned training metres (race excluded); after a revision, the week's target. */
  trained: number
  /** Week volume: trained, or the full-week target for a partial week. */
  volume: number
  /** Runs: not rest, not the race. */
  runs: PlannedWorkout[]
  runningDays: number
  hardDates: string[]
  long: PlannedWorkout | undefined
  /** Returner's first 4 weeks. */
  returnerEarly: boolean
}

export const QUALITY_INTENSITIES: Intensity[] = ['marathon', 'threshold', 'interval', 'repetition']

export const isRun = (w: PlannedWorkout) => w.type !== 'rest' && w.type !== 'race'
export const meters = (w: PlannedWorkout) => w.distanceMeters ?? 0

export function categoryOf(distance: number | null): Category {
  if (distance === null) return 'base'
  if (distance <= 15000) return 'short'
  if (distance <= 30000) return 'half'
  // Up to 42.2 km: the marathon as typed to one decimal (docs/plans.md#norms).
  if (distance <= 42200) return 'marathon'
  return 'ultra'
}

const AT = new WeakMap<PlannedWorkout, Map<Intensity, number>>()

/** Metres of a workout's steps at one intensity (memoised per workout object). */
export function metersAt(w: PlannedWorkout, intensity: Intensity): number {
  let byIntensity = AT.get(w)
  if (!byIntensity) AT.set(w, (byIntensity = new Map()))
  let value = byIntensity.get(intensity)
  if (value === undefined)
    byIntensity.set(intensity, (value = distanceAtIntensity(w.steps, intensity)))
  return value
}

/** Metres at M/T/I/R pace in a workout (race-pace steps count too, outside the race). */
export function qualityMeters(w: PlannedWorkout): number {
  if (w.type === 'race') return 0
  const intensities: Intensity[] = [...QUALITY_INTENSITIES, 'race']
  return intensities.reduce((sum, i) => sum + metersAt(w, i), 0)
}

export interface NormOptions {
  /**
   * The plan after a revision (docs/plans.md#norms-after-a-revision): weeks are measured
   * against the volume they were built for (their target), since a revision only removes,
   * shortens or eases runs; planned_matches_target does not apply.
   */
  revised?: boolean
}

export function normContext(input: PlanInput, plan: Plan, options: NormOptions = {}): NormContext {
  const age = input.ageYears ?? null
  const timeOffWeeks = input.timeOffWeeks ?? 0
  const returner = timeOffWeeks >= 2
  const weeks = plan.weeks.map((week): WeekView => {
    const runs = week.workouts.filter(isRun)
    const run = runs.reduce((sum, w) => sum + meters(w), 0)
    const trained = options.revised ? week.targetDistanceMeters : run
    const hardDates = [...new Set(runs.filter((w) => w.hard).map((w) => w.dateIso))]
    return {
      week,
      index: week.index,
      trained,
      volume: week.partial ? week.targetDistanceMeters : trained,
      runs,
      runningDays: new Set(runs.map((w) => w.dateIso)).size,
      hardDates,
      long: runs.find((w) => w.type === 'long'),
      returnerEarly: returner && week.index <= 4,
    }
  })
  // After a revision a long run may have been cut or run as an easy run: the plan's longest
  // run before race week stands for it.
  const longs = weeks.flatMap((w, i) =>
    w.runs.filter((x) => x.type === 'long' || (options.revised && i < weeks.length - 1))
  )
  return {
    input,
    plan,
    category: categoryOf(plan.raceDistanceMeters),
    masters: age !== null && age >= 50,
    veteran: age !== null && age >= 65,
    timeOffWeeks,
    returner,
    revised: options.revised === true,
    weeks,
    longestLong: Math.max(0, ...longs.map(meters)),
  }
}

export const max = (
  norm: NormId,
  week: number,
  what: string,
  value: number,
  limit: number,
  unit: Measurement['unit'] = 'm'
): Measurement => ({ norm, week, what, value, limit, bound: 'max', unit })
export const min = (
  norm: NormId,
  week: number,
  what: string,
  value: number,
  limit: number,
  unit: Measurement['unit'] = 'm'
): Measurement => ({ norm, week, what, value, limit, bound: 'min', unit })

export const LONG_RUN_DISTANCE_MAX: Record<Category, number> = {
  short: 16000,
  half: 22000,
  marathon: 35000,
  ultra: 40000,
  base: 22000,
}

export type Check = (c: NormContext) => Measurement[]

export const HARD_SHARE: Record<PlanInput['experience'], number> = {
  beginner: 0.12,
  intermediate: 0.18,
  advanced: 0.22,
}

/**
 * The long_run_duration limit, s (docs/plans.md#norms): 150 min for beginners, 180 min
 * otherwise, at most 120 min in a 5K/10K plan. Shared with adaptation/revision_norms.ts, which keeps it.
 */
export function longRunLimitSeconds(
  experience: PlanInput['experience'],
  raceDistanceMeters: number | null
): number {
  const level = experience === 'beginner' ? 150 * 60 : 180 * 60
  return categoryOf(raceDistanceMeters) === 'short' ? Math.min(level, 120 * 60) : level
}

/**
 * The plan's race prediction carried to another VDOT (after a new fitness): its seconds scaled
 * by Daniels' predictions at the two VDOTs, so the volume adjustment it holds is kept.
 */
export function predictionAt(
  prediction: { seconds: number; vdot: number },
  vdot: number,
  raceDistanceMeters: number
): number {
  if (vdot === prediction.vdot) return prediction.seconds
  const ratio =
    predictRaceSeconds(vdot, raceDistanceMeters) /
    predictRaceSeconds(prediction.vdot, raceDistanceMeters)
  return prediction.seconds * ratio
}
