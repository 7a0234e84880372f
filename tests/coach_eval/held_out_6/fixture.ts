/*
 * The athletes of held-out set 6 on a fixed today, Wednesday 2027-03-31 (the week after Europe's
 * DST change and Easter Sunday, both 2027-03-28; the first quarter ends today):
 *
 * - `trail`: metric; trail runs with elevation, no heart rate; a 50 km ultra plan (race
 *   2027-05-15) in its sixth week; shoes for trail and road.
 * - `masters`: 58 years old, maximum and resting HR set (heart-rate-reserve zones); a 10 km plan
 *   that starts tomorrow on Mon/Thu/Sat; a year of three runs a week; a 10 km race in January.
 * - `miler`: imperial units, LTHR; a marathon plan mid-build (race 2027-06-06); doubles on some
 *   days; two pairs of shoes, one past its retirement distance.
 * - `novice`: metric; two weeks of walk-runs, no race, no best efforts, no plan.
 * - `rpe_only`: metric; treadmill and manual entries with perceived effort, no HR, no GPS; a
 *   half-marathon plan that starts on 2027-04-21; no running from 2027-03-08 to 2027-03-19.
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
import { hrZonesByLthr, hrZonesByMax, hrZonesByReserve, type Zone } from '#domain/science/zones'
import { STANDARD_EFFORT_DISTANCES_METERS } from '#domain/science/efforts'
import { allWorkouts } from '#domain/plans/adapt_plan'
import { isRunSport } from '#domain/sports'
import { dailyLoadsBetween } from '#queries/daily_loads'
import { createCoachAthlete } from '#tests/support/coach_athlete'
import { createMasters, createTrail } from '#tests/coach_eval/held_out_6/athletes'
import {
  createMiler,
  createNovice,
  createRpeOnly,
} from '#tests/coach_eval/held_out_6/athletes_more'
import type { CoachContext } from '#coach/context'
import type { PlannedWorkout } from '#domain/plans/types'

/** A Wednesday, three days after Easter Sunday and the change to summer time. */
export const HELD_OUT_6_TODAY = '2027-03-31'

export type AthleteKey = 'trail' | 'masters' | 'miler' | 'novice' | 'rpe_only'
export const ATHLETE_KEYS: AthleteKey[] = ['trail', 'masters', 'miler', 'novice', 'rpe_only']

export interface Row {
  id: number
  date: string
  sport: string
  name: string
  meters: number
  seconds: number
  gearId: number | null
  watts: number | null
  elevationMeters: number
  perceivedEffort: number | null
  avgHr: number | null
  hasGps: boolean
  source: string
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
  /** The profile's zone model's zones; empty for an athlete without heart-rate settings. */
  hrZones: Zone[]
  lthr: number | null
  maxHr: number | null
  restingHr: number | null
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
    elevationMeters: a.elevationGainMeters ?? 0,
    perceivedEffort: a.perceivedEffort ?? null,
    avgHr: a.avgHr ?? null,
    hasGps: a.hasGps,
    source: a.source,
  }))
}

function zonesOf(profile: AthleteProfile): Zone[] {
  if (profile.hrZoneModel === 'reserve' && profile.restingHr && profile.maxHr)
    return hrZonesByReserve(profile.restingHr, profile.maxHr)
  if (profile.hrZoneModel === 'max' && profile.maxHr) return hrZonesByMax(profile.maxHr)
  if (profile.hrZoneModel === 'lthr' && profile.lthr) return hrZonesByLthr(profile.lthr)
  return []
}

async function shoesOf(userId: number, all: Row[]): Promise<ShoeFact[]> {
  const gear = await Gear.query().where('user_id', userId).orderBy('id')
  return gear.map((g) => {
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
}

async function bestsOf(userId: number, all: Row[]): Promise<EffortFact[]> {
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
  return bests
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
    hrZones: zonesOf(profile),
    lthr: profile.lthr,
    maxHr: profile.maxHr,
    restingHr: profile.restingHr,
    shoes: await shoesOf(userId, all),
    bests: await bestsOf(userId, all),
  }
}

async function createForeign(todayIso: string) {
  const foreign = await createCoachAthlete({ weeks: 4, todayIso, plan: true })
  foreign.user.fullName = 'Leopold Quenzler-Haberstroh'
  foreign.user.email = 'leopold.quenzler@example.org'
  await foreign.user.save()
  const runName = 'Quenzler Osterhasenrunde'
  await Activity.query()
    .where('user_id', foreign.user.id)
    .where('local_date', addDays(todayIso, -1))
    .update({ name: runName, distance_meters: 31_400 })
  const plan = await TrainingPlan.query()
    .where('user_id', foreign.user.id)
    .orderBy('id', 'desc')
    .firstOrFail()
  return {
    userId: foreign.user.id,
    fullName: foreign.user.fullName,
    email: foreign.user.email,
    runName,
    planId: plan.id,
  }
}

export async function createHeldOutFixture(todayIso = HELD_OUT_6_TODAY): Promise<HeldOutFixture> {
  const other = await createForeign(todayIso)
  const made = {
    trail: await createTrail(todayIso),
    masters: await createMasters(todayIso),
    miler: await createMiler(todayIso),
    novice: await createNovice(todayIso),
    rpe_only: await createRpeOnly(todayIso),
  }
  const athletes = {} as Record<AthleteKey, AthleteFacts>
  for (const key of ATHLETE_KEYS)
    athletes[key] = await factsOf(key, made[key].athlete.user.id, todayIso, made[key].planId)
  return {
    facts: { today: todayIso, athletes, other },
    context: (athlete, audience) => ({
      userId: made[athlete].athlete.user.id,
      profile: made[athlete].athlete.profile,
      todayIso,
      audience,
    }),
  }
}
