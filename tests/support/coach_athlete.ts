import { DateTime } from 'luxon'
import Activity from '#models/activity'
import AthleteProfile from '#models/athlete_profile'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import RefreshDailyLoads from '#actions/activities/refresh_daily_loads'
import CreatePlan from '#actions/plans/create_plan'
import { addDays } from '#domain/calendar'

/**
 * The coach's test athlete: the demo athlete's profile (database/seeders/main_seeder.ts:
 * 10 km in 42:30, LTHR 168, Tue/Thu/Sat/Sun) and a regular week of running stored as
 * activity summaries (no streams: the coach reads summaries only), repeated for `weeks`
 * weeks up to yesterday, with the cached daily figures refreshed. Optionally an active
 * half-marathon plan starting today and Strava-sourced runs.
 */
export interface CoachAthleteOptions {
  weeks?: number
  units?: 'metric' | 'imperial'
  coachTone?: 'encouraging' | 'direct' | 'detailed'
  plan?: boolean
  /** Names of Strava-sourced runs added on the last days (they must never reach a model). */
  stravaNames?: string[]
  /** Multiplies the load of the last seven days (ACWR tests). */
  lastWeekFactor?: number
  todayIso?: string
}

/** One week of the demo athlete: [weekday offset from Monday, km, min, load, vdot estimate]. */
const WEEK: [number, number, number, number, number | null][] = [
  [1, 8, 44, 55, null],
  [2, 6, 34, 38, null],
  [3, 10, 47, 95, 47],
  [5, 6, 33, 36, null],
  [6, 18, 100, 140, null],
]

export async function createCoachAthlete(options: CoachAthleteOptions = {}) {
  const user = await UserFactory.create()
  const todayIso = options.todayIso ?? DateTime.utc().toISODate()!
  const profile = await AthleteProfile.create({
    userId: user.id,
    birthDate: DateTime.fromISO('1990-04-12'),
    sex: 'male',
    weightKg: 70,
    heightMeters: 1.78,
    restingHr: 48,
    maxHr: 188,
    lthr: 168,
    thresholdSpeedMps: 1000 / 245,
    raceDistanceMeters: 10000,
    raceDurationSeconds: 42 * 60 + 30,
    raceDate: DateTime.fromISO(addDays(todayIso, -30)),
    experience: 'intermediate',
    hrZoneModel: 'lthr',
    units: options.units ?? 'metric',
    timeZone: 'UTC',
    trainingDays: [2, 4, 6, 7],
    longRunDay: 7,
    coachTone: options.coachTone ?? 'direct',
    onboardingStep: null,
    onboardingCompletedAt: DateTime.utc(),
  })
  await profile.refresh()
  await addTraining(user, todayIso, options)
  if (options.plan) await createPlan(user.id, todayIso)
  return { user, profile, todayIso }
}

async function addTraining(user: User, todayIso: string, options: CoachAthleteOptions) {
  const weeks = options.weeks ?? 8
  const yesterday = addDays(todayIso, -1)
  const rows = []
  // Mondays, oldest first, so the last week ends yesterday or before.
  const monday = addDays(todayIso, -((new Date(`${todayIso}T00:00:00Z`).getUTCDay() + 6) % 7))
  for (let w = weeks; w >= 0; w--) {
    const weekStart = addDays(monday, -7 * w)
    for (const [offset, km, minutes, load, vdot] of WEEK) {
      const date = addDays(weekStart, offset)
      const factor = date >= addDays(todayIso, -7) ? (options.lastWeekFactor ?? 1) : 1
      if (date > yesterday || date <= addDays(todayIso, -7 * weeks)) continue
      rows.push(activityRow(user.id, date, km * factor, minutes * factor, load * factor, vdot))
    }
  }
  for (const [i, name] of (options.stravaNames ?? []).entries()) {
    rows.push({
      ...activityRow(user.id, addDays(todayIso, -1 - i), 12, 60, 80, 55),
      source: 'strava' as const,
      externalId: `strava-${user.id}-${i}`,
      name,
    })
  }
  if (rows.length === 0) return
  await Activity.createMany(rows)
  await new RefreshDailyLoads().handle({
    userId: user.id,
    fromDate: rows.map((r) => r.localDate).sort()[0],
    todayIso,
  })
}

function activityRow(
  userId: number,
  date: string,
  km: number,
  minutes: number,
  load: number,
  vdot: number | null
) {
  return {
    userId,
    source: 'file' as const,
    externalId: null,
    name: `Morning run ${date}`,
    sport: 'run' as const,
    startTime: DateTime.fromISO(`${date}T07:00:00Z`),
    localDate: date,
    distanceMeters: km * 1000,
    elapsedSeconds: minutes * 60,
    movingSeconds: minutes * 60,
    avgSpeedMps: (km * 1000) / (minutes * 60),
    avgHr: 145,
    hasGps: true,
    trainingLoad: load,
    loadSource: 'hr',
    vdotEstimate: vdot,
  }
}

/** A half-marathon plan in twelve weeks, starting today, on the athlete's days. */
export async function createPlan(userId: number, todayIso: string) {
  const result = await new CreatePlan().handle({
    userId,
    todayIso,
    raceDistanceMeters: 21097.5,
    raceDate: addDays(todayIso, 7 * 12),
    availableDays: [2, 3, 4, 6, 7],
    longRunDay: 7,
    currentWeeklyMeters: 48000,
    startDate: todayIso,
  })
  return result.plan
}
