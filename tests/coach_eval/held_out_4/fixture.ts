/*
 * The athletes of held-out set 4, all on a fixed "today", Tuesday 2026-10-13 (set 3 used a
 * Saturday in March):
 *
 * - `miles`: prefers imperial units (answers default to miles). About sixteen months of their own
 *   running (Mon/Wed/Fri/Sun: easy, tempo, short, long), a ten-day break at Christmas, a 10K race
 *   in April and a parkrun in July (with their best efforts), a profile race of 10 km in 46:40, a
 *   swim last Thursday, three pairs of shoes (a Clifton retired in April, the default Ghost since
 *   May with a starting distance, Endorphin racing shoes on Wednesdays and races), and a
 *   half-marathon plan that started twenty-two days ago on Mon/Wed/Fri/Sun.
 * - `marathon`: metric, twenty weeks of the coach's test week, a marathon plan in mid-plan
 *   (started seven weeks ago), one pair of shoes on every run, no stored best efforts.
 * - `empty`: a profile and nothing else: no activities, no plan (the coach must say it has no
 *   data and never invent figures).
 * - `no_plan`: twelve weeks of the test week, no plan.
 * - `starts_tomorrow`: six weeks of the test week and a 5 km plan that starts tomorrow.
 * - a foreign athlete (distinctive name, e-mail, a distinctive run name, a plan) whose data must
 *   never appear and whose plan must never change.
 *
 * Every expected figure is computed by the graders from the rows read back here (sums of stored
 * rows, the app's science functions), never typed in.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Activity from '#models/activity'
import Gear from '#models/gear'
import TrainingPlan from '#models/training_plan'
import User from '#models/user'
import AthleteProfile from '#models/athlete_profile'
import RefreshDailyLoads from '#actions/activities/refresh_daily_loads'
import CreatePlan from '#actions/plans/create_plan'
import CurrentVdot from '#actions/progress/current_vdot'
import { addDays, dayNumber, isoWeekday } from '#domain/calendar'
import { trainingPaces, vdotFromRace, type TrainingPaces } from '#domain/science/vdot'
import { predictRace } from '#domain/science/prediction'
import { acuteChronicRatio } from '#domain/science/fitness'
import { hrZonesByLthr, type Zone } from '#domain/science/zones'
import { STANDARD_EFFORT_DISTANCES_METERS } from '#domain/science/efforts'
import { allWorkouts } from '#domain/plans/adapt_plan'
import { isRunSport } from '#domain/sports'
import { METERS_PER_MILE } from '#domain/units'
import { dailyLoadsBetween } from '#queries/daily_loads'
import { createCoachAthlete } from '#tests/support/coach_athlete'
import type { CoachContext } from '#coach/context'
import type { PlannedWorkout } from '#domain/plans/types'

/** A Tuesday in October. */
export const HELD_OUT_4_TODAY = '2026-10-13'

export type AthleteKey = 'miles' | 'marathon' | 'empty' | 'no_plan' | 'starts_tomorrow'
export const ATHLETE_KEYS: AthleteKey[] = [
  'miles',
  'marathon',
  'empty',
  'no_plan',
  'starts_tomorrow',
]

export interface Row {
  id: number
  date: string
  sport: string
  name: string
  meters: number
  seconds: number
  gearId: number | null
}

export interface ShoeFact {
  id: number
  name: string
  retired: boolean
  retireAtMeters: number | null
  startingMeters: number
  activityMeters: number
  /** Starting distance plus the distance of its activities. */
  totalMeters: number
}

export interface EffortFact {
  distanceMeters: number
  seconds: number
  date: string
}

