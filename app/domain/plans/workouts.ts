/*
 * Builders for single planned workouts, sized against the week they belong to.
 *
 *   buildWorkout(key, dateIso, type, steps) -> PlannedWorkout (distance and duration estimated
 *   from the steps); easySteps / stridesSteps / raceSteps; wrap (warm-up and cool-down).
 *
 * Quality sessions are sized by the generator (app/domain/plans/generator/sessions.ts) against
 * the per-session limits of docs/plans.md#session-menus. Titles carry no units: pages and exports
 * format sizes in the athlete's units.
 */
import { stepsDistanceMeters, stepsDurationSeconds, target } from '#domain/plans/targets'
import type {
  HrZoneInput,
  PlanFitness,
  PlannedWorkout,
  WorkoutStep,
  WorkoutType,
} from '#domain/plans/types'

export interface BuildContext {
  fitness: PlanFitness
  zones: HrZoneInput[] | null
  /** Goal (or predicted) race pace, for the race workout. */
  racePaceSecPerKm?: number
  /** Race day by effort (ultras): the race step targets the easy band, not a pace. */
  raceByEffort?: boolean
}

/** Hard days (docs/science.md#long-run): none of these may fall on consecutive days. */
export const HARD_TYPES: ReadonlySet<WorkoutType> = new Set<WorkoutType>([
  'tempo',
  'threshold',
  'intervals',
  'marathon_pace',
  'long',
  'race',
])

/** Strides: 6 × 20 s at R pace with 60 s jogs (Daniels ch. 4). */
export const STRIDE_SECONDS = 20
const STRIDE_JOG_SECONDS = 60
export const STRIDE_COUNT = 6

const round100 = (meters: number) => Math.round(meters / 100) * 100

function warmCool(weekMeters: number): { warmupMeters: number; cooldownMeters: number } {
  // Pacewise choice: 2 km + 1.5 km of easy running around a session; less in small weeks.
  return weekMeters >= 25000
    ? { warmupMeters: 2000, cooldownMeters: 1500 }
    : { warmupMeters: 1500, cooldownMeters: 1000 }
}

export function easyStep(kind: WorkoutStep['kind'], distanceMeters: number, ctx: BuildContext) {
  return { kind, distanceMeters, target: target('easy', ctx.fitness, ctx.zones) }
}

export function wrap(main: WorkoutStep[], weekMeters: number, ctx: BuildContext): WorkoutStep[] {
  const { warmupMeters, cooldownMeters } = warmCool(weekMeters)
  return [easyStep('warmup', warmupMeters, ctx), ...main, easyStep('cooldown', cooldownMeters, ctx)]
}

export function easySteps(distanceMeters: number, ctx: BuildContext, recovery = false) {
  const intensity = recovery ? 'recovery' : 'easy'
  return [
    { kind: 'active' as const, distanceMeters, target: target(intensity, ctx.fitness, ctx.zones) },
  ]
}

export function stridesSteps(distanceMeters: number, ctx: BuildContext): WorkoutStep[] {
  const strides: WorkoutStep = {
    kind: 'repeat',
    repeat: {
      count: STRIDE_COUNT,
      steps: [
        {
          kind: 'active',
          durationSeconds: STRIDE_SECONDS,
          target: target('repetition', ctx.fitness, ctx.zones),
        },
        {
          kind: 'recovery',
          durationSeconds: STRIDE_JOG_SECONDS,
          target: target('recovery', ctx.fitness, ctx.zones),
        },
      ],
    },
  }
  // Rounded to 10 m so that the workout's distance (rounded to 100 m) stays the planned one.
  const easyMeters = Math.round((distanceMeters - stepsDistanceMeters([strides])) / 10) * 10
  return [easyStep('active', Math.max(500, easyMeters), ctx), strides]
}

export function raceSteps(raceDistanceMeters: number, ctx: BuildContext): WorkoutStep[] {
  const race: WorkoutStep = {
    kind: 'active',
    distanceMeters: raceDistanceMeters,
    target: ctx.raceByEffort
      ? target('easy', ctx.fitness, ctx.zones)
      : target('race', ctx.fitness, ctx.zones, ctx.racePaceSecPerKm),
  }
  // Short races start with 10 minutes of easy running (Daniels ch. 13 race preparation).
  if (raceDistanceMeters > 10000) return [race]
  return [
    { kind: 'warmup', durationSeconds: 600, target: target('easy', ctx.fitness, ctx.zones) },
    race,
  ]
}

const TEXT: Record<WorkoutType, { title: string; purpose: string }> = {
  easy: { title: 'Easy run', purpose: 'Aerobic base: easy, conversational effort.' },
  recovery: { title: 'Recovery run', purpose: 'Loosen up after a hard day; slower than easy.' },
  long: { title: 'Long run', purpose: 'Endurance: builds the aerobic engine and durability.' },
  strides: {
    title: 'Easy run with strides',
    purpose: 'Easy running plus relaxed strides for form and economy.',
  },
  tempo: { title: 'Tempo run', purpose: 'Raises lactate threshold: comfortably hard and steady.' },
  threshold: {
    title: 'Cruise intervals',
    purpose: 'Threshold in chunks: more time at T pace with short rests.',
  },
  intervals: {
    title: 'Intervals',
    purpose: 'VO2max: hard 3–5 minute repeats with equal jog recoveries.',
  },
  marathon_pace: {
    title: 'Marathon-pace run',
    purpose: 'Race-specific: rehearse race rhythm, fuelling and kit.',
  },
  rest: { title: 'Rest', purpose: 'Recovery is where adaptation happens.' },
  race: { title: 'Race day', purpose: 'The goal: trust the taper and pace it evenly.' },
}

function countReps(steps: WorkoutStep[]): number | null {
  const repeat = steps.find((step) => step.kind === 'repeat' && step.repeat)
  return repeat?.repeat?.count ?? null
}

/** Assembles a PlannedWorkout: title, purpose, hard flag and size estimates from the steps. */
export function buildWorkout(
  key: string,
  dateIso: string,
  type: WorkoutType,
  steps: WorkoutStep[]
): PlannedWorkout {
  const text = TEXT[type]
  const reps = type === 'intervals' || type === 'threshold' ? countReps(steps) : null
  const workout: PlannedWorkout = {
    key,
    dateIso,
    type,
    title: reps ? `${text.title} (${reps} reps)` : text.title,
    purpose: text.purpose,
    hard: HARD_TYPES.has(type),
    steps,
  }
  if (type !== 'rest') {
    workout.distanceMeters = round100(stepsDistanceMeters(steps))
    workout.durationSeconds = Math.round(stepsDurationSeconds(steps))
  }
  return workout
}

/** Re-derives distance and duration after the steps changed (title and type kept). */
export function resize(workout: PlannedWorkout): PlannedWorkout {
  const next = buildWorkout(workout.key, workout.dateIso, workout.type, workout.steps)
  return { ...next, title: workout.type === next.type ? next.title : workout.title }
}
