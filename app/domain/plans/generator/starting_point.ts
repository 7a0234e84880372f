/*
 * The athlete's starting point (docs/plans.md#the-starting-point): the fitness the paces come
 * from (the VDOT, reduced after a break by Daniels' time-off factor, or estimated from volume),
 * the age band, the race-day prediction and what race day is paced at.
 */
import { predictRaceSeconds, trainingPaces, vdotFromRace } from '#domain/science/vdot'
import { predictRace } from '#domain/science/prediction'
import type {
  AgeBand,
  DistanceCategory,
  Experience,
  Plan,
  PlanFitness,
  PlanInput,
  PlanWarning,
} from '#domain/plans/types'
import {
  RETURNER_MIN_WEEKS_OFF,
  TIME_OFF,
  ageBandOf,
  categoryFor,
  isUltra,
} from '#domain/plans/generator/model'

export interface StartingPoint {
  category: DistanceCategory
  ultra: boolean
  ageBand: AgeBand
  /** Whole weeks off before the plan (0: none). */
  weeksOff: number
  /** ≥ 2 weeks off: reduced start, no T/I/R early, cautious first weeks. */
  returner: boolean
  fitness: PlanFitness
  prediction: Plan['prediction']
  raceTarget: Plan['raceTarget']
  goalIsStretch: boolean
  warnings: PlanWarning[]
}

/** Estimated VDOT bounds (Daniels' tables span 30–85). */
const VDOT_ESTIMATE_MIN = 28
const VDOT_ESTIMATE_MAX = 50
/** The goal may be at most 2 % faster than the prediction and still be trained at. */
export const GOAL_WITHIN_PREDICTION = 0.02
export const PREDICTION_METHOD = 'VDOT (Daniels & Gilbert)'
export const PREDICTION_METHOD_ADJUSTED = 'VDOT (Daniels & Gilbert), adjusted for weekly volume'

// Pacewise heuristic (labelled an estimate): 30 + 0.2 per weekly km, ±2 by experience, 28–50.
export function estimateVdotFromVolume(weeklyMeters: number, experience: Experience): number {
  const bonus = experience === 'beginner' ? -2 : experience === 'advanced' ? 2 : 0
  const vdot = 30 + 0.2 * (weeklyMeters / 1000) + bonus
  return Math.min(VDOT_ESTIMATE_MAX, Math.max(VDOT_ESTIMATE_MIN, vdot))
}

/** Daniels' FVDOT for whole weeks off (docs/plans.md#the-starting-point): 1 for none. */
export function timeOffVdotFactor(weeksOff: number): number {
  const days = Math.max(0, weeksOff) * 7
  if (days <= TIME_OFF.freeDays) return 1
  return Math.max(TIME_OFF.floor, 1 - TIME_OFF.perDay * (days - TIME_OFF.freeDays))
}

function fitnessOf(input: PlanInput, weeksOff: number, warnings: PlanWarning[]): PlanFitness {
  const distance = input.raceDistanceMeters
  let vdot: number
  let vdotSource: PlanFitness['vdotSource']
  if (input.vdot !== null) {
    vdot = input.vdot
    vdotSource = input.vdotBasis ?? 'input'
  } else {
    const estimate = estimateVdotFromVolume(input.currentWeeklyMeters, input.experience)
    const goalVdot =
      distance !== null && input.goalSeconds !== null
        ? vdotFromRace(distance, input.goalSeconds)
        : null
    vdot =
      goalVdot === null ? estimate : Math.max(VDOT_ESTIMATE_MIN - 8, Math.min(estimate, goalVdot))
    vdotSource = 'estimated'
    warnings.push({
      code: 'vdot_estimated',
      message: `Training paces use an estimated fitness (VDOT ${vdot.toFixed(1)}) from your weekly volume. Add a recent race for better paces.`,
    })
  }
  const factor = timeOffVdotFactor(weeksOff)
  if (factor === 1) return { vdot, vdotSource, paces: trainingPaces(vdot) }
  const reduced = Math.floor(vdot * factor * 10) / 10
  warnings.push({
    code: 'returner',
    message: `After ${weeksOff} week${weeksOff === 1 ? '' : 's'} off, paces use VDOT ${reduced.toFixed(1)} instead of ${vdot.toFixed(1)} (Daniels reduces fitness by the length of a break)${weeksOff >= RETURNER_MIN_WEEKS_OFF ? '; the first weeks are shorter and easy' : ''}.`,
  })
  return { vdot: reduced, vdotSource, paces: trainingPaces(reduced), vdotBeforeBreak: vdot }
}

/** The prediction for the race from the plan's VDOT and the current volume: Progress's call. */
export function racePrediction(
  vdot: number,
  distanceMeters: number,
  weeklyMeters: number
): NonNullable<Plan['prediction']> {
  const equivalent = { distanceMeters: 5000, durationSeconds: predictRaceSeconds(vdot, 5000) }
  const prediction = predictRace({
    targetDistanceMeters: distanceMeters,
    races: [equivalent],
    weeklyDistanceMeters: weeklyMeters,
  })!
  return {
    seconds: Math.round(prediction.seconds),
    vdot,
    method: prediction.volumeAdjustment ? PREDICTION_METHOD_ADJUSTED : PREDICTION_METHOD,
  }
}

function targetOf(input: PlanInput, prediction: NonNullable<Plan['prediction']>) {
  const distance = input.raceDistanceMeters!
  const goal = input.goalSeconds
  const withinReach = goal !== null && goal >= prediction.seconds * (1 - GOAL_WITHIN_PREDICTION)
  const seconds = withinReach ? goal : prediction.seconds
  return {
    raceTarget: {
      seconds,
      paceSecPerKm: Math.round((seconds / (distance / 1000)) * 10) / 10,
      basis: withinReach ? ('goal' as const) : ('prediction' as const),
    },
    goalIsStretch: goal !== null && !withinReach,
  }
}

export function startingPoint(input: PlanInput): StartingPoint {
  const warnings: PlanWarning[] = []
  const distance = input.raceDistanceMeters
  const weeksOff = input.timeOffWeeks ?? 0
  const fitness = fitnessOf(input, weeksOff, warnings)
  const ultra = isUltra(distance)
  const common = {
    category: distance === null ? ('base' as const) : categoryFor(distance),
    ultra,
    ageBand: ageBandOf(input.ageYears),
    weeksOff,
    returner: weeksOff >= RETURNER_MIN_WEEKS_OFF,
    fitness,
    warnings,
  }
  if (distance === null || ultra) {
    if (ultra)
      warnings.push({
        code: 'ultra_effort',
        message:
          'Race day is paced by effort: run it in your easy/long-run band. Race pace is not extrapolated past the marathon, so the plan gives no finish-time target.',
      })
    return { ...common, prediction: null, raceTarget: null, goalIsStretch: false }
  }
  const prediction = racePrediction(fitness.vdot, distance, input.currentWeeklyMeters)
  const target = targetOf(input, prediction)
  if (target.goalIsStretch)
    warnings.push({
      code: 'goal_stretch',
      message: `Your goal is faster than your current fitness predicts; race day and race-pace sessions are paced at the prediction. Revisit the goal as fitness improves.`,
    })
  return { ...common, prediction, ...target }
}
