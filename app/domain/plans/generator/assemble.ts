/*
 * Assembling the weeks (docs/plans.md#the-periodization-model): frames and phases, the weekday
 * pattern, then week by week the volume target (growth, ramp, cutbacks), the week built to it
 * (a target the days cannot hold is lowered to what they hold, said in the week's reason), and
 * the taper scaled from the peak PLANNED week.
 */
import { target } from '#domain/plans/targets'
import type { PlanInput, PlanWeek, WeekReason } from '#domain/plans/types'
import {
  BUILD_WEEKS_BEFORE_CUTBACK,
  HARD_SHARE,
  HARD_SHARE_REDUCTION,
  LONG_RUN_DISTANCE_MAX_METERS,
  MAX_QUALITY,
  RETURNER_CAUTIOUS_WEEKS,
  RUN_WALK_BELOW_METERS,
  RUN_WALK_UNTIL_METERS,
  ULTRA_LONG_RUN_MAX_METERS,
  cutbackCountsFrom,
  longRunMaxSeconds,
  returnerEasyWeeks,
} from '#domain/plans/generator/model'
import type { StartingPoint } from '#domain/plans/generator/starting_point'
import type { WeekFrame } from '#domain/plans/generator/phases'
import { choosePattern, type Pattern } from '#domain/plans/generator/days'
import type { BuiltWeek, PlanShape, WeekPlan } from '#domain/plans/generator/build_week'
import { buildToTarget, weekTrainingMeters } from '#domain/plans/generator/fit_week'
import {
  floor100,
  nextTarget,
  type VolumeHistory,
  type VolumeTarget,
} from '#domain/plans/generator/weekly_targets'
import { isoFromDay } from '#domain/calendar'

export interface WeekRules {
  input: PlanInput
  sp: StartingPoint
  shape: PlanShape
  frames: WeekFrame[]
  runningCount: number
  startMeters: number
  peakMeters: number
  compressed: boolean
  /** Planned fractions of the peak planned week, race week last. */
  taper: number[]
}

/** Weeks (0-based) a returner runs without T/I/R, and the cautious weeks (≤ 2 hard days). */
function returnerWeeks(sp: StartingPoint) {
  return sp.returner
    ? { easy: returnerEasyWeeks(sp.weeksOff), cautious: RETURNER_CAUTIOUS_WEEKS }
    : { easy: 0, cautious: 0 }
}

function patternsOf(rules: WeekRules): { usual: Pattern; cautious: Pattern } {
  const { input, sp, runningCount } = rules
  const older = sp.ageBand === 'masters' || sp.ageBand === 'veteran'
  const quality = older || input.experience === 'beginner' ? 1 : MAX_QUALITY[input.experience]
  const pick = (q: number, gap: number) =>
    choosePattern(input.availableDays, input.longRunDay, runningCount, q, gap)
  return { usual: older ? pick(1, 3) : pick(quality, 2), cautious: pick(1, 3) }
}

export function longRunLimits(input: PlanInput, sp: StartingPoint, runningDays: number) {
  const easy = target('easy', sp.fitness, null).paceSecPerKm
  const seconds = longRunMaxSeconds(sp.category, input.experience)
  return {
    category: sp.category,
    runningDays,
    durationMaxMeters: floor100((seconds / ((easy[0] + easy[1]) / 2)) * 1000),
    distanceMaxMeters: sp.ultra
      ? ULTRA_LONG_RUN_MAX_METERS
      : LONG_RUN_DISTANCE_MAX_METERS[sp.category],
    longestRecentMeters: input.longestRecentRunMeters,
  }
}

interface Progress {
  history: VolumeHistory
  bestLong: number
  planLongest: number
  weeks: PlanWeek[]
}

export { weekTrainingMeters } from '#domain/plans/generator/fit_week'

function weekPlanOf(
  rules: WeekRules,
  frame: WeekFrame,
  progress: Progress,
  patterns: { usual: Pattern; cautious: Pattern }
) {
  const { input, sp } = rules
  const i = frame.index - 1
  const returner = returnerWeeks(sp)
  const cautious = i < returner.cautious
  const older = sp.ageBand === 'masters' || sp.ageBand === 'veteran'
  const share = (frame.endDay - frame.startDay + 1) / 7
  return (targetMeters: number, isCutback: boolean, taperFactor: number | null): WeekPlan => ({
    frame,
    targetMeters: floor100(targetMeters * share),
    fullWeekMeters: targetMeters,
    isCutback,
    pattern: cautious ? patterns.cautious : patterns.usual,
    maxSessions:
      i < returner.easy
        ? 0
        : cautious || older || input.experience === 'beginner'
          ? 1
          : MAX_QUALITY[input.experience],
    hardShare: HARD_SHARE[input.experience] - (older || cautious ? HARD_SHARE_REDUCTION : 0),
    runWalk:
      input.currentWeeklyMeters < RUN_WALK_BELOW_METERS && targetMeters < RUN_WALK_UNTIL_METERS,
    bestLongMeters: progress.bestLong,
    planLongestMeters: progress.planLongest,
    taperFactor,
  })
}

