/*
 * Fitting a week to its target (docs/plans.md#volume): a week its days cannot hold first drops a
 * quality session (its day can then take two easy runs), then takes what its days hold as its
 * target (the `capacity` rule of the week's reason). Race week keeps its target when its run caps
 * bind, and its sharpening session is sized on what the week holds.
 */
import type { PlanWeek } from '#domain/plans/types'
import {
  buildWeek,
  type BuiltWeek,
  type PlanShape,
  type WeekPlan,
} from '#domain/plans/generator/build_week'
import { floor100 } from '#domain/plans/generator/weekly_targets'

/** A week's planned distance without the race (what growth and taper rules are about). */
export function weekTrainingMeters(week: Pick<PlanWeek, 'workouts'>): number {
  return week.workouts.reduce(
    (sum, w) => sum + (w.type === 'race' ? 0 : (w.distanceMeters ?? 0)),
    0
  )
}
const trainingMeters = weekTrainingMeters

/** Race week keeps its target (the caps bind); its sharpening is sized on what it holds. */
function sharpenedRaceWeek(
  rules: { shape: PlanShape },
  week: WeekPlan,
  built: BuiltWeek
): BuiltWeek {
  for (let tries = 0; tries < 4; tries++) {
    const planned = trainingMeters(built)
    const hard = built.workouts
      .filter((w) => w.hard)
      .reduce((sum, w) => sum + (w.distanceMeters ?? 0), 0)
    const quality = week.qualityWeekMeters ?? week.targetMeters
    if (quality <= planned || hard === 0) break
    week = { ...week, qualityWeekMeters: floor100(0.95 * planned) }
    built = buildWeek(rules.shape, week)
  }
  return built
}

/**
 * Builds the week to its target. A week its days cannot hold first drops a quality session (its
 * day can then take two easy runs), then takes what its days hold as its target.
 */
export function buildToTarget(
  rules: { shape: PlanShape },
  plan: (meters: number) => WeekPlan,
  meters: number,
  raceWeek: boolean,
  share: number
) {
  const wanted = meters
  let week = plan(meters)
  let built = buildWeek(rules.shape, week)
  const short = (b: BuiltWeek, goal: number) => trainingMeters(b) < goal - 100
  if (raceWeek)
    return {
      built: short(built, meters) ? sharpenedRaceWeek(rules, week, built) : built,
      meters,
      capacity: false,
    }
  if (share < 1 || !short(built, meters)) return { built, meters, capacity: false }
  if (week.maxSessions > 1) {
    const fewer = { ...week, maxSessions: week.maxSessions - 1 }
    const rebuilt = buildWeek(rules.shape, fewer)
    if (trainingMeters(rebuilt) > trainingMeters(built)) [week, built] = [fewer, rebuilt]
  }
  for (let tries = 0; tries < 3 && short(built, meters); tries++) {
    meters = floor100(trainingMeters(built))
    week = { ...week, targetMeters: meters, fullWeekMeters: meters }
    built = buildWeek(rules.shape, week)
  }
  built = withinShare(rules, week, built)
  if (short(built, meters)) meters = floor100(trainingMeters(built))
  return { built, meters, capacity: meters < wanted }
}

/**
 * A week a little short of its target keeps its long run within its share of the week as
 * planned: L = share × (planned − L) / (1 − share) when the share set it.
 */
function withinShare(rules: { shape: PlanShape }, week: WeekPlan, built: BuiltWeek): BuiltWeek {
  const long = built.longMeters
  const planned = trainingMeters(built)
  if (built.longRule !== 'share' || long <= built.longMaxShare * planned + 50) return built
  const share = built.longMaxShare
  const cap = floor100((share * (planned - long)) / (1 - share))
  return buildWeek(rules.shape, { ...week, longShareCapMeters: cap })
}
