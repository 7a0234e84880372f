/*
 * The plan from its parts (docs/plans.md#the-periodization-model): weeks and phases, the peak,
 * the running days, the weeks themselves, and the notes and warnings that say what shaped them.
 */
import { dayNumber, weekdayOfDay } from '#domain/calendar'
import type { Plan, PlanInput, PlanWarning, PlanWeek } from '#domain/plans/types'
import {
  DEFAULT_BASE_WEEKS,
  MIN_PEAK_WEEKLY_METERS,
  PLAN_WEEKS,
  RUN_WALK_BELOW_METERS,
  RUN_WALK_UNTIL_METERS,
  hasBase,
  minRunningDays,
  taperFractions,
  type RaceCategory,
} from '#domain/plans/generator/model'
import type { StartingPoint } from '#domain/plans/generator/starting_point'
import {
  baseFrames,
  isCompressed,
  raceFrames,
  returnerEasyWeeksOf,
  weeksToRace,
} from '#domain/plans/generator/phases'
import { peakTargetMeters, startMeters } from '#domain/plans/generator/weekly_targets'
import { runningDayCount } from '#domain/plans/generator/days'
import { assembleWeeks, longRunLimits, weekTrainingMeters } from '#domain/plans/generator/assemble'
import { distanceLabel } from '#domain/plans/generator/validate'
import type { PlanShape } from '#domain/plans/generator/build_week'

function framesOf(input: PlanInput, sp: StartingPoint) {
  const startDay = dayNumber(input.startDateIso)
  if (input.raceDateIso === null || input.raceDistanceMeters === null) {
    const weeks = input.baseWeeks ?? DEFAULT_BASE_WEEKS
    return { frames: baseFrames(startDay, weeks), compressed: false, totalWeeks: weeks }
  }
  const raceDay = dayNumber(input.raceDateIso)
  const category = sp.category as RaceCategory
  const compressed = isCompressed(category, startDay, raceDay)
  const frames = raceFrames({
    category,
    startDay,
    raceDay,
    compressed,
    easyWeeks: returnerEasyWeeksOf(sp),
    hasBase: hasBase(category, input, sp.returner),
  })
  return { frames, compressed, totalWeeks: weeksToRace(startDay, raceDay) }
}

function noteOf(input: PlanInput, sp: StartingPoint, totalWeeks: number, compressed: boolean) {
  if (input.raceDistanceMeters === null)
    return `A ${totalWeeks}-week base-building block: easy volume with strides, a cutback week after every two or three weeks of growth.`
  const lengths = PLAN_WEEKS[sp.category as RaceCategory]
  const race = distanceLabel(input.raceDistanceMeters)
  const weeks = `${totalWeeks} weeks`
  if (totalWeeks < lengths.min)
    return `${weeks} to race day: you already run the volume and the long run a ${race} needs, so this is a short sharpening block and the taper, not a build.`
  if (compressed)
    return `This plan is compressed: ${weeks} to race day, where a ${race} plan usually takes ${lengths.typicalMin}–${lengths.typicalMax} weeks. Base and build are short and the volume grows only as far as safe.`
  if (totalWeeks > lengths.typicalMax)
    return hasBase(sp.category, input, sp.returner)
      ? `${weeks} to race day is longer than the usual ${lengths.typicalMin}–${lengths.typicalMax} weeks: you already run the volume, so the base is short and the extra weeks are shared by base and build.`
      : `${weeks} to race day is longer than the usual ${lengths.typicalMin}–${lengths.typicalMax} weeks: the extra weeks extend the base phase.`
  return `${weeks} to race day: a typical length for a ${race}.`
}

const km = (meters: number) => `${Number((meters / 1000).toFixed(1))} km`

function lowVolumeWarning(
  input: PlanInput,
  sp: StartingPoint,
  weeks: PlanWeek[]
): PlanWarning | null {
  const runWalk = input.currentWeeklyMeters < RUN_WALK_BELOW_METERS
  const needed = MIN_PEAK_WEEKLY_METERS[sp.category][input.experience]
  const peak = Math.max(...weeks.map(weekTrainingMeters))
  if (!runWalk && (input.raceDistanceMeters === null || peak >= needed)) return null
  const longest = Math.max(
    0,
    ...weeks
      .flatMap((w) => w.workouts)
      .filter((w) => w.type === 'long')
      .map((w) => w.distanceMeters ?? 0)
  )
  const start = runWalk
    ? `You run ${km(input.currentWeeklyMeters)} a week now, so the plan starts with run/walk (run a few minutes, walk one) until the weeks reach ${km(RUN_WALK_UNTIL_METERS)}.`
    : sp.returner
      ? `You ran ${km(input.currentWeeklyMeters)} a week before your break.`
      : `You run ${km(input.currentWeeklyMeters)} a week now.`
  return {
    code: 'low_volume',
    message: `${start} This plan reaches ${km(peak)} a week and a longest run of ${km(longest)}, growing at most 10 % a week.`,
  }
}

