/*
 * The athletes of the open set over other athletes (README.md): a different "today" (a
 * Wednesday in November) and four athletes unlike the evaluation's one:
 *
 * - `miles`: a runner whose profile prefers miles (imperial), twelve weeks of runs, no plan;
 * - `fresh`: a brand-new athlete with no activities, no race result and no plan;
 * - `marathon`: twelve weeks of runs and a marathon plan started eight weeks ago, the race in
 *   about four weeks (a Sunday), HR zones from the profile's LTHR;
 * - `rider`: mostly rides, a weekly swim and a short Sunday run.
 *
 * The facts have the shape of held-out set 3's (tests/coach_eval/held_out_3/fixture.ts) so its
 * builders and graders are reused as they are; every expected figure is computed from the rows
 * read back and the app's science functions, never typed in.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Activity from '#models/activity'
import AthleteProfile from '#models/athlete_profile'
import Gear from '#models/gear'
import TrainingPlan from '#models/training_plan'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import RefreshDailyLoads from '#actions/activities/refresh_daily_loads'
import CreatePlan from '#actions/plans/create_plan'
import CurrentVdot from '#actions/progress/current_vdot'
import { addDays, isoWeekday } from '#domain/calendar'
import { trainingPaces } from '#domain/science/vdot'
import { predictRace } from '#domain/science/prediction'
import { acuteChronicRatio } from '#domain/science/fitness'
import { hrZonesByLthr } from '#domain/science/zones'
import { STANDARD_EFFORT_DISTANCES_METERS } from '#domain/science/efforts'
import { allWorkouts } from '#domain/plans/adapt_plan'
import { isRunSport } from '#domain/sports'
import { dailyLoadsBetween } from '#queries/daily_loads'
import { createCoachAthlete } from '#tests/support/coach_athlete'
import type { CoachContext } from '#coach/context'
import type {
  AthleteFacts,
  EffortFact,
  HeldOutFacts,
  Row,
} from '#tests/coach_eval/held_out_3/fixture'

/** A Wednesday in November: another weekday and month than the evaluation's Saturday in March. */
export const OPEN_TODAY = '2026-11-11'

export type OpenAthlete = 'miles' | 'fresh' | 'marathon' | 'rider'

export interface OpenFixture {
  /** Held-out set 3's facts shape, keyed by this set's athletes (the builders read it). */
  facts: HeldOutFacts
  context: (athlete: OpenAthlete, audience: 'offline' | 'model') => CoachContext
  /** Whether the athlete has a plan (to put it back between cases). */
  planIds: number[]
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
  key: OpenAthlete,
  userId: number,
  todayIso: string,
  planId: number | null
): Promise<AthleteFacts> {
  const user = await User.findOrFail(userId)
  const profile = await AthleteProfile.findByOrFail('userId', userId)
  const all = await rowsOf(userId)
  const runs = all.filter((r) => isRunSport(r.sport))
  const basis = await new CurrentVdot().handle(profile, todayIso)
  const vdot = basis?.vdot.value ?? Number.NaN
  const weekly =
    runs
      .filter((r) => r.date >= addDays(todayIso, -27) && r.date <= todayIso)
      .reduce((t, r) => t + r.meters, 0) / 4
  const predict = (meters: number) =>
    basis
      ? predictRace({
          targetDistanceMeters: meters,
          races: [basis.race],
          weeklyDistanceMeters: weekly,
        })!.seconds
      : Number.NaN
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
  const lthr = profile.lthr ?? 168
  return {
    // The builders type the key as held-out set 3's; the open set's keys are read the same way.
    key: key as unknown as AthleteFacts['key'],
    userId,
    fullName: user.fullName,
    email: user.email,
    planId,
    planStart: plan?.startDate ? String(plan.startDate) : null,
    all,
    runs,
    workouts: plan ? allWorkouts(plan.document) : [],
    vdot,
    paces: trainingPaces(Number.isFinite(vdot) ? vdot : 40),
    predict,
    acwr: acuteChronicRatio(daily) ?? 0,
    hrZones: hrZonesByLthr(lthr),
    lthr,
    maxHr: profile.maxHr ?? 188,
    restingHr: profile.restingHr ?? 48,
    shoes,
    bests,
  }
}

/** A brand-new athlete: a finished onboarding without a race result, no activity, no plan. */
async function createFresh() {
  const user = await UserFactory.create()
  const profile = await AthleteProfile.create({
    userId: user.id,
    birthDate: DateTime.fromISO('1995-06-02'),
    sex: 'female',
    weightKg: 61,
    heightMeters: 1.68,
    restingHr: null,
    maxHr: null,
    lthr: null,
    thresholdSpeedMps: null,
    raceDistanceMeters: null,
    raceDurationSeconds: null,
    raceDate: null,
    experience: 'beginner',
    hrZoneModel: 'lthr',
    units: 'metric',
    timeZone: 'UTC',
    trainingDays: [1, 3, 6],
    longRunDay: 6,
    coachTone: 'encouraging',
    onboardingStep: null,
    onboardingCompletedAt: DateTime.utc(),
  })
  await profile.refresh()
  return { user, profile }
}

