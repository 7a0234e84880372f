/*
 * Workout analysis of one activity (docs/science.md#workout-analysis): figures of its laps,
 * work and recovery segments detected from the speed stream when the laps say nothing about
 * the session (auto-laps), and the planned steps of a matched plan workout against what was
 * run. Pure: streams and laps in, SI figures out.
 */
import type { ActivityLap, ParsedActivity } from '#domain/files/activity_file'
import { profileActivity, type ActivityProfile } from '#domain/activities/activity_profile'
import { MAX_STEP_SECONDS, windowedRate } from '#domain/activities/stream_math'
import type { StepTarget, WorkoutStep } from '#domain/plans/types'
import { METERS_PER_MILE } from '#domain/units'

/** Figures of one stretch of an activity (a lap, a detected segment). */
export interface SegmentFigures {
  /** Seconds since the activity's start. */
  startSeconds: number
  elapsedSeconds: number
  movingSeconds: number
  distanceMeters: number
  /** Moving time over distance, seconds per km; null without distance. */
  paceSecPerKm: number | null
  avgHr: number | null
  /** Grade-adjusted pace (Minetti et al. 2002, as the splits), null without altitude. */
  gradeAdjustedSecPerKm: number | null
}

export type SegmentKind = 'warmup' | 'work' | 'recovery' | 'cooldown'

export interface LapFigures extends SegmentFigures {
  /** 1-based lap number. */
  index: number
  /** Work or recovery as the file says (intensity), else null. */
  kind: SegmentKind | null
  trigger: ActivityLap['trigger'] | null
}

export interface DetectedSegment extends SegmentFigures {
  kind: SegmentKind
}

/* ---------------------------------------------------------------------------------------- */
/* Segment figures                                                                            */

/** Position of `seconds` on the sample clock: the step it falls in and how far into it. */
function locate(time: number[], length: number, seconds: number) {
  if (length === 0 || seconds <= time[0]) return { index: 0, fraction: 1 }
  if (seconds >= time[length - 1]) return { index: length - 1, fraction: 1 }
  let lo = 0
  let hi = length - 1
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1
    if (time[mid] <= seconds) lo = mid
    else hi = mid
  }
  const span = time[hi] - time[lo]
  return { index: hi, fraction: span > 0 ? (seconds - time[lo]) / span : 1 }
}

function readAt(values: ArrayLike<number>, at: { index: number; fraction: number }): number {
  if (at.index <= 0) return values[0] ?? 0
  return values[at.index - 1] + at.fraction * (values[at.index] - values[at.index - 1])
}

/**
 * Figures of the stretch [fromSeconds, toSeconds] of the activity's own clock, read from the
 * profile's cumulative sums with linear interpolation inside the steps at both ends (as the
 * splits are). `distanceMeters`, when given (a lap's device distance), replaces the stream's.
 * `movingSeconds`, when given (a lap's timer time), replaces the stream's moving time.
 */
export function segmentFigures(
  profile: ActivityProfile,
  fromSeconds: number,
  toSeconds: number,
  device: { distanceMeters?: number; movingSeconds?: number } = {}
): SegmentFigures {
  const { time, length, meters, cumulative } = profile
  const from = locate(time, length, fromSeconds)
  const to = locate(time, length, toSeconds)
  const streamMeters = meters ? readAt(meters, to) - readAt(meters, from) : 0
  const distanceMeters = device.distanceMeters ?? streamMeters
  const streamMoving = readAt(cumulative.movingSeconds, to) - readAt(cumulative.movingSeconds, from)
  const movingSeconds = device.movingSeconds ?? streamMoving
  const hrSeconds = readAt(cumulative.hrSeconds, to) - readAt(cumulative.hrSeconds, from)
  const hrBeats = readAt(cumulative.hrBeats, to) - readAt(cumulative.hrBeats, from)
  const ga = cumulative.gradeKnown ? cumulative.gradeAdjustedMeters : null
  // Flat-equivalent metres of the stretch, scaled to the device distance when one is given.
  const gaStream = ga ? readAt(ga, to) - readAt(ga, from) : 0
  const gaMeters = streamMeters > 0 ? gaStream * (distanceMeters / streamMeters) : 0
  return {
    startSeconds: fromSeconds,
    elapsedSeconds: Math.max(0, toSeconds - fromSeconds),
    movingSeconds,
    distanceMeters,
    paceSecPerKm:
      distanceMeters > 0 && movingSeconds > 0 ? (movingSeconds * 1000) / distanceMeters : null,
    avgHr: hrSeconds > 0 ? hrBeats / hrSeconds : null,
    gradeAdjustedSecPerKm:
      ga && gaMeters > 0 && movingSeconds > 0 ? (movingSeconds * 1000) / gaMeters : null,
  }
}

