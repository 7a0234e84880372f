import { test } from '@japa/runner'
import Activity from '#models/activity'
import ConnectedAccount from '#models/connected_account'
import queue from '#services/queue'
import { UserFactory } from '#database/factories/user_factory'
import { countRows } from '../helpers.js'
import {
  VERIFY_TOKEN,
  captureDelayedJobs,
  connectStrava,
  fakeStrava,
  stravaGroup,
} from './helpers.js'

const ATHLETE = 424242

function event(body: Record<string, unknown>) {
  return {
    object_type: 'activity',
    aspect_type: 'create',
    owner_id: ATHLETE,
    subscription_id: 120475,
    event_time: 1772348400,
    updates: {},
    ...body,
  }
}

test.group('Strava | webhook handshake', (group) => {
  stravaGroup(group)

  test('echoes hub.challenge when the verify token is ours', async ({ client, assert }) => {
    const response = await client.get('/webhooks/strava').qs({
      'hub.mode': 'subscribe',
      'hub.verify_token': VERIFY_TOKEN,
      'hub.challenge': '15f7d1a91c1f40f8a748fd134752feb3',
    })
    response.assertStatus(200)
    assert.deepEqual(response.body(), { 'hub.challenge': '15f7d1a91c1f40f8a748fd134752feb3' })
  })

  test('refuses a wrong token, another mode or a missing challenge', async ({ client }) => {
    for (const query of [
      { 'hub.mode': 'subscribe', 'hub.verify_token': 'guess', 'hub.challenge': 'x' },
      { 'hub.mode': 'unsubscribe', 'hub.verify_token': VERIFY_TOKEN, 'hub.challenge': 'x' },
      { 'hub.mode': 'subscribe', 'hub.verify_token': VERIFY_TOKEN },
      {},
    ]) {
      const response = await client.get('/webhooks/strava').qs(query)
      response.assertStatus(403)
    }
  })
})

