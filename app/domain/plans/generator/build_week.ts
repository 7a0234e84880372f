/*
 * Building one week (docs/plans.md#the-periodization-model): the days (race, long run, quality, easy,
 * rest), the long run, the quality sessions, strides, and the easy volume shared over the easy
 * days (with doubles when single runs would be too long). The plan's first day is never hard.
 */
import { isoFromDay, weekdayOfDay } from '#domain/calendar'
import { buildWorkout, easySteps, raceSteps, type BuildContext } from '#domain/plans/workouts'
import type { PlannedWorkout, LongRunRule } from '#domain/plans/types'
import {
  MIN_EASY_RUN_METERS,
  otherRunMaxMeters,
  RACE_WEEK_RUN_MAX_METERS,
  RACE_WEEK_RUN_MAX_SHARE_OF_LONG,
} from '#domain/plans/generator/model'
import type { Pattern } from '#domain/plans/generator/days'
import type { WeekFrame } from '#domain/plans/generator/phases'
import { chooseLongRun, type LongRunLimits } from '#domain/plans/generator/long_run'
import { weekSessions, type QualityWeek } from '#domain/plans/generator/quality'
import {
  runWalkWorkout,
  sessionWorkout,
  strideMeters,
  stridesWorkout,
  type Session,
} from '#domain/plans/generator/sessions'
import { shareEasyVolume, type EasySlot } from '#domain/plans/generator/doubles'

/** What stays the same for every week of a plan. */
export interface PlanShape {
  category: QualityWeek['category']
  experience: QualityWeek['experience']
  ultra: boolean
  raceDay: number | null
  raceDistanceMeters: number | null
  planStartDay: number
  ctx: BuildContext
  marathonCtx: BuildContext
  longRun: LongRunLimits
}

/** What changes from week to week. */
export interface WeekPlan {
  frame: WeekFrame
  targetMeters: number
  isCutback: boolean
  pattern: Pattern
  maxSessions: number
  hardShare: number
  runWalk: boolean
  bestLongMeters: number
  /** The plan's longest long run so far (caps race-week runs). */
  planLongestMeters: number
  taperFactor: number | null
  /** The full-week target (a partial first week is built for its days' share of it). */
  fullWeekMeters: number
  /** The long run's share bound when the planned week fell short of its target. */
  longShareCapMeters?: number
  /** Race week: the volume the sharpening session is sized on when the caps hold less. */
  qualityWeekMeters?: number
}

export interface BuiltWeek {
  workouts: PlannedWorkout[]
  longMeters: number
  longRule: LongRunRule | null
  longMaxShare: number
  easedFirstDay: boolean
  doubles: number
}

/** Strides go on easy runs of at least 4 km, in weeks of 20 km or more. */
const STRIDES_MIN_RUN_METERS = 4000
const STRIDES_MIN_WEEK_METERS = 20000
const R_SHARE_MAX = 0.05

type DayRole = 'race' | 'long' | 'quality' | 'easy' | 'rest'

function dayRoles(shape: PlanShape, week: WeekPlan) {
  const { frame, pattern } = week
  const roles = new Map<number, DayRole>()
  let easedFirstDay = false
  let easedLongDay: number | null = null
  for (let day = Math.max(frame.startDay, shape.planStartDay); day <= frame.endDay; day++) {
    const weekday = weekdayOfDay(day)
    let role: DayRole = 'rest'
    if (frame.raceWeek && day === shape.raceDay) role = 'race'
    else if (pattern.runningDays.includes(weekday)) {
      const hard =
        weekday === pattern.longRunDay
          ? 'long'
          : pattern.qualityDays.includes(weekday)
            ? 'quality'
            : 'easy'
      // One running day a week: that run is the week, an easy run, not a long run beside others.
      const single = pattern.runningDays.length === 1
      role = (frame.raceWeek || single) && hard === 'long' ? 'easy' : hard
      if (frame.raceWeek && role === 'quality' && day > shape.raceDay! - 3) role = 'easy'
      if (day === shape.planStartDay && role !== 'easy') {
        easedFirstDay = true
        if (role === 'long') easedLongDay = day
        role = 'easy'
      }
    }
    roles.set(day, role)
  }
  // Quality days farthest from the long run first (the pattern's order).
  const order = (day: number) => pattern.qualityDays.indexOf(weekdayOfDay(day))
  const qualityDays = [...roles]
    .filter(([, r]) => r === 'quality')
    .map(([d]) => d)
    .sort((a, b) => order(a) - order(b))
  if (frame.raceWeek) for (const day of qualityDays.slice(1)) roles.set(day, 'easy')
  return {
    roles,
    qualityDays: frame.raceWeek ? qualityDays.slice(0, 1) : qualityDays,
    easedFirstDay,
    easedLongDay,
  }
}

