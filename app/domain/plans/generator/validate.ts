/*
 * Input checks: malformed input is an `invalid` error, a race on or before today `past`, more
 * than MAX_PLAN_WEEKS away `too_far`; goals beyond the world record or slower than walking are
 * refused (docs/plans.md#refusals). Safety refusals (too soon, too few days, contradictions)
 * are in refusals.ts.
 */
import { dayNumber, isIsoDate } from '#domain/calendar'
import { formatDuration } from '#domain/units'
import type { IsoWeekday, PlanError, PlanErrorCode, PlanInput } from '#domain/plans/types'
import { MAX_PLAN_WEEKS } from '#domain/plans/generator/model'

/**
 * Men's world records (fastest of track and road; World Athletics records list, checked 2025):
 * 1000 m Noah Ngeny 1999; 1500 m Hicham El Guerrouj 1998; 3000 m Daniel Komen 1996; 5000 m and
 * 10,000 m Joshua Cheptegei 2020; half marathon Jacob Kiplimo 2025 (Barcelona); marathon Kelvin
 * Kiptum 2023 (Chicago); 100 km Aleksandr Sorokin 2022 (IAU record, Vilnius).
 */
export const WORLD_RECORDS: ReadonlyArray<{
  distanceMeters: number
  seconds: number
  holder: string
}> = [
  { distanceMeters: 1000, seconds: 131.96, holder: 'Noah Ngeny, 1999' },
  { distanceMeters: 1500, seconds: 206.0, holder: 'Hicham El Guerrouj, 1998' },
  { distanceMeters: 3000, seconds: 440.67, holder: 'Daniel Komen, 1996' },
  { distanceMeters: 5000, seconds: 755.36, holder: 'Joshua Cheptegei, 2020' },
  { distanceMeters: 10000, seconds: 1571.0, holder: 'Joshua Cheptegei, 2020' },
  { distanceMeters: 21097.5, seconds: 3402, holder: 'Jacob Kiplimo, 2025' },
  { distanceMeters: 42195, seconds: 7235, holder: 'Kelvin Kiptum, 2023' },
  { distanceMeters: 100000, seconds: 21935, holder: 'Aleksandr Sorokin, 2022' },
]
/** Walking pace (~5 km/h); beyond the marathon 3 km/h (ultra cut-offs are near it). */
export const WALKING_SPEED_KMH = 5
export const ULTRA_WALKING_SPEED_KMH = 3

// World records (table above), interpolated log-log (a power law, as Riegel's) between neighbours.
export function worldRecordSeconds(distanceMeters: number): number {
  const table = WORLD_RECORDS
  const exact = table.find((record) => record.distanceMeters === distanceMeters)
  if (exact) return exact.seconds
  if (distanceMeters <= table[0].distanceMeters)
    return table[0].seconds * (distanceMeters / table[0].distanceMeters)
  for (let i = 1; i < table.length; i++) {
    const a = table[i - 1]
    const b = table[i]
    if (distanceMeters <= b.distanceMeters) {
      const exponent =
        Math.log(b.seconds / a.seconds) / Math.log(b.distanceMeters / a.distanceMeters)
      return a.seconds * Math.pow(distanceMeters / a.distanceMeters, exponent)
    }
  }
  const last = table[table.length - 1]
  return last.seconds * (distanceMeters / last.distanceMeters)
}

export function distanceLabel(distanceMeters: number): string {
  if (distanceMeters === 42195) return 'marathon'
  if (distanceMeters === 21097.5) return 'half marathon'
  return `${Number((distanceMeters / 1000).toFixed(2))} km`
}

const isWeekday = (value: unknown): value is IsoWeekday =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 7

const fail = (field: keyof PlanInput, message: string, code: PlanErrorCode = 'invalid') => ({
  field,
  code,
  message,
})

function checkRaceFields(input: PlanInput): PlanError | null {
  const distance = input.raceDistanceMeters
  if (distance === null) {
    return input.raceDateIso === null
      ? null
      : fail('raceDistanceMeters', 'Pick the race distance for this race date.')
  }
  if (!Number.isFinite(distance) || distance < 1000 || distance > 100000)
    return fail('raceDistanceMeters', 'Race distance must be between 1 km and 100 km.')
  if (input.raceDateIso === null) return fail('raceDateIso', 'Pick the race date.')
  if (!isIsoDate(input.raceDateIso))
    return fail('raceDateIso', 'Race date must be a date (YYYY-MM-DD).')
  return null
}

