import type { IsoWeekday } from '#domain/plans/types'
import type { PlanDefaultsDto } from '#dtos/plan'
import {
  formatDuration,
  kilometersToMeters,
  metersToKilometers,
  metersToMiles,
  milesToMeters,
  parseDurationSeconds,
  type UnitSystem,
} from '#domain/units'
import { RACE_DISTANCES } from '~/lib/race_distances'

/*
 * The new-plan form's values as typed (distances in the athlete's units), the checks made before
 * sending, and the request the server reads (metres and seconds: docs/architecture.md#conventions).
 */

export type PlanKind = 'race' | 'base'

export type CreatePlanFormData = {
  kind: PlanKind
  distanceChoice: string
  customDistance: string
  raceDate: string
  goalTime: string
  availableDays: IsoWeekday[]
  longRunDay: IsoWeekday
  weeklyDistance: string
  longestRun: string
  experience: string
  startDate: string
  timeOffWeeks: string
}

/** The form's errors by field, the local check's first, then the server's. */
export type CreatePlanErrors = Partial<Record<keyof typeof SERVER_FIELDS, string>>

/** Each form field and the request field the server reports its error on. */
export const SERVER_FIELDS = {
  distance: 'raceDistanceMeters',
  raceDate: 'raceDate',
  goalTime: 'goalSeconds',
  availableDays: 'availableDays',
  longRunDay: 'longRunDay',
  weeklyDistance: 'currentWeeklyMeters',
  longestRun: 'longestRecentRunMeters',
  experience: 'experience',
  startDate: 'startDate',
  timeOffWeeks: 'timeOffWeeks',
} as const

/** Metres shown in the athlete's unit with one decimal, as an input value. */
function toUnitText(distanceMeters: number | null, units: UnitSystem) {
  if (distanceMeters === null || !Number.isFinite(distanceMeters)) return ''
  const value =
    units === 'metric' ? metersToKilometers(distanceMeters) : metersToMiles(distanceMeters)
  return String(Math.round(value * 10) / 10)
}

function toMeters(text: string, units: UnitSystem) {
  const value = Number(text)
  return (
    Math.round((units === 'metric' ? kilometersToMeters(value) : milesToMeters(value)) * 10) / 10
  )
}

/** The form prefilled from the profile and the imported activities. */
export function createPlanFormData(
  defaults: PlanDefaultsDto,
  units: UnitSystem
): CreatePlanFormData {
  const standard = RACE_DISTANCES.some((d) => d.meters === defaults.raceDistanceMeters)
  return {
    kind: 'race',
    distanceChoice:
      defaults.raceDistanceMeters === null
        ? '42195'
        : standard
          ? String(defaults.raceDistanceMeters)
          : 'custom',
    customDistance: standard ? '' : toUnitText(defaults.raceDistanceMeters, units),
    raceDate: defaults.raceDate ?? '',
    goalTime: defaults.goalSeconds ? formatDuration(defaults.goalSeconds) : '',
    availableDays: [...defaults.availableDays],
    longRunDay: defaults.longRunDay as IsoWeekday,
    weeklyDistance: toUnitText(defaults.currentWeeklyMeters, units),
    longestRun: toUnitText(defaults.longestRecentRunMeters, units),
    experience: defaults.experience as string,
    startDate: defaults.startDate,
    timeOffWeeks: '',
  }
}

/** What the browser can tell is wrong before sending: unreadable times, distances and weeks. */
export function checkPlanForm(data: CreatePlanFormData, units: UnitSystem): CreatePlanErrors {
  const unitLabel = units === 'metric' ? 'km' : 'mi'
  const isRace = data.kind === 'race'
  const errors: CreatePlanErrors = {}
  const goalSeconds = data.goalTime.trim() === '' ? null : parseDurationSeconds(data.goalTime)
  if (isRace && data.goalTime.trim() !== '' && (goalSeconds === null || goalSeconds <= 0)) {
    errors.goalTime = 'Enter the goal time as h:mm:ss, for example 3:45:00, or leave it empty.'
  }
  if (isRace && data.distanceChoice === 'custom') {
    const value = Number(data.customDistance)
    if (data.customDistance.trim() === '' || !Number.isFinite(value) || value <= 0) {
      errors.distance = `Enter the race distance in ${unitLabel}, for example ${units === 'metric' ? '15' : '9.3'}.`
    }
  }
  const weekly = Number(data.weeklyDistance)
  if (data.weeklyDistance.trim() === '' || !Number.isFinite(weekly) || weekly < 0) {
    errors.weeklyDistance = `Enter how far you run in a typical week, in ${unitLabel} (0 if you are starting out).`
  }
  const longest = Number(data.longestRun)
  if (data.longestRun.trim() !== '' && (!Number.isFinite(longest) || longest < 0)) {
    errors.longestRun = `Enter your longest recent run in ${unitLabel}, or leave it empty.`
  }
  const timeOff = data.timeOffWeeks.trim() === '' ? null : Number(data.timeOffWeeks)
  if (timeOff !== null && !(Number.isInteger(timeOff) && timeOff >= 0 && timeOff <= 52)) {
    errors.timeOffWeeks = 'Enter whole weeks from 0 to 52, or leave it empty.'
  }
  return errors
}

/** The request of a checked form: distances in metres, the goal time in seconds. */
export function planRequest(d: CreatePlanFormData, units: UnitSystem) {
  const isRace = d.kind === 'race'
  const goalSeconds = d.goalTime.trim() === '' ? null : parseDurationSeconds(d.goalTime)
  const timeOff = d.timeOffWeeks.trim() === '' ? null : Number(d.timeOffWeeks)
  return {
    raceDistanceMeters: isRace
      ? d.distanceChoice === 'custom'
        ? toMeters(d.customDistance, units)
        : Number(d.distanceChoice)
      : undefined,
    raceDate: isRace ? d.raceDate : undefined,
    goalSeconds: isRace && goalSeconds !== null ? goalSeconds : undefined,
    availableDays: d.availableDays,
    longRunDay: d.longRunDay,
    currentWeeklyMeters: toMeters(d.weeklyDistance, units),
    longestRecentRunMeters: d.longestRun.trim() === '' ? undefined : toMeters(d.longestRun, units),
    experience: d.experience,
    startDate: d.startDate || undefined,
    timeOffWeeks: timeOff ?? undefined,
  }
}

/** Each field's error: the local check's if it found one, else the server's. */
export function planFormErrors(
  local: CreatePlanErrors,
  server: Record<string, string | undefined>
): CreatePlanErrors {
  const errors: CreatePlanErrors = {}
  for (const [field, serverField] of Object.entries(SERVER_FIELDS)) {
    const key = field as keyof CreatePlanErrors
    errors[key] = local[key] ?? server[serverField]
  }
  return errors
}

/** The server's errors on no field of the form (a stale version, a refused combination). */
export function otherPlanErrors(server: Record<string, string | undefined>) {
  const known = new Set<string>([...Object.values(SERVER_FIELDS), 'version'])
  return Object.entries(server).filter(([key, message]) => message && !known.has(key))
}
