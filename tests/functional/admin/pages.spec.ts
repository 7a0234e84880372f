import env from '#start/env'
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { UserFactory } from '#database/factories/user_factory'
import CoachMessage from '#models/coach_message'
import CoachThread from '#models/coach_thread'
import Activity from '#models/activity'
import { createActivity } from '#database/factories/activity_factory'
import { sqlTimestamp } from '#queries/sql_dialect'
import { functionalGroup, route } from '../helpers.js'
import { subscribe } from './support.js'

test.group('Admin | dashboard and subscriptions overview figures', (group) => {
  functionalGroup(group)

  test('the dashboard shows accounts, sign-ups per week and system figures', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    await UserFactory.createMany(2)
    await UserFactory.merge({ disabledAt: DateTime.now() }).create()
    const response = await client.get(route('admin.dashboard')).loginAs(admin).withInertia()
    response.assertStatus(200)
    const props = response.inertiaProps as any
    assert.deepEqual(props.users, { total: 4, verified: 4, admins: 1, disabled: 1 })
    assert.lengthOf(props.signupsPerWeek, 26)
    assert.equal(props.signupsPerWeek.at(-1).count, 4)
    assert.equal(props.signupsPerWeek.at(-1).week, DateTime.utc().startOf('week').toISODate())
    assert.equal(props.weeklyActiveAthletes, 0)
    assert.deepEqual(props.activities, { total: 0, last7Days: 0 })
    assert.deepEqual(props.coach, {
      modelMessages: 0,
      offlineMessages: 0,
      athletes: 0,
      costMicroUsd: null,
    })
    assert.deepEqual(props.queue, {
      driver: env.get('QUEUE_DRIVER', 'memory'),
      waiting: 0,
      delayed: 0,
      active: 0,
      failed: 0,
    })
    assert.isNumber(props.realtime.connections)
  })

  test("the dashboard counts the week's active athletes and activities added", async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const [runner, importer, idle, quiet] = await UserFactory.createMany(4)
    const daysAgo = (days: number) => DateTime.utc().minus({ days }).toISO()!
    // Started this week.
    await createActivity({ userId: runner.id, startTime: daysAgo(2) })
    await createActivity({ userId: runner.id, startTime: daysAgo(3) })
    // Started last year but imported today: an active athlete, an activity added this week.
    await createActivity({ userId: importer.id, startTime: daysAgo(400) })
    // Started and added weeks ago.
    const old = await createActivity({ userId: idle.id, startTime: daysAgo(30) })
    await Activity.query()
      .where('id', old.id)
      .update({ created_at: sqlTimestamp(DateTime.utc().minus({ days: 30 })) })
    // Started in the future by a wrong clock, added weeks ago: counts by its start.
    const ahead = await createActivity({ userId: quiet.id, startTime: daysAgo(-1) })
    await Activity.query()
      .where('id', ahead.id)
      .update({ created_at: sqlTimestamp(DateTime.utc().minus({ days: 20 })) })

    const response = await client.get(route('admin.dashboard')).loginAs(admin).withInertia()
    response.assertStatus(200)
    const props = response.inertiaProps as any
    assert.equal(props.weeklyActiveAthletes, 3)
    assert.deepEqual(props.activities, { total: 5, last7Days: 3 })
  })

  test("the dashboard counts the week's coach replies, model and offline, and their cost", async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const [athlete, other] = await UserFactory.createMany(2)
    const message = async (
      user: typeof athlete,
      fields: Partial<Pick<CoachMessage, 'role' | 'model' | 'provider' | 'costUsd'>>,
      daysAgo = 0
    ) => {
      const thread = await CoachThread.firstOrCreate({ userId: user.id }, { title: 'Training' })
      await CoachMessage.create({
        threadId: thread.id,
        userId: user.id,
        role: 'user',
        content: 'How was my week?',
        status: 'complete',
        toolUses: [],
        ...fields,
        createdAt: DateTime.now().minus({ days: daysAgo }),
      })
    }
    await message(athlete, {})
    await message(athlete, {
      role: 'assistant',
      model: 'claude-sonnet',
      provider: 'anthropic',
      costUsd: 0.0123,
    })
    await message(athlete, { role: 'assistant', model: 'offline', provider: 'offline' })
    await message(other, {})
    await message(other, { role: 'assistant', model: 'gpt', provider: 'openai', costUsd: 0.002 })
    // Older than a week: not counted.
    await message(other, { role: 'assistant', model: 'gpt', provider: 'openai', costUsd: 5 }, 9)

    const response = await client.get(route('admin.dashboard')).loginAs(admin).withInertia()
    response.assertStatus(200)
    assert.deepEqual((response.inertiaProps as any).coach, {
      modelMessages: 2,
      offlineMessages: 1,
      athletes: 2,
      costMicroUsd: 14300,
    })
  })

  test('the overview computes MRR, ARR and subscribers from stored subscriptions', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const [a, b, c, d] = await UserFactory.createMany(4)
    await subscribe(a, { plan: 'premium_monthly', amountCents: 900 })
    await subscribe(b, { plan: 'premium_yearly', amountCents: 9000, status: 'past_due' })
    await subscribe(c, {
      plan: 'premium_monthly',
      status: 'trialing',
      trialEndsAt: DateTime.now().plus({ days: 10 }),
    })
    await subscribe(d, { status: 'canceled', endedAt: DateTime.now().minus({ days: 1 }) })
    const response = await client.get(route('admin.subscriptions')).loginAs(admin).withInertia()
    response.assertStatus(200)
    const props = response.inertiaProps as any
    assert.equal(props.mrrCents, 900 + 750)
    assert.equal(props.arrCents, (900 + 750) * 12)
    assert.equal(props.subscribers.premium_monthly.active, 1)
    assert.equal(props.subscribers.premium_yearly.past_due, 1)
    assert.equal(props.subscribers.premium_monthly.trialing, 1)
    assert.equal(props.subscribers.premium_monthly.canceled, 0)
    assert.equal(props.trialsInProgress, 1)
    assert.lengthOf(props.mrrSeries, 12)
    assert.equal(props.mrrSeries.at(-1).mrrCents, 1650)
    assert.lengthOf(props.churn, 12)
    assert.equal(props.currency, 'eur')
  })
})
