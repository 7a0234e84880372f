/*
 * The measurements behind docs/plans.md#norms, one function per norm (norms.ts turns them into
 * violations and margins). Each returns what it measured: value, limit, whether the limit is a
 * maximum or a minimum, and a few words saying what was measured. Pure.
 */
import { addDays, dayNumber } from '#domain/calendar'
import { distanceAtIntensity } from '#domain/plans/targets'
import type { NormId } from '#domain/plans/norms'
import type { Intensity, Plan, PlanInput, PlannedWorkout, PlanWeek } from '#domain/plans/types'

export interface Measurement {
  norm: NormId
  week: number
  value: number
  limit: number
  bound: 'max' | 'min'
  unit: 'm' | 's' | 's/km' | 'count' | 'vdot'
  what: string
}

type Category = 'short' | 'half' | 'marathon' | 'ultra' | 'base'

/** What the checks need to know about the athlete and each week. */
export interface NormContext {
  input: PlanInput
  plan: Plan
  category: Category
  masters: boolean
  veteran: boolean
  timeOffWeeks: number
  returner: boolean
  weeks: WeekView[]
  /** The plan's longest long run, m (0 without one). */
  longestLong: number
}

export interface WeekView {
  week: PlanWeek
  index: number
  /** Planned training metres (race excluded). */
  trained: number
  /** Week volume: trained, or the full-week target for a partial week. */
  volume: number
  /** Runs: not rest, not the race. */
  runs: PlannedWorkout[]
  runningDays: number
  hardDates: string[]
  long: PlannedWorkout | undefined
  /** Returner's first 4 weeks. */
  returnerEarly: boolean
}

export const QUALITY_INTENSITIES: Intensity[] = ['marathon', 'threshold', 'interval', 'repetition']

const isRun = (w: PlannedWorkout) => w.type !== 'rest' && w.type !== 'race'
const meters = (w: PlannedWorkout) => w.distanceMeters ?? 0

export function categoryOf(distance: number | null): Category {
  if (distance === null) return 'base'
  if (distance <= 15000) return 'short'
  if (distance <= 30000) return 'half'
  if (distance <= 42195 + 1) return 'marathon'
  return 'ultra'
}

/** Metres at M/T/I/R pace in a workout (race-pace steps count too, outside the race). */
export function qualityMeters(w: PlannedWorkout): number {
  if (w.type === 'race') return 0
  const intensities: Intensity[] = [...QUALITY_INTENSITIES, 'race']
  return intensities.reduce((sum, i) => sum + distanceAtIntensity(w.steps, i), 0)
}

export function normContext(input: PlanInput, plan: Plan): NormContext {
  const age = input.ageYears ?? null
  const timeOffWeeks = input.timeOffWeeks ?? 0
  const returner = timeOffWeeks >= 2
  const weeks = plan.weeks.map((week): WeekView => {
    const runs = week.workouts.filter(isRun)
    const trained = runs.reduce((sum, w) => sum + meters(w), 0)
    const hardDates = [...new Set(runs.filter((w) => w.hard).map((w) => w.dateIso))]
    return {
      week,
      index: week.index,
      trained,
      volume: week.partial ? week.targetDistanceMeters : trained,
      runs,
      runningDays: new Set(runs.map((w) => w.dateIso)).size,
      hardDates,
      long: runs.find((w) => w.type === 'long'),
      returnerEarly: returner && week.index <= 4,
    }
  })
  const longs = weeks.flatMap((w) => w.runs.filter((x) => x.type === 'long'))
  return {
    input,
    plan,
    category: categoryOf(plan.raceDistanceMeters),
    masters: age !== null && age >= 50,
    veteran: age !== null && age >= 65,
    timeOffWeeks,
    returner,
    weeks,
    longestLong: Math.max(0, ...longs.map(meters)),
  }
}

const max = (
  norm: NormId,
  week: number,
  what: string,
  value: number,
  limit: number,
  unit: Measurement['unit'] = 'm'
): Measurement => ({ norm, week, what, value, limit, bound: 'max', unit })
const min = (
  norm: NormId,
  week: number,
  what: string,
  value: number,
  limit: number,
  unit: Measurement['unit'] = 'm'
): Measurement => ({ norm, week, what, value, limit, bound: 'min', unit })

