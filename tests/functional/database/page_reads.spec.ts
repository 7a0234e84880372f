import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import CreatePlan from '#actions/plans/create_plan'
import { addDays } from '#domain/calendar'
import { EFFORT_VDOT_WINDOW_DAYS } from '#domain/progress/current_vdot'
import { personalBestPeriods } from '#domain/progress/periods'
import {
  activitiesBetween,
  activityNamesAndDates,
  bestVdotEffort,
  meanWeeklyRunMeters,
} from '#queries/activities'
import { fastestEffortsSince } from '#queries/activity_best_efforts'
import { lastDays } from '#queries/daily_loads'
import { gearWithActivityMeters } from '#queries/gear'
import { workoutLogs } from '#queries/plan_workout_logs'
import { activePlanView } from '#queries/training_plans'
import { activityPageRows } from '#queries/pages/activity'
import { dashboardRows, PLAN_WEEK_REACH_DAYS } from '#queries/pages/dashboard'
import { planPageRows } from '#queries/pages/plan'
import { progressFirstPaintRows } from '#queries/pages/progress'
import { functionalGroup } from '../helpers.js'
import { athlete, importRun, todayUtc } from '../progress/helpers.js'

/*
 * Each page's one statement (app/queries/pages/, docs/decisions/038-one-statement-per-page.md)
 * gives what the table modules' own reads give for the same athlete, on SQLite and on
 * PostgreSQL; another athlete's rows, read with the same statement text, never leak in.
 */

/** An athlete with runs over the last weeks, shoes on one run, and another athlete's run. */
async function athleteWithHistory() {
  const user = await athlete()
  const runs = []
  for (const daysAgo of [0, 2, 5, 9, 20, 40]) runs.push(await importRun(user, daysAgo))
  const [gearId] = await db
    .table('gear')
    .insert({
      user_id: user.id,
      name: 'Trainers',
      sport: 'run',
      is_default: false,
      starting_distance_meters: 1000,
      created_at: new Date(),
      updated_at: new Date(),
    })
    .returning('id')
  await db
    .from('activities')
    .where('id', runs[1])
    .update({ gear_id: typeof gearId === 'object' ? gearId.id : gearId })
  const other = await athlete()
  await importRun(other, 1, { durationSeconds: 3000 })
  return { user, runs, other }
}

/** A 12-week plan starting a week ago, and one done mark on its first workout. */
async function planFor(user: User) {
  const today = todayUtc()
  const { plan } = await new CreatePlan().handle({
    userId: user.id,
    todayIso: addDays(today, -7),
    startDate: addDays(today, -7),
    availableDays: [2, 4, 6, 7],
    longRunDay: 7,
    currentWeeklyMeters: 30000,
  })
  const workout = plan.document.weeks[0].workouts[0]
  await db.table('plan_workout_logs').insert({
    plan_id: plan.id,
    workout_key: workout.key,
    status: 'skipped',
    note: 'away',
    updated_at: new Date(),
  })
  return plan
}

/** A plan view without its parsed document's identity (two reads parse it separately). */
const viewOf = (view: { document: unknown } | null) => (view ? { ...view } : null)