function runCap(week: WeekPlan, longMeters: number): number {
  if (week.pattern.runningDays.length === 1 && !week.frame.raceWeek) return week.targetMeters
  if (week.frame.raceWeek)
    return Math.min(
      RACE_WEEK_RUN_MAX_METERS,
      RACE_WEEK_RUN_MAX_SHARE_OF_LONG * week.planLongestMeters
    )
  return otherRunMaxMeters(longMeters)
}

function easySlots(
  shape: PlanShape,
  week: WeekPlan,
  roles: Map<number, DayRole>,
  cap: number,
  eased: { day: number | null; longMeters: number },
  longMeters: number
) {
  const longWeekday = week.pattern.longRunDay
  const slots: EasySlot[] = [...roles]
    .filter(([, role]) => role === 'easy')
    .map(([day]) => {
      const weekday = weekdayOfDay(day)
      const after = weekday === (longWeekday % 7) + 1
      const before = (weekday % 7) + 1 === longWeekday
      const shakeout = week.frame.raceWeek && day === shape.raceDay! - 1
      // An eased first long-run day is an easy run that may be as long as the long run was.
      if (day === eased.day) return { day, weight: 1.5, cap: eased.longMeters, doubles: false }
      return {
        day,
        weight: shakeout ? 0.5 : before ? 0.6 : after ? 0.8 : 1,
        cap,
        doubles: !week.frame.raceWeek,
      }
    })
  // The day before the long run is at most half of it when another easy day takes the rest.
  if (slots.length > 1 && longMeters > 0)
    for (const slot of slots)
      if (slot.weight === 0.6 && 0.5 * longMeters < slot.cap) {
        // Kept as a fallback: a longer run before the long run is better than a double.
        slot.relaxedCap = slot.cap
        slot.cap = 0.5 * longMeters
      }
  // The medium-long candidate first: an ordinary easy day.
  return slots.sort((a, b) => b.weight - a.weight || a.day - b.day)
}

function workoutsOf(
  shape: PlanShape,
  week: WeekPlan,
  roles: Map<number, DayRole>,
  parts: {
    long: number
    sessions: Map<number, Session>
    runs: Map<number, number[]>
    stridesDay: number | null
  }
): PlannedWorkout[] {
  const { ctx } = shape
  const workouts: PlannedWorkout[] = []
  for (const [day, role] of roles) {
    const key = `w${week.frame.index}-d${weekdayOfDay(day)}`
    const dateIso = isoFromDay(day)
    const session = parts.sessions.get(day)
    const runs = (parts.runs.get(day) ?? []).filter((meters) => meters >= 500)
    if (role === 'race')
      workouts.push(buildWorkout(key, dateIso, 'race', raceSteps(shape.raceDistanceMeters!, ctx)))
    else if (role === 'long')
      workouts.push(
        week.runWalk
          ? runWalkWorkout(key, dateIso, 'long', parts.long, week.targetMeters, ctx)
          : buildWorkout(key, dateIso, 'long', easySteps(parts.long, ctx))
      )
    else if (session) workouts.push(sessionWorkout(key, dateIso, session))
    else if (runs.length === 0) workouts.push(buildWorkout(key, dateIso, 'rest', []))
    else
      runs.forEach((meters, i) => {
        const runKey = i === 0 ? key : `${key}-2`
        const workout = week.runWalk
          ? runWalkWorkout(runKey, dateIso, 'easy', meters, week.targetMeters, ctx)
          : i === 0 && day === parts.stridesDay
            ? stridesWorkout(runKey, dateIso, meters, ctx)
            : buildWorkout(runKey, dateIso, 'easy', easySteps(meters, ctx))
        workouts.push(i === 0 ? workout : { ...workout, session: 2 })
      })
  }
  return workouts
}

function sessionsOf(shape: PlanShape, week: WeekPlan, qualityDays: number, cap: number) {
  return weekSessions(
    {
      category: shape.category,
      experience: shape.experience,
      ultra: shape.ultra,
      phase: week.frame.phase,
      isCutback: week.isCutback,
      raceWeek: week.frame.raceWeek,
      weekMeters: week.qualityWeekMeters ?? week.targetMeters,
      slots: week.runWalk ? 0 : qualityDays,
      maxSessions: week.maxSessions,
      hardShare: week.hardShare,
      runCapMeters: cap,
    },
    shape.ctx,
    shape.marathonCtx
  )
}