function raceWeekRuns(c: NormContext): Measurement[] {
  const race = c.plan.raceDateIso
  if (race === null || c.weeks.length === 0) return []
  const week = c.weeks[c.weeks.length - 1].index
  const from = addDays(race, -6)
  const runs = c.weeks.flatMap((w) => w.runs).filter((w) => w.dateIso >= from && w.dateIso <= race)
  const volume = runs.reduce((sum, w) => sum + meters(w), 0)
  const cap = Math.min(10000, c.longestLong > 0 ? 0.5 * c.longestLong : 10000)
  const out: Measurement[] = runs.map((w) =>
    max('race_week_runs', week, `${w.key} run`, meters(w), cap)
  )
  const longs = runs.filter((w) => w.type === 'long').length
  out.push(max('race_week_runs', week, 'long runs in the last 7 days', longs, 0, 'count'))
  const quality = runs.filter((w) => w.hard || qualityMeters(w) > 0)
  out.push(
    max('race_week_runs', week, 'quality sessions in the last 7 days', quality.length, 1, 'count')
  )
  for (const w of quality)
    out.push(
      max('race_week_runs', week, `${w.key} sharpening at pace`, qualityMeters(w), 0.15 * volume)
    )
  return out
}

export const LONG_RUN_DISTANCE_MAX: Record<Category, number> = {
  short: 16000,
  half: 22000,
  marathon: 35000,
  ultra: 40000,
  base: 22000,
}

function longRunShare(c: NormContext): Measurement[] {
  const baseShare = c.category === 'short' || c.category === 'base' ? 0.3 : 0.35
  const fewDays = c.plan.runningDays.length <= 3
  const longest = c.input.longestRecentRunMeters ?? 0
  return c.weeks.flatMap((w) => {
    if (!w.long) return []
    const share = w.week.phase === 'peak' || fewDays ? 0.45 : baseShare
    const small = w.volume < 20000 ? 8000 : 0
    const held =
      longest <= 0.4 * w.volume && longest <= LONG_RUN_DISTANCE_MAX[c.category] ? longest : 0
    const limit = Math.max(share * w.volume, small, held)
    return [max('long_run_share', w.index, `${w.long.key} long run`, meters(w.long), limit)]
  })
}

function longRunDuration(c: NormContext): Measurement[] {
  const level = c.input.experience === 'beginner' ? 150 * 60 : 180 * 60
  const limit = c.category === 'short' ? Math.min(level, 120 * 60) : level
  return c.weeks.flatMap((w) =>
    w.long
      ? [
          max(
            'long_run_duration',
            w.index,
            `${w.long.key} long run`,
            w.long.durationSeconds ?? 0,
            limit,
            's'
          ),
        ]
      : []
  )
}

function longRunDistance(c: NormContext): Measurement[] {
  const limit = LONG_RUN_DISTANCE_MAX[c.category]
  return c.weeks.flatMap((w) =>
    w.long
      ? [max('long_run_distance', w.index, `${w.long.key} long run`, meters(w.long), limit)]
      : []
  )
}

function qualitySessionSize(c: NormContext): Measurement[] {
  return c.weeks.flatMap((w) =>
    w.runs.flatMap((x) => {
      const at = (i: Intensity) => distanceAtIntensity(x.steps, i)
      const limits: Array<[Intensity, string, number]> = [
        ['threshold', 'T', 0.1 * w.volume],
        ['interval', 'I', Math.min(10000, 0.08 * w.volume)],
        ['repetition', 'R', Math.min(8000, 0.05 * w.volume)],
        ['marathon', 'M', Math.min(29000, 0.2 * w.volume)],
      ]
      return limits
        .filter(([i]) => at(i) > 0)
        .map(([i, label, limit]) =>
          max('quality_session_size', w.index, `${x.key} at ${label}`, at(i), limit)
        )
    })
  )
}

export const HARD_SHARE: Record<PlanInput['experience'], number> = {
  beginner: 0.12,
  intermediate: 0.18,
  advanced: 0.22,
}

function hardShare(c: NormContext): Measurement[] {
  return c.weeks.map((w) => {
    const reduced = c.masters || w.returnerEarly
    const share = HARD_SHARE[c.input.experience] - (reduced ? 0.04 : 0)
    const quality = w.runs.reduce((sum, x) => sum + qualityMeters(x), 0)
    return max('hard_share', w.index, 'metres at M/T/I/R pace', quality, share * w.volume)
  })
}

function hardDays(c: NormContext): Measurement[] {
  const out: Measurement[] = []
  for (const w of c.weeks) {
    const few = c.input.experience === 'beginner' || c.veteran || w.returnerEarly
    out.push(max('hard_days', w.index, 'hard days', w.hardDates.length, few ? 2 : 3, 'count'))
  }
  const dated = c.weeks.flatMap((w) => w.hardDates.map((d) => ({ d, w })))
  for (let i = 1; i < dated.length; i++) {
    const { d, w } = dated[i]
    const gap = dayNumber(d) - dayNumber(dated[i - 1].d)
    const wide = c.masters || w.returnerEarly
    out.push(
      min(
        'hard_days',
        w.index,
        `days from the hard day before ${d} to it`,
        gap,
        wide ? 3 : 2,
        'count'
      )
    )
  }
  return out
}