/** Mostly rides: Tuesday and Saturday rides, a Thursday swim, a short Sunday run, 8 weeks. */
async function createRider(todayIso: string) {
  const athlete = await createCoachAthlete({ weeks: 0, todayIso, coachTone: 'detailed' })
  const userId = athlete.user.id
  const rows = []
  for (let date = addDays(todayIso, -56); date < todayIso; date = addDays(date, 1)) {
    const weekday = isoWeekday(date)
    const n = Number(date.slice(8, 10))
    const session = (
      sport: 'ride' | 'swim' | 'run',
      name: string,
      meters: number,
      seconds: number,
      load: number
    ) => ({
      userId,
      source: 'file' as const,
      externalId: null,
      name,
      sport,
      startTime: DateTime.fromISO(`${date}T17:30:00Z`),
      localDate: date,
      distanceMeters: meters,
      elapsedSeconds: seconds + 60,
      movingSeconds: seconds,
      avgSpeedMps: meters / seconds,
      avgHr: 135,
      hasGps: sport !== 'swim',
      trainingLoad: load,
      loadSource: 'hr',
      vdotEstimate: null,
    })
    if (weekday === 2) rows.push(session('ride', 'Evening ride', 30_000 + n * 200, 4200, 70))
    if (weekday === 6) rows.push(session('ride', 'Long ride', 60_000 + n * 300, 8400, 130))
    if (weekday === 4) rows.push(session('swim', 'Pool swim', 2000, 2700, 45))
    if (weekday === 7) rows.push(session('run', 'Sunday run', 5000 + n * 20, 1740 + n * 6, 40))
  }
  await Activity.createMany(rows)
  await new RefreshDailyLoads().handle({ userId, fromDate: addDays(todayIso, -56), todayIso })
  return athlete
}

/** The imperial runner's shoes: one pair linked to every run. */
async function addShoes(userId: number) {
  const shoe = await Gear.create({
    userId,
    name: 'Brooks Ghost 16',
    sport: 'run',
    isDefault: true,
    startingDistanceMeters: 50_000,
    retireAtMeters: 800_000,
    retiredAt: null,
    reminderDismissedAt: null,
  })
  await Activity.query().where('user_id', userId).update({ gear_id: shoe.id })
}

export async function createOpenFixture(todayIso = OPEN_TODAY): Promise<OpenFixture> {
  // Another athlete: nothing of theirs may ever show up.
  const other = await createCoachAthlete({ weeks: 2, todayIso })
  const miles = await createCoachAthlete({
    weeks: 12,
    todayIso,
    units: 'imperial',
    coachTone: 'encouraging',
  })
  await addShoes(miles.user.id)
  const fresh = await createFresh()
  const marathon = await createCoachAthlete({ weeks: 12, todayIso, coachTone: 'direct' })
  // A marathon plan started eight weeks ago (generated as of its start), the race on the
  // Sunday about four weeks from today.
  const monday = addDays(todayIso, 1 - isoWeekday(todayIso))
  const planStart = addDays(monday, -7 * 8)
  const raceDate = addDays(monday, 7 * 4 - 1)
  const marathonPlan = await new CreatePlan().handle({
    userId: marathon.user.id,
    todayIso: addDays(planStart, -1),
    raceDistanceMeters: 42195,
    raceDate,
    availableDays: [2, 3, 4, 6, 7],
    longRunDay: 7,
    currentWeeklyMeters: 48000,
    startDate: planStart,
  })
  const rider = await createRider(todayIso)

  const profiles: Record<OpenAthlete, CoachContext['profile']> = {
    miles: miles.profile,
    fresh: fresh.profile,
    marathon: marathon.profile,
    rider: rider.profile,
  }
  const ids: Record<OpenAthlete, number> = {
    miles: miles.user.id,
    fresh: fresh.user.id,
    marathon: marathon.user.id,
    rider: rider.user.id,
  }
  const otherUser = await User.findOrFail(other.user.id)
  const athletes = {
    miles: await factsOf('miles', miles.user.id, todayIso, null),
    fresh: await factsOf('fresh', fresh.user.id, todayIso, null),
    marathon: await factsOf('marathon', marathon.user.id, todayIso, marathonPlan.plan.id),
    rider: await factsOf('rider', rider.user.id, todayIso, null),
  }
  return {
    facts: {
      today: todayIso,
      athletes: athletes as unknown as HeldOutFacts['athletes'],
      other: { userId: otherUser.id, fullName: otherUser.fullName, email: otherUser.email },
    },
    context: (athlete, audience) => ({
      userId: ids[athlete],
      profile: profiles[athlete],
      todayIso,
      audience,
    }),
    planIds: [marathonPlan.plan.id],
  }
}
