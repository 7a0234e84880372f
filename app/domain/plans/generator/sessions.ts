/*
 * Quality sessions sized by the metres they may hold at their pace (docs/plans.md#session-menus):
 * the generator gives each session its share of the week's hard budget within Daniels' per-session
 * limits (T ≤ 10 % of the week, I ≤ min(10 km, 8 %), R ≤ min(8 km, 5 %), M ≤ min(29 km, 20 %));
 * a session that cannot hold its smallest useful form is null. Also run/walk and strides.
 */
import { distanceAtIntensity, stepsDistanceMeters, target } from '#domain/plans/targets'
import {
  STRIDE_COUNT,
  STRIDE_SECONDS,
  buildWorkout,
  easyStep,
  stridesSteps,
  wrap,
  type BuildContext,
} from '#domain/plans/workouts'
import type { PlannedWorkout, WorkoutStep } from '#domain/plans/types'
import { SESSION_LIMITS, WORKOUT_TYPE_OF, type QualityKind } from '#domain/plans/generator/model'

/** A steady tempo lasts up to about 20 minutes at T (Daniels ch. 4); more is cruise intervals. */
const TEMPO_MAX_SECONDS = 20 * 60
/** Cruise-interval rest: about 1 minute per 5 minutes at T (Daniels ch. 4). */
const CRUISE_REST_SECONDS = 60
/** I repetitions last 3–5 minutes with equal jog recoveries (Daniels ch. 4). */
const INTERVAL_REP_SECONDS = { min: 180, max: 300 } as const
/** Smallest useful sessions: 1 km at T, 2 I reps, 4 R reps of 200 m, 3 km at M. */
const MIN_THRESHOLD_METERS = 1000
const MIN_MARATHON_METERS = 3000

export const INTENSITY_OF: Record<
  QualityKind,
  'repetition' | 'interval' | 'threshold' | 'marathon'
> = {
  repetitions: 'repetition',
  intervals: 'interval',
  threshold: 'threshold',
  marathon_pace: 'marathon',
}

/** The most a session may hold at its pace in a week of `weekMeters` (Daniels ch. 4). */
export function sessionLimitMeters(kind: QualityKind, weekMeters: number): number {
  const limit = SESSION_LIMITS[INTENSITY_OF[kind]]
  return Math.min(limit.meters, limit.share * weekMeters)
}

const rest = (seconds: number, ctx: BuildContext): WorkoutStep => ({
  kind: 'recovery',
  durationSeconds: seconds,
  target: target('recovery', ctx.fitness, ctx.zones),
})
const repeat = (count: number, steps: WorkoutStep[]): WorkoutStep => ({
  kind: 'repeat',
  repeat: { count, steps },
})

function thresholdMain(meters: number, ctx: BuildContext): WorkoutStep[] | null {
  if (meters < MIN_THRESHOLD_METERS) return null
  const active = (distanceMeters: number): WorkoutStep => ({
    kind: 'active',
    distanceMeters,
    target: target('threshold', ctx.fitness, ctx.zones),
  })
  const tempoMeters = Math.floor(meters / 100) * 100
  if ((tempoMeters / 1000) * ctx.fitness.paces.threshold <= TEMPO_MAX_SECONDS)
    return [active(tempoMeters)]
  const rep = meters >= 4800 ? 1600 : 1000
  return [repeat(Math.floor(meters / rep), [active(rep), rest(CRUISE_REST_SECONDS, ctx)])]
}

function intervalMain(meters: number, ctx: BuildContext): WorkoutStep[] | null {
  const iPace = ctx.fitness.paces.interval
  const activeTarget = target('interval', ctx.fitness, ctx.zones)
  const midPace = (activeTarget.paceSecPerKm[0] + activeTarget.paceSecPerKm[1]) / 2
  const fitting = [1200, 1000, 800].find((rep) => {
    const seconds = (rep / 1000) * iPace
    return seconds >= INTERVAL_REP_SECONDS.min && seconds <= INTERVAL_REP_SECONDS.max
  })
  // Slow runners (800 m over 5 min at I): 4-minute repetitions by time.
  const repMeters = fitting ?? (240 / midPace) * 1000
  const count = Math.min(8, Math.floor(meters / repMeters))
  if (count < 2) return null
  const active: WorkoutStep = fitting
    ? { kind: 'active', distanceMeters: fitting, target: activeTarget }
    : { kind: 'active', durationSeconds: 240, target: activeTarget }
  const jog = Math.round(((repMeters / 1000) * iPace) / 10) * 10
  return [repeat(count, [active, rest(jog, ctx)])]
}

