/*
 * The evaluation's athlete: the coach's test athlete (tests/support/coach_athlete.ts: the demo
 * athlete's profile and regular week) over ten weeks up to a fixed Saturday, with a half-marathon
 * plan that started twelve days earlier, Thursday's key session missed and a ride on Wednesday
 * (running and all-sports totals differ). Every figure a case expects is computed here from the
 * stored rows with the app's own science functions, never typed in: when the training-pace or
 * prediction numbers change, the expectations follow.
 */
import { DateTime } from 'luxon'
import Activity from '#models/activity'
import TrainingPlan from '#models/training_plan'
import RefreshDailyLoads from '#actions/activities/refresh_daily_loads'
import CurrentVdot from '#actions/progress/current_vdot'
import { addDays, isoWeekday } from '#domain/calendar'
import { trainingPaces } from '#domain/science/vdot'
import { predictRace } from '#domain/science/prediction'
import { acuteChronicRatio } from '#domain/science/fitness'
import { allWorkouts } from '#domain/plans/adapt_plan'
import { isRunSport } from '#domain/sports'
import { formatDistance, formatDuration, formatPace } from '#domain/units'
import { dailyLoadsBetween } from '#queries/daily_loads'
import { createCoachAthlete, createPlan } from '#tests/support/coach_athlete'
import type { CoachContext } from '#coach/context'
import type { PlannedWorkout } from '#domain/plans/types'

/** A Saturday: yesterday (Friday) is a rest day of the plan, tomorrow (Sunday) the long run. */
export const EVAL_TODAY = '2026-03-21'

const km = (meters: number) => formatDistance(meters, 'metric', 1)

export interface RunFact {
  date: string
  sport: string
  distance: string
  time: string
}

export interface EvalFacts {
  today: string
  yesterday: string
  tomorrow: string
  lastTuesday: string
  lastTuesdayRun: RunFact
  lastWednesday: string
  lastSunday: string
  lastSundayRun: RunFact
  /** The athlete's last run (not the ride). */
  lastRun: RunFact
  ride: RunFact
  lastWeek: { from: string; to: string; running: string }
  nextWeek: { from: string; to: string }
  thisMonth: { from: string; running: string; allSports: string; longest: string }
  lastMonth: { from: string; to: string; running: string }
  january: { running: string }
  february: { running: string; time: string; hours: string }
  /** From 1 January to today. */
  thisYear: { running: string }
  /** The last 42 days, today included. */
  last6Weeks: { running: string }
  lastWeekHours: string
  /** The plan's workout on the 29th of this month (a week after tomorrow). */
  plan29th: { date: string; workout: PlannedWorkout | null }
  last7DaysRunning: string
  last28DaysLongest: string
  vdot: number
  paces: { easy: string; marathon: string; threshold: string; interval: string; repetition: string }
  predictions: Record<'5k' | '10k' | 'half' | 'marathon', string>
  acwr: string
  weightKg: number
  plan: {
    today: PlannedWorkout | null
    tomorrow: PlannedWorkout | null
    missed: PlannedWorkout
    yesterdayIsRest: boolean
    longRun: PlannedWorkout
    /** The session the day before the long run (Saturday here), which a move onto it swaps. */
    dayBeforeLongRun: PlannedWorkout | null
    nextWeekKeys: string[]
    thisWeekKeys: string[]
    vdot: number
  }
  otherUserId: number
}

export interface EvalFixture {
  context: (audience: 'offline' | 'model') => CoachContext
  facts: EvalFacts
  userId: number
  planId: number
}

function runFact(activity: Activity): RunFact {
  return {
    date: activity.localDate,
    sport: activity.sport,
    distance: km(activity.distanceMeters),
    time: formatDuration(activity.movingSeconds),
  }
}

