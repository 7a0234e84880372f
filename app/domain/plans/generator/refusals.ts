/*
 * Refusals a coach would give (docs/plans.md#refusals): a marathon or longer under 18, inputs
 * that contradict each other (asked about, never reshaped), too few running days for the
 * distance, and preparations too short to reach the distance's minimum peak with the growth and
 * cutback rules plus the taper. Each says why and what would work.
 */
import { addDays, dayNumber } from '#domain/calendar'
import type { Plan, PlanError, PlanInput } from '#domain/plans/types'
import {
  BUILD_WEEKS_BEFORE_CUTBACK,
  MARATHON_METERS,
  MAX_PLAN_WEEKS,
  PLAN_WEEKS,
  RETURNER_MIN_WEEKS_OFF,
  ageBandOf,
  alreadyPrepared,
  categoryFor,
  cutbackCountsFrom,
  minRunningDays,
  minimumPeakMeters,
  taperFractions,
} from '#domain/plans/generator/model'
import { planDays } from '#domain/plans/generator/phases'
import { reachablePeak, startMeters } from '#domain/plans/generator/weekly_targets'
import { distanceLabel } from '#domain/plans/generator/validate'

const km = (meters: number) => `${Number((meters / 1000).toFixed(1))} km`

/** Contradictions (docs/plans.md#refusals): beginner > 60 km/week, advanced < 15 km/week, a
 *  longest recent run above max(2 × the week, the week + 10 km). */
export function contradiction(input: PlanInput): PlanError | null {
  const weekly = input.currentWeeklyMeters
  if (input.experience === 'beginner' && weekly > 60000)
    return {
      field: 'experience',
      code: 'contradiction',
      message: `${km(weekly)} a week is more than a beginner runs (up to 60 km). Are you intermediate, or is the weekly distance lower?`,
    }
  if (input.experience === 'advanced' && weekly < 15000)
    return {
      field: 'experience',
      code: 'contradiction',
      message: `${km(weekly)} a week is less than an advanced runner's training (15 km or more). Are you returning from a break (say how long), or is "intermediate" closer?`,
    }
  const longest = input.longestRecentRunMeters
  if (longest !== null && longest > Math.max(2 * weekly, weekly + 10000))
    return {
      field: 'longestRecentRunMeters',
      code: 'contradiction',
      message: `A recent run of ${km(longest)} does not fit ${km(weekly)} a week. Which is right: the longest run or the weekly distance?`,
    }
  return null
}

const RACES = [
  { meters: 5000, label: 'a 5K' },
  { meters: 10000, label: 'a 10K' },
  { meters: 21097.5, label: 'a half marathon' },
  { meters: 42195, label: 'a marathon' },
]

const returnerWeeks = (input: PlanInput) =>
  (input.timeOffWeeks ?? 0) >= RETURNER_MIN_WEEKS_OFF ? (input.timeOffWeeks ?? 0) : null

/** Whether `weeks` weeks (race week included) can prepare `distance` safely from the input. */
export function preparationFits(input: PlanInput, distance: number, weeks: number): boolean {
  const category = categoryFor(distance)
  if (weeks < minimumPlanWeeks(input, distance)) return false
  const masters = ['masters', 'veteran'].includes(ageBandOf(input.ageYears))
  const cadence =
    input.experience === 'beginner' || masters || weeks < PLAN_WEEKS[category].typicalMin
      ? BUILD_WEEKS_BEFORE_CUTBACK.short
      : BUILD_WEEKS_BEFORE_CUTBACK.usual
  const taper = taperFractions(category, weeks >= 18).length
  const off = returnerWeeks(input)
  const peak = reachablePeak({
    weeks: weeks - taper,
    startMeters: startMeters(input.currentWeeklyMeters, off),
    cadence,
    returner: off !== null,
    cutbackCountsFrom: cutbackCountsFrom(input.experience),
  })
  return peak >= minimumPeakMeters(distance)
}

/** PLAN_WEEKS.min, or the taper plus one week for an athlete already prepared (model.ts). */
export function minimumPlanWeeks(input: PlanInput, distance: number): number {
  const category = categoryFor(distance)
  if (!alreadyPrepared(distance, input) || (input.timeOffWeeks ?? 0) >= RETURNER_MIN_WEEKS_OFF)
    return PLAN_WEEKS[category].min
  return Math.min(PLAN_WEEKS[category].min, taperFractions(category, false).length + 1)
}

function earliestWeeks(input: PlanInput, distance: number, from: number): number | null {
  for (let weeks = from; weeks <= MAX_PLAN_WEEKS; weeks++)
    if (preparationFits(input, distance, weeks)) return weeks
  return null
}

