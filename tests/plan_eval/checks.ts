/*
 * Measurements of a generated Plan, pure functions of its weeks and workouts (dates, types,
 * `hard`, distances, durations, steps, `session`). Each returns a number (metres, seconds, a
 * share, a count); tests/plan_eval/facts.ts compares them with the limits.
 *
 * Conventions: a "run" is any workout except rest and the race; a week's volume is the sum of
 * its runs' distances (the race excluded); a "full" week has 7 days; the race week is the 7
 * days ending on race day; "hard" is `hard: true` on a run (the race is not a session).
 */
import type { Intensity, Plan, PlanWeek, PlannedWorkout, WorkoutStep } from '#domain/plans/types'
import { addDays, daysBetween } from '#domain/calendar'

/** The contract's new Plan fields, read through a narrow interface (absent before it lands). */
export interface NewPlanFields {
  prediction: { seconds: number; vdot: number; method: string } | null
  raceTarget: { seconds: number; paceSecPerKm: number; basis: 'goal' | 'prediction' } | null
  goalIsStretch: boolean
  ageBand: 'junior' | 'open' | 'masters' | 'veteran'
}

export function newFields(plan: Plan): Partial<NewPlanFields> {
  return plan as unknown as Partial<NewPlanFields>
}

export function sessionOf(workout: PlannedWorkout): number | undefined {
  return (workout as PlannedWorkout & { session?: number }).session
}

export const isRun = (w: PlannedWorkout) => w.type !== 'rest' && w.type !== 'race'
export const runsOf = (week: PlanWeek) => week.workouts.filter(isRun)
export const isFull = (week: PlanWeek) => daysBetween(week.startDateIso, week.endDateIso) === 6

const QUALITY: Intensity[] = ['marathon', 'threshold', 'interval', 'repetition']
const SHARPENING: Intensity[] = [...QUALITY, 'race']

function midPace(step: WorkoutStep): number | null {
  if (!step.target) return null
  const [fast, slow] = step.target.paceSecPerKm
  return (fast + slow) / 2
}

/** Metres of each intensity in a list of steps (time-based steps at the middle of their pace). */
export function metresByIntensity(steps: WorkoutStep[]): Partial<Record<Intensity, number>> {
  const out: Partial<Record<Intensity, number>> = {}
  const add = (intensity: Intensity, metres: number) => {
    out[intensity] = (out[intensity] ?? 0) + metres
  }
  for (const step of steps) {
    if (step.kind === 'repeat' && step.repeat) {
      const inner = metresByIntensity(step.repeat.steps)
      for (const [key, metres] of Object.entries(inner)) {
        add(key as Intensity, metres * step.repeat.count)
      }
      continue
    }
    if (!step.target) continue
    const pace = midPace(step)
    const metres =
      step.distanceMeters ??
      (step.durationSeconds && pace ? (step.durationSeconds / pace) * 1000 : 0)
    add(step.target.intensity, metres)
  }
  return out
}

export function runMetres(w: PlannedWorkout): number {
  if (w.distanceMeters !== undefined) return w.distanceMeters
  return Object.values(metresByIntensity(w.steps)).reduce((sum, m) => sum + m, 0)
}

/** Metres at M/T/I/R pace (and race pace when `withRace`) in one workout. */
export function qualityMetres(w: PlannedWorkout, withRace = false): number {
  const byIntensity = metresByIntensity(w.steps)
  const list = withRace ? SHARPENING : QUALITY
  return list.reduce((sum, intensity) => sum + (byIntensity[intensity] ?? 0), 0)
}

export function weekVolume(week: PlanWeek): number {
  return runsOf(week).reduce((sum, w) => sum + runMetres(w), 0)
}

export function allRuns(plan: Plan): PlannedWorkout[] {
  return plan.weeks.flatMap(runsOf)
}

export function longRunOf(week: PlanWeek): number {
  return Math.max(
    0,
    ...runsOf(week)
      .filter((w) => w.type === 'long')
      .map(runMetres)
  )
}

export function longestLongRun(plan: Plan): number {
  return Math.max(0, ...plan.weeks.map(longRunOf))
}

export function longestLongRunSeconds(plan: Plan): number {
  const long = allRuns(plan).filter((w) => w.type === 'long')
  return Math.max(0, ...long.map((w) => w.durationSeconds ?? 0))
}

/** Runs (the race excluded) dated in the 7 days ending on race day. */
export function raceWeekRuns(plan: Plan): PlannedWorkout[] {
  if (!plan.raceDateIso) return []
  const from = addDays(plan.raceDateIso, -6)
  return allRuns(plan).filter((w) => w.dateIso >= from && w.dateIso <= plan.raceDateIso!)
}

export function raceWeekVolume(plan: Plan): number {
  return raceWeekRuns(plan).reduce((sum, w) => sum + runMetres(w), 0)
}

