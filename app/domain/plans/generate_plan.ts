/*
 * Training-plan generator (docs/plans.md#the-periodization-model). Pure: no clock, no I/O.
 *
 *   generatePlan(input: PlanInput): { plan: Plan } | { error: PlanError }
 *
 * A plan is built in named steps (app/domain/plans/generator/):
 *   validate.ts        malformed input, past or too far races, impossible goals
 *   refusals.ts        not advised, contradictions, too few days, too soon (with what would work)
 *   starting_point.ts  the fitness (VDOT, reduced after a break), age band, prediction, race target
 *   phases.ts          the weeks (ending on race day) and their phases
 *   weekly_targets.ts  the volume of each week: growth, ramp, cutbacks, taper
 *   days.ts            running days and where quality goes
 *   build_week.ts      one week: long run (long_run.ts), sessions (quality.ts, sessions.ts),
 *                      easy volume and doubles (doubles.ts)
 *   assemble.ts, compose.ts  the weeks in order and the plan with its notes and warnings
 */
import type { GeneratePlanResult, PlanError, PlanInput } from '#domain/plans/types'
import { validatePlanInput } from '#domain/plans/generator/validate'
import { refusal, volumeDoesNotFit } from '#domain/plans/generator/refusals'
import { startingPoint } from '#domain/plans/generator/starting_point'
import { composePlan } from '#domain/plans/generator/compose'

export {
  validatePlanInput,
  worldRecordSeconds,
  WORLD_RECORDS,
} from '#domain/plans/generator/validate'
export { estimateVdotFromVolume, timeOffVdotFactor } from '#domain/plans/generator/starting_point'
export { weekTrainingMeters } from '#domain/plans/generator/assemble'
export { longRunShareMax } from '#domain/plans/generator/long_run'
export {
  CUTBACK_FACTOR,
  LONG_RUN_DISTANCE_MAX_METERS,
  LONG_RUN_SHARE_BY_CATEGORY,
  MAX_PLAN_WEEKS,
  MAX_QUALITY,
  MIN_PEAK_WEEKLY_METERS,
  PEAK_GROWTH,
  PLAN_WEEKS,
  RUN_WALK_BELOW_METERS,
  START_FLOOR_METERS,
  categoryFor,
  longRunMaxSeconds,
  minimumPeakMeters,
} from '#domain/plans/generator/model'

export function generatePlan(input: PlanInput): GeneratePlanResult {
  const invalid = validatePlanInput(input)
  if (invalid) return { error: invalid }
  const refused = refusal(input)
  if (refused) return { error: unfitLater(input, refused) ?? refused }
  const plan = composePlan(input, startingPoint(input))
  const unfit = volumeDoesNotFit(input, plan)
  return unfit ? { error: unfit } : { plan }
}

/**
 * A preparation refused as too soon whose earliest date would still not fit the offered days:
 * the days are the question to ask first (a later date alone would not help).
 */
function unfitLater(input: PlanInput, refused: PlanError): PlanError | null {
  if (refused.code !== 'too_soon' || !refused.earliestRaceDateIso) return null
  const later = { ...input, raceDateIso: refused.earliestRaceDateIso }
  return volumeDoesNotFit(later, composePlan(later, startingPoint(later)))
}
