/*
 * The norms of race week, taper, race pace and a return after a break (docs/plans.md#norms).
 * One function per norm. Pure.
 */
import { addDays } from '#domain/calendar'
import {
  max,
  meters,
  min,
  qualityMeters,
  type Check,
  type Measurement,
  type NormContext,
  metersAt,
  predictionAt,
} from '#domain/plans/norms_context'
import type { Intensity, PlannedWorkout } from '#domain/plans/types'

function raceWeekRuns(c: NormContext): Measurement[] {
  const race = c.plan.raceDateIso
  if (race === null || c.weeks.length === 0) return []
  const week = c.weeks[c.weeks.length - 1].index
  const from = addDays(race, -6)
  const runs = c.weeks.flatMap((w) => w.runs).filter((w) => w.dateIso >= from && w.dateIso <= race)
  // After a revision, the race week's volume as built (its target).
  const volume = c.revised
    ? c.weeks[c.weeks.length - 1].trained
    : runs.reduce((sum, w) => sum + meters(w), 0)
  const cap = Math.min(10000, c.longestLong > 0 ? 0.5 * c.longestLong : 10000)
  // After a revision the cap is the plan's as built (a cut long run no longer shows it); a
  // revision never lengthens a race-week run (the adapt property test checks it).
  const out: Measurement[] = c.revised
    ? []
    : runs.map((w) => max('race_week_runs', week, `${w.key} run`, meters(w), cap))
  const longs = runs.filter((w) => w.type === 'long').length
  out.push(max('race_week_runs', week, 'long runs in the last 7 days', longs, 0, 'count'))
  // Strides in an easy run are not a session.
  const quality = runs.filter((w) => w.hard || (w.type !== 'strides' && qualityMeters(w) > 0))
  out.push(
    max('race_week_runs', week, 'quality sessions in the last 7 days', quality.length, 1, 'count')
  )
  for (const w of quality)
    out.push(
      max('race_week_runs', week, `${w.key} sharpening at pace`, qualityMeters(w), 0.15 * volume)
    )
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
  // After a new fitness the prediction is carried to the plan's VDOT.
  const seconds = predictionAt(prediction, c.plan.fitness.vdot, distance)
  const limit = 0.98 * (seconds / (distance / 1000))
  const out: Measurement[] = []
  const last = c.weeks.length ? c.weeks[c.weeks.length - 1].index : 0
  // After a revision the plan's raceTarget and goalIsStretch are those it was made with; the
  // race workout's steps, re-paced by the revision, are what is checked.
  if (c.plan.raceTarget && !c.revised)
    out.push(
      min('race_pace', last, 'race-day target pace', c.plan.raceTarget.paceSecPerKm, limit, 's/km')
    )
  if (
    !c.revised &&
    c.plan.goalSeconds !== null &&
    c.plan.goalSeconds / (distance / 1000) < limit - 0.5
  ) {
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

/** The gentlest week a plan starts with: 8 km of run/walk (Couch to 5K's first week). */
const GENTLEST_WEEK_METERS = 8000

function returnerStart(c: NormContext): Measurement[] {
  if (!c.returner || c.weeks.length === 0) return []
  const out: Measurement[] = []
  const before = c.plan.fitness.vdotBeforeBreak ?? null
  // After a revision the VDOT may be a new measurement, which replaces the reduced estimate.
  if (!c.revised)
    out.push(
      min(
        'returner_start',
        0,
        'VDOT before the break recorded',
        before === null ? 0 : 1,
        1,
        'count'
      )
    )
  if (before !== null && !c.revised) {
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
    max(
      'returner_start',
      c.weeks[0].index,
      'first week',
      c.weeks[0].volume,
      Math.max(share * current, GENTLEST_WEEK_METERS)
    )
  )
  const easyWeeks = c.timeOffWeeks >= 8 ? 4 : 2
  for (const w of c.weeks.slice(0, easyWeeks)) {
    const fast = w.runs.reduce(
      (sum, x) =>
        sum +
        (['threshold', 'interval', 'repetition'] as Intensity[]).reduce(
          (t, i) => t + metersAt(x, i),
          0
        ),
      0
    )
    out.push(max('returner_start', w.index, 'metres at T/I/R', fast, 0))
  }
  return out
}

export const RACE_CHECKS: Check[] = [raceWeekRuns, taperDepth, racePaceNorm, returnerStart]
