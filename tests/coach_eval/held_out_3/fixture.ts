/*
 * The athletes of held-out set 3. The main athlete is the evaluation's athlete
 * (tests/coach_eval/fixture.ts: today 2026-03-21, ten weeks of runs, a half-marathon plan started
 * twelve days earlier) with about a year of older running before those ten weeks, two races, three
 * pairs of shoes (one retired) linked to the runs and the races' best efforts. Two more athletes:
 * one without a plan, one whose plan starts tomorrow. Every expected figure is computed by the
 * graders from the rows read back here (sums of stored rows, the app's science functions), never
 * typed in.
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
import { dailyLoadsBetween } from '#queries/daily_loads'
import { createCoachAthlete } from '#tests/support/coach_athlete'
import { createEvalFixture, EVAL_TODAY, type EvalFixture } from '#tests/coach_eval/fixture'
import type { CoachContext } from '#coach/context'
import type { PlannedWorkout } from '#domain/plans/types'

export type AthleteKey = 'main' | 'no_plan' | 'starts_tomorrow'

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
  other: { userId: number; fullName: string; email: string }
}

export interface HeldOutFixture {
  base: EvalFixture
  facts: HeldOutFacts
  context: (athlete: AthleteKey, audience: 'offline' | 'model') => CoachContext
}

/** A tiny deterministic pseudo-random sequence, so the older history is the same every run. */
function jitter(seed: number) {
  const x = Math.sin(seed * 12.9898) * 43758.5453
  return x - Math.floor(x)
}

interface Older {
  date: string
  km: number
  secPerKm: number
  name: string
  kind: 'easy' | 'key' | 'long' | 'race'
}

/** About a year of running before the ten weeks: Tue/Thu/Sat/Sun, a summer break, two races. */
function olderRuns(firstBaseDate: string): Older[] {
  const list: Older[] = []
  const halfRace = '2025-10-19'
  const parkrun = '2025-12-13'
  for (let date = '2025-01-07'; date < firstBaseDate; date = addDays(date, 1)) {
    const weekday = isoWeekday(date)
    if (![2, 4, 6, 7].includes(weekday)) continue
    if (date >= '2025-08-11' && date <= '2025-08-24') continue
    const n = dayNumber(date)
    const r = jitter(n)
    if (date === halfRace) {
      list.push({
        date,
        km: 21.0975,
        secPerKm: 5795 / 21.0975,
        name: 'Herbst-Halbmarathon',
        kind: 'race',
      })
      continue
    }
    if (date === parkrun) {
      list.push({ date, km: 5, secPerKm: 1204 / 5, name: 'parkrun', kind: 'race' })
      continue
    }
    if (weekday === 2)
      list.push({
        date,
        km: round1(6 + r * 3),
        secPerKm: 320 + r * 20,
        name: 'Easy run',
        kind: 'easy',
      })
    if (weekday === 4)
      list.push({
        date,
        km: round1(8 + r * 4),
        secPerKm: 285 + r * 15,
        name: 'Tempo run',
        kind: 'key',
      })
    if (weekday === 6)
      list.push({
        date,
        km: round1(5 + r * 2),
        secPerKm: 330 + r * 15,
        name: 'Recovery run',
        kind: 'easy',
      })
    if (weekday === 7)
      list.push({
        date,
        km: round1(13 + r * 8),
        secPerKm: 325 + r * 15,
        name: 'Long run',
        kind: 'long',
      })
  }
  return list
}

const round1 = (value: number) => Math.round(value * 10) / 10

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
  const basis = (await new CurrentVdot().handle(profile, todayIso))!
  const vdot = basis.vdot.value
  const weekly =
    runs
      .filter((r) => r.date >= addDays(todayIso, -27) && r.date <= todayIso)
      .reduce((t, r) => t + r.meters, 0) / 4
  const predict = (meters: number) =>
    predictRace({
      targetDistanceMeters: meters,
      races: [basis.race],
      weeklyDistanceMeters: weekly,
    })!.seconds
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
    fullName: user.fullName,
    email: user.email,
    planId,
    planStart: plan?.startDate ? String(plan.startDate) : null,
    all,
    runs,
    workouts: plan ? allWorkouts(plan.document) : [],
    vdot,
    paces: trainingPaces(vdot),
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
    durationSeconds: Math.round(((seconds * d) / meters) * 0.99 * 10) / 10,
  }))
}

