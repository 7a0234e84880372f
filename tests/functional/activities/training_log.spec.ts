import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Activity from '#models/activity'
import AthleteProfile from '#models/athlete_profile'
import TrainingPlan from '#models/training_plan'
import { UserFactory } from '#database/factories/user_factory'
import { createActivity } from '#database/factories/activity_factory'
import { addDays, weekStartOf } from '#domain/calendar'
import type { LogWeek, LogWindowDto } from '#dtos/training_log'
import { assertRedirect, functionalGroup, sameSite } from '../helpers.js'

/*
 * The training log (GET /log): the athlete's weeks with what was done, what was planned and
 * the week's totals (docs/decisions/030-training-log.md).
 */

interface LogProps {
  period: LogWindowDto
  weeks: LogWeek[]
}

async function athlete(weekStart = 1) {
  const user = await UserFactory.create()
  await AthleteProfile.create({ userId: user.id, timeZone: 'UTC', weekStart, maxHr: 190 })
  return user
}

function make(userId: number, name: string, startTime: string, minutes: number) {
  return createActivity({
    userId,
    name,
    startTime,
    durationSeconds: minutes * 60,
    streams: false,
  })
}

/** Sums of the stored rows themselves, per local date range. */
async function storedTotals(userId: number, fromIso: string, toIso: string) {
  const rows = await Activity.query()
    .where('user_id', userId)
    .whereBetween('local_date', [fromIso, toIso])
  return {
    count: rows.length,
    distanceMeters: rows.reduce((sum, row) => sum + row.distanceMeters, 0),
    movingSeconds: rows.reduce((sum, row) => sum + row.movingSeconds, 0),
    load: Math.round(rows.reduce((sum, row) => sum + row.trainingLoad, 0) * 10) / 10,
  }
}

test.group('Training log | access', (group) => {
  functionalGroup(group)

  test('a guest is sent to the login page', async ({ client, assert }) => {
    assertRedirect(await client.get('/log').redirects(0), '/login')
    const dated = await client.get('/log?from=2026-03-02').redirects(0)
    dated.assertStatus(302)
    assert.match(dated.header('location') ?? '', /^\/login(\?|$)/)
  })

  test("another athlete's activities are not in my log", async ({ client, assert }) => {
    const me = await athlete()
    const other = await athlete()
    await make(other.id, 'Not mine', '2026-03-03T07:00:00.000Z', 30)
    await make(me.id, 'Mine', '2026-03-04T07:00:00.000Z', 30)
    const response = await client.get('/log?from=2026-03-02').loginAs(me).withInertia()
    response.assertStatus(200)
    const props = response.inertiaProps as LogProps
    const names = props.weeks.flatMap((week) =>
      week.days.flatMap((day) => day.activities.map((activity) => activity.name))
    )
    assert.deepEqual(names, ['Mine'])
  })
})