const LAP_KIND: Partial<Record<NonNullable<ActivityLap['intensity']>, SegmentKind>> = {
  active: 'work',
  interval: 'work',
  rest: 'recovery',
  recovery: 'recovery',
  warmup: 'warmup',
  cooldown: 'cooldown',
}

/** Figures of each lap the file recorded. */
export function lapFigures(profile: ActivityProfile, laps: ActivityLap[]): LapFigures[] {
  return laps.map((lap, i) => ({
    index: i + 1,
    kind: lap.intensity ? (LAP_KIND[lap.intensity] ?? null) : null,
    trigger: lap.trigger ?? null,
    ...segmentFigures(profile, lap.startSeconds, lap.startSeconds + lap.elapsedSeconds, {
      distanceMeters: lap.distanceMeters,
      movingSeconds: lap.timerSeconds,
    }),
  }))
}

/** Auto-lap distances watches use (1 km, 1 mile), metres. */
const AUTO_LAP_METERS = [1000, METERS_PER_MILE]
/** A lap within this share of an auto-lap distance counts as one. */
const AUTO_LAP_TOLERANCE = 0.02

/**
 * Whether the laps describe the session (manual laps, or a structured workout's steps) rather
 * than split it mechanically: at least two laps, and not all auto-laps. The trigger decides
 * when the file records one; otherwise laps that are all (but the last) 1 km or 1 mile long
 * are auto-laps.
 */
export function lapsAreMeaningful(laps: ActivityLap[]): boolean {
  if (laps.length < 2) return false
  if (laps.some((lap) => lap.intensity === 'rest' || lap.intensity === 'recovery')) return true
  const triggers = laps.slice(0, -1).map((lap) => lap.trigger)
  if (triggers.every((trigger) => trigger !== undefined)) {
    return triggers.some((trigger) => trigger === 'manual' || trigger === 'other')
  }
  const body = laps.slice(0, -1)
  const auto = AUTO_LAP_METERS.some((meters) =>
    body.every(
      (lap) =>
        lap.distanceMeters !== undefined &&
        Math.abs(lap.distanceMeters - meters) <= meters * AUTO_LAP_TOLERANCE
    )
  )
  return !auto
}

/* ---------------------------------------------------------------------------------------- */
/* Interval detection                                                                        */

/** Speed is averaged over this centred window before it is classified, seconds. */
export const INTERVAL_SMOOTHING_SECONDS = 10
/** A work segment shorter than this is merged into its neighbours (strides are ~20 s), s. */
export const MIN_WORK_SECONDS = 20
/** A recovery shorter than this is merged into its neighbours, seconds. */
export const MIN_RECOVERY_SECONDS = 15
/** Work must be at least this much faster than recovery (mean speeds) to count as intervals. */
export const MIN_WORK_RECOVERY_SPEED_RATIO = 1.15
/**
 * Otsu's separability (between-class over total variance, 0–1) below which the speed has no
 * two clear levels: a steady run, not intervals. One normal distribution split at its mean
 * scores 2/π ≈ 0.64 (the two half-normal means lie ±σ√(2/π) from it), so a steady run with
 * noisy speed stays under 0.75; two distinct levels score near 1.
 */
