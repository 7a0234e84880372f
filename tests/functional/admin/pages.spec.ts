import env from '#start/env'
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { UserFactory } from '#database/factories/user_factory'
import { functionalGroup } from '../helpers.js'
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
    const response = await client.get('/admin').loginAs(admin).withInertia()
    response.assertStatus(200)
    const props = response.inertiaProps as any
    assert.deepEqual(props.users, { total: 4, verified: 4, admins: 1, disabled: 1 })
    assert.lengthOf(props.signupsPerWeek, 26)
    assert.equal(props.signupsPerWeek.at(-1).count, 4)
    assert.equal(props.signupsPerWeek.at(-1).week, DateTime.utc().startOf('week').toISODate())
    assert.equal(props.weeklyActiveAthletes, 0)
    assert.deepEqual(props.activities, { total: 0, last7Days: 0 })
    // Zero whether or not the coach's message table exists yet.
    assert.containsSubset(props.coach, { modelMessages: 0, offlineMessages: 0, athletes: 0 })
    assert.include([null, 0], props.coach.costMicroUsd)
    assert.deepEqual(props.queue, {
      driver: env.get('QUEUE_DRIVER', 'memory'),
      waiting: 0,
      delayed: 0,
      active: 0,
      failed: 0,
    })
    assert.isNumber(props.realtime.connections)
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
    const response = await client.get('/admin/subscriptions').loginAs(admin).withInertia()
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