function easyRunEachWeek(c: NormContext): Measurement[] {
  return c.weeks
    .filter((w) => w.runningDays >= 3)
    .map((w) =>
      min(
        'easy_run_each_week',
        w.index,
        'easy runs',
        w.runs.filter((x) => !x.hard).length,
        1,
        'count'
      )
    )
}

function singleRunSize(c: NormContext): Measurement[] {
  const out: Measurement[] = []
  for (const w of c.weeks) {
    const others = w.runs.filter((x) => x !== w.long)
    if (w.long) {
      const cap = 0.75 * meters(w.long)
      for (const x of others)
        out.push(max('single_run_size', w.index, `${x.key} run`, meters(x), cap))
      const over = others.filter((x) => meters(x) > 16000).length
      out.push(
        max('single_run_size', w.index, 'runs over 16 km besides the long run', over, 1, 'count')
      )
    }
    const seconds = w.runs.filter((x) => x.session === 2)
    for (const x of seconds) {
      out.push(min('single_run_size', w.index, `${x.key} second run`, meters(x), 4000))
      out.push(
        max('single_run_size', w.index, `${x.key} second run hard`, x.hard ? 1 : 0, 0, 'count')
      )
    }
    if (w.trained > 110000)
      out.push(
        min('single_run_size', w.index, 'doubles in a week over 110 km', seconds.length, 1, 'count')
      )
  }
  return out
}

function weeklyGrowth(c: NormContext): Measurement[] {
  const current = c.input.currentWeeklyMeters
  const out: Measurement[] = []
  const base = Math.max(current, 8000)
  const at = (i: number) => (i < 0 ? base : c.weeks[i].volume)
  let best = c.returner ? 0 : current
  c.weeks.forEach((w, i) => {
    if (i > 0) {
      const limit = 1.1 * Math.max(best, 8000)
      out.push(max('weekly_growth', w.index, 'week volume', w.volume, limit))
      const two = at(i) + at(i - 1)
      out.push(max('weekly_growth', w.index, 'two weeks', two, 1.3 * (at(i - 2) + at(i - 3))))
    }
    if (!w.week.isCutback) best = Math.max(best, w.volume)
  })
  const first = c.weeks[0]
  if (!first) return out
  const cap = Math.max(1.1 * current, 8000)
  out.push(max('weekly_growth', first.index, 'first week', first.volume, cap))
  const excused =
    c.returner ||
    first.week.reason?.runWalk === true ||
    ['taper', 'race'].includes(first.week.phase)
  if (!excused)
    out.push(min('weekly_growth', first.index, 'first week', first.volume, 0.9 * current))
  return out
}

function firstLongRun(c: NormContext): Measurement[] {
  const longest = c.input.longestRecentRunMeters
  if (longest === null || longest === undefined) return []
  const limit = Math.max(longest + 2000, 1.1 * longest)
  const firstFull = c.weeks.find((w) => !w.week.partial)
  const weeks = [c.weeks[0], firstFull].filter((w, i, all) => w && all.indexOf(w) === i)
  return weeks.flatMap((w) =>
    w?.long ? [max('first_long_run', w.index, `${w.long.key} long run`, meters(w.long), limit)] : []
  )
}

function cutbackCadence(c: NormContext): Measurement[] {
  const strict = c.input.experience === 'beginner' || c.masters || c.veteran || c.plan.compressed
  const allowed = strict ? 2 : 3
  const out: Measurement[] = []
  let run = 0
  let best = 0
  for (const w of c.weeks) {
    if (w.week.phase === 'taper' || w.week.phase === 'race') break
    if (w.week.isCutback) {
      out.push(max('cutback_cadence', w.index, 'cutback week', w.volume, 0.85 * best))
      run = 0
      continue
    }
    best = Math.max(best, w.volume)
    if (w.week.partial) continue
    run += 1
    out.push(max('cutback_cadence', w.index, 'build weeks in a row', run, allowed, 'count'))
  }
  return out
}

function taperDepth(c: NormContext): Measurement[] {
  if (c.plan.raceDateIso === null || c.weeks.length < 2) return []
  const race = c.weeks[c.weeks.length - 1]
  const full = c.weeks.slice(0, -1).filter((w) => !w.week.partial)
  const peak = Math.max(0, ...full.map((w) => w.trained))
  if (peak === 0) return []
  const raceShare = c.category === 'short' ? 0.7 : 0.6
  const out = [max('taper_depth', race.index, 'race week', race.trained, raceShare * peak)]
  const before = c.weeks[c.weeks.length - 2]
  if ((c.category === 'marathon' || c.category === 'ultra') && c.weeks.length >= 3)
    out.push(max('taper_depth', before.index, 'week before race week', before.trained, 0.8 * peak))
  return out
}

