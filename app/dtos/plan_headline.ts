import type { Plan } from '#domain/plans/types'

/** The predicted finish and its method, as the generator stores it (docs/plans.md). */
export interface PlanPredictionDto {
  seconds: number
  vdot: number
  method: string
}

/** What race day is paced at: the goal when within reach, else the prediction. */
export interface RaceTargetDto {
  seconds: number
  paceSecPerKm: number
  basis: 'goal' | 'prediction'
}

/** The plan header's race figures; null for plans made before they existed. */
export interface PlanHeadlineDto {
  prediction: PlanPredictionDto | null
  raceTarget: RaceTargetDto | null
  goalIsStretch: boolean
}

type StoredHeadline = Partial<{
  prediction: PlanPredictionDto | null
  raceTarget: RaceTargetDto | null
  goalIsStretch: boolean
}>

/**
 * The prediction, race-day target and stretch flag of a stored plan; null when the plan has none
 * of them (plans stored before the generator gave them).
 */
export function planHeadline(document: Plan): PlanHeadlineDto | null {
  const stored = document as Plan & StoredHeadline
  if (stored.prediction === undefined && stored.raceTarget === undefined) return null
  return {
    prediction: stored.prediction ?? null,
    raceTarget: stored.raceTarget ?? null,
    goalIsStretch: stored.goalIsStretch === true,
  }
}