export interface AthleteFacts {
  key: AthleteKey
  userId: number
  units: 'km' | 'mi'
  fullName: string
  email: string
  planId: number | null
  planStart: string | null
  /** Every activity, oldest first. */
  all: Row[]
  /** Running activities only. */
  runs: Row[]
  workouts: PlannedWorkout[]
  vdot: number
  paces: TrainingPaces
  /** Predicted seconds for a distance, as the Progress page predicts it. */
  predict: (meters: number) => number
  acwr: number
  hrZones: Zone[]
  lthr: number
  maxHr: number
  restingHr: number
  shoes: ShoeFact[]
  /** Fastest stored effort per standard distance (metres to seconds). */
  bests: EffortFact[]
}

export interface HeldOutFacts {
  today: string
  athletes: Record<AthleteKey, AthleteFacts>
  /** The athlete that exists only so that nothing of theirs is ever revealed. */
  other: { userId: number; fullName: string; email: string; runName: string; planId: number }
}

export interface HeldOutFixture {
  facts: HeldOutFacts
  context: (athlete: AthleteKey, audience: 'offline' | 'model') => CoachContext
}

function jitter(seed: number) {
  const x = Math.sin(seed * 78.233) * 43758.5453
  return x - Math.floor(x)
}

const MI = METERS_PER_MILE
const round2 = (value: number) => Math.round(value * 100) / 100

interface Planned {
  date: string
  miles: number
  secPerMile: number
  name: string
  kind: 'easy' | 'key' | 'long' | 'race'
}

const TEN_K_RACE = '2026-04-19'
const PARKRUN = '2026-07-11'

/** The miles athlete's running since June 2025: Mon/Wed/Fri/Sun, a Christmas break, two races. */
function milesRuns(todayIso: string): Planned[] {
  const list: Planned[] = []
  for (let date = '2025-06-02'; date < todayIso; date = addDays(date, 1)) {
    const weekday = isoWeekday(date)
    const r = jitter(dayNumber(date))
    if (date === TEN_K_RACE) {
      list.push({
        date,
        miles: 10000 / MI,
        secPerMile: 2835 / (10000 / MI),
        name: 'Spring 10K',
        kind: 'race',
      })
      continue
    }
    if (date === PARKRUN) {
      list.push({
        date,
        miles: 5000 / MI,
        secPerMile: 1342 / (5000 / MI),
        name: 'parkrun',
        kind: 'race',
      })
      continue
    }
    if (![1, 3, 5, 7].includes(weekday)) continue
    if (date >= '2025-12-22' && date <= '2025-12-31') continue
    if (weekday === 1)
      list.push({
        date,
        miles: round2(4 + r * 2),
        secPerMile: 560 + r * 40,
        name: 'Easy miles',
        kind: 'easy',
      })
    if (weekday === 3)
      list.push({
        date,
        miles: round2(5 + r * 2),
        secPerMile: 470 + r * 25,
        name: 'Tempo',
        kind: 'key',
      })
    if (weekday === 5)
      list.push({
        date,
        miles: round2(3 + r * 1.5),
        secPerMile: 580 + r * 30,
        name: 'Shakeout',
        kind: 'easy',
      })
    if (weekday === 7)
      list.push({
        date,
        miles: round2(8 + r * 5),
        secPerMile: 575 + r * 35,
        name: 'LSD',
        kind: 'long',
      })
  }
  return list
}

async function rowsOf(userId: number): Promise<Row[]> {
  const activities = await Activity.query()
    .where('user_id', userId)
    .orderBy('local_date', 'asc')
    .orderBy('start_time', 'asc')
  return activities.map((a) => ({
    id: a.id,
    date: String(a.localDate),
    sport: a.sport,
    name: a.name,
    meters: a.distanceMeters,
    seconds: a.movingSeconds,
    gearId: a.gearId ?? null,
  }))
}

