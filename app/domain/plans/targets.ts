/*
 * Step targets and step arithmetic for planned workouts.
 *
 *   paceRange(intensity, paces, racePaceSecPerKm?) -> [fast, slow] s/km
 *   hrRange(intensity, zones) -> [min, max] bpm | undefined
 *   target(intensity, fitness, zones, racePaceSecPerKm?) -> StepTarget
 *   retarget(steps, fitness, zones, racePaceSecPerKm?) -> steps with targets recomputed (new VDOT)
 *   stepsDistanceMeters(steps) / stepsDurationSeconds(steps): estimates at the middle of the ranges
 *
 * Pace bands come from Daniels' VDOT training paces (docs/science.md#workout-targets),
 * through trainingPaces / paceAtVdotFraction in #domain/science/vdot.
 */
import {
  paceAtVdotFraction,
  predictRaceSeconds,
  trainingPaces,
  type TrainingPaces,
} from '#domain/science/vdot'
import type {
  HrZoneInput,
  Intensity,
  PlanFitness,
  StepTarget,
  WorkoutStep,
} from '#domain/plans/types'

const MARATHON_METERS = 42195
/** A race within this share of 42 195 m is a marathon (a custom "42.2 km" counts). */
const MARATHON_TOLERANCE = 0.005

/**
 * The time a race takes at the current VDOT, s, when the athlete gives no goal: for a marathon
 * the M pace of Daniels' Table 5.2 (M is marathon race pace at the current VDOT; below VDOT 45
 * the table runs it slower than the race equivalent of Table 5.1), for any other distance the
 * VDOT race prediction (docs/science.md#plan-length-and-goals). One function, so that the plan's
 * race-day target and the predicted time it shows agree.
 */
export function predictedRaceSeconds(vdot: number, raceDistanceMeters: number): number {
  if (Math.abs(raceDistanceMeters / MARATHON_METERS - 1) <= MARATHON_TOLERANCE) {
    return trainingPaces(vdot).marathon * (raceDistanceMeters / 1000)
  }
  return predictRaceSeconds(vdot, raceDistanceMeters)
}

/**
 * The pace of race day, s/km: the goal's, or without a goal predictedRaceSeconds, so a
 * marathon plan's marathon-pace sessions and its race share one pace.
 */
export function racePace(
  vdot: number,
  raceDistanceMeters: number,
  goalSeconds: number | null
): number {
  const seconds = goalSeconds ?? predictedRaceSeconds(vdot, raceDistanceMeters)
  return seconds / (raceDistanceMeters / 1000)
}

/** Recovery runs: up to 30 s/km slower than the slow end of E (Pacewise choice; paceZones' "Recovery"). */
const RECOVERY_SLOWER_SEC_PER_KM = 30
/**
 * M is one pace in Daniels' tables; we show ±5 s/km since published tables differ by a few seconds.
 */
const MARATHON_HALF_WIDTH_SEC_PER_KM = 5
/** T band 83–88 % of VDOT (Daniels ch. 4); we use its fast half, 86–88 %, to stay clear of M. */
const THRESHOLD_SLOW_FRACTION = 0.86
/** I band 95–100 % of VDOT (Daniels ch. 4). */
const INTERVAL_FAST_FRACTION = 1.0
const INTERVAL_SLOW_FRACTION = 0.95
/** R pace of Table 5.2 (6–10 s per 400 m faster than I): ±5 s/km around it. */
const REPETITION_HALF_WIDTH_SEC_PER_KM = 5
/** Race target: goal (or predicted) pace ±1 %. */
const RACE_HALF_WIDTH = 0.01
/** Width (bpm) given to an open-ended zone bound (0 or Infinity) so that a watch can use it. */
const OPEN_ZONE_WIDTH_BPM = 10

const round1 = (value: number) => Math.round(value * 10) / 10

// Daniels' Running Formula, ch. 4 (docs/science.md#workout-targets): the [fast, slow] pace band of
// an intensity, s/km.
export function paceRange(
  intensity: Intensity,
  fitness: Pick<PlanFitness, 'vdot' | 'paces'>,
  racePaceSecPerKm?: number
): [number, number] {
  const paces: TrainingPaces = fitness.paces
  let range: [number, number]
  switch (intensity) {
    case 'recovery':
      range = [paces.easy.slowSecPerKm, paces.easy.slowSecPerKm + RECOVERY_SLOWER_SEC_PER_KM]
      break
    case 'easy':
      range = [paces.easy.fastSecPerKm, paces.easy.slowSecPerKm]
      break
    case 'marathon':
      range = [
        paces.marathon - MARATHON_HALF_WIDTH_SEC_PER_KM,
        paces.marathon + MARATHON_HALF_WIDTH_SEC_PER_KM,
      ]
      break
    case 'threshold':
      range = [paces.threshold, paceAtVdotFraction(fitness.vdot, THRESHOLD_SLOW_FRACTION)]
      break
    case 'interval':
      range = [
        paceAtVdotFraction(fitness.vdot, INTERVAL_FAST_FRACTION),
        paceAtVdotFraction(fitness.vdot, INTERVAL_SLOW_FRACTION),
      ]
      break
    case 'repetition':
      range = [
        paces.repetition - REPETITION_HALF_WIDTH_SEC_PER_KM,
        paces.repetition + REPETITION_HALF_WIDTH_SEC_PER_KM,
      ]
      break
    case 'race': {
      const pace = racePaceSecPerKm ?? paces.marathon
      range = [pace * (1 - RACE_HALF_WIDTH), pace * (1 + RACE_HALF_WIDTH)]
      break
    }
  }
  return [round1(range[0]), round1(range[1])]
}