test.group('Strava | webhook events', (group) => {
  stravaGroup(group)

  async function athleteWithRun() {
    const user = await UserFactory.create()
    const account = await connectStrava(user, ATHLETE)
    fakeStrava.addActivity(ATHLETE, {
      id: 9001,
      startDate: '2026-03-02T06:00:00Z',
      name: 'Tempo Tuesday',
      seconds: 1200,
    })
    return { user, account }
  }

  test('an activity create is fetched and imported; a replay changes nothing', async ({
    client,
    assert,
  }) => {
    const { user, account } = await athleteWithRun()
    const started = Date.now()
    const response = await client.post('/webhooks/strava').json(event({ object_id: 9001 }))
    response.assertStatus(200)
    assert.isBelow(Date.now() - started, 2000)
    await queue.drain()

    const activity = await Activity.findByOrFail('user_id', user.id)
    assert.equal(activity.source, 'strava')
    assert.equal(activity.externalId, '9001')
    assert.equal(activity.name, 'Tempo Tuesday')
    assert.equal(activity.elapsedSeconds, 1200)
    assert.lengthOf(fakeStrava.apiRequests('/api/v3/activities/9001'), 1)
    await account.refresh()
    assert.isNotNull(account.lastSyncedAt)

    // Strava retries when it did not see our 200 in time: the same event again.
    for (let attempt = 0; attempt < 2; attempt++) {
      const replay = await client.post('/webhooks/strava').json(event({ object_id: 9001 }))
      replay.assertStatus(200)
    }
    await queue.drain()
    assert.equal(await countRows('activities', { user_id: user.id }), 1)
    // Found stored: Strava was not asked again.
    assert.lengthOf(fakeStrava.apiRequests('/api/v3/activities/9001'), 1)
  })

  test('an update takes the new title and type', async ({ client, assert }) => {
    const { user } = await athleteWithRun()
    await client.post('/webhooks/strava').json(event({ object_id: 9001 }))
    await queue.drain()

    const response = await client.post('/webhooks/strava').json(
      event({
        object_id: 9001,
        aspect_type: 'update',
        updates: { title: 'Hill repeats', type: 'Hike' },
      })
    )
    response.assertStatus(200)
    await queue.drain()

    const activity = await Activity.findByOrFail('user_id', user.id)
    assert.equal(activity.name, 'Hill repeats')
    assert.equal(activity.sport, 'hike')
  })

  test('an update of an activity not here yet imports it', async ({ client, assert }) => {
    const { user } = await athleteWithRun()
    await client
      .post('/webhooks/strava')
      .json(event({ object_id: 9001, aspect_type: 'update', updates: { title: 'Renamed' } }))
    await queue.drain()
    const activity = await Activity.findByOrFail('user_id', user.id)
    assert.equal(activity.externalId, '9001')
  })

  test('a delete removes the activity', async ({ client, assert }) => {
    const { user } = await athleteWithRun()
    await client.post('/webhooks/strava').json(event({ object_id: 9001 }))
    await queue.drain()
    assert.equal(await countRows('activities', { user_id: user.id }), 1)

    const response = await client
      .post('/webhooks/strava')
      .json(event({ object_id: 9001, aspect_type: 'delete' }))
    response.assertStatus(200)
    await queue.drain()
    assert.equal(await countRows('activities', { user_id: user.id }), 0)
  })

  test('a deauthorization marks the account revoked and stops syncing', async ({
    client,
    assert,
  }) => {
    const { user, account } = await athleteWithRun()
    const response = await client.post('/webhooks/strava').json(
      event({
        object_type: 'athlete',
        object_id: ATHLETE,
        aspect_type: 'update',
        updates: { authorized: 'false' },
      })
    )
    response.assertStatus(200)
    await queue.drain()
    await account.refresh()
    assert.equal(account.status, 'revoked')

    await client.post('/webhooks/strava').json(event({ object_id: 9001 }))
    await queue.drain()
    assert.equal(await countRows('activities', { user_id: user.id }), 0)
    assert.lengthOf(fakeStrava.apiRequests(), 0)

    const page = await client.get('/profile/apps').loginAs(user).withInertia()
    page.assertInertiaPropsContains({ strava: { account: { status: 'revoked' } } })
  })

  test('an event of an athlete nobody connected is acknowledged and ignored', async ({
    client,
    assert,
    cleanup,
  }) => {
    const dispatched: string[] = []
    const original = queue.dispatch.bind(queue)
    queue.dispatch = (async (name, payload, options) => {
      dispatched.push(name)
      return original(name, payload, options)
    }) as typeof queue.dispatch
    cleanup(() => {
      queue.dispatch = original
    })

    const response = await client
      .post('/webhooks/strava')
      .json(event({ object_id: 1, owner_id: 99999999 }))
    response.assertStatus(200)
    assert.deepEqual(dispatched, [])
    assert.equal(await countRows('activities'), 0)
  })

  test('a body that is not a Strava event is refused', async ({ client }) => {
    const user = await UserFactory.create()
    await connectStrava(user, ATHLETE)
    for (const body of [
      { hello: 'world' },
      event({ object_id: 'abc' }),
      event({ object_id: 1, aspect_type: 'rename' }),
      event({ object_id: 1, object_type: 'club' }),
    ]) {
      const response = await client.post('/webhooks/strava').json(body)
      response.assertStatus(422)
    }
  })

  test('a rate-limited event is queued again for the next window', async ({
    client,
    assert,
    cleanup,
  }) => {
    const delayed = captureDelayedJobs()
    cleanup(() => delayed.restore())
    const { user } = await athleteWithRun()
    fakeStrava.answer429Once()

    await client.post('/webhooks/strava').json(event({ object_id: 9001 }))
    await queue.drain()
    assert.equal(await countRows('activities', { user_id: user.id }), 0)
    assert.lengthOf(delayed.delayed, 1)
    assert.equal(delayed.delayed[0].name, 'strava.event')

    await delayed.release()
    assert.equal(await countRows('activities', { user_id: user.id }), 1)
  })

  test('events need no CSRF token and no session', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await connectStrava(user, ATHLETE)
    const response = await client
      .post('/webhooks/strava')
      .json(event({ object_id: 1, aspect_type: 'delete' }))
    response.assertStatus(200)
    assert.isTrue(await ConnectedAccount.query().where('user_id', user.id).first().then(Boolean))
  })
})