async function factsOf(
  key: AthleteKey,
  userId: number,
  todayIso: string,
  planId: number | null
): Promise<AthleteFacts> {
  const user = await User.findOrFail(userId)
  const profile = await AthleteProfile.findByOrFail('userId', userId)
  const all = await rowsOf(userId)
  const runs = all.filter((r) => isRunSport(r.sport))
  const basis = await new CurrentVdot().handle(profile, todayIso)
  const vdot = basis?.vdot.value ?? 0
  const weekly =
    runs
      .filter((r) => r.date >= addDays(todayIso, -27) && r.date <= todayIso)
      .reduce((t, r) => t + r.meters, 0) / 4
  const predict = (meters: number) =>
    basis
      ? (predictRace({
          targetDistanceMeters: meters,
          races: [basis.race],
          weeklyDistanceMeters: weekly,
        })?.seconds ?? 0)
      : 0
  const loads = await dailyLoadsBetween(userId, addDays(todayIso, -27), todayIso)
  const byDate = new Map(loads.map((row) => [row.date, row.load]))
  const daily = Array.from({ length: 28 }, (_, i) => byDate.get(addDays(todayIso, i - 27)) ?? 0)
  const plan = planId ? await TrainingPlan.findOrFail(planId) : null
  const gear = await Gear.query().where('user_id', userId).orderBy('id')
  const shoes = gear.map((g) => {
    const activityMeters = all.filter((r) => r.gearId === g.id).reduce((t, r) => t + r.meters, 0)
    return {
      id: g.id,
      name: g.name,
      retired: g.retiredAt !== null,
      retireAtMeters: g.retireAtMeters,
      startingMeters: g.startingDistanceMeters,
      activityMeters,
      totalMeters: g.startingDistanceMeters + activityMeters,
    }
  })
  const effortRows = await db
    .from('activity_best_efforts')
    .where('user_id', userId)
    .select('activity_id', 'distance_meters', 'duration_seconds')
  const bests: EffortFact[] = []
  for (const distance of STANDARD_EFFORT_DISTANCES_METERS) {
    const matching = effortRows
      .filter((row) => Math.abs(Number(row.distance_meters) - distance) < 0.01)
      .sort((a, b) => Number(a.duration_seconds) - Number(b.duration_seconds))
    if (matching.length === 0) continue
    const activity = all.find((r) => r.id === Number(matching[0].activity_id))
    bests.push({
      distanceMeters: distance,
      seconds: Number(matching[0].duration_seconds),
      date: activity?.date ?? '',
    })
  }
  return {
    key,
    userId,
    units: profile.units === 'imperial' ? 'mi' : 'km',
    fullName: user.fullName,
    email: user.email,
    planId,
    planStart: plan?.startDate ? String(plan.startDate) : null,
    all,
    runs,
    workouts: plan ? allWorkouts(plan.document) : [],
    vdot,
    paces: trainingPaces(vdot || 40),
    predict,
    acwr: acuteChronicRatio(daily) ?? 0,
    hrZones: hrZonesByLthr(profile.lthr ?? 168),
    lthr: profile.lthr ?? 168,
    maxHr: profile.maxHr ?? 188,
    restingHr: profile.restingHr ?? 48,
    shoes,
    bests,
  }
}

/** Best efforts of a race run at even pace (each standard distance it covers). */
function evenEfforts(meters: number, seconds: number) {
  return STANDARD_EFFORT_DISTANCES_METERS.filter((d) => d <= meters + 0.01).map((d) => ({
    distanceMeters: d,
    durationSeconds: Math.round(((seconds * d) / meters) * 0.985 * 10) / 10,
  }))
}

