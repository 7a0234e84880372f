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
import { paceAtVdotFraction, type TrainingPaces } from '#domain/science/vdot'
import { predictRaceFromVdot } from '#domain/science/prediction'
import type {
  HrZoneInput,
  Intensity,
  PlanFitness,
  StepTarget,
  WorkoutStep,
} from '#domain/plans/types'

/**
 * The time a race takes at the current VDOT, s: predictRace (#domain/science/prediction) from
 * that VDOT, slowed for low weekly volume on 30 km and more when `weeklyMeters` is given. The
 * same call and figure Progress and the coach show (docs/science.md#race-prediction-vdot-and-riegel).
 */
export function predictedRaceSeconds(
  vdot: number,
  raceDistanceMeters: number,
  weeklyMeters?: number | null
): number {
  return predictRaceFromVdot(vdot, raceDistanceMeters, weeklyMeters ?? undefined).seconds
}

/**
 * The pace of race day, s/km: the goal's, or without a goal predictedRaceSeconds, so a
 * marathon plan's marathon-pace sessions and its race share one pace.
 */
export function racePace(
  vdot: number,
  raceDistanceMeters: number,
  goalSeconds: number | null,
  weeklyMeters?: number | null
): number {
  const seconds = goalSeconds ?? predictedRaceSeconds(vdot, raceDistanceMeters, weeklyMeters)
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

/** How the athlete's heart-rate zones are defined: % of HRmax, % of HR reserve or % of LTHR. */
export type HrZoneModel = 'max' | 'reserve' | 'lthr'

/*
 * Daniels' Running Formula (3rd ed., 2014), ch. 4: each intensity as % of HRmax (E 65–79 %,
 * M 80–90 %, T 88–92 %, I 98–100 %) and as % of VO2max (E 59–74 %, M 75–84 %, T 83–88 %,
 * I 95–100 %). % of VO2max is read as % of heart-rate reserve, since %HRR tracks %VO2 reserve
 * (Swain & Leutholtz 1997, Med Sci Sports Exerc 29:410; ACSM's Guidelines). R has no HR
 * target: HR lags a repetition of a minute or less, so R is run by pace (Daniels). Recovery runs,
 * which Daniels gives no HR for, sit just below E's floor (a Pacewise choice).
 */
export const DANIELS_HR_MAX_PERCENT: Partial<Record<Intensity, [number, number]>> = {
  recovery: [60, 65],
  easy: [65, 79],
  marathon: [80, 90],
  threshold: [88, 92],
  interval: [98, 100],
}
export const DANIELS_HR_RESERVE_PERCENT: Partial<Record<Intensity, [number, number]>> = {
  recovery: [50, 59],
  easy: [59, 74],
  marathon: [75, 84],
  threshold: [83, 88],
  interval: [95, 100],
}
/** The % of HRmax / HRR at the four inner boundaries of the five-zone models (zones.ts). */
const FIVE_ZONE_ANCHOR_PERCENT = [60, 70, 80, 90] as const

/*
 * Friel's seven LTHR zones (Friel, "The Triathlete's Training Bible"; docs/science.md#heart-rate-zones)
 * have no published Daniels mapping in % of HRmax; Friel's own descriptions place E in Z1–Z2
 * (up to 89 % of LTHR), M in Z3 (90–94 %), T at threshold, Z4–Z5a (95–102 %), and I in Z5b
 * (103–106 %). Strides (R) and races get no HR target.
 */
const FRIEL_ZONE_MAP: Partial<Record<Intensity, [number, number]>> = {
  recovery: [0, 0],
  easy: [0, 1],
  marathon: [2, 2],
  threshold: [3, 4],
  interval: [5, 5],
}

/**
 * The bpm at `percent` on the athlete's own five-zone boundaries (which sit at 60/70/80/90 % of
 * HRmax or of HRR, or where the athlete moved them), linear between them and extended past the
 * ends with the nearest step: 100 % is the top boundary plus one zone's width.
 */
function bpmAtPercent(zones: HrZoneInput[], percent: number): number {
  const bounds = zones.slice(1).map((zone) => zone.min)
  let index = FIVE_ZONE_ANCHOR_PERCENT.findIndex((anchor) => percent <= anchor)
  if (index <= 0) index = index === 0 ? 1 : FIVE_ZONE_ANCHOR_PERCENT.length - 1
  const [p0, p1] = [FIVE_ZONE_ANCHOR_PERCENT[index - 1], FIVE_ZONE_ANCHOR_PERCENT[index]]
  return bounds[index - 1] + ((percent - p0) / (p1 - p0)) * (bounds[index] - bounds[index - 1])
}

/** Resting HRs below this (bpm) read as none: five zones from 0 are % of HRmax. */
const MIN_RESTING_HR_BPM = 15

/**
 * The model of zones given without one: seven are Friel's LTHR zones; five are % of HRR when
 * their boundaries, extended down to 0 %, meet a resting heart rate (Karvonen: bound = rest +
 * share × reserve), else % of HRmax (bound = share × HRmax, which meets 0 bpm).
 */
function inferredModel(zones: HrZoneInput[]): HrZoneModel {
  if (zones.length === 7) return 'lthr'
  if (zones.length !== 5) return 'max'
  const [low, , , high] = zones.slice(1).map((zone) => zone.min)
  const bpmPerPercent = (high - low) / (FIVE_ZONE_ANCHOR_PERCENT[3] - FIVE_ZONE_ANCHOR_PERCENT[0])
  const atZero = low - FIVE_ZONE_ANCHOR_PERCENT[0] * bpmPerPercent
  return atZero >= MIN_RESTING_HR_BPM ? 'reserve' : 'max'
}

function frielRange(intensity: Intensity, zones: HrZoneInput[]): [number, number] | undefined {
  const indexes = FRIEL_ZONE_MAP[intensity]
  if (!indexes) return undefined
  const first = zones[indexes[0]]
  const last = zones[indexes[1]]
  const upper =
    last.max === null || !Number.isFinite(last.max) ? last.min + OPEN_ZONE_WIDTH_BPM : last.max
  const lower = first.min > 0 ? first.min : Math.max(0, (first.max ?? upper) - OPEN_ZONE_WIDTH_BPM)
  return [Math.round(lower), Math.round(upper)]
}

/*
 * docs/science.md#workout-targets: the [min, max] bpm of an intensity. Five zones: Daniels'
 * % of HRmax (or % of HRR when `model` is 'reserve') placed on the athlete's zone boundaries;
 * without `model` it is read from the zones (inferredModel). Other zone counts get no HR
 * target (pace only) rather than a guess.
 */
export function hrRange(
  intensity: Intensity,
  zones: HrZoneInput[] | null,
  model?: HrZoneModel
): [number, number] | undefined {
  if (!zones) return undefined
  const kind = model ?? inferredModel(zones)
  if (kind === 'lthr') return zones.length === 7 ? frielRange(intensity, zones) : undefined
  if (zones.length !== 5) return undefined
  const percent = (kind === 'reserve' ? DANIELS_HR_RESERVE_PERCENT : DANIELS_HR_MAX_PERCENT)[
    intensity
  ]
  if (!percent) return undefined
  return [Math.round(bpmAtPercent(zones, percent[0])), Math.round(bpmAtPercent(zones, percent[1]))]
}

export function target(
  intensity: Intensity,
  fitness: Pick<PlanFitness, 'vdot' | 'paces'>,
  zones: HrZoneInput[] | null,
  racePaceSecPerKm?: number,
  model?: HrZoneModel
): StepTarget {
  const result: StepTarget = {
    intensity,
    paceSecPerKm: paceRange(intensity, fitness, racePaceSecPerKm),
  }
  const hr = hrRange(intensity, zones, model)
  if (hr) result.hr = hr
  return result
}

/** Recomputes every target of the steps for a new fitness (e.g. a new VDOT), keeping their sizes. */
export function retarget(
  steps: WorkoutStep[],
  fitness: Pick<PlanFitness, 'vdot' | 'paces'>,
  zones: HrZoneInput[] | null,
  racePaceSecPerKm?: number,
  model?: HrZoneModel
): WorkoutStep[] {
  return steps.map((step) => {
    const next: WorkoutStep = { ...step }
    if (step.target) {
      next.target = target(step.target.intensity, fitness, zones, racePaceSecPerKm, model)
    }
    if (step.repeat) {
      next.repeat = {
        count: step.repeat.count,
        steps: retarget(step.repeat.steps, fitness, zones, racePaceSecPerKm, model),
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
