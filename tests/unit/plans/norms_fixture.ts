/*
 * A small hand-built plan that keeps every norm of docs/plans.md#norms (a 10K, intermediate,
 * 30 km a week on 5 days, 6 weeks), and the builders to break one norm at a time.
 */
import { addDays } from '#domain/calendar'
import { trainingPaces } from '#domain/science/vdot'
import type {
  Intensity,
  Plan,
  PlanInput,
  PlannedWorkout,
  PlanWeek,
  WorkoutType,
} from '#domain/plans/types'

export const START = '2026-06-01' // a Monday
const PACE: Record<Intensity, number> = {
  recovery: 400,
  easy: 360,
  marathon: 300,
  threshold: 280,
  interval: 260,
  repetition: 240,
  race: 270,
}

export interface Part {
  intensity: Intensity
  meters: number
}

export function workout(
  key: string,
  dateIso: string,
  type: WorkoutType,
  parts: Part[],
  hard = ['tempo', 'threshold', 'intervals', 'marathon_pace', 'long', 'race'].includes(type)
): PlannedWorkout {
  const meters = parts.reduce((sum, p) => sum + p.meters, 0)
  const seconds = parts.reduce((sum, p) => sum + (p.meters / 1000) * PACE[p.intensity], 0)
  return {
    key,
    dateIso,
    type,
    title: type,
    purpose: type,
    distanceMeters: meters,
    durationSeconds: Math.round(seconds),
    hard,
    steps: parts.map((p) => ({
      kind: 'active',
      distanceMeters: p.meters,
      target: {
        intensity: p.intensity,
        paceSecPerKm: [PACE[p.intensity] - 5, PACE[p.intensity] + 5],
      },
    })),
  }
}

const r100 = (m: number) => Math.round(m / 100) * 100
export const easy = (key: string, date: string, meters: number) =>
  workout(key, date, 'easy', [{ intensity: 'easy', meters }])

/** Tue easy, Wed threshold (8 % of the week at T), Thu easy, Sat easy, Sun long (28 %). */
export function buildWeek(index: number, volume: number, extra: Partial<PlanWeek> = {}): PlanWeek {
  const start = addDays(START, (index - 1) * 7)
  const day = (n: number) => addDays(start, n - 1)
  const long = r100(0.28 * volume)
  const t = r100(0.08 * volume)
  const quality = r100(0.18 * volume)
  const e = r100((volume - long - quality) / 3)
  const workouts = [
    easy(`w${index}-d2`, day(2), e),
    workout(`w${index}-d3`, day(3), 'threshold', [
      { intensity: 'easy', meters: quality - t },
      { intensity: 'threshold', meters: t },
    ]),
    easy(`w${index}-d4`, day(4), e),
    easy(`w${index}-d6`, day(6), e),
    workout(`w${index}-d7`, day(7), 'long', [{ intensity: 'easy', meters: long }]),
  ]
  return weekOf(index, workouts, { phase: 'build', ...extra })
}

export function weekOf(index: number, workouts: PlannedWorkout[], extra: Partial<PlanWeek> = {}) {
  const start = addDays(START, (index - 1) * 7)
  const trained = workouts.reduce(
    (s, w) => s + (w.type === 'race' ? 0 : (w.distanceMeters ?? 0)),
    0
  )
  return {
    index,
    startDateIso: start,
    endDateIso: addDays(start, 6),
    partial: false,
    phase: 'build',
    targetDistanceMeters: trained,
    plannedDistanceMeters: workouts.reduce((s, w) => s + (w.distanceMeters ?? 0), 0),
    isCutback: false,
    workouts,
    ...extra,
  } satisfies PlanWeek
}

export function raceWeek(index: number): PlanWeek {
  const start = addDays(START, (index - 1) * 7)
  const day = (n: number) => addDays(start, n - 1)
  return weekOf(
    index,
    [
      easy(`w${index}-d2`, day(2), 4500),
      workout(`w${index}-d3`, day(3), 'threshold', [
        { intensity: 'easy', meters: 3500 },
        { intensity: 'threshold', meters: 1000 },
      ]),
      easy(`w${index}-d4`, day(4), 4500),
      easy(`w${index}-d6`, day(6), 3000),
      workout(`w${index}-d7`, day(7), 'race', [{ intensity: 'race', meters: 10000 }]),
    ],
    { phase: 'race' }
  )
}

export const input: PlanInput = {
  raceDistanceMeters: 10000,
  raceDateIso: addDays(START, 41),
  goalSeconds: null,
  currentWeeklyMeters: 30000,
  longestRecentRunMeters: 10000,
  availableDays: [2, 3, 4, 6, 7],
  longRunDay: 7,
  experience: 'intermediate',
  startDateIso: START,
  vdot: 45,
  hrZones: null,
}

/** Weeks of 30, 32, 34, 27 (cutback), 35 km and a race week of 16.5 km. */
export function goodPlan(): Plan {
  const weeks = [
    buildWeek(1, 30000),
    buildWeek(2, 32000),
    buildWeek(3, 34000),
    buildWeek(4, 27000, { isCutback: true }),
    buildWeek(5, 35000, { phase: 'peak' }),
    raceWeek(6),
  ]
  return {
    raceDistanceMeters: 10000,
    raceDateIso: input.raceDateIso,
    goalSeconds: null,
    category: 'short',
    startDateIso: START,
    endDateIso: input.raceDateIso!,
    availableDays: input.availableDays,
    longRunDay: 7,
    experience: 'intermediate',
    runningDays: [2, 3, 4, 6, 7],
    fitness: { vdot: 45, vdotSource: 'input', paces: trainingPaces(45) },
    hrZones: null,
    weeks,
    compressed: false,
    note: '',
    warnings: [],
    prediction: null,
    raceTarget: null,
    goalIsStretch: false,
    ageBand: 'open',
  }
}

/** The plan with one workout replaced (found by key). */
export function replace(
  plan: Plan,
  key: string,
  next: (w: PlannedWorkout) => PlannedWorkout
): Plan {
  return {
    ...plan,
    weeks: plan.weeks.map((week) => ({
      ...week,
      workouts: week.workouts.map((w) => (w.key === key ? next(w) : w)),
    })),
  }
}

export function replaceWeek(plan: Plan, index: number, week: PlanWeek): Plan {
  return { ...plan, weeks: plan.weeks.map((w) => (w.index === index ? week : w)) }
}