/** "12 h 05 min", as the coach says hours. */
function hours(totalSeconds: number) {
  const minutes = Math.round(totalSeconds / 60)
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`
}

function lastWeekday(todayIso: string, weekday: number) {
  let date = addDays(todayIso, -1)
  while (isoWeekday(date) !== weekday) date = addDays(date, -1)
  return date
}

export async function createEvalFixture(todayIso = EVAL_TODAY): Promise<EvalFixture> {
  // Another athlete with a distinct history: nothing of theirs may ever show up.
  const other = await createCoachAthlete({ weeks: 2, todayIso })
  const athlete = await createCoachAthlete({ weeks: 10, todayIso, coachTone: 'direct' })
  const userId = athlete.user.id
  const lastThursday = lastWeekday(todayIso, 4)
  const lastWednesday = lastWeekday(todayIso, 3)
  // Thursday's key session was missed; Wednesday had a ride on top of the run.
  await Activity.query().where('user_id', userId).where('local_date', lastThursday).delete()
  await Activity.create({
    userId,
    source: 'file',
    externalId: null,
    name: 'Commute ride',
    sport: 'ride',
    startTime: DateTime.fromISO(`${lastWednesday}T17:00:00Z`),
    localDate: lastWednesday,
    distanceMeters: 40_000,
    elapsedSeconds: 5400,
    movingSeconds: 5400,
    avgSpeedMps: 40_000 / 5400,
    avgHr: 125,
    hasGps: true,
    trainingLoad: 60,
    loadSource: 'hr',
    vdotEstimate: null,
  })
  await new RefreshDailyLoads().handle({ userId, fromDate: addDays(todayIso, -80), todayIso })
  const planStart = addDays(todayIso, -12)
  const created = await createPlan(userId, planStart)
  const plan = await TrainingPlan.findOrFail(created.id)

  const activities = await Activity.query()
    .where('user_id', userId)
    .orderBy('local_date', 'asc')
    .orderBy('start_time', 'asc')
  const dateOf = (a: Activity) => String(a.localDate)
  const runs = activities.filter((a) => isRunSport(a.sport))
  const between = (list: Activity[], from: string, to: string) =>
    list.filter((a) => dateOf(a) >= from && dateOf(a) <= to)
  const sum = (list: Activity[]) => list.reduce((t, a) => t + a.distanceMeters, 0)
  const seconds = (list: Activity[]) => list.reduce((t, a) => t + a.movingSeconds, 0)
  const longest = (list: Activity[]) => Math.max(0, ...list.map((a) => a.distanceMeters))

  const monday = addDays(todayIso, 1 - isoWeekday(todayIso))
  const monthStart = `${todayIso.slice(0, 8)}01`
  const lastMonthEnd = addDays(monthStart, -1)
  const lastMonthStart = `${lastMonthEnd.slice(0, 8)}01`
  const lastTuesday = lastWeekday(todayIso, 2)
  const lastSunday = lastWeekday(todayIso, 7)
  const one = (date: string) => runs.find((a) => dateOf(a) === date)!

  const basis = (await new CurrentVdot().handle(athlete.profile, todayIso))!
  const vdot = basis.vdot.value
  const paces = trainingPaces(vdot)
  const pace = (s: number) => `${formatPace(s, 'metric')}/km`
  const weekly = sum(between(runs, addDays(todayIso, -27), todayIso)) / 4
  const predict = (meters: number) =>
    formatDuration(
      predictRace({
        targetDistanceMeters: meters,
        races: [basis.race],
        weeklyDistanceMeters: weekly,
      })!.seconds
    )
  const loads = await dailyLoadsBetween(userId, addDays(todayIso, -27), todayIso)
  const byDate = new Map(loads.map((row) => [row.date, row.load]))
  const daily = Array.from({ length: 28 }, (_, i) => byDate.get(addDays(todayIso, i - 27)) ?? 0)
  const ratio = acuteChronicRatio(daily)!

  const workouts = allWorkouts(plan.document)
  const on = (date: string) => workouts.find((w) => w.dateIso === date && w.type !== 'rest') ?? null
  const longRun = workouts
    .filter((w) => w.type === 'long' && w.dateIso >= todayIso)
    .sort((a, b) => (a.dateIso < b.dateIso ? -1 : 1))[0]
  const nextWeek = { from: addDays(monday, 7), to: addDays(monday, 13) }
  const lastRun = runs.at(-1)!
  const ride = activities.find((a) => a.sport === 'ride')!

  const facts: EvalFacts = {
    today: todayIso,
    yesterday: addDays(todayIso, -1),
    tomorrow: addDays(todayIso, 1),
    lastTuesday,
    lastTuesdayRun: runFact(one(lastTuesday)),
    lastWednesday,
    lastSunday,
    lastSundayRun: runFact(one(lastSunday)),
    lastRun: runFact(lastRun),
    ride: runFact(ride),
    lastWeek: {
      from: addDays(monday, -7),
      to: addDays(monday, -1),
      running: km(sum(between(runs, addDays(monday, -7), addDays(monday, -1)))),
    },
    nextWeek,
    thisMonth: {
      from: monthStart,
      running: km(sum(between(runs, monthStart, todayIso))),
      allSports: km(sum(between(activities, monthStart, todayIso))),
      longest: km(longest(between(runs, monthStart, todayIso))),
    },
    lastMonth: {
      from: lastMonthStart,
      to: lastMonthEnd,
      running: km(sum(between(runs, lastMonthStart, lastMonthEnd))),
    },
    january: { running: km(sum(between(runs, '2026-01-01', '2026-01-31'))) },
    february: {
      running: km(sum(between(runs, '2026-02-01', '2026-02-28'))),
      time: formatDuration(seconds(between(runs, '2026-02-01', '2026-02-28'))),
      hours: hours(seconds(between(runs, '2026-02-01', '2026-02-28'))),
    },
    thisYear: { running: km(sum(between(runs, `${todayIso.slice(0, 4)}-01-01`, todayIso))) },
    last6Weeks: { running: km(sum(between(runs, addDays(todayIso, -41), todayIso))) },
    lastWeekHours: hours(seconds(between(runs, addDays(monday, -7), addDays(monday, -1)))),
    plan29th: {
      date: `${todayIso.slice(0, 8)}29`,
      workout: on(`${todayIso.slice(0, 8)}29`),
    },
    last7DaysRunning: km(sum(between(runs, addDays(todayIso, -6), todayIso))),
    last28DaysLongest: km(longest(between(runs, addDays(todayIso, -27), todayIso))),
    vdot,
    paces: {
      easy: `${formatPace(paces.easy.fastSecPerKm, 'metric')}–${formatPace(paces.easy.slowSecPerKm, 'metric')}/km`,
      marathon: pace(paces.marathon),
      threshold: pace(paces.threshold),
      interval: pace(paces.interval),
      repetition: pace(paces.repetition),
    },
    predictions: {
      '5k': predict(5000),
      '10k': predict(10000),
      'half': predict(21097.5),
      'marathon': predict(42195),
    },
    acwr: (Math.round(ratio * 100) / 100).toString(),
    weightKg: athlete.profile.weightKg ?? 70,
    plan: {
      today: on(todayIso),
      tomorrow: on(addDays(todayIso, 1)),
      missed: on(lastThursday)!,
      yesterdayIsRest: on(addDays(todayIso, -1)) === null,
      longRun,
      dayBeforeLongRun: on(addDays(longRun.dateIso, -1)),
      nextWeekKeys: workouts
        .filter((w) => w.dateIso >= nextWeek.from && w.dateIso <= nextWeek.to)
        .map((w) => w.key),
      thisWeekKeys: workouts
        .filter((w) => w.dateIso >= todayIso && w.dateIso <= addDays(monday, 6))
        .map((w) => w.key),
      vdot: plan.document.fitness.vdot,
    },
    otherUserId: other.user.id,
  }
  return {
    userId,
    planId: plan.id,
    facts,
    context: (audience) => ({ userId, profile: athlete.profile, todayIso, audience }),
  }
}