export const MIN_SEPARABILITY = 0.75
/** Histogram bin of the speed threshold search, m/s. */
const SPEED_BIN_MPS = 0.05

/**
 * Otsu's threshold (Otsu 1979, "A threshold selection method from gray-level histograms",
 * IEEE Trans. Syst. Man Cybern. 9:62–66) on a time-weighted histogram of speeds: the split
 * that maximises the between-class variance. Returns the threshold (m/s) and the separability
 * η = σ²_between / σ²_total, or null when every sample has the same speed.
 */
export function otsuThreshold(
  speeds: ArrayLike<number>,
  weights: ArrayLike<number>
): { thresholdMps: number; separability: number } | null {
  let max = 0
  for (let i = 0; i < speeds.length; i++) if (weights[i] > 0) max = Math.max(max, speeds[i])
  const bins = Math.floor(max / SPEED_BIN_MPS) + 1
  const histogram = new Float64Array(bins)
  let total = 0
  let sum = 0
  for (const [i, speed] of Array.from(speeds).entries()) {
    const w = weights[i]
    if (!(w > 0) || !Number.isFinite(speed)) continue
    const bin = Math.min(bins - 1, Math.max(0, Math.floor(speed / SPEED_BIN_MPS)))
    histogram[bin] += w
    total += w
    sum += w * (bin + 0.5) * SPEED_BIN_MPS
  }
  if (!(total > 0)) return null
  const mean = sum / total
  let variance = 0
  for (let b = 0; b < bins; b++) variance += histogram[b] * ((b + 0.5) * SPEED_BIN_MPS - mean) ** 2
  variance /= total
  if (!(variance > 0)) return null
  let best = -1
  let bestBin = 0
  let w0 = 0
  let sum0 = 0
  for (let b = 0; b < bins - 1; b++) {
    w0 += histogram[b]
    sum0 += histogram[b] * (b + 0.5) * SPEED_BIN_MPS
    const w1 = total - w0
    if (w0 <= 0 || w1 <= 0) continue
    const m0 = sum0 / w0
    const m1 = (sum - sum0) / w1
    const between = (w0 / total) * (w1 / total) * (m0 - m1) ** 2
    if (between > best) {
      best = between
      bestBin = b
    }
  }
  if (best < 0) return null
  return { thresholdMps: (bestBin + 1) * SPEED_BIN_MPS, separability: best / variance }
}

interface Run {
  fast: boolean
  start: number
  end: number
}

/**
 * Work and recovery segments of a structured session from its speed: the speed over
 * INTERVAL_SMOOTHING_SECONDS is split into fast and slow at Otsu's threshold; runs shorter
 * than MIN_WORK_SECONDS (fast) or MIN_RECOVERY_SECONDS (slow) are merged into their
 * neighbours, shortest first; slow stretches before the first and after the last work segment
 * are the warm-up and cool-down. Returns [] when the speed has no two clear levels (fewer than
 * two work segments, separability under MIN_SEPARABILITY or work under
 * MIN_WORK_RECOVERY_SPEED_RATIO × recovery speed).
 */
