import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import { DateTime } from 'luxon'
import Activity from '#models/activity'
import AthleteProfile from '#models/athlete_profile'
import { fitnessFatigue, acuteChronicRatio } from '#domain/science/fitness'
import { fitnessReading } from '#domain/progress/reading'
import { addDays, eachDate } from '#domain/calendar'
import { functionalGroup, route } from '../helpers.js'
import { athlete, importRun, round1, storedDailyLoads, todayUtc } from './helpers.js'

async function propsOf(client: ApiClient, path: string, user: User) {
  const response = await client.get(path).loginAs(user).withInertia()
  return response.body().props
}

test.group('Dashboard: progress props', (group) => {
  functionalGroup(group)

  test('fitness today, the 42-day sparkline and its reading, from the cached figures', async ({
    client,
    assert,
  }) => {
    const user = await athlete()
    for (const daysAgo of [30, 20, 14, 9, 6, 4, 1]) await importRun(user, daysAgo)
    const response = await client.get(route('dashboard')).loginAs(user).withInertia()
    response.assertStatus(200)
    const props = response.body().props
    for (const key of [
      'onboarding',
      'plan',
      'fitness',
      'nextRace',
      'recentActivities',
      'coachNote',
      'hasActivities',
    ]) {
      assert.property(props, key)
    }
    assert.isNull(props.coachNote)
    assert.isTrue(props.hasActivities)

    const stored = await storedDailyLoads(user.id)
    const today = todayUtc()
    const dates = eachDate(stored[0].date, today)
    const loads = dates.map((date) => stored.find((row) => row.date === date)?.load ?? 0)
    const model = fitnessFatigue(loads)
    const last42 = model.slice(-42)
    const { fitness } = props
    assert.lengthOf(fitness.sparkline.dates, 31)
    assert.equal(fitness.sparkline.dates.at(-1), today)
    assert.deepEqual(
      fitness.sparkline.fitness,
      last42.map((day) => round1(day.fitness))
    )
    assert.deepEqual(
      fitness.sparkline.form,
      last42.map((day) => round1(day.form))
    )
    assert.equal(fitness.today.fitness, round1(model.at(-1)!.fitness))
    const acwr = acuteChronicRatio(loads.slice(-28))
    assert.equal(fitness.today.acwr, acwr === null ? null : Math.round(acwr * 100) / 100)
    assert.equal(fitness.reading, fitnessReading(last42, acwr))
    assert.match(fitness.reading, /^Fitness (up|down|steady)/)
  })

  test('the last five activities, newest first, as list items', async ({ client, assert }) => {
    const user = await athlete()
    for (const daysAgo of [8, 7, 6, 5, 4, 3, 2]) await importRun(user, daysAgo)
    const other = await athlete()
    await importRun(other, 1)
    const props = await propsOf(client, route('dashboard'), user)
    const newest = await Activity.query()
      .where('user_id', user.id)
      .orderBy('start_time', 'desc')
      .limit(5)
    assert.deepEqual(
      props.recentActivities.map((a: any) => a.id),
      newest.map((a) => a.id)
    )
    assert.sameMembers(Object.keys(props.recentActivities[0]), [
      'id',
      'name',
      'sport',
      'source',
      'startTime',
      'localDate',
      'distanceMeters',
      'durationSeconds',
      'movingSeconds',
      'elevationGainMeters',
      'avgHr',
      'avgSpeedMps',
      'load',
    ])
  })

  test('the next race comes from the profile goal, with a predicted time', async ({
    client,
    assert,
  }) => {
    const goalDate = addDays(todayUtc(), 30)
    const user = await athlete({
      goalKind: 'race',
      goalDistanceMeters: 10000,
      goalDate: DateTime.fromISO(goalDate),
    })
    await importRun(user, 3, { speedMps: 3.5 })
    const props = await propsOf(client, route('dashboard'), user)
    assert.equal(props.nextRace.from, 'profile')
    assert.equal(props.nextRace.date, goalDate)
    assert.equal(props.nextRace.daysToGo, 30)
    assert.equal(props.nextRace.distanceMeters, 10000)
    const progress = await propsOf(client, route('progress'), user)
    const tenK = progress.predictions.find((p: any) => p.distanceMeters === 10000)
    assert.equal(props.nextRace.predictedSeconds, tenK.vdotSeconds)
    assert.equal(props.nextRace.predictionMethod, tenK.method)
  })

  test('the active plan’s race wins over the profile goal', async ({ client, assert }) => {
    const user = await athlete({
      goalKind: 'race',
      goalDistanceMeters: 10000,
      goalDate: DateTime.fromISO(addDays(todayUtc(), 300)),
    })
    const raceDate = addDays(todayUtc(), 7 * 18)
    const created = await client
      .post(route('plan.store'))
      .json({
        raceDistanceMeters: 42195,
        raceDate,
        availableDays: [2, 3, 4, 6, 7],
        longRunDay: 7,
        currentWeeklyMeters: 40000,
      })
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .redirects(0)
    created.assertStatus(302)
    const props = await propsOf(client, route('dashboard'), user)
    assert.equal(props.nextRace.from, 'plan')
    assert.equal(props.nextRace.date, raceDate)
    assert.equal(props.nextRace.distanceMeters, 42195)
    assert.isNull(props.nextRace.predictedSeconds)
    assert.isNotNull(props.plan)
  })

  test('a new athlete gets empty states', async ({ client, assert }) => {
    const user = await athlete()
    await AthleteProfile.query().where('user_id', user.id).update({ goal_kind: 'fitness' })
    const props = await propsOf(client, route('dashboard'), user)
    assert.isNull(props.fitness)
    assert.isNull(props.nextRace)
    assert.deepEqual(props.recentActivities, [])
    assert.isFalse(props.hasActivities)
    assert.isNull(props.coachNote)
    assert.property(props, 'onboarding')
  })
})
