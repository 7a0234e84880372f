/*
 * The weeks of a plan and the phase of each (docs/plans.md#phases). Weeks end on race day (the
 * first may be partial); a base block has full weeks from the start date. Phases follow
 * Daniels' four (I foundation → base, II early quality → build, III transition quality → peak,
 * IV final quality → taper and race week) and Pfitzinger's mesocycles (endurance, lactate
 * threshold + endurance, race preparation, taper).
 */
import type { DistanceCategory, Phase } from '#domain/plans/types'
import {
  BASE_SHARE_WITH_BASE,
  PLAN_WEEKS,
  returnerEasyWeeks,
  taperFractions,
  type RaceCategory,
} from '#domain/plans/generator/model'

export interface WeekFrame {
  index: number
  /** First day of the week inside the plan (day numbers, see #domain/calendar). */
  startDay: number
  endDay: number
  phase: Phase
  raceWeek: boolean
}

/** Days from the start date to race day, both included. */
export const planDays = (startDay: number, raceDay: number) => raceDay - startDay + 1

/** Weeks to race day: full 7-day blocks ending on race day plus a partial first one. */
export const weeksToRace = (startDay: number, raceDay: number) =>
  Math.ceil(planDays(startDay, raceDay) / 7)

/**
 * Shorter than the usual preparation: fewer than `typicalMin` whole weeks of 7 days (a 16-week
 * Monday-to-Sunday marathon plan has exactly 16 whole weeks and is not compressed).
 */
export function isCompressed(category: RaceCategory, startDay: number, raceDay: number): boolean {
  return planDays(startDay, raceDay) < PLAN_WEEKS[category].typicalMin * 7
}

export function taperLength(category: DistanceCategory, totalWeeks: number, compressed: boolean) {
  return taperFractions(category, totalWeeks >= 18 && !compressed).length
}

/**
 * Pre-taper phases: about 40 % base, 30 % build, 30 % peak of a typical plan; weeks beyond the
 * typical length extend the base. An athlete who already runs the volume of their level
 * (`hasBase`) has done Daniels' phase I in their own training: the base is 15 % of a typical
 * plan (at least a week) plus half the extra weeks, and the rest goes to the build. A returner's
 * easy weeks are base whatever their share.
 */
export function preTaperPhases(
  preTaper: number,
  typicalPreTaper: number,
  easyWeeks: number,
  hasBase = false
) {
  const phases: Phase[] = []
  if (preTaper <= 2) {
    for (let i = 0; i < preTaper; i++) phases.push(i < easyWeeks ? 'base' : 'build')
    return phases
  }
  const typical = Math.min(preTaper, typicalPreTaper)
  const peak = Math.max(1, Math.round(typical * 0.3))
  const extra = Math.max(0, preTaper - typicalPreTaper)
  const base = Math.max(
    easyWeeks,
    hasBase
      ? Math.max(1, Math.round(typical * BASE_SHARE_WITH_BASE)) + Math.floor(extra / 2)
      : Math.max(1, Math.round(typical * 0.4)) + extra
  )
  const build = Math.max(0, preTaper - peak - base)
  for (let i = 0; i < preTaper; i++)
    phases.push(i < base ? 'base' : i < base + build ? 'build' : 'peak')
  return phases
}

export function raceFrames(options: {
  category: RaceCategory
  startDay: number
  raceDay: number
  compressed: boolean
  easyWeeks: number
  hasBase?: boolean
}): WeekFrame[] {
  const { category, startDay, raceDay } = options
  const total = weeksToRace(startDay, raceDay)
  const taper = Math.min(total - 1, taperLength(category, total, options.compressed))
  const typical = PLAN_WEEKS[category].typicalMax - taper
  const phases = preTaperPhases(total - taper, typical, options.easyWeeks, options.hasBase)
  for (let i = 0; i < taper - 1; i++) phases.push('taper')
  phases.push('race')
  return phases.map((phase, i) => {
    const endDay = raceDay - 7 * (total - 1 - i)
    return {
      index: i + 1,
      startDay: Math.max(startDay, endDay - 6),
      endDay,
      phase,
      raceWeek: i === total - 1,
    }
  })
}

export function baseFrames(startDay: number, weeks: number): WeekFrame[] {
  return Array.from({ length: weeks }, (_, i) => ({
    index: i + 1,
    startDay: startDay + 7 * i,
    endDay: startDay + 7 * i + 6,
    phase: 'base' as Phase,
    raceWeek: false,
  }))
}

/** A returner's weeks without T/I/R are base weeks (0 for everyone else). */
export function returnerEasyWeeksOf(sp: { returner: boolean; weeksOff: number }): number {
  return sp.returner ? returnerEasyWeeks(sp.weeksOff) : 0
}
