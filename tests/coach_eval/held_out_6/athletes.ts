/*
 * The rows of held-out set 6's trail and masters athletes (and the helpers the others use),
 * created through the models and actions (activities, gear, best efforts, plans from the app's
 * generator through CreatePlan), on the set's today, Wednesday 2027-03-31. Nothing here is a
 * figure a grader reads: the graders read the rows back (fixture.ts).
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Activity from '#models/activity'
import Gear from '#models/gear'
import RefreshDailyLoads from '#actions/activities/refresh_daily_loads'
import CreatePlan from '#actions/plans/create_plan'
import { addDays, dayNumber, isoWeekday } from '#domain/calendar'
import { vdotFromRace } from '#domain/science/vdot'
import { STANDARD_EFFORT_DISTANCES_METERS } from '#domain/science/efforts'
import type { Sport } from '#domain/sports'
import { createCoachAthlete } from '#tests/support/coach_athlete'

export function jitter(seed: number) {
  const x = Math.sin(seed * 73.129) * 31337.417
  return x - Math.floor(x)
}

export interface Spec {
  date: string
  sport: Sport
  name: string
  meters: number
  seconds: number
  load: number
  /** Average heart rate; null for an activity without one. */
  hr?: number | null
  elevation?: number
  rpe?: number | null
  gps?: boolean
  source?: 'file' | 'manual'
  /** Start hour (UTC): a second run on a day starts later. */
  hour?: number
  gearId?: number | null
  race?: boolean
}

export async function store(userId: number, specs: Spec[], todayIso: string) {
  const created = await Activity.createMany(
    specs.map((s) => {
      const meters = Math.round(s.meters * 10) / 10
      const seconds = Math.round(s.seconds)
      const hour = String(s.hour ?? 7).padStart(2, '0')
      return {
        userId,
        source: s.source ?? ('file' as const),
        externalId: null,
        name: s.name,
        sport: s.sport,
        startTime: DateTime.fromISO(`${s.date}T${hour}:15:00Z`),
        localDate: s.date,
        distanceMeters: meters,
        elapsedSeconds: seconds + 30,
        movingSeconds: seconds,
        avgSpeedMps: meters / seconds,
        avgHr: s.hr === undefined ? 142 : s.hr,
        elevationGainMeters: Math.round(s.elevation ?? 0),
        elevationLossMeters: Math.round(s.elevation ?? 0),
        perceivedEffort: s.rpe ?? null,
        hasGps: s.gps ?? true,
        trainingLoad: Math.round(s.load),
        loadSource: s.hr === null ? (s.rpe ? 'rpe' : 'pace') : 'hr',
        vdotEstimate: s.race ? vdotFromRace(meters, seconds) : null,
        gearId: s.gearId ?? null,
      }
    })
  )
  await new RefreshDailyLoads().handle({
    userId,
    fromDate: specs.map((s) => s.date).sort()[0],
    todayIso,
  })
  return created
}

/** Best efforts of races run at even pace (each standard distance each race covers). */
export async function storeEfforts(userId: number, races: Activity[]) {
  const rows = []
  for (const a of races) {
    for (const d of STANDARD_EFFORT_DISTANCES_METERS.filter((x) => x <= a.distanceMeters + 0.01)) {
      rows.push({
        activity_id: a.id,
        user_id: userId,
        distance_meters: d,
        duration_seconds: Math.round(((a.movingSeconds * d) / a.distanceMeters) * 0.99 * 10) / 10,
        start_offset_seconds: 0,
        start_time: a.startTime.toJSDate(),
      })
    }
  }
  if (rows.length) await db.table('activity_best_efforts').multiInsert(rows)
}

export const shoe = (
  userId: number,
  name: string,
  start: number,
  retireAt: number,
  isDefault: boolean
) =>
  Gear.create({
    userId,
    name,
    sport: 'run',
    isDefault,
    startingDistanceMeters: start,
    retireAtMeters: retireAt,
    retiredAt: null,
    reminderDismissedAt: null,
  })

export function days(
  from: string,
  to: string,
  each: (date: string, wd: number, r: number) => void
) {
  for (let d = from; d <= to; d = addDays(d, 1)) each(d, isoWeekday(d), jitter(dayNumber(d)))
}