export function tooSoon(input: PlanInput): PlanError | null {
  const distance = input.raceDistanceMeters!
  const startDay = dayNumber(input.startDateIso)
  const raceDay = dayNumber(input.raceDateIso!)
  // Whole weeks: a partial first week does not count as a week of preparation.
  const weeks = Math.floor(planDays(startDay, raceDay) / 7)
  if (preparationFits(input, distance, weeks)) return null
  const needed = earliestWeeks(input, distance, weeks + 1)
  const earliestRaceDateIso =
    needed === null ? undefined : addDays(input.startDateIso, 7 * needed - 1)
  const shorter = RACES.filter(
    (race) => race.meters < distance && preparationFits(input, race.meters, weeks)
  )
  const alternatives = [
    ...(earliestRaceDateIso
      ? [`a ${distanceLabel(distance)} on ${earliestRaceDateIso} or later`]
      : []),
    ...shorter
      .reverse()
      .slice(0, 1)
      .map((race) => `${race.label} on ${input.raceDateIso}`),
    ...(earliestRaceDateIso ? [] : ['a base-building block first (no race), then a race plan']),
  ]
  const peak = minimumPeakMeters(distance)
  const minWeeks = minimumPlanWeeks(input, distance)
  const when = earliestRaceDateIso
    ? ` The earliest race date that works is ${earliestRaceDateIso}.`
    : ` Build your weekly volume first (a base block), then pick a race.`
  return {
    field: 'raceDateIso',
    code: 'too_soon',
    // Too short a plan for the distance, whatever the volume, is its own reason.
    message:
      weeks < minWeeks
        ? `${weeks} week${weeks === 1 ? '' : 's'} is too short a preparation for a ${distanceLabel(distance)}: a plan needs at least ${minWeeks} weeks to build and taper.${when}`
        : `${weeks} week${weeks === 1 ? '' : 's'} is not enough to prepare for a ${distanceLabel(distance)} safely from ${km(input.currentWeeklyMeters)} a week: the weeks before the taper need to reach about ${km(peak)} a week, growing at most 10 % a week with recovery weeks.${when}`,
    earliestRaceDateIso,
    alternatives,
  }
}

export function tooFewDays(input: PlanInput): PlanError | null {
  const distance = input.raceDistanceMeters!
  const needed = minRunningDays(distance)
  const offered = input.availableDays.length
  if (offered >= needed) return null
  const shorter = RACES.filter(
    (race) => race.meters < distance && minRunningDays(race.meters) <= offered
  )
  return {
    field: 'availableDays',
    code: 'too_few_days',
    message: `A ${distanceLabel(distance)} needs at least ${needed} running days a week to prepare safely (the long run, a quality session and easy running); you offered ${offered}.`,
    alternatives: [
      `${needed} running days`,
      ...shorter
        .slice(-1)
        .map((race) => `${race.label} on ${offered} day${offered === 1 ? '' : 's'}`),
    ],
  }
}

export function notAdvised(input: PlanInput): PlanError | null {
  const distance = input.raceDistanceMeters!
  if (distance < MARATHON_METERS || ageBandOf(input.ageYears) !== 'junior') return null
  return {
    field: 'raceDistanceMeters',
    code: 'not_advised',
    message: `A ${distanceLabel(distance)} is not advised under 18: the training load of a marathon build is too much for a growing body. A half marathon or shorter is a good goal.`,
    alternatives: [`a half marathon on ${input.raceDateIso}`],
  }
}

/** The first refusal that applies to a race plan, or null. Base blocks: contradictions only. */
export function refusal(input: PlanInput): PlanError | null {
  if (input.raceDistanceMeters === null) return contradiction(input)
  return notAdvised(input) ?? contradiction(input) ?? tooFewDays(input) ?? tooSoon(input)
}

/**
 * The current volume does not fit the offered days within the run limits (long-run share and
 * distance, other runs ≤ 75 % of the long run, doubles of ≥ 4 km): the first full week would
 * fall below 90 % of it. Asked about (more days, or a lower weekly figure), never reshaped.
 */
export function volumeDoesNotFit(input: PlanInput, plan: Plan): PlanError | null {
  const first = plan.weeks.find((week) => !week.partial)
  if (!first || first.reason?.volume.rule !== 'capacity') return null
  const current = input.currentWeeklyMeters
  if (
    (input.timeOffWeeks ?? 0) >= RETURNER_MIN_WEEKS_OFF ||
    first.targetDistanceMeters >= 0.9 * current
  )
    return null
  const days = plan.runningDays.length
  return {
    field: 'availableDays',
    code: 'contradiction',
    message: `${km(current)} a week does not fit in ${days} running day${days === 1 ? '' : 's'}: the runs would be longer than a safe long run and the other runs around it allow (about ${km(first.targetDistanceMeters)} at most). Can you run on more days, or is your weekly distance lower?`,
    alternatives: [
      `${Math.min(7, days + 1)} running days`,
      `about ${km(first.targetDistanceMeters)} a week`,
    ],
  }
}