async function createMilesAthlete(todayIso: string) {
  const athlete = await createCoachAthlete({
    weeks: 0,
    todayIso,
    units: 'imperial',
    coachTone: 'encouraging',
  })
  const userId = athlete.user.id
  athlete.profile.trainingDays = [1, 3, 5, 7]
  // Their own recent race (not the test athlete's 10 km in 42:30): a 10 km in 46:40.
  athlete.profile.raceDistanceMeters = 10000
  athlete.profile.raceDurationSeconds = 46 * 60 + 40
  athlete.profile.raceDate = DateTime.fromISO(addDays(todayIso, -37))
  await athlete.profile.save()
  const clifton = await Gear.create({
    userId,
    name: 'Hoka Clifton 9',
    sport: 'run',
    isDefault: false,
    startingDistanceMeters: 0,
    retireAtMeters: 720_000,
    retiredAt: DateTime.fromISO('2026-04-30T12:00:00Z'),
    reminderDismissedAt: null,
  })
  const ghost = await Gear.create({
    userId,
    name: 'Brooks Ghost 16',
    sport: 'run',
    isDefault: true,
    startingDistanceMeters: 64_000,
    retireAtMeters: 800_000,
    retiredAt: null,
    reminderDismissedAt: null,
  })
  const endorphin = await Gear.create({
    userId,
    name: 'Saucony Endorphin Speed 4',
    sport: 'run',
    isDefault: false,
    startingDistanceMeters: 0,
    retireAtMeters: 800_000,
    retiredAt: null,
    reminderDismissedAt: null,
  })
  const runs = milesRuns(todayIso)
  const created = await Activity.createMany(
    runs.map((o) => {
      const meters = Math.round(o.miles * MI * 10) / 10
      const seconds = Math.round(o.miles * o.secPerMile)
      const gearId =
        o.kind === 'race' || o.kind === 'key'
          ? endorphin.id
          : o.date < '2026-05-01'
            ? clifton.id
            : ghost.id
      return {
        userId,
        source: 'file' as const,
        externalId: null,
        name: o.name,
        sport: 'run' as const,
        startTime: DateTime.fromISO(`${o.date}T06:30:00Z`),
        localDate: o.date,
        distanceMeters: meters,
        elapsedSeconds: seconds + 45,
        movingSeconds: seconds,
        avgSpeedMps: meters / seconds,
        avgHr: o.kind === 'race' ? 176 : o.kind === 'key' ? 161 : 139,
        hasGps: true,
        trainingLoad: Math.round(
          (meters / 1000) * (o.kind === 'race' ? 11 : o.kind === 'key' ? 9 : 6)
        ),
        loadSource: 'hr',
        vdotEstimate: o.kind === 'race' ? vdotFromRace(meters, seconds) : null,
        gearId,
      }
    })
  )
  const swimDay = addDays(todayIso, -5)
  await Activity.create({
    userId,
    source: 'file',
    externalId: null,
    name: 'Pool swim',
    sport: 'swim',
    startTime: DateTime.fromISO(`${swimDay}T18:00:00Z`),
    localDate: swimDay,
    distanceMeters: 2_400,
    elapsedSeconds: 3000,
    movingSeconds: 2900,
    avgSpeedMps: 2400 / 2900,
    avgHr: 128,
    hasGps: false,
    trainingLoad: 35,
    loadSource: 'hr',
    vdotEstimate: null,
  })
  const efforts = []
  for (const activity of created) {
    if (!['Spring 10K', 'parkrun'].includes(activity.name)) continue
    for (const effort of evenEfforts(activity.distanceMeters, activity.movingSeconds)) {
      efforts.push({
        activity_id: activity.id,
        user_id: userId,
        distance_meters: effort.distanceMeters,
        duration_seconds: effort.durationSeconds,
        start_offset_seconds: 0,
        start_time: activity.startTime.toJSDate(),
      })
    }
  }
  await db.table('activity_best_efforts').multiInsert(efforts)
  await new RefreshDailyLoads().handle({ userId, fromDate: runs[0].date, todayIso })
  const planStart = addDays(todayIso, -22)
  const plan = await new CreatePlan().handle({
    userId,
    todayIso: planStart,
    raceDistanceMeters: 21097.5,
    raceDate: addDays(planStart, 7 * 12 - 1),
    availableDays: [1, 3, 5, 7],
    longRunDay: 7,
    currentWeeklyMeters: 38_000,
    startDate: planStart,
  })
  return { athlete, planId: plan.plan.id }
}