export function detectIntervals(profile: ActivityProfile): DetectedSegment[] {
  const { time, length, meters } = profile
  if (!meters || length < 3) return []
  const speed = windowedRate(time, meters, length, INTERVAL_SMOOTHING_SECONDS / 2)
  // Each sample stands for the step that ends at it; pauses (long steps) weigh nothing.
  const weights = new Float64Array(length)
  for (let i = 1; i < length; i++) {
    const step = time[i] - time[i - 1]
    weights[i] = step > 0 && step <= MAX_STEP_SECONDS ? step : 0
  }
  const otsu = otsuThreshold(speed, weights)
  if (!otsu || otsu.separability < MIN_SEPARABILITY) return []

  // Runs of fast or slow samples, on the time axis (boundaries halfway between samples).
  let runs: Run[] = []
  for (let i = 0; i < length; i++) {
    const fast = speed[i] >= otsu.thresholdMps
    const last = runs[runs.length - 1]
    if (last && last.fast === fast) last.end = i
    else runs.push({ fast, start: i, end: i })
  }
  const edge = (index: number) =>
    index <= 0 ? time[0] : index >= length ? time[length - 1] : (time[index - 1] + time[index]) / 2
  const duration = (run: Run) => edge(run.end + 1) - edge(run.start)
  const tooShort = (run: Run) =>
    duration(run) < (run.fast ? MIN_WORK_SECONDS : MIN_RECOVERY_SECONDS)

  // Merge the shortest too-short run into its neighbours until none is left.
  for (;;) {
    let shortest = -1
    for (let r = 0; r < runs.length; r++) {
      if (
        runs.length > 1 &&
        tooShort(runs[r]) &&
        (shortest < 0 || duration(runs[r]) < duration(runs[shortest]))
      ) {
        shortest = r
      }
    }
    if (shortest < 0) break
    runs[shortest].fast = !runs[shortest].fast
    const merged: Run[] = []
    for (const run of runs) {
      const last = merged[merged.length - 1]
      if (last && last.fast === run.fast) last.end = run.end
      else merged.push({ ...run })
    }
    runs = merged
  }

  const work = runs.filter((run) => run.fast)
  if (work.length < 2) return []
  const firstWork = runs.indexOf(work[0])
  const lastWork = runs.lastIndexOf(work[work.length - 1])
  const segments: DetectedSegment[] = runs.map((run, r) => {
    const kind: SegmentKind = run.fast
      ? 'work'
      : r < firstWork
        ? 'warmup'
        : r > lastWork
          ? 'cooldown'
          : 'recovery'
    return { kind, ...segmentFigures(profile, edge(run.start), edge(run.end + 1)) }
  })
  const meanSpeed = (kind: SegmentKind) => {
    let m = 0
    let s = 0
    for (const segment of segments) {
      if (segment.kind !== kind) continue
      m += segment.distanceMeters
      s += segment.movingSeconds
    }
    return s > 0 ? m / s : null
  }
  const workSpeed = meanSpeed('work')
  const recoverySpeed = meanSpeed('recovery') ?? meanSpeed('warmup') ?? meanSpeed('cooldown')
  if (workSpeed === null || recoverySpeed === null) return []
  if (workSpeed < MIN_WORK_RECOVERY_SPEED_RATIO * recoverySpeed) return []
  return segments
}

/* ---------------------------------------------------------------------------------------- */
/* Planned against done                                                                      */

/** One planned step (repeats expanded) and what was run for it. */
export interface StepResult {
  kind: WorkoutStep['kind']
  distanceMeters: number | null
  durationSeconds: number | null
  target: StepTarget | null
  done: SegmentFigures | null
}

/** A repeat block or a single step, for the one-line summary ("3 × 1600 m at …: 4:13, …"). */
export interface StepGroup {
  count: number
  kind: WorkoutStep['kind']
  distanceMeters: number | null
  durationSeconds: number | null
  target: StepTarget | null
  /** What was run for each repetition of the group's main (work) step. */
  done: (SegmentFigures | null)[]
}

export interface PlanComparison {
  /** Where the done figures come from. */
  source: 'laps' | 'intervals' | null
  steps: StepResult[]
  groups: StepGroup[]
}

interface FlatStep {
  step: WorkoutStep
  group: number
}

function flatten(steps: WorkoutStep[]): { flat: FlatStep[]; groups: StepGroup[] } {
  const flat: FlatStep[] = []
  const groups: StepGroup[] = []
  const groupOf = (step: WorkoutStep, count: number): StepGroup => ({
    count,
    kind: step.kind,
    distanceMeters: step.distanceMeters ?? null,
    durationSeconds: step.durationSeconds ?? null,
    target: step.target ?? null,
    done: [],
  })
  for (const step of steps) {
    if (step.kind === 'repeat' && step.repeat) {
      const main = step.repeat.steps.find((s) => s.kind === 'active') ?? step.repeat.steps[0]
      if (!main) continue
      groups.push(groupOf(main, step.repeat.count))
      for (let r = 0; r < step.repeat.count; r++) {
        for (const inner of step.repeat.steps) flat.push({ step: inner, group: groups.length - 1 })
      }
    } else {
      groups.push(groupOf(step, 1))
      flat.push({ step, group: groups.length - 1 })
    }
  }
  return { flat, groups }
}

