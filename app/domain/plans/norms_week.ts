/*
 * The norms of each week's shape (docs/plans.md#norms): long run, quality, hard days, single
 * runs and doubles, growth and cutbacks, planned against target. One function per norm. Pure.
 */
import { dayNumber } from '#domain/calendar'
import {
  HARD_SHARE,
  metersAt,
  LONG_RUN_DISTANCE_MAX,
  longRunLimitSeconds,
  max,
  meters,
  min,
  qualityMeters,
  type Check,
  type Measurement,
  type NormContext,
} from '#domain/plans/norms_context'
import type { Intensity } from '#domain/plans/types'

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
  const limit = longRunLimitSeconds(c.input.experience, c.plan.raceDistanceMeters)
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
      const at = (i: Intensity) => metersAt(x, i)
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
      // ≤ 75 % of the long run; runs up to 16 km only never longer than it.
      const cap = Math.max(0.75 * meters(w.long), Math.min(meters(w.long), 16000))
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
    // After a revision the week may no longer hold what made it need doubles.
    if (w.trained > 110000 && !c.revised)
      out.push(
        min('single_run_size', w.index, 'doubles in a week over 110 km', seconds.length, 1, 'count')
      )
  }
  return out
}

/**
 * Week volume against the best non-cutback week before it (≤ 110 %), and two weeks against the
 * two before them (≤ 130 %), where a cutback week among those two counts at the best week so far
 * (growth is measured against the load already run, not against a planned dip).
 */
function weeklyGrowth(c: NormContext): Measurement[] {
  const current = c.input.currentWeeklyMeters
  const out: Measurement[] = []
  const base = Math.max(current, 8000)
  const reference: number[] = [] // each week's volume, a cutback at the best week so far
  let best = c.returner ? 0 : current
  const at = (i: number) => (i < 0 ? base : reference[i])
  c.weeks.forEach((w, i) => {
    if (i > 0) {
      const limit = 1.1 * Math.max(best, 8000)
      out.push(max('weekly_growth', w.index, 'week volume', w.volume, limit))
      const two = w.volume + c.weeks[i - 1].volume
      out.push(max('weekly_growth', w.index, 'two weeks', two, 1.3 * (at(i - 2) + at(i - 3))))
    }
    if (!w.week.isCutback) best = Math.max(best, w.volume)
    reference.push(w.week.isCutback ? Math.max(best, w.volume) : w.volume)
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

/** A beginner's weeks under 20 km are not build weeks (novice programmes have no recovery weeks). */
const BEGINNER_BUILD_WEEKS_FROM_METERS = 20000

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
    const countsFrom = c.input.experience === 'beginner' ? BEGINNER_BUILD_WEEKS_FROM_METERS : 0
    if (w.week.partial || w.volume < countsFrom) continue
    run += 1
    out.push(max('cutback_cadence', w.index, 'build weeks in a row', run, allowed, 'count'))
  }
  return out
}

function plannedMatchesTarget(c: NormContext): Measurement[] {
  const last = c.weeks.length - 1
  if (c.revised) return []
  return c.weeks.flatMap((w, i) => {
    if (w.week.partial) return []
    const target = w.week.targetDistanceMeters
    const out = [max('planned_matches_target', w.index, 'planned volume', w.trained, 1.05 * target)]
    if (i !== last || c.plan.raceDateIso === null)
      out.push(min('planned_matches_target', w.index, 'planned volume', w.trained, 0.95 * target))
    return out
  })
}

export const WEEK_CHECKS: Check[] = [
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
  plannedMatchesTarget,
]