function plannedMatchesTarget(c: NormContext): Measurement[] {
  const last = c.weeks.length - 1
  return c.weeks.flatMap((w, i) => {
    if (w.week.partial) return []
    const target = w.week.targetDistanceMeters
    const out = [max('planned_matches_target', w.index, 'planned volume', w.trained, 1.05 * target)]
    if (i !== last || c.plan.raceDateIso === null)
      out.push(min('planned_matches_target', w.index, 'planned volume', w.trained, 0.95 * target))
    return out
  })
}

/** Mid pace of the steps at one intensity, s/km (null without such steps). */
function midPaceAt(w: PlannedWorkout, intensity: Intensity): number | null {
  const paces: number[] = []
  const walk = (steps: PlannedWorkout['steps']) => {
    for (const s of steps) {
      if (s.repeat) walk(s.repeat.steps)
      else if (s.target?.intensity === intensity)
        paces.push((s.target.paceSecPerKm[0] + s.target.paceSecPerKm[1]) / 2)
    }
  }
  walk(w.steps)
  return paces.length ? Math.min(...paces) : null
}

function racePaceNorm(c: NormContext): Measurement[] {
  const prediction = c.plan.prediction
  const distance = c.plan.raceDistanceMeters
  if (!prediction || distance === null) return []
  const limit = 0.98 * (prediction.seconds / (distance / 1000))
  const out: Measurement[] = []
  const last = c.weeks.length ? c.weeks[c.weeks.length - 1].index : 0
  if (c.plan.raceTarget)
    out.push(
      min('race_pace', last, 'race-day target pace', c.plan.raceTarget.paceSecPerKm, limit, 's/km')
    )
  if (c.plan.goalSeconds !== null && c.plan.goalSeconds / (distance / 1000) < limit - 0.5) {
    const flagged = c.plan.goalIsStretch === true ? 1 : 0
    out.push(min('race_pace', last, 'goal out of reach flagged as a stretch', flagged, 1, 'count'))
  }
  for (const w of c.weeks) {
    for (const x of w.week.workouts) {
      const race = x.type === 'race' ? midPaceAt(x, 'race') : null
      if (race !== null)
        out.push(min('race_pace', w.index, `${x.key} race pace`, race, limit, 's/km'))
      const m = c.category === 'marathon' ? midPaceAt(x, 'marathon') : null
      if (m !== null)
        out.push(min('race_pace', w.index, `${x.key} marathon pace`, m, limit, 's/km'))
    }
  }
  return out
}

/**
 * Daniels' VDOT factor after time off without cross-training: none for up to 5 days, about
 * 0.3 % a day after that, never below 80 % (72 days or more). The checker allows one point over.
 */
export function timeOffFactor(weeks: number): number {
  const days = weeks * 7
  return days <= 5 ? 1 : Math.max(0.8, 1 - 0.003 * (days - 5))
}

function returnerStart(c: NormContext): Measurement[] {
  if (!c.returner || c.weeks.length === 0) return []
  const out: Measurement[] = []
  const before = c.plan.fitness.vdotBeforeBreak ?? null
  out.push(
    min('returner_start', 0, 'VDOT before the break recorded', before === null ? 0 : 1, 1, 'count')
  )
  if (before !== null) {
    const limit = before * (timeOffFactor(c.timeOffWeeks) + 0.01)
    out.push(
      max(
        'returner_start',
        c.weeks[0].index,
        'VDOT after the break',
        c.plan.fitness.vdot,
        limit,
        'vdot'
      )
    )
  }
  const share = c.timeOffWeeks >= 4 ? 0.5 : 0.75
  const current = c.input.currentWeeklyMeters
  out.push(
    max('returner_start', c.weeks[0].index, 'first week', c.weeks[0].volume, share * current)
  )
  const easyWeeks = c.timeOffWeeks >= 8 ? 4 : 2
  for (const w of c.weeks.slice(0, easyWeeks)) {
    const fast = w.runs.reduce(
      (sum, x) =>
        sum +
        (['threshold', 'interval', 'repetition'] as Intensity[]).reduce(
          (t, i) => t + distanceAtIntensity(x.steps, i),
          0
        ),
      0
    )
    out.push(max('returner_start', w.index, 'metres at T/I/R', fast, 0))
  }
  return out
}

type Check = (c: NormContext) => Measurement[]

const CHECKS: Check[] = [
  raceWeekRuns,
  longRunShare,
  longRunDuration,
  longRunDistance,
  qualitySessionSize,
  hardShare,
  hardDays,
  easyRunEachWeek,
  singleRunSize,
  weeklyGrowth,
  firstLongRun,
  cutbackCadence,
  taperDepth,
  plannedMatchesTarget,
  racePaceNorm,
  returnerStart,
]

export function measureNorms(input: PlanInput, plan: Plan): Measurement[] {
  const context = normContext(input, plan)
  return CHECKS.flatMap((check) => check(context))
}