function checkDays(input: PlanInput): PlanError | null {
  const days = input.availableDays
  if (!Array.isArray(days) || days.length === 0)
    return fail('availableDays', 'Pick at least one day of the week you can run.')
  if (!days.every(isWeekday) || new Set(days).size !== days.length)
    return fail(
      'availableDays',
      'Available days must be distinct weekdays (1 = Monday … 7 = Sunday).'
    )
  if (!isWeekday(input.longRunDay))
    return fail('longRunDay', 'Long-run day must be a weekday (1–7).')
  if (!days.includes(input.longRunDay))
    return fail('longRunDay', 'The long-run day must be one of the days you can run.')
  return null
}

function checkAthlete(input: PlanInput): PlanError | null {
  if (!['beginner', 'intermediate', 'advanced'].includes(input.experience))
    return fail('experience', 'Experience must be beginner, intermediate or advanced.')
  const weekly = input.currentWeeklyMeters
  if (!Number.isFinite(weekly) || weekly < 0 || weekly > 300000)
    return fail('currentWeeklyMeters', 'Current weekly distance must be between 0 and 300 km.')
  const longest = input.longestRecentRunMeters
  if (longest !== null && !(longest >= 0 && longest <= 200000))
    return fail('longestRecentRunMeters', 'Longest recent run must be between 0 and 200 km.')
  if (input.vdot !== null && !(input.vdot >= 15 && input.vdot <= 90))
    return fail('vdot', 'Fitness (VDOT) must be between 15 and 90.')
  const age = input.ageYears
  if (age !== null && age !== undefined && !(Number.isInteger(age) && age >= 5 && age <= 110))
    return fail('ageYears', 'Age must be a whole number of years between 5 and 110.')
  const off = input.timeOffWeeks
  if (off !== null && off !== undefined && !(Number.isInteger(off) && off >= 0 && off <= 520))
    return fail('timeOffWeeks', 'Time off must be a whole number of weeks (0 or more).')
  return null
}

function checkOptions(input: PlanInput): PlanError | null {
  const zones = input.hrZones
  if (zones !== null) {
    const ordered = zones.every(
      (zone, i) => Number.isFinite(zone.min) && (i === 0 || zone.min > zones[i - 1].min)
    )
    if (zones.length < 3 || !ordered)
      return fail('hrZones', 'Heart-rate zones must be at least three ascending zones.')
  }
  const base = input.baseWeeks
  if (base !== undefined && !(Number.isInteger(base) && base >= 1 && base <= MAX_PLAN_WEEKS))
    return fail('baseWeeks', `A base block lasts 1 to ${MAX_PLAN_WEEKS} weeks.`)
  return null
}

function checkDates(input: PlanInput): PlanError | null {
  if (input.raceDateIso === null) return null
  const raceDay = dayNumber(input.raceDateIso)
  if (input.todayIso && isIsoDate(input.todayIso) && raceDay <= dayNumber(input.todayIso))
    return fail('raceDateIso', 'The race date is in the past.', 'past')
  const days = raceDay - dayNumber(input.startDateIso) + 1
  if (days < 1) return fail('raceDateIso', 'The race date is before the start date.')
  if (days > MAX_PLAN_WEEKS * 7)
    return fail(
      'raceDateIso',
      `The race is more than ${MAX_PLAN_WEEKS} weeks away: start the plan later.`,
      'too_far'
    )
  return null
}

function checkGoal(input: PlanInput): PlanError | null {
  const distance = input.raceDistanceMeters
  const goal = input.goalSeconds
  if (distance === null || goal === null) return null
  if (!Number.isFinite(goal) || goal <= 0)
    return fail('goalSeconds', 'Goal time must be a positive duration.')
  const record = worldRecordSeconds(distance)
  if (goal < record)
    return fail(
      'goalSeconds',
      `${formatDuration(goal)} for a ${distanceLabel(distance)} would beat the world record (about ${formatDuration(record)}). Enter a slower goal.`
    )
  const walkingKmh = distance > 42195 ? ULTRA_WALKING_SPEED_KMH : WALKING_SPEED_KMH
  const walkingSeconds = (distance / 1000 / walkingKmh) * 3600
  if (goal > walkingSeconds)
    return fail(
      'goalSeconds',
      `${formatDuration(goal)} for a ${distanceLabel(distance)} is slower than walking (${walkingKmh} km/h, ${formatDuration(walkingSeconds)}). Leave the goal empty to race at the pace your current fitness predicts.`
    )
  return null
}

/** Malformed or impossible input, or null when the input can be planned (or refused for safety). */
export function validatePlanInput(input: PlanInput): PlanError | null {
  if (!isIsoDate(input.startDateIso))
    return fail('startDateIso', 'Start date must be a date (YYYY-MM-DD).')
  for (const check of [
    checkRaceFields,
    checkDays,
    checkAthlete,
    checkOptions,
    checkDates,
    checkGoal,
  ]) {
    const error = check(input)
    if (error) return error
  }
  return null
}