/** One easy run of ≥ 4 km with strides, in base/build/peak weeks the hard budget still holds. */
function stridesDayOf(
  shape: PlanShape,
  week: WeekPlan,
  budgetLeft: number,
  slots: EasySlot[],
  runs: Map<number, number[]>
): number | null {
  const stride = strideMeters(shape.ctx)
  const allowed =
    !week.frame.raceWeek &&
    week.frame.phase !== 'taper' &&
    !week.runWalk &&
    week.maxSessions > 0 &&
    week.targetMeters >= STRIDES_MIN_WEEK_METERS &&
    stride <= budgetLeft &&
    stride <= R_SHARE_MAX * week.targetMeters
  if (!allowed) return null
  return slots.find((slot) => (runs.get(slot.day)?.[0] ?? 0) >= STRIDES_MIN_RUN_METERS)?.day ?? null
}

/**
 * The easy days that each get a run worth lacing up for (MIN_EASY_RUN_METERS): while an easy
 * day's share of the volume would be shorter, the day with the smallest share rests and the others
 * carry its metres, as long as they can hold them under their caps. A partial first week without a
 * session may drop its last short run: it is built for its days' share and has no volume to
 * match. Run/walk weeks keep their days: their sessions are short by design.
 */
function worthwhileSlots(
  slots: EasySlot[],
  meters: number,
  week: WeekPlan,
  hasSessions: boolean
): EasySlot[] {
  if (week.runWalk) return slots
  let kept = [...slots]
  const shareOf = (slot: EasySlot, of: EasySlot[]) =>
    (meters * slot.weight) / of.reduce((sum, x) => sum + x.weight, 0)
  while (kept.length > 1) {
    const shortest = kept.reduce((a, b) => (shareOf(b, kept) <= shareOf(a, kept) ? b : a))
    if (shareOf(shortest, kept) >= MIN_EASY_RUN_METERS) break
    const rest = kept.filter((slot) => slot !== shortest)
    if (rest.reduce((sum, slot) => sum + slot.cap, 0) < meters) break
    kept = rest
  }
  const partial = week.frame.endDay - week.frame.startDay + 1 < 7
  if (kept.length === 1 && partial && !hasSessions && meters < MIN_EASY_RUN_METERS) return []
  return kept
}

export function buildWeek(shape: PlanShape, week: WeekPlan): BuiltWeek {
  const { frame } = week
  const { roles, qualityDays, easedFirstDay, easedLongDay } = dayRoles(shape, week)
  const long = chooseLongRun(shape.longRun, {
    weekMeters: week.fullWeekMeters,
    phase: frame.phase,
    isCutback: week.isCutback,
    bestLongMeters: week.bestLongMeters,
    taperFactor: week.taperFactor,
    shareCapMeters: week.longShareCapMeters,
  })
  const hasLong = [...roles.values()].includes('long')
  const longMeters = hasLong ? long.meters : 0
  const cap = runCap(week, long.meters)
  const { sessions, budgetLeft } = sessionsOf(shape, week, qualityDays.length, cap)
  const sessionDays = new Map<number, Session>(
    sessions.map((session, i) => [qualityDays[i], session])
  )
  for (const day of qualityDays) if (!sessionDays.has(day)) roles.set(day, 'easy')
  const sessionMeters = sessions.reduce((sum, s) => sum + s.totalMeters, 0)
  const slots = easySlots(
    shape,
    week,
    roles,
    cap,
    { day: easedLongDay, longMeters: long.meters },
    longMeters
  )
  const medium = sessions.some((s) => s.totalMeters > 16000) ? null : cap
  const easyMeters = Math.max(0, week.targetMeters - longMeters - sessionMeters)
  const { runs } = shareEasyVolume({
    slots: worthwhileSlots(slots, easyMeters, week, sessions.length > 0),
    meters: easyMeters,
    weekMeters: week.targetMeters,
    mediumCap: medium,
  })
  const stridesDay = stridesDayOf(shape, week, budgetLeft, slots, runs)
  const workouts = workoutsOf(shape, week, roles, {
    long: longMeters,
    sessions: sessionDays,
    runs,
    stridesDay,
  })
  return {
    workouts,
    longMeters,
    longRule: hasLong ? long.rule : null,
    longMaxShare: long.maxShare,
    easedFirstDay,
    doubles: [...runs.values()].filter((list) => list.filter((m) => m >= 500).length > 1).length,
  }
}