const isWork = (kind: WorkoutStep['kind']) => kind === 'active'

/**
 * Pairs the planned steps with what was run. Laps that describe the session and are as many
 * as the planned steps pair one to one (a watch following the workout laps at each step);
 * otherwise the detected work segments pair with the planned work steps in order. Without
 * either, nothing pairs (`source` null).
 */
export function comparePlan(
  steps: WorkoutStep[],
  laps: LapFigures[],
  lapsMeaningful: boolean,
  intervals: DetectedSegment[]
): PlanComparison {
  const { flat, groups } = flatten(steps)
  const results: StepResult[] = flat.map(({ step }) => ({
    kind: step.kind,
    distanceMeters: step.distanceMeters ?? null,
    durationSeconds: step.durationSeconds ?? null,
    target: step.target ?? null,
    done: null,
  }))
  let source: PlanComparison['source'] = null
  if (lapsMeaningful && laps.length === flat.length) {
    source = 'laps'
    laps.forEach((lap, i) => (results[i].done = lap))
  } else if (intervals.length > 0) {
    source = 'intervals'
    const work = intervals.filter((segment) => segment.kind === 'work')
    let next = 0
    flat.forEach(({ step }, i) => {
      if (isWork(step.kind) && next < work.length) results[i].done = work[next++]
    })
    const warmup = intervals.find((segment) => segment.kind === 'warmup')
    const cooldown = [...intervals].reverse().find((segment) => segment.kind === 'cooldown')
    if (warmup && flat[0]?.step.kind === 'warmup') results[0].done = warmup
    const last = flat.length - 1
    if (cooldown && last > 0 && flat[last].step.kind === 'cooldown') results[last].done = cooldown
  }
  // Each group collects the done figures of its main step's repetitions.
  flat.forEach(({ step, group }, i) => {
    const g = groups[group]
    const main = g.count > 1 ? isWork(step.kind) : true
    if (main) g.done.push(results[i].done)
  })
  return { source, steps: results, groups }
}

/* ---------------------------------------------------------------------------------------- */
/* The whole analysis, and split notes                                                       */

export interface WorkoutAnalysis {
  laps: LapFigures[]
  /** Laps describe the session (not auto-laps): the page shows them first. */
  lapsMeaningful: boolean
  /** Work and recovery segments from the speed, when the laps do not describe the session. */
  intervals: DetectedSegment[]
}

/** Laps and, when they say nothing about the session, detected intervals. */
export function analyseWorkout(
  activity: Pick<ParsedActivity, 'streams' | 'sport' | 'laps'>
): WorkoutAnalysis {
  const profile = profileActivity(activity, null)
  const laps = lapFigures(profile, activity.laps)
  const lapsMeaningful = lapsAreMeaningful(activity.laps)
  return { laps, lapsMeaningful, intervals: lapsMeaningful ? [] : detectIntervals(profile) }
}

/** Pauses shorter than this inside a split are not worth a note, seconds. */
export const SPLIT_PAUSE_NOTE_SECONDS = 5

/**
 * Why a split's pace (moving time over distance) differs from its time over its nominal
 * distance: it is partial (the last one, shorter) and/or it includes pauses (elapsed minus
 * moving time).
 */
export function splitNote(
  split: { distanceMeters: number; elapsedSeconds: number; movingSeconds: number },
  nominalMeters: number
): { partialMeters: number | null; pausedSeconds: number | null } {
  const partial = nominalMeters - split.distanceMeters > 1 ? split.distanceMeters : null
  const paused = split.elapsedSeconds - split.movingSeconds
  return {
    partialMeters: partial,
    pausedSeconds: paused >= SPLIT_PAUSE_NOTE_SECONDS ? paused : null,
  }
}