test.group('Training log | weeks', (group) => {
  functionalGroup(group)

  test('six weeks from the week of ?from, each day its activities, each week its totals', async ({
    client,
    assert,
  }) => {
    const user = await athlete()
    await make(user.id, 'Before the window', '2026-03-01T07:00:00.000Z', 99)
    await make(user.id, 'Monday easy', '2026-03-02T07:00:00.000Z', 40)
    await make(user.id, 'Sunday long', '2026-03-08T08:00:00.000Z', 100)
    await make(user.id, 'Sunday shakeout', '2026-03-08T17:00:00.000Z', 20)
    await make(user.id, 'Last day', '2026-04-12T07:00:00.000Z', 30)
    await make(user.id, 'After the window', '2026-04-13T07:00:00.000Z', 30)
    await createActivity({
      userId: user.id,
      name: 'Commute',
      sport: 'ride',
      startTime: '2026-03-04T07:00:00.000Z',
      durationSeconds: 1800,
      streams: false,
    })

    // Any day of the first week names the window.
    const response = await client.get('/log?from=2026-03-05').loginAs(user).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('Activities/Log')
    const { period, weeks } = response.inertiaProps as LogProps
    assert.include(period, {
      from: '2026-03-02',
      to: '2026-04-12',
      weeks: 6,
      weekStart: 1,
      earlier: '2026-01-19',
      later: '2026-04-13',
      firstActivityDate: '2026-03-01',
    })
    assert.equal(period.today, DateTime.utc().toISODate())
    assert.deepEqual(
      weeks.map((week) => week.startDate),
      ['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23', '2026-03-30', '2026-04-06']
    )
    assert.deepEqual(
      weeks[0].days.map((day) => day.activities.map((activity) => activity.name)),
      [['Monday easy'], [], ['Commute'], [], [], [], ['Sunday long', 'Sunday shakeout']]
    )
    assert.deepEqual(
      weeks[5].days[6].activities.map((activity) => activity.name),
      ['Last day']
    )

    for (const week of weeks) {
      const { bySport, ...totals } = week.totals
      assert.deepEqual(totals, await storedTotals(user.id, week.startDate, week.endDate))
      assert.equal(
        bySport.reduce((sum, sport) => sum + sport.count, 0),
        totals.count
      )
    }
    assert.deepEqual(
      weeks[0].totals.bySport.map((sport) => [sport.sport, sport.count]),
      [
        ['run', 3],
        ['ride', 1],
      ]
    )
    const commute = await Activity.findByOrFail('name', 'Commute')
    assert.equal(weeks[0].totals.bySport[1].distanceMeters, commute.distanceMeters)
  })

  test('weeks start on Sunday when the profile says so', async ({ client, assert }) => {
    const user = await athlete(7)
    await make(user.id, 'Sunday', '2026-03-01T07:00:00.000Z', 30)
    await make(user.id, 'Saturday', '2026-03-07T07:00:00.000Z', 30)
    const response = await client.get('/log?from=2026-03-04').loginAs(user).withInertia()
    const { period, weeks } = response.inertiaProps as LogProps
    assert.equal(period.from, '2026-03-01')
    assert.equal(weeks[0].days[0].date, '2026-03-01')
    assert.equal(weeks[0].totals.count, 2)
  })

  test('without ?from, the weeks around today: today is in the last week but one', async ({
    client,
    assert,
  }) => {
    const user = await athlete()
    const response = await client.get('/log').loginAs(user).withInertia()
    const { period, weeks } = response.inertiaProps as LogProps
    assert.equal(weeks[4].startDate, weekStartOf(period.today, 1))
    assert.isNull(period.firstActivityDate)
    assert.equal(period.from, addDays(weekStartOf(period.today, 1), -28))
  })

  test('two years back is a link away, and every window reads the same three queries', async ({
    client,
    assert,
  }) => {
    const user = await athlete()
    for (let i = 0; i < 30; i++) {
      await make(user.id, `Old run ${i}`, `2024-03-${String(i + 1).padStart(2, '0')}T07:00:00Z`, 30)
    }
    // Every statement of the request, from the test's global transaction (helpers.ts).
    const queries: string[] = []
    const trx = db.connectionGlobalTransactions.get(db.primaryConnectionName)!
    const listener = (query: { sql: string }) => queries.push(query.sql)
    trx.knexClient.on('query', listener)
    try {
      const old = await client.get('/log?from=2024-03-01').loginAs(user).withInertia()
      const oldCount = queries.filter((sql) =>
        /from [`"](activities|training_plans)[`"]/i.test(sql)
      )
      const days = (old.inertiaProps as LogProps).weeks.flatMap((week) => week.days)
      assert.equal(
        days.reduce((sum, day) => sum + day.activities.length, 0),
        30
      )
      queries.length = 0
      await client.get('/log?from=2026-03-01').loginAs(user).withInertia()
      const emptyCount = queries.filter((sql) =>
        /from [`"](activities|training_plans)[`"]/i.test(sql)
      )
      assert.lengthOf(oldCount, 3)
      assert.lengthOf(emptyCount, 3)
    } finally {
      trx.knexClient.off('query', listener)
    }
  })

  test('the planned workouts of the active plan sit beside the days', async ({
    client,
    assert,
  }) => {
    const user = await athlete()
    const created = await client
      .post('/plan')
      .json({
        raceDistanceMeters: 10000,
        raceDate: DateTime.utc().plus({ weeks: 10 }).toISODate(),
        availableDays: [2, 4, 6, 7],
        longRunDay: 7,
        currentWeeklyMeters: 30000,
      })
      .header('Referer', sameSite('/plan'))
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .redirects(0)
    created.assertStatus(302)
    const plan = await TrainingPlan.query().where('user_id', user.id).firstOrFail()

    const response = await client.get('/log').loginAs(user).withInertia()
    const { period, weeks } = response.inertiaProps as LogProps
    const expected = plan.document.weeks
      .flatMap((week) => week.workouts)
      .filter((workout) => workout.dateIso >= period.from && workout.dateIso <= period.to)
      .map((workout) => [workout.dateIso, workout.title])
    assert.isAbove(expected.length, 0)
    assert.deepEqual(
      weeks.flatMap((week) =>
        week.days.flatMap((day) => day.planned.map((workout) => [day.date, workout.title]))
      ),
      expected
    )
  })
})

test.group('Training log | bad input', (group) => {
  functionalGroup(group)

  test('?from={$self} goes back to the current weeks with a message')
    .with(['yesterday', '2026-02-30', '0001-01-01', '9999-12-31', "2026-03-01' OR 1=1 --"])
    .run(async ({ client }, from) => {
      const user = await athlete()
      const response = await client
        .get(`/log?${new URLSearchParams({ from })}`)
        .loginAs(user)
        .redirects(0)
      assertRedirect(response, '/log')
      response.assertFlashMessage('error', 'Choose a date as YYYY-MM-DD, from 1900 to 2200.')
    })
})