/*
 * Which zones (0-based, inclusive) an intensity maps to. Five-zone models (% max HR, % HRR:
 * Edwards 1993, Karvonen 1957): E = Z2, M = Z3, T = Z4, I = Z5. Friel's seven LTHR zones
 * (docs/science.md#heart-rate-zones): E = Z1–Z2, i.e. up to 89 % of LTHR: Friel's Z2 starts at
 * 85 % of LTHR, above much of Daniels' easy running (65–79 % of HRmax), so easy has no Z2 floor;
 * M = Z3, T = Z4–Z5a, I = Z5b. Other counts scale the five-zone mapping.
 * Strides (R) and races get no HR target: HR lags a 20-second stride, and a race is run by pace.
 */
const FIVE_ZONE_MAP: Partial<Record<Intensity, [number, number]>> = {
  recovery: [0, 0],
  easy: [1, 1],
  marathon: [2, 2],
  threshold: [3, 3],
  interval: [4, 4],
}
const FRIEL_ZONE_MAP: Partial<Record<Intensity, [number, number]>> = {
  recovery: [0, 0],
  easy: [0, 1],
  marathon: [2, 2],
  threshold: [3, 4],
  interval: [5, 5],
}

// docs/science.md#workout-targets: [min, max) bpm of the zones an intensity maps to, open ends
// closed at ±10 bpm.
export function hrRange(
  intensity: Intensity,
  zones: HrZoneInput[] | null
): [number, number] | undefined {
  if (!zones || zones.length < 3) return undefined
  const map = zones.length === 7 ? FRIEL_ZONE_MAP : FIVE_ZONE_MAP
  const indexes = map[intensity]
  if (!indexes) return undefined
  const scale = zones.length === 7 ? 1 : (zones.length - 1) / 4
  const first = zones[Math.min(zones.length - 1, Math.round(indexes[0] * scale))]
  const last = zones[Math.min(zones.length - 1, Math.round(indexes[1] * scale))]
  const upper =
    last.max === null || !Number.isFinite(last.max) ? last.min + OPEN_ZONE_WIDTH_BPM : last.max
  const lower = first.min > 0 ? first.min : Math.max(0, (first.max ?? upper) - OPEN_ZONE_WIDTH_BPM)
  return [Math.round(lower), Math.round(upper)]
}

export function target(
  intensity: Intensity,
  fitness: Pick<PlanFitness, 'vdot' | 'paces'>,
  zones: HrZoneInput[] | null,
  racePaceSecPerKm?: number
): StepTarget {
  const result: StepTarget = {
    intensity,
    paceSecPerKm: paceRange(intensity, fitness, racePaceSecPerKm),
  }
  const hr = hrRange(intensity, zones)
  if (hr) result.hr = hr
  return result
}

/** Recomputes every target of the steps for a new fitness (e.g. a new VDOT), keeping their sizes. */
export function retarget(
  steps: WorkoutStep[],
  fitness: Pick<PlanFitness, 'vdot' | 'paces'>,
  zones: HrZoneInput[] | null,
  racePaceSecPerKm?: number
): WorkoutStep[] {
  return steps.map((step) => {
    const next: WorkoutStep = { ...step }
    if (step.target) next.target = target(step.target.intensity, fitness, zones, racePaceSecPerKm)
    if (step.repeat) {
      next.repeat = {
        count: step.repeat.count,
        steps: retarget(step.repeat.steps, fitness, zones, racePaceSecPerKm),
      }
    }
    return next
  })
}

function midPace(step: WorkoutStep): number {
  const range = step.target?.paceSecPerKm
  return range ? (range[0] + range[1]) / 2 : 360
}

/** Distance of the steps, m; time-based steps converted at the middle of their pace range. */
export function stepsDistanceMeters(steps: WorkoutStep[]): number {
  let total = 0
  for (const step of steps) {
    if (step.repeat) total += step.repeat.count * stepsDistanceMeters(step.repeat.steps)
    else if (step.distanceMeters !== undefined) total += step.distanceMeters
    else if (step.durationSeconds !== undefined)
      total += (step.durationSeconds / midPace(step)) * 1000
  }
  return total
}

/** Duration of the steps, s; distance-based steps converted at the middle of their pace range. */
export function stepsDurationSeconds(steps: WorkoutStep[]): number {
  let total = 0
  for (const step of steps) {
    if (step.repeat) total += step.repeat.count * stepsDurationSeconds(step.repeat.steps)
    else if (step.durationSeconds !== undefined) total += step.durationSeconds
    else if (step.distanceMeters !== undefined)
      total += (step.distanceMeters / 1000) * midPace(step)
  }
  return total
}

/** Distance, m, run at one intensity within the steps (repeats multiplied out). */
export function distanceAtIntensity(steps: WorkoutStep[], intensity: Intensity): number {
  let total = 0
  for (const step of steps) {
    if (step.repeat) total += step.repeat.count * distanceAtIntensity(step.repeat.steps, intensity)
    else if (step.target?.intensity === intensity) total += stepsDistanceMeters([step])
  }
  return total
}

/** Scales every step's size by factor (distances rounded to 100 m, times to 10 s). */
export function scaleSteps(steps: WorkoutStep[], factor: number): WorkoutStep[] {
  return steps.map((step) => {
    const next: WorkoutStep = { ...step }
    if (step.repeat) {
      next.repeat = {
        count: Math.max(1, Math.round(step.repeat.count * factor)),
        steps: step.repeat.steps.map((inner) => ({ ...inner })),
      }
    } else if (step.distanceMeters !== undefined) {
      next.distanceMeters = Math.max(100, Math.round((step.distanceMeters * factor) / 100) * 100)
    } else if (step.durationSeconds !== undefined) {
      next.durationSeconds = Math.max(10, Math.round((step.durationSeconds * factor) / 10) * 10)
    }
    return next
  })
}