test.group('Page reads: one statement each, the same figures as the table reads', (group) => {
  functionalGroup(group)

  test('Dashboard', async ({ assert }) => {
    const { user } = await athleteWithHistory()
    await planFor(user)
    const today = todayUtc()
    const rows = await dashboardRows(user.id, today, 42)

    assert.deepEqual(rows.days, await lastDays(user.id, today, 42))
    const vdotFrom = addDays(today, -EFFORT_VDOT_WINDOW_DAYS)
    assert.deepEqual(rows.vdotEffort, await bestVdotEffort(user.id, vdotFrom, today))
    assert.isNotNull(rows.vdotEffort)
    assert.equal(rows.weeklyRunMeters, await meanWeeklyRunMeters(user.id, today))
    assert.isAbove(rows.weeklyRunMeters, 0)
    assert.lengthOf(rows.recentActivities, 5)
    const recent = rows.recentActivities.map((activity) => activity.startTime)
    assert.deepEqual(recent, [...recent].sort().reverse())
    assert.isTrue(rows.recentActivities.every((activity) => activity.trainingLoad > 0))
    assert.isNull(rows.demoImport)

    assert.deepEqual(viewOf(rows.plan), viewOf(await activePlanView(user.id)))
    assert.deepEqual(rows.planLogs, await workoutLogs(rows.plan!.id))
    assert.equal(rows.planLogs.size, 1)
    const { fromIso, toIso, activities } = rows.activitiesAroundToday
    assert.deepEqual(
      [fromIso, toIso],
      [addDays(today, -PLAN_WEEK_REACH_DAYS), addDays(today, PLAN_WEEK_REACH_DAYS)]
    )
    assert.deepEqual(activities, await activitiesBetween(user.id, fromIso, toIso))
    assert.lengthOf(activities, 3)
  })

  test('Progress first paint', async ({ assert }) => {
    const { user } = await athleteWithHistory()
    const today = todayUtc()
    const periods = personalBestPeriods(today, 'UTC')
    const rows = await progressFirstPaintRows(user.id, today, periods)

    assert.isTrue(rows.hasActivities)
    assert.deepEqual(rows.days, await lastDays(user.id, today, 28))
    const vdotFrom = addDays(today, -EFFORT_VDOT_WINDOW_DAYS)
    assert.deepEqual(rows.vdotEffort, await bestVdotEffort(user.id, vdotFrom, today))
    assert.equal(rows.weeklyRunMeters, await meanWeeklyRunMeters(user.id, today))
    const since = {
      allTime: null,
      thisYear: periods.yearStart,
      last90Days: periods.ninetyDays,
    } satisfies Record<keyof typeof rows.bests, DateTime | null>
    for (const [period, from] of Object.entries(since)) {
      const efforts = await fastestEffortsSince(user.id, from)
      const names = await activityNamesAndDates(
        user.id,
        efforts.map((effort) => effort.activityId)
      )
      const bests = rows.bests[period as keyof typeof rows.bests]
      assert.isNotEmpty(bests, period)
      assert.sameDeepMembers(
        bests,
        efforts.map((effort) => ({
          ...effort,
          activityName: names.get(effort.activityId)!.name,
          date: names.get(effort.activityId)!.date,
        })),
        period
      )
    }

    const newcomer = await athlete()
    const empty = await progressFirstPaintRows(newcomer.id, today, periods)
    assert.isFalse(empty.hasActivities)
    assert.deepEqual(empty.bests, { allTime: [], thisYear: [], last90Days: [] })
    assert.isNull(empty.vdotEffort)
  })

  test('Plan page', async ({ assert }) => {
    const { user, other } = await athleteWithHistory()
    const plan = await planFor(user)
    const rows = await planPageRows(user.id)

    assert.deepEqual(viewOf(rows.plan), viewOf(await activePlanView(user.id)))
    assert.deepEqual(rows.logs, await workoutLogs(plan.id))
    const { fromIso, toIso, activities } = rows.activities
    assert.equal(fromIso, plan.document.startDateIso)
    assert.equal(toIso, plan.document.endDateIso)
    assert.deepEqual(activities, await activitiesBetween(user.id, fromIso!, toIso!))
    assert.lengthOf(activities, 3)

    assert.deepEqual(await planPageRows(other.id), {
      plan: null,
      logs: new Map(),
      activities: { fromIso: null, toIso: null, activities: [] },
    })
  })

  test('activity page', async ({ assert }) => {
    const { user, runs, other } = await athleteWithHistory()
    await planFor(user)
    const rows = await activityPageRows(runs[1], user.id)

    const stored = await db.from('activities').where('id', runs[1]).first()
    assert.equal(rows.activity.id, runs[1])
    assert.equal(rows.activity.userId, user.id)
    assert.equal(rows.activity.name, stored.name)
    assert.equal(rows.activity.distanceMeters, stored.distance_meters)
    assert.equal(rows.activity.trainingLoad, stored.training_load)
    assert.isNotNull(rows.activity.gearId)
    assert.isNotNull(rows.activity.summary)
    assert.deepEqual(rows.gear, await gearWithActivityMeters(user.id))
    assert.equal(rows.gear[0].activityMeters, stored.distance_meters)
    const day = rows.activity.localDate
    assert.deepEqual(rows.sameDay, await activitiesBetween(user.id, day, day))
    assert.lengthOf(rows.sameDay, 1)
    assert.isString(rows.planDocument)

    // Another athlete reading it (the policy refuses later) gets their own gear and no plan.
    const foreign = await activityPageRows(runs[1], other.id)
    assert.deepEqual(foreign.gear, [])
    assert.isNull(foreign.planDocument)
    assert.deepEqual(foreign.sameDay, [])

    await assert.rejects(() => activityPageRows(runs.at(-1)! + 1000, user.id))
  })
})