function warningsOf(
  input: PlanInput,
  sp: StartingPoint,
  weeks: PlanWeek[],
  daysWarning: PlanWarning | null
) {
  const warnings = [...sp.warnings]
  if (daysWarning) warnings.push(daysWarning)
  if (
    input.raceDateIso &&
    !input.availableDays.includes(weekdayOfDay(dayNumber(input.raceDateIso)))
  )
    warnings.push({
      code: 'race_day_not_available',
      message: 'Race day is not one of your running days; the race is planned on it anyway.',
    })
  const low = lowVolumeWarning(input, sp, weeks)
  if (low) warnings.push(low)
  return warnings
}

/** The athlete's zones, JSON-safe (an open top zone as null). */
function zonesOf(input: PlanInput): Plan['hrZones'] {
  if (!input.hrZones) return null
  return input.hrZones.map((z) => ({
    name: z.name,
    min: z.min,
    max: z.max !== null && Number.isFinite(z.max) ? z.max : null,
  }))
}

/** What every week of the plan shares: days, paces, long-run limits. */
function shapeOf(input: PlanInput, sp: StartingPoint, runningCount: number): PlanShape {
  return {
    category: sp.category,
    experience: input.experience,
    ultra: sp.ultra,
    raceDay: input.raceDateIso === null ? null : dayNumber(input.raceDateIso),
    raceDistanceMeters: input.raceDistanceMeters,
    planStartDay: dayNumber(input.startDateIso),
    ctx: {
      fitness: sp.fitness,
      zones: input.hrZones,
      racePaceSecPerKm: sp.raceTarget?.paceSecPerKm,
      raceByEffort: sp.ultra,
    },
    marathonCtx: marathonContext(input, sp),
    longRun: longRunLimits(input, sp, runningCount),
  }
}

export function composePlan(input: PlanInput, sp: StartingPoint): Plan {
  const { frames, compressed, totalWeeks } = framesOf(input, sp)
  const distance = input.raceDistanceMeters
  const longPlan = totalWeeks >= 18 && !compressed
  const taper = distance === null ? [] : taperFractions(sp.category, longPlan)
  const preTaper = frames.filter((f) => f.phase !== 'taper' && f.phase !== 'race').length
  const peakMeters = peakTargetMeters({
    category: sp.category,
    experience: input.experience,
    currentMeters: input.currentWeeklyMeters,
    preTaperWeeks: preTaper,
    ultra: sp.ultra,
  })
  const days = runningDayCount({
    available: input.availableDays.length,
    experience: input.experience,
    peakMeters,
    minDays: distance === null ? 1 : minRunningDays(distance),
  })
  const shape = shapeOf(input, sp, days.count)
  const { weeks, pattern } = assembleWeeks({
    input,
    sp,
    shape,
    frames,
    runningCount: days.count,
    startMeters: startMeters(input.currentWeeklyMeters, sp.returner ? sp.weeksOff : null),
    peakMeters,
    compressed,
    taper,
  })
  return {
    raceDistanceMeters: distance,
    raceDateIso: distance === null ? null : input.raceDateIso,
    goalSeconds: distance === null ? null : input.goalSeconds,
    category: sp.category,
    startDateIso: input.startDateIso,
    endDateIso: weeks[weeks.length - 1].endDateIso,
    availableDays: [...input.availableDays].sort((a, b) => a - b),
    longRunDay: input.longRunDay,
    experience: input.experience,
    runningDays: pattern.runningDays,
    fitness: sp.fitness,
    hrZones: zonesOf(input),
    weeks,
    compressed,
    note: noteOf(input, sp, totalWeeks, compressed),
    warnings: warningsOf(input, sp, weeks, days.warning),
    prediction: sp.prediction,
    raceTarget: sp.raceTarget,
    goalIsStretch: sp.goalIsStretch,
    ageBand: sp.ageBand,
  }
}

/** Marathon-pace sessions of marathon-length plans run at the race target's pace. */
function marathonContext(input: PlanInput, sp: StartingPoint) {
  const ctx = { fitness: sp.fitness, zones: input.hrZones }
  if (sp.category !== 'marathon' || sp.raceTarget === null) return ctx
  const paces = { ...sp.fitness.paces, marathon: sp.raceTarget.paceSecPerKm }
  return { ...ctx, fitness: { ...sp.fitness, paces } }
}