/** `trail`: trail running with elevation and no heart rate, a 50 km plan in its sixth week. */
export async function createTrail(todayIso: string) {
  const athlete = await createCoachAthlete({ weeks: 0, todayIso, coachTone: 'detailed' })
  const userId = athlete.user.id
  Object.assign(athlete.profile, {
    lthr: null,
    maxHr: null,
    restingHr: null,
    trainingDays: [2, 4, 6, 7],
    longRunDay: 6,
    raceDistanceMeters: 21097.5,
    raceDurationSeconds: 6270,
    raceDate: DateTime.fromISO('2026-11-14'),
  })
  await athlete.profile.save()
  const speedgoat = await shoe(userId, 'Hoka Speedgoat 6', 0, 1_500_000, false)
  const ghost = await shoe(userId, 'Brooks Ghost 16', 0, 700_000, true)
  const specs: Spec[] = []
  days('2026-10-01', addDays(todayIso, -1), (date, wd, r) => {
    const trail = (name: string, km: number, spk: number, vertPerKm: number, load: number) =>
      specs.push({
        date,
        sport: 'trail_run',
        name,
        meters: km * 1000,
        seconds: km * spk,
        load,
        hr: null,
        elevation: km * vertPerKm,
        gearId: speedgoat.id,
      })
    if (date === '2026-11-14')
      return specs.push({
        date,
        sport: 'run',
        name: 'Lakeside Half',
        meters: 21097.5,
        seconds: 6270,
        load: 170,
        hr: null,
        elevation: 60,
        race: true,
        gearId: ghost.id,
      })
    if (wd === 2) trail('Hill repeats', 10 + r * 3, 390 + r * 40, 38 + r * 10, 90)
    if (wd === 4)
      specs.push({
        date,
        sport: 'run',
        name: 'Road easy',
        meters: (8 + r * 2) * 1000,
        seconds: (8 + r * 2) * (335 + r * 20),
        load: 50,
        hr: null,
        elevation: 40 + r * 40,
        gearId: ghost.id,
      })
    if (wd === 6) trail('Long trail', 20 + r * 12, 430 + r * 50, 45 + r * 15, 170 + r * 60)
    if (wd === 7) trail('Recovery trail', 8 + r * 2, 420, 20 + r * 10, 45)
  })
  const created = await store(userId, specs, todayIso)
  await storeEfforts(
    userId,
    created.filter((a) => a.name === 'Lakeside Half')
  )
  const plan = await new CreatePlan().handle({
    userId,
    todayIso: '2027-02-21',
    raceDistanceMeters: 50_000,
    raceDate: '2027-05-15',
    availableDays: [2, 4, 6, 7],
    longRunDay: 6,
    currentWeeklyMeters: 58_000,
    longestRecentRunMeters: 30_000,
    startDate: '2027-02-22',
  })
  return { athlete, planId: plan.plan.id }
}

/** `masters`: 58, HR-reserve zones, a year of three runs a week, a 10 km plan from tomorrow. */
export async function createMasters(todayIso: string) {
  const athlete = await createCoachAthlete({ weeks: 0, todayIso, coachTone: 'encouraging' })
  const userId = athlete.user.id
  Object.assign(athlete.profile, {
    birthDate: DateTime.fromISO('1968-09-10'),
    sex: 'female',
    weightKg: 61,
    maxHr: 167,
    restingHr: 53,
    lthr: null,
    hrZoneModel: 'reserve',
    trainingDays: [1, 4, 6],
    longRunDay: 6,
    raceDistanceMeters: 10000,
    raceDurationSeconds: 3105,
    raceDate: DateTime.fromISO('2027-01-17'),
  })
  await athlete.profile.save()
  const nb = await shoe(userId, 'New Balance 1080v14', 60_000, 800_000, true)
  const specs: Spec[] = []
  days('2026-03-30', addDays(todayIso, -1), (date, wd, r) => {
    if (date === '2027-01-17')
      return specs.push({
        date,
        sport: 'run',
        name: 'Winterlauf 10K',
        meters: 10000,
        seconds: 3105,
        load: 120,
        hr: 151,
        race: true,
        gearId: nb.id,
      })
    const run = (name: string, km: number, spk: number, load: number, hr: number) =>
      specs.push({
        date,
        sport: 'run',
        name,
        meters: km * 1000,
        seconds: km * spk,
        load,
        hr,
        gearId: date >= '2026-11-01' ? nb.id : null,
      })
    if (wd === 1) run('Monday easy', 6 + r * 2, 375 + r * 20, 45, 128)
    if (wd === 3) run('Hill session', 7 + r * 2, 350 + r * 15, 70, 142)
    if (wd === 6) run('Saturday long', 11 + r * 5, 385 + r * 20, 95, 131)
  })
  const created = await store(userId, specs, todayIso)
  await storeEfforts(
    userId,
    created.filter((a) => a.name === 'Winterlauf 10K')
  )
  const plan = await new CreatePlan().handle({
    userId,
    todayIso,
    raceDistanceMeters: 10000,
    raceDate: '2027-06-12',
    availableDays: [1, 4, 6],
    longRunDay: 6,
    currentWeeklyMeters: 27_000,
    startDate: '2027-04-01',
  })
  return { athlete, planId: plan.plan.id }
}