/** Index (0-based) of the week holding race day, or -1. */
export function raceWeekIndex(plan: Plan): number {
  return plan.weeks.findIndex((w) => w.endDateIso === plan.raceDateIso)
}

/** Weeks that are full and before the race week. */
export function trainingWeeks(plan: Plan): PlanWeek[] {
  const race = raceWeekIndex(plan)
  return plan.weeks.filter((w, i) => isFull(w) && (race < 0 || i < race))
}

export function runningDates(week: PlanWeek): string[] {
  return [...new Set(runsOf(week).map((w) => w.dateIso))]
}

/** Distinct dates holding a hard run, sorted. */
export function hardDates(workouts: PlannedWorkout[]): string[] {
  return [...new Set(workouts.filter((w) => isRun(w) && w.hard).map((w) => w.dateIso))].sort()
}

/** Runs grouped by date, in the order they appear. */
export function runsByDate(week: PlanWeek): Map<string, PlannedWorkout[]> {
  const byDate = new Map<string, PlannedWorkout[]>()
  for (const w of runsOf(week)) byDate.set(w.dateIso, [...(byDate.get(w.dateIso) ?? []), w])
  return byDate
}

/** Training metres of the runs dated within [fromIso, fromIso + days - 1]. */
export function metresInWindow(plan: Plan, fromIso: string, days: number): number {
  const to = addDays(fromIso, days - 1)
  return allRuns(plan)
    .filter((w) => w.dateIso >= fromIso && w.dateIso <= to)
    .reduce((sum, w) => sum + runMetres(w), 0)
}

/** Metres at T/I/R pace (or of threshold/interval type) in runs dated in the window. */
export function intenseMetresInWindow(plan: Plan, fromIso: string, days: number): number {
  const to = addDays(fromIso, days - 1)
  const runs = allRuns(plan).filter((w) => w.dateIso >= fromIso && w.dateIso <= to)
  let metres = 0
  for (const w of runs) {
    const by = metresByIntensity(w.steps)
    const paced = (by.threshold ?? 0) + (by.interval ?? 0) + (by.repetition ?? 0)
    metres += paced > 0 ? paced : ['threshold', 'intervals'].includes(w.type) ? runMetres(w) : 0
  }
  return metres
}

/**
 * Week-by-week cutback flags by the norm's definition: a week ≤ 85 % of the best week so far
 * (the first week is never a cutback).
 */
export function cutbackFlags(volumes: number[]): boolean[] {
  let best = 0
  return volumes.map((v, i) => {
    const cut = i > 0 && v <= 0.85 * best
    best = Math.max(best, v)
    return cut
  })
}

/** Longest run of consecutive non-cutback weeks. */
export function longestBuildRun(volumes: number[]): number {
  let run = 0
  let longest = 0
  for (const cut of cutbackFlags(volumes)) {
    run = cut ? 0 : run + 1
    longest = Math.max(longest, run)
  }
  return longest
}

/** Worst week-on-best growth ratios: [one week, two weeks]. */
export function worstGrowth(volumes: number[]): [number, number] {
  const cuts = cutbackFlags(volumes)
  let one = 0
  let two = 0
  for (let i = 1; i < volumes.length; i++) {
    const before = volumes.slice(0, i).filter((_, j) => !cuts[j])
    const beforeTwo = volumes.slice(0, i - 1).filter((_, j) => !cuts[j])
    if (before.length) one = Math.max(one, volumes[i] / Math.max(1, ...before))
    if (beforeTwo.length) two = Math.max(two, volumes[i] / Math.max(1, ...beforeTwo))
  }
  return [one, two]
}

/** Calendar faults: weeks not contiguous, a non-first week not 7 days, no race on race day. */
export function calendarFaults(plan: Plan): number {
  let faults = 0
  const weeks = plan.weeks
  if (weeks.length === 0) return 1
  if (weeks[0].startDateIso !== plan.startDateIso) faults++
  if (plan.raceDateIso && weeks[weeks.length - 1].endDateIso !== plan.raceDateIso) faults++
  weeks.forEach((week, i) => {
    if (i > 0 && !isFull(week)) faults++
    if (i > 0 && addDays(weeks[i - 1].endDateIso, 1) !== week.startDateIso) faults++
    for (const w of week.workouts) {
      if (w.dateIso < week.startDateIso || w.dateIso > week.endDateIso) faults++
    }
  })
  const races = weeks.flatMap((w) => w.workouts).filter((w) => w.type === 'race')
  if (plan.raceDateIso && (races.length !== 1 || races[0].dateIso !== plan.raceDateIso)) faults++
  return faults
}

/** Steps with a pace target but no HR range. */
export function stepsWithoutHr(plan: Plan): number {
  const count = (steps: WorkoutStep[]): number =>
    steps.reduce(
      (n, s) => n + (s.repeat ? count(s.repeat.steps) : s.target && !s.target.hr ? 1 : 0),
      0
    )
  return plan.weeks.flatMap((w) => w.workouts).reduce((n, w) => n + count(w.steps), 0)
}