async function addHistory(userId: number, todayIso: string) {
  const base = await rowsOf(userId)
  const firstBaseDate = base[0].date
  const pegasus = await Gear.create({
    userId,
    name: 'Nike Pegasus 40',
    sport: 'run',
    isDefault: false,
    startingDistanceMeters: 0,
    retireAtMeters: 800_000,
    retiredAt: DateTime.fromISO('2025-11-30T12:00:00Z'),
    reminderDismissedAt: null,
  })
  const novablast = await Gear.create({
    userId,
    name: 'ASICS Novablast 4',
    sport: 'run',
    isDefault: true,
    startingDistanceMeters: 120_000,
    retireAtMeters: 700_000,
    retiredAt: null,
    reminderDismissedAt: null,
  })
  const vaporfly = await Gear.create({
    userId,
    name: 'Vaporfly 3',
    sport: 'run',
    isDefault: false,
    startingDistanceMeters: 0,
    retireAtMeters: 400_000,
    retiredAt: null,
    reminderDismissedAt: null,
  })
  const older = olderRuns(firstBaseDate)
  const created = await Activity.createMany(
    older.map((o) => {
      const meters = Math.round(o.km * 1000 * 10) / 10
      const seconds = Math.round(o.km * o.secPerKm)
      const gearId =
        o.kind === 'race' || o.kind === 'key'
          ? vaporfly.id
          : o.date < '2025-12-01'
            ? pegasus.id
            : novablast.id
      return {
        userId,
        source: 'file' as const,
        externalId: null,
        name: o.name,
        sport: 'run' as const,
        startTime: DateTime.fromISO(`${o.date}T08:00:00Z`),
        localDate: o.date,
        distanceMeters: meters,
        elapsedSeconds: seconds + 30,
        movingSeconds: seconds,
        avgSpeedMps: meters / seconds,
        avgHr: o.kind === 'race' ? 172 : o.kind === 'key' ? 158 : 142,
        hasGps: true,
        trainingLoad: Math.round(o.km * (o.kind === 'race' ? 11 : o.kind === 'key' ? 9 : 6.5)),
        loadSource: 'hr',
        vdotEstimate: o.kind === 'race' ? vdotFromRace(meters, seconds) : null,
        gearId,
      }
    })
  )
  // The ten weeks' runs: Thursdays' key sessions in the racing shoes, the rest in the trainers.
  for (const row of base) {
    if (!isRunSport(row.sport)) continue
    const gearId = isoWeekday(row.date) === 4 ? vaporfly.id : novablast.id
    await Activity.query().where('id', row.id).update({ gear_id: gearId })
  }
  const efforts = []
  for (const activity of created) {
    if (!['Herbst-Halbmarathon', 'parkrun'].includes(activity.name)) continue
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
  await new RefreshDailyLoads().handle({ userId, fromDate: older[0].date, todayIso })
}

export async function createHeldOutFixture(todayIso = EVAL_TODAY): Promise<HeldOutFixture> {
  const base = await createEvalFixture(todayIso)
  await addHistory(base.userId, todayIso)

  const noPlan = await createCoachAthlete({ weeks: 8, todayIso, coachTone: 'encouraging' })
  const starting = await createCoachAthlete({ weeks: 8, todayIso, coachTone: 'detailed' })
  const startPlan = await new CreatePlan().handle({
    userId: starting.user.id,
    todayIso,
    raceDistanceMeters: 10000,
    raceDate: addDays(todayIso, 1 + 7 * 10),
    availableDays: [2, 4, 6, 7],
    longRunDay: 7,
    currentWeeklyMeters: 46000,
    startDate: addDays(todayIso, 1),
  })

  const contexts: Record<AthleteKey, CoachContext['profile']> = {
    main: base.context('offline').profile,
    no_plan: noPlan.profile,
    starts_tomorrow: starting.profile,
  }
  const ids: Record<AthleteKey, number> = {
    main: base.userId,
    no_plan: noPlan.user.id,
    starts_tomorrow: starting.user.id,
  }
  const other = await User.findOrFail(base.facts.otherUserId)
  const facts: HeldOutFacts = {
    today: todayIso,
    athletes: {
      main: await factsOf('main', base.userId, todayIso, base.planId),
      no_plan: await factsOf('no_plan', noPlan.user.id, todayIso, null),
      starts_tomorrow: await factsOf(
        'starts_tomorrow',
        starting.user.id,
        todayIso,
        startPlan.plan.id
      ),
    },
    other: { userId: other.id, fullName: other.fullName, email: other.email },
  }
  return {
    base,
    facts,
    context: (athlete, audience) => ({
      userId: ids[athlete],
      profile: contexts[athlete],
      todayIso,
      audience,
    }),
  }
}
