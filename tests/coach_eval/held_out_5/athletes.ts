/*
 * The rows of held-out set 5's athletes, created through the models and actions (activities,
 * gear, best efforts, plans), on the set's today, Sunday 2027-01-03. Nothing here is a figure a
 * grader reads: the graders read the rows back (fixture.ts).
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
  const x = Math.sin(seed * 91.731) * 24634.6345
  return x - Math.floor(x)
}

export interface Spec {
  date: string
  sport: Sport
  name: string
  meters: number
  seconds: number
  load: number
  hr?: number
  watts?: number
  gearId?: number | null
  race?: boolean
}

export async function store(userId: number, specs: Spec[], todayIso: string) {
  const created = await Activity.createMany(
    specs.map((s) => {
      const meters = Math.round(s.meters * 10) / 10
      const seconds = Math.round(s.seconds)
      return {
        userId,
        source: 'file' as const,
        externalId: null,
        name: s.name,
        sport: s.sport,
        startTime: DateTime.fromISO(`${s.date}T07:15:00Z`),
        localDate: s.date,
        distanceMeters: meters,
        elapsedSeconds: seconds + 30,
        movingSeconds: seconds,
        avgSpeedMps: meters / seconds,
        avgHr: s.hr ?? 142,
        avgPowerWatts: s.watts ?? null,
        hasGps: s.sport !== 'swim',
        trainingLoad: Math.round(s.load),
        loadSource: 'hr',
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

/** `tri`: runs, rides with power and swims since March; a 10 km plan in its fourth week. */
export async function createTri(todayIso: string) {
  const athlete = await createCoachAthlete({ weeks: 0, todayIso, coachTone: 'detailed' })
  const userId = athlete.user.id
  athlete.profile.thresholdPowerWatts = 238
  athlete.profile.trainingDays = [2, 4, 7]
  await athlete.profile.save()
  const specs: Spec[] = []
  days('2026-03-02', addDays(todayIso, -1), (date, wd, r) => {
    if (date >= '2026-12-24' && date <= '2026-12-26') return
    if (wd === 1 || wd === 5)
      specs.push({
        date,
        sport: 'swim',
        name: wd === 1 ? 'Pool swim' : 'Technique swim',
        meters: 1800 + Math.round(r * 12) * 100,
        seconds: (1800 + r * 1200) * 1.05,
        load: 40 + r * 15,
      })
    if (wd === 2)
      specs.push({
        date,
        sport: 'run',
        name: 'Track intervals',
        meters: 8000 + r * 2500,
        seconds: (8000 + r * 2500) * 0.27,
        load: 80 + r * 20,
        hr: 158,
      })
    if (wd === 3 || wd === 6)
      specs.push({
        date,
        sport: 'ride',
        name: wd === 3 ? 'Trainer ride' : 'Long ride',
        meters: (wd === 3 ? 30000 : 60000) + r * 20000,
        seconds: ((wd === 3 ? 30000 : 60000) + r * 20000) / 8.4,
        load: (wd === 3 ? 60 : 120) + r * 30,
        hr: 135,
        watts: Math.round((wd === 3 ? 205 : 180) + r * 25),
      })
    if (wd === 4)
      specs.push({
        date,
        sport: 'run',
        name: 'Easy run',
        meters: 7000 + r * 3000,
        seconds: (7000 + r * 3000) * 0.33,
        load: 45 + r * 10,
      })
    if (wd === 7)
      specs.push({
        date,
        sport: 'run',
        name: 'Sunday long run',
        meters: 14000 + r * 6000,
        seconds: (14000 + r * 6000) * 0.34,
        load: 100 + r * 30,
      })
  })
  await store(userId, specs, todayIso)
  const plan = await new CreatePlan().handle({
    userId,
    todayIso: '2026-12-06',
    raceDistanceMeters: 10000,
    raceDate: '2027-02-14',
    availableDays: [2, 4, 7],
    longRunDay: 7,
    currentWeeklyMeters: 32_000,
    startDate: '2026-12-07',
  })
  return { athlete, planId: plan.plan.id }
}

/** `taper`: HR zones set, a marathon a week from today, best efforts, two pairs of shoes. */
export async function createTaper(todayIso: string) {
  const athlete = await createCoachAthlete({ weeks: 0, todayIso, coachTone: 'direct' })
  const userId = athlete.user.id
  Object.assign(athlete.profile, {
    lthr: 173,
    maxHr: 192,
    restingHr: 44,
    hrZoneModel: 'lthr',
    trainingDays: [2, 3, 5, 7],
    raceDistanceMeters: null,
    raceDurationSeconds: null,
    raceDate: null,
  })
  await athlete.profile.save()
  const pegasus = await shoe(userId, 'Nike Pegasus 41', 0, 750_000, true)
  const novablast = await shoe(userId, 'Asics Novablast 5', 0, 700_000, false)
  const specs: Spec[] = []
  days('2026-06-01', addDays(todayIso, -1), (date, wd, r) => {
    if (date === '2026-10-11')
      return specs.push({
        date,
        sport: 'run',
        name: 'Herbst 10',
        meters: 10000,
        seconds: 2358,
        load: 130,
        hr: 176,
        race: true,
        gearId: novablast.id,
      })
    if (date === '2026-11-22')
      return specs.push({
        date,
        sport: 'run',
        name: 'City Half',
        meters: 21097.5,
        seconds: 5212,
        load: 210,
        hr: 174,
        race: true,
        gearId: novablast.id,
      })
    const taper = date >= '2026-12-27' ? 0.6 : 1
    const gearId = date < '2026-09-01' ? null : wd === 3 ? novablast.id : pegasus.id
    if (wd === 2)
      specs.push({
        date,
        sport: 'run',
        name: 'Easy',
        meters: (9000 + r * 3000) * taper,
        seconds: (9000 + r * 3000) * taper * 0.31,
        load: 60,
        gearId,
      })
    if (wd === 3)
      specs.push({
        date,
        sport: 'run',
        name: 'Tempo',
        meters: (12000 + r * 3000) * taper,
        seconds: (12000 + r * 3000) * taper * 0.265,
        load: 110 * taper,
        hr: 165,
        gearId,
      })
    if (wd === 5)
      specs.push({
        date,
        sport: 'run',
        name: 'Recovery',
        meters: (7000 + r * 2000) * taper,
        seconds: (7000 + r * 2000) * taper * 0.33,
        load: 40,
        gearId,
      })
    if (wd === 7)
      specs.push({
        date,
        sport: 'run',
        name: 'Long run',
        meters: (24000 + r * 10000) * taper,
        seconds: (24000 + r * 10000) * taper * 0.3,
        load: 190 * taper,
        gearId,
      })
  })
  const created = await store(userId, specs, todayIso)
  await storeEfforts(
    userId,
    created.filter((a) => a.name === 'Herbst 10' || a.name === 'City Half')
  )
  const plan = await new CreatePlan().handle({
    userId,
    todayIso: '2026-09-13',
    raceDistanceMeters: 42195,
    raceDate: '2027-01-10',
    availableDays: [2, 3, 5, 7],
    longRunDay: 7,
    currentWeeklyMeters: 50_000,
    startDate: '2026-09-14',
  })
  return { athlete, planId: plan.plan.id }
}