function reasonOf(
  rules: WeekRules,
  volume: VolumeTarget,
  meters: number,
  built: BuiltWeek,
  runWalk: boolean,
  easedFirstDay: boolean
): WeekReason {
  const longest = rules.input.longestRecentRunMeters
  const limits = rules.shape.longRun
  return {
    volume: {
      rule: volume.rule,
      meters,
      referenceMeters: volume.referenceMeters,
      currentMeters: rules.input.currentWeeklyMeters,
    },
    longRun:
      built.longRule === null
        ? null
        : {
            rule: built.longRule,
            meters: built.longMeters,
            maxShare: built.longMaxShare,
            maxSeconds: longRunMaxSeconds(rules.sp.category, rules.input.experience),
            distanceMaxMeters: limits.distanceMaxMeters,
            longestRecentMeters: longest,
            belowRecentLongest: longest !== null && built.longMeters < floor100(longest),
          },
    runWalk,
    easedFirstDay,
    ...(built.doubles > 0 ? { doubles: built.doubles } : {}),
  }
}

function addWeek(
  rules: WeekRules,
  progress: Progress,
  frame: WeekFrame,
  volume: VolumeTarget,
  taperFactor: number | null,
  patterns: { usual: Pattern; cautious: Pattern }
) {
  const days = frame.endDay - frame.startDay + 1
  const plan = weekPlanOf(rules, frame, progress, patterns)
  // A partial first week is built for its days' share of the full-week target.
  const share = days / 7
  const { built, meters, capacity } = buildToTarget(
    rules,
    (m) => plan(m, volume.isCutback, taperFactor),
    volume.meters,
    frame.raceWeek,
    share
  )
  const rule: VolumeTarget = capacity ? { ...volume, rule: 'capacity' } : volume
  // The first full week's long run grows from the athlete's longest run, not a partial week's.
  if (days === 7) progress.bestLong = Math.max(progress.bestLong, built.longMeters)
  progress.planLongest = Math.max(progress.planLongest, built.longMeters)
  progress.history.meters.push(days < 7 ? meters : weekTrainingMeters(built))
  progress.history.cutbacks.push(volume.isCutback)
  const weekPlan = plan(meters, volume.isCutback, taperFactor)
  progress.weeks.push({
    index: frame.index,
    startDateIso: isoFromDay(frame.startDay),
    endDateIso: isoFromDay(frame.endDay),
    partial: days < 7,
    phase: frame.phase,
    targetDistanceMeters: meters,
    plannedDistanceMeters: built.workouts.reduce((sum, w) => sum + (w.distanceMeters ?? 0), 0),
    isCutback: volume.isCutback,
    workouts: built.workouts,
    reason: reasonOf({ ...rules }, rule, meters, built, weekPlan.runWalk, built.easedFirstDay),
  })
}

export function assembleWeeks(rules: WeekRules): { weeks: PlanWeek[]; pattern: Pattern } {
  const { sp, frames, input } = rules
  const patterns = patternsOf(rules)
  const older = sp.ageBand === 'masters' || sp.ageBand === 'veteran'
  const cadence =
    input.experience === 'beginner' || older || rules.compressed
      ? BUILD_WEEKS_BEFORE_CUTBACK.short
      : BUILD_WEEKS_BEFORE_CUTBACK.usual
  const progress: Progress = {
    history: { meters: [], cutbacks: [], startMeters: rules.startMeters },
    // Unknown longest run: what one run of the current week would be (at least 30 % of it).
    bestLong:
      input.longestRecentRunMeters ??
      floor100(rules.startMeters * Math.max(0.3, 1 / Math.max(1, rules.runningCount))),
    planLongest: 0,
    weeks: [],
  }
  const taperCount = frames.filter((f) => f.phase === 'taper' || f.phase === 'race').length
  const fractions = rules.taper.slice(rules.taper.length - taperCount)
  const preTaper = frames.length - taperCount
  const firstPeak = frames.findIndex((f) => f.phase === 'peak')
  const peakIndex = firstPeak > 0 ? firstPeak : Math.max(1, preTaper - 1)
  for (const frame of frames.slice(0, preTaper)) {
    const volume = nextTarget(progress.history, {
      peakMeters: rules.peakMeters,
      peakIndex,
      cadence,
      returner: sp.returner,
      cutbackCountsFrom: cutbackCountsFrom(rules.input.experience),
    })
    addWeek(rules, progress, frame, volume, null, patterns)
  }
  const full = progress.weeks.filter((w) => !w.partial)
  const peakPlanned =
    full.length > 0
      ? Math.max(...full.map(weekTrainingMeters))
      : Math.max(...progress.history.meters)
  frames.slice(preTaper).forEach((frame, k) => {
    const fraction = fractions[k]
    const volume: VolumeTarget = {
      meters: floor100(fraction * peakPlanned),
      isCutback: false,
      rule: 'taper',
      referenceMeters: peakPlanned,
    }
    addWeek(rules, progress, frame, volume, fraction, patterns)
  })
  return { weeks: progress.weeks, pattern: patterns.usual }
}
