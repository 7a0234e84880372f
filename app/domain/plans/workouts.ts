/*
 * Builders for single planned workouts, sized against the week they belong to.
 *
 *   buildWorkout(spec, ctx) -> PlannedWorkout (distance and duration estimated from the steps)
 *   easySteps / stridesSteps / longSteps, tempoSteps / thresholdSteps / intervalSteps /
 *   marathonPaceSteps(weekMeters, ctx) -> WorkoutStep[] | null (null: the week is too small)
 *   raceSteps(raceDistanceMeters, ctx)
 *
 * Quality caps (docs/science.md#quality-sessions; Daniels' Running Formula, ch. 4): threshold
 * work ≤ 10 % of the week per session, intervals ≤ 8 % of the week in 3–5 minute repetitions,
 * marathon pace ≤ 110 minutes. Titles carry no units: pages and exports format sizes in the
 * athlete's units.
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

/**
 * Threshold work per session ≤ 10 % of the week (Daniels ch. 4; docs/science.md#quality-sessions).
 */
export const THRESHOLD_MAX_WEEK_SHARE = 0.1
/** A steady tempo lasts about 20 minutes (Daniels' Running Formula, ch. 4). */
export const TEMPO_MAX_SECONDS = 20 * 60
/**
 * Interval work per session ≤ 8 % of the week (Daniels ch. 4; docs/science.md#quality-sessions).
 */
export const INTERVAL_MAX_WEEK_SHARE = 0.08
/** Interval repetitions last 3–5 minutes (Daniels ch. 4; docs/science.md#quality-sessions). */
export const INTERVAL_REP_SECONDS = { min: 180, max: 300 } as const
/** Marathon-pace sessions ≤ 110 minutes at M (docs/science.md#quality-sessions). */
export const MARATHON_PACE_MAX_SECONDS = 110 * 60
/** M running ≤ 20 % of the week per session (Daniels' Running Formula, ch. 4). */
export const MARATHON_PACE_MAX_WEEK_SHARE = 0.2
/** Cruise-interval rest: about 1 minute per 5 minutes at T (Daniels' Running Formula, ch. 4). */
const CRUISE_REST_SECONDS = 60
const STRIDE_SECONDS = 20
const STRIDE_JOG_SECONDS = 60
const STRIDE_COUNT = 6

const floor100 = (meters: number) => Math.floor(meters / 100) * 100
const round100 = (meters: number) => Math.round(meters / 100) * 100

function warmCool(weekMeters: number): { warmupMeters: number; cooldownMeters: number } {
  // Pacewise choice: 2 km + 1.5 km of easy running around a session; less in small weeks.
  return weekMeters >= 25000
    ? { warmupMeters: 2000, cooldownMeters: 1500 }
    : { warmupMeters: 1500, cooldownMeters: 1000 }
}

function easyStep(kind: WorkoutStep['kind'], distanceMeters: number, ctx: BuildContext) {
  return { kind, distanceMeters, target: target('easy', ctx.fitness, ctx.zones) }
}

function wrap(main: WorkoutStep[], weekMeters: number, ctx: BuildContext): WorkoutStep[] {
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

// Daniels ch. 4: a steady tempo of up to 20 min at T, capped at 10 % of the week.
export function tempoSteps(weekMeters: number, ctx: BuildContext): WorkoutStep[] | null {
  const tPace = ctx.fitness.paces.threshold
  const meters = floor100(
    Math.min(THRESHOLD_MAX_WEEK_SHARE * weekMeters, (TEMPO_MAX_SECONDS / tPace) * 1000)
  )
  // At least 1 km at T: a beginner's 12 km week allows 1.2 km (10 %), enough for a first tempo.
  if (meters < 1000) return null
  return wrap(
    [
      {
        kind: 'active',
        distanceMeters: meters,
        target: target('threshold', ctx.fitness, ctx.zones),
      },
    ],
    weekMeters,
    ctx
  )
}

// Daniels ch. 4: cruise intervals at T with 1 min rests; total T ≤ 10 % of the week.
export function thresholdSteps(weekMeters: number, ctx: BuildContext): WorkoutStep[] | null {
  const totalMeters = THRESHOLD_MAX_WEEK_SHARE * weekMeters
  const repMeters = totalMeters >= 4800 ? 1600 : 1000
  const count = Math.min(6, Math.floor(totalMeters / repMeters))
  if (count < 2) return null
  return wrap(
    [
      {
        kind: 'repeat',
        repeat: {
          count,
          steps: [
            {
              kind: 'active',
              distanceMeters: repMeters,
              target: target('threshold', ctx.fitness, ctx.zones),
            },
            {
              kind: 'recovery',
              durationSeconds: CRUISE_REST_SECONDS,
              target: target('recovery', ctx.fitness, ctx.zones),
            },
          ],
        },
      },
    ],
    weekMeters,
    ctx
  )
}

// Daniels ch. 4: I reps of 3–5 min with equal jog recoveries, ≤ 8 % of the week.
export function intervalSteps(weekMeters: number, ctx: BuildContext): WorkoutStep[] | null {
  const iPace = ctx.fitness.paces.interval
  const totalMeters = INTERVAL_MAX_WEEK_SHARE * weekMeters
  const fitting = [1200, 1000, 800].find((meters) => {
    const seconds = (meters / 1000) * iPace
    return seconds >= INTERVAL_REP_SECONDS.min && seconds <= INTERVAL_REP_SECONDS.max
  })
  const activeTarget = target('interval', ctx.fitness, ctx.zones)
  const midPace = (activeTarget.paceSecPerKm[0] + activeTarget.paceSecPerKm[1]) / 2
  // Slow runners (800 m over 5 min at I): 4-minute repetitions by time.
  const repSeconds = fitting ? (fitting / 1000) * iPace : 240
  const repMetersEstimate = fitting ?? (240 / midPace) * 1000
  const count = Math.min(
    8,
    Math.floor(totalMeters / Math.max(repMetersEstimate, (repSeconds / midPace) * 1000))
  )
  if (count < 2) return null
  const active: WorkoutStep = fitting
    ? { kind: 'active', distanceMeters: fitting, target: activeTarget }
    : { kind: 'active', durationSeconds: 240, target: activeTarget }
  return wrap(
    [
      {
        kind: 'repeat',
        repeat: {
          count,
          steps: [
            active,
            {
              kind: 'recovery',
              durationSeconds: Math.round(repSeconds / 10) * 10,
              target: target('recovery', ctx.fitness, ctx.zones),
            },
          ],
        },
      },
    ],
    weekMeters,
    ctx
  )
}

// docs/science.md#quality-sessions: M sessions ≤ 110 min; Daniels ch. 4: ≤ 20 % of the week.
export function marathonPaceSteps(weekMeters: number, ctx: BuildContext): WorkoutStep[] | null {
  const mPace = ctx.fitness.paces.marathon
  const meters =
    Math.floor(
      Math.min(
        MARATHON_PACE_MAX_WEEK_SHARE * weekMeters,
        (MARATHON_PACE_MAX_SECONDS / mPace) * 1000
      ) / 500
    ) * 500
  if (meters < 3000) return null
  return wrap(
    [
      {
        kind: 'active',
        distanceMeters: meters,
        target: target('marathon', ctx.fitness, ctx.zones),
      },
    ],
    weekMeters,
    ctx
  )
}

export function raceSteps(raceDistanceMeters: number, ctx: BuildContext): WorkoutStep[] {
  const race: WorkoutStep = {
    kind: 'active',
    distanceMeters: raceDistanceMeters,
    target: target('race', ctx.fitness, ctx.zones, ctx.racePaceSecPerKm),
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