function repetitionMain(meters: number, ctx: BuildContext): WorkoutStep[] | null {
  const rep = meters >= 2400 ? 400 : 200
  const count = Math.min(12, Math.floor(meters / rep))
  if (count < 4) return null
  const active: WorkoutStep = {
    kind: 'active',
    distanceMeters: rep,
    target: target('repetition', ctx.fitness, ctx.zones),
  }
  // Full recoveries: an easy jog of the same distance (Daniels ch. 4).
  const jog: WorkoutStep = {
    kind: 'recovery',
    distanceMeters: rep,
    target: target('recovery', ctx.fitness, ctx.zones),
  }
  return [repeat(count, [active, jog])]
}

function marathonMain(meters: number, ctx: BuildContext): WorkoutStep[] | null {
  const rounded = Math.floor(meters / 500) * 500
  if (rounded < MIN_MARATHON_METERS) return null
  return [
    { kind: 'active', distanceMeters: rounded, target: target('marathon', ctx.fitness, ctx.zones) },
  ]
}

const MAIN: Record<QualityKind, (meters: number, ctx: BuildContext) => WorkoutStep[] | null> = {
  threshold: thresholdMain,
  intervals: intervalMain,
  repetitions: repetitionMain,
  marathon_pace: marathonMain,
}

export interface Session {
  kind: QualityKind
  steps: WorkoutStep[]
  /** Metres at the session's pace (what the hard share counts). */
  paceMeters: number
  /** Whole session, warm-up and cool-down included. */
  totalMeters: number
}

/** A session with at most `mainMeters` at its pace, or null when that is below its smallest form. */
export function buildSession(
  kind: QualityKind,
  mainMeters: number,
  weekMeters: number,
  ctx: BuildContext
): Session | null {
  const main = MAIN[kind](mainMeters, ctx)
  if (!main) return null
  const steps = wrap(main, weekMeters, ctx)
  return {
    kind,
    steps,
    paceMeters: distanceAtIntensity(steps, INTENSITY_OF[kind]),
    totalMeters: Math.round(stepsDistanceMeters(steps) / 100) * 100,
  }
}

export function sessionWorkout(key: string, dateIso: string, session: Session): PlannedWorkout {
  const type =
    session.kind === 'threshold' && session.steps.length === 3 && !session.steps[1].repeat
      ? 'tempo'
      : WORKOUT_TYPE_OF[session.kind]
  const workout = buildWorkout(key, dateIso, type, session.steps)
  if (session.kind !== 'repetitions') return workout
  const reps = session.steps.find((step) => step.repeat)?.repeat?.count ?? 0
  return {
    ...workout,
    title: `Repetitions (${reps} reps)`,
    purpose: 'Speed and economy: short fast repeats at R pace with full jog recoveries.',
  }
}

/** Metres at R pace in the strides of an easy run (6 × 20 s). */
export function strideMeters(ctx: BuildContext): number {
  return STRIDE_COUNT * (STRIDE_SECONDS / ctx.fitness.paces.repetition) * 1000
}

export function stridesWorkout(key: string, dateIso: string, meters: number, ctx: BuildContext) {
  return buildWorkout(key, dateIso, 'strides', stridesSteps(meters, ctx))
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
  // Whole seconds: the bouts cover the planned distance to within a few metres.
  const runSeconds = Math.max(
    30,
    Math.round(((distanceMeters / count - walkMeters) / 1000) * easyMid)
  )
  return [
    repeat(count, [
      { kind: 'active', durationSeconds: runSeconds, target: easyTarget },
      { kind: 'recovery', distanceMeters: walkMeters },
    ]),
  ]
}

export function runWalkWorkout(
  key: string,
  dateIso: string,
  type: 'easy' | 'long',
  meters: number,
  weekMeters: number,
  ctx: BuildContext
): PlannedWorkout {
  let workout = buildWorkout(key, dateIso, type, runWalkSteps(meters, weekMeters, ctx))
  // Never past the planned run (its distance is rounded to 100 m).
  if ((workout.distanceMeters ?? 0) > meters)
    workout = buildWorkout(key, dateIso, type, runWalkSteps(meters - 60, weekMeters, ctx))
  return {
    ...workout,
    title: type === 'long' ? 'Long run/walk' : 'Run/walk',
    purpose:
      'Alternate easy running with one-minute walks: time on feet without the injury risk of running it all.',
  }
}

export { easyStep }
