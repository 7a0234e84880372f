/*
 * The long run of a week (docs/plans.md#long-run): the smallest of its share of the week (30 %
 * for 5K/10K, 35 % for the half and longer, 45 % in peak weeks of half+ plans or with ≤ 3 days),
 * the duration cap, the distance's longest useful run and max(2 km, 10 %) over the longest so
 * far; scaled in cutback and taper weeks. Weeks under 20 km may hold up to 8 km; the athlete's
 * longest recent run is held (not cut) when it is ≤ 40 % of the week.
 */
import type { DistanceCategory, LongRunRule, Phase } from '#domain/plans/types'
import {
  CUTBACK_FACTOR,
  HOLD_LONGEST_MAX_SHARE,
  LONG_RUN_GROWTH_METERS,
  LONG_RUN_GROWTH_SHARE,
  LONG_RUN_PEAK_SHARE,
  LONG_RUN_SHARE_BY_CATEGORY,
  OTHER_RUN_MAX_SHARE_OF_LONG,
  SMALL_WEEK,
} from '#domain/plans/generator/model'
import { floor100 } from '#domain/plans/generator/weekly_targets'

export interface LongRunLimits {
  category: DistanceCategory
  /** Running days of the pattern (≤ 3 allows the peak share). */
  runningDays: number
  durationMaxMeters: number
  distanceMaxMeters: number
  longestRecentMeters: number | null
}

export interface LongRunWeek {
  weekMeters: number
  phase: Phase
  isCutback: boolean
  /** Longest long run so far (or the athlete's longest recent run). */
  bestLongMeters: number
  /** Taper weeks: the week's share of the peak planned week. */
  taperFactor: number | null
  /** The share of the week as planned, when that fell short of its target. */
  shareCapMeters?: number
}

export function longRunShareMax(category: DistanceCategory, runningDays: number, phase: Phase) {
  const peakShare =
    runningDays <= 3 || (phase === 'peak' && category !== 'short' && category !== 'base')
  return peakShare ? LONG_RUN_PEAK_SHARE : LONG_RUN_SHARE_BY_CATEGORY[category]
}

export const longRunGrowthMeters = (bestLongMeters: number) =>
  Math.max(LONG_RUN_GROWTH_METERS, LONG_RUN_GROWTH_SHARE * bestLongMeters)

export function chooseLongRun(
  limits: LongRunLimits,
  week: LongRunWeek
): { meters: number; rule: LongRunRule; maxShare: number } {
  const maxShare = longRunShareMax(limits.category, limits.runningDays, week.phase)
  const growth = week.bestLongMeters + longRunGrowthMeters(week.bestLongMeters)
  const bounds: Array<[number, LongRunRule]> = [
    [Math.min(maxShare * week.weekMeters, week.shareCapMeters ?? Infinity), 'share'],
    [limits.durationMaxMeters, 'duration'],
    [limits.distanceMaxMeters, 'distance'],
    [growth, 'growth'],
  ]
  if (week.isCutback) bounds.push([week.bestLongMeters * CUTBACK_FACTOR, 'cutback'])
  if (week.taperFactor !== null) bounds.push([week.bestLongMeters * week.taperFactor, 'taper'])
  let [meters, rule] = bounds.reduce((a, b) => (b[0] < a[0] ? b : a))
  const others = Math.min(limits.durationMaxMeters, limits.distanceMaxMeters, growth)
  if (rule === 'share' && week.weekMeters < SMALL_WEEK.belowMeters) {
    // What the other runs (≤ 75 % of it each) leave for the long run to hold the week.
    const needed = week.weekMeters / (1 + OTHER_RUN_MAX_SHARE_OF_LONG * (limits.runningDays - 1))
    // A very small week (a returner's, a first week from nothing) is mostly its long run: the
    // other runs would be under a kilometre.
    const tiny = week.weekMeters < 1000 * (1 + limits.runningDays)
    const small = Math.min(
      SMALL_WEEK.longRunMeters,
      others,
      tiny ? week.weekMeters : Math.max(needed * 1.05, 0.35 * week.weekMeters)
    )
    if (small > meters) [meters, rule] = [small, 'min_run']
  }
  const longest = limits.longestRecentMeters
  const full = !week.isCutback && week.taperFactor === null
  // Held only when the athlete's run itself fits: ≤ 40 % of the week, within the distance cap.
  const fits =
    longest !== null &&
    longest <= HOLD_LONGEST_MAX_SHARE * week.weekMeters &&
    longest <= limits.distanceMaxMeters
  if (full && fits) {
    const hold = floor100(Math.min(longest, limits.durationMaxMeters))
    if (hold > meters) return { meters: hold, rule: 'current_longest', maxShare }
  }
  return { meters: floor100(meters), rule, maxShare }
}