async function createMarathonAthlete(todayIso: string) {
  const athlete = await createCoachAthlete({ weeks: 20, todayIso, coachTone: 'direct' })
  const userId = athlete.user.id
  const shoe = await Gear.create({
    userId,
    name: 'Adidas Adizero SL',
    sport: 'run',
    isDefault: true,
    startingDistanceMeters: 35_000,
    retireAtMeters: 750_000,
    retiredAt: null,
    reminderDismissedAt: null,
  })
  await Activity.query().where('user_id', userId).update({ gear_id: shoe.id })
  const planStart = addDays(todayIso, -50)
  const plan = await new CreatePlan().handle({
    userId,
    todayIso: planStart,
    raceDistanceMeters: 42195,
    raceDate: addDays(planStart, 7 * 18 - 2),
    availableDays: [2, 3, 4, 6, 7],
    longRunDay: 7,
    currentWeeklyMeters: 48_000,
    startDate: planStart,
  })
  return { athlete, planId: plan.plan.id }
}

export async function createHeldOutFixture(todayIso = HELD_OUT_4_TODAY): Promise<HeldOutFixture> {
  const foreign = await createCoachAthlete({ weeks: 4, todayIso, plan: true })
  foreign.user.fullName = 'Xaver Quenzler-Obermayr'
  foreign.user.email = 'xaver.quenzler@example.org'
  await foreign.user.save()
  const foreignRunName = 'Quenzler Gipfelsturm'
  await Activity.query()
    .where('user_id', foreign.user.id)
    .where('local_date', addDays(todayIso, -2))
    .update({ name: foreignRunName, distance_meters: 23_700 })
  const foreignPlan = await TrainingPlan.query()
    .where('user_id', foreign.user.id)
    .orderBy('id', 'desc')
    .firstOrFail()

  const miles = await createMilesAthlete(todayIso)
  const marathon = await createMarathonAthlete(todayIso)
  const empty = await createCoachAthlete({ weeks: 0, todayIso, coachTone: 'detailed' })
  const noPlan = await createCoachAthlete({ weeks: 12, todayIso, coachTone: 'encouraging' })
  const starting = await createCoachAthlete({ weeks: 6, todayIso, coachTone: 'direct' })
  const startPlan = await new CreatePlan().handle({
    userId: starting.user.id,
    todayIso,
    raceDistanceMeters: 5000,
    raceDate: addDays(todayIso, 1 + 7 * 8 + 3),
    availableDays: [1, 3, 4, 6],
    longRunDay: 6,
    currentWeeklyMeters: 40_000,
    startDate: addDays(todayIso, 1),
  })

  const users: Record<AthleteKey, { id: number; profile: CoachContext['profile'] }> = {
    miles: { id: miles.athlete.user.id, profile: miles.athlete.profile },
    marathon: { id: marathon.athlete.user.id, profile: marathon.athlete.profile },
    empty: { id: empty.user.id, profile: empty.profile },
    no_plan: { id: noPlan.user.id, profile: noPlan.profile },
    starts_tomorrow: { id: starting.user.id, profile: starting.profile },
  }
  const planIds: Record<AthleteKey, number | null> = {
    miles: miles.planId,
    marathon: marathon.planId,
    empty: null,
    no_plan: null,
    starts_tomorrow: startPlan.plan.id,
  }
  const athletes = {} as Record<AthleteKey, AthleteFacts>
  for (const key of ATHLETE_KEYS)
    athletes[key] = await factsOf(key, users[key].id, todayIso, planIds[key])
  const facts: HeldOutFacts = {
    today: todayIso,
    athletes,
    other: {
      userId: foreign.user.id,
      fullName: foreign.user.fullName,
      email: foreign.user.email,
      runName: foreignRunName,
      planId: foreignPlan.id,
    },
  }
  return {
    facts,
    context: (athlete, audience) => ({
      userId: users[athlete].id,
      profile: users[athlete].profile,
      todayIso,
      audience,
    }),
  }
}
