/*
 * Weekly volume (docs/plans.md#volume): the first week from the current volume (a returner's at
 * 50–75 % of it), growth ≤ 10 % over the best non-cutback week and ≤ 30 % over two weeks
 * (Nielsen et al. 2014), an even ramp that reaches the peak when the race-specific weeks begin,
 * a cutback week (75 %) after 3 build weeks (2 for beginners, masters and compressed plans),
 * then the taper from the peak PLANNED week.
 */
import type { DistanceCategory, Experience, VolumeRule } from '#domain/plans/types'
import {
  CUTBACK_FACTOR,
  FULL_GROWTH_WEEKS,
  MAX_WEEKLY_METERS,
  MIN_PEAK_WEEKLY_METERS,
  PEAK_GROWTH,
  START_FLOOR_METERS,
  TWO_WEEK_GROWTH_MAX,
  WEEKLY_GROWTH_MAX,
  returnerStartShare,
} from '#domain/plans/generator/model'

export const floor100 = (meters: number) => Math.floor(meters / 100) * 100

export interface VolumeTarget {
  meters: number
  isCutback: boolean
  rule: VolumeRule
  referenceMeters: number
}

/**
 * The first full week's volume: what the athlete runs now, or a returner's share of it; never
 * under 8 km, the gentlest week a plan builds (run/walk, as Couch to 5K's first week).
 */
export function startMeters(currentMeters: number, returnerWeeksOff: number | null): number {
  const meters =
    returnerWeeksOff === null ? currentMeters : currentMeters * returnerStartShare(returnerWeeksOff)
  return floor100(Math.min(MAX_WEEKLY_METERS, Math.max(START_FLOOR_METERS, meters)))
}

/** The peak the plan aims at (docs/plans.md#volume). */
export function peakTargetMeters(options: {
  category: DistanceCategory
  experience: Experience
  currentMeters: number
  preTaperWeeks: number
  ultra: boolean
}): number {
  const { category, experience, currentMeters, preTaperWeeks, ultra } = options
  const growth = PEAK_GROWTH[experience] * Math.min(1, preTaperWeeks / FULL_GROWTH_WEEKS)
  const typical = MIN_PEAK_WEEKLY_METERS[category][experience] * (ultra ? 1.15 : 1)
  const current = Math.max(START_FLOOR_METERS, currentMeters)
  return floor100(Math.min(MAX_WEEKLY_METERS, Math.max(current * (1 + growth), typical)))
}

export interface VolumeHistory {
  /** Full-week volumes planned so far (a partial first week counted at its full-week target). */
  meters: number[]
  cutbacks: boolean[]
  startMeters: number
}

const bestOf = (history: VolumeHistory) =>
  Math.max(0, ...history.meters.filter((_, i) => !history.cutbacks[i]))

/** Build weeks since the last cutback; weeks under `countsFrom` metres are not counted. */
function buildRun(history: VolumeHistory, countsFrom: number): number {
  let run = 0
  for (let i = history.cutbacks.length - 1; i >= 0 && !history.cutbacks[i]; i--)
    if (history.meters[i] >= countsFrom) run++
  return run
}

/**
 * The next pre-taper week's target. `peakIndex`: the week (0-based) by which the ramp reaches
 * the peak; `cadence`: build weeks allowed before a cutback; `cutbackCountsFrom`: weeks under
 * it do not count as build weeks (a beginner's first weeks, model.ts).
 */
export function nextTarget(
  history: VolumeHistory,
  options: {
    peakMeters: number
    peakIndex: number
    cadence: number
    returner: boolean
    cutbackCountsFrom?: number
  }
): VolumeTarget {
  const i = history.meters.length
  const start = history.startMeters
  if (i === 0) {
    const meters = Math.min(start, options.peakMeters)
    return {
      meters,
      isCutback: false,
      rule: options.returner ? 'returner' : 'start',
      referenceMeters: start,
    }
  }
  const best = bestOf(history)
  if (buildRun(history, options.cutbackCountsFrom ?? 0) >= options.cadence)
    return {
      meters: floor100(best * CUTBACK_FACTOR),
      isCutback: true,
      rule: 'cutback',
      referenceMeters: best,
    }
  const v = (k: number) => (k < 0 ? start : history.meters[k])
  // Growth also from the last build week: after a week its days could not hold, volume climbs
  // back from what was run, not from the target it missed.
  const last = history.meters.filter((_, k) => !history.cutbacks[k]).at(-1) ?? best
  const bounds: Array<[number, VolumeRule, number]> = [
    [options.peakMeters, 'peak', options.peakMeters],
    [
      start + ((options.peakMeters - start) * i) / Math.max(1, options.peakIndex),
      'ramp',
      options.peakMeters,
    ],
    [best * (1 + WEEKLY_GROWTH_MAX), 'growth', best],
    [last * (1 + WEEKLY_GROWTH_MAX), 'growth', last],
    [(1 + TWO_WEEK_GROWTH_MAX) * (v(i - 2) + v(i - 3)) - v(i - 1), 'two_week', best],
  ]
  const [meters, rule, referenceMeters] = bounds.reduce((a, b) => (b[0] < a[0] ? b : a))
  return {
    meters: floor100(Math.max(meters, CUTBACK_FACTOR * last)),
    isCutback: false,
    rule,
    referenceMeters,
  }
}

/** The pre-taper volumes with no other limit than growth and cutbacks (for the refusals). */
export function reachablePeak(options: {
  weeks: number
  startMeters: number
  cadence: number
  returner: boolean
  cutbackCountsFrom?: number
}): number {
  const history: VolumeHistory = { meters: [], cutbacks: [], startMeters: options.startMeters }
  for (let i = 0; i < options.weeks; i++) {
    const next = nextTarget(history, {
      peakMeters: MAX_WEEKLY_METERS,
      peakIndex: 1,
      cadence: options.cadence,
      returner: options.returner,
      cutbackCountsFrom: options.cutbackCountsFrom,
    })
    history.meters.push(next.meters)
    history.cutbacks.push(next.isCutback)
  }
  return Math.max(0, ...history.meters)
}
