/*
 * The athletes of held-out set 5 on a fixed today, Sunday 2027-01-03 (a year has just turned):
 *
 * - `tri`: metric; runs, rides (with power) and swims since March 2026; a 10 km plan that started
 *   on Monday 2026-12-07 (its fourth week is this week), Tue/Thu/Sun.
 * - `taper`: metric, LTHR / max / resting HR set, a marathon on Sunday 2027-01-10 (taper), best
 *   efforts from a 10 km (October) and a half marathon (November), two pairs of shoes (the
 *   Pegasus near its retirement distance).
 * - `returning`: imperial units, fourteen months of running from November 2025, no running from
 *   2026-10-31 to 2026-12-11 (injury), easy comeback jogs since, no plan.
 * - `beginner`: metric, three weeks of short runs, walk-runs and walks, a first 5 km on
 *   2026-12-26, a 5 km plan that starts on Tuesday 2027-01-12.
 * - `plan_done`: metric, eighteen months of running, a half-marathon plan whose race was last
 *   Sunday (2026-12-27), recovery jogs since, two pairs of shoes.
 * - a foreign athlete (distinctive name, e-mail, run name, his own plan) whose data must never
 *   appear and whose plan must never change.
 *
 * Every expected figure is computed by the graders from the rows read back here (sums of stored
 * rows, the app's science functions), never typed in.
 */
import db from '@adonisjs/lucid/services/db'
import Activity from '#models/activity'
import Gear from '#models/gear'
import TrainingPlan from '#models/training_plan'
import User from '#models/user'
import AthleteProfile from '#models/athlete_profile'
import CurrentVdot from '#actions/progress/current_vdot'
import { addDays } from '#domain/calendar'
import { trainingPaces, type TrainingPaces } from '#domain/science/vdot'
import { predictRace } from '#domain/science/prediction'
import { acuteChronicRatio } from '#domain/science/fitness'
import { hrZonesByLthr, type Zone } from '#domain/science/zones'
import { STANDARD_EFFORT_DISTANCES_METERS } from '#domain/science/efforts'
import { allWorkouts } from '#domain/plans/adapt_plan'
import { isRunSport } from '#domain/sports'
import { dailyLoadsBetween } from '#queries/daily_loads'
import { createCoachAthlete } from '#tests/support/coach_athlete'
import { createTaper, createTri } from '#tests/coach_eval/held_out_5/athletes'
import {
  createBeginner,
  createPlanDone,
  createReturning,
} from '#tests/coach_eval/held_out_5/athletes_more'
import type { CoachContext } from '#coach/context'
import type { PlannedWorkout } from '#domain/plans/types'

/** A Sunday, three days into the new year. */
export const HELD_OUT_5_TODAY = '2027-01-03'

export type AthleteKey = 'tri' | 'taper' | 'returning' | 'beginner' | 'plan_done'
export const ATHLETE_KEYS: AthleteKey[] = ['tri', 'taper', 'returning', 'beginner', 'plan_done']

export interface Row {
  id: number
  date: string
  sport: string
  name: string
  meters: number
  seconds: number
  gearId: number | null
  watts: number | null
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
  planEnd: string | null
  raceDate: string | null
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
    watts: a.avgPowerWatts ?? null,
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
    planEnd: plan?.endDate ? String(plan.endDate) : null,
    raceDate: plan?.raceDate ? String(plan.raceDate) : null,
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

export async function createHeldOutFixture(todayIso = HELD_OUT_5_TODAY): Promise<HeldOutFixture> {
  const foreign = await createCoachAthlete({ weeks: 4, todayIso, plan: true })
  foreign.user.fullName = 'Ottokar Wendelin-Pfisterer'
  foreign.user.email = 'ottokar.pfisterer@example.net'
  await foreign.user.save()
  const foreignRunName = 'Pfisterer Nebelrunde'
  await Activity.query()
    .where('user_id', foreign.user.id)
    .where('local_date', addDays(todayIso, -1))
    .update({ name: foreignRunName, distance_meters: 27_300 })
  const foreignPlan = await TrainingPlan.query()
    .where('user_id', foreign.user.id)
    .orderBy('id', 'desc')
    .firstOrFail()

  const made = {
    tri: await createTri(todayIso),
    taper: await createTaper(todayIso),
    returning: await createReturning(todayIso),
    beginner: await createBeginner(todayIso),
    plan_done: await createPlanDone(todayIso),
  }
  const athletes = {} as Record<AthleteKey, AthleteFacts>
  for (const key of ATHLETE_KEYS)
    athletes[key] = await factsOf(key, made[key].athlete.user.id, todayIso, made[key].planId)
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
      userId: made[athlete].athlete.user.id,
      profile: made[athlete].athlete.profile,
      todayIso,
      audience,
    }),
  }
}
