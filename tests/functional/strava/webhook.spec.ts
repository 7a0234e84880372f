import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import StravaSubscription from '#models/strava_subscription'
import Activity from '#models/activity'
import ConnectedAccount from '#models/connected_account'
import queue from '#services/queue'
import { UserFactory } from '#database/factories/user_factory'
import { countRows, route } from '../helpers.js'
import {
  SUBSCRIPTION_ID,
  VERIFY_TOKEN,
  captureDelayedJobs,
  connectStrava,
  fakeStrava,
  recordStravaSubscription,
  stravaGroup,
} from './helpers.js'

const ATHLETE = 424242

function event(body: Record<string, unknown>) {
  return {
    object_type: 'activity',
    aspect_type: 'create',
    owner_id: ATHLETE,
    subscription_id: SUBSCRIPTION_ID,
    event_time: 1772348400,
    updates: {},
    ...body,
  }
}

test.group('Strava | webhook handshake', (group) => {
  stravaGroup(group)

  test('echoes hub.challenge when the verify token is ours', async ({ client, assert }) => {
    const response = await client.get(route('webhooks.strava.verify')).qs({
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
      const response = await client.get(route('webhooks.strava.verify')).qs(query)
      response.assertStatus(403)
    }
  })
})

/** Records the jobs the webhook dispatches (still running them). */
function recordDispatches(cleanup: (handler: () => void) => void) {
  const dispatched: string[] = []
  const original = queue.dispatch.bind(queue)
  queue.dispatch = (async (name, payload, options) => {
    dispatched.push(name)
    return original(name, payload, options)
  }) as typeof queue.dispatch
  cleanup(() => {
    queue.dispatch = original
  })
  return dispatched
}

test.group('Strava | webhook events', (group) => {
  stravaGroup(group)
  group.each.setup(async () => {
    await recordStravaSubscription()
  })

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
    cleanup,
  }) => {
    const { user, account } = await athleteWithRun()
    const dispatched = recordDispatches(cleanup)
    const response = await client
      .post(route('webhooks.strava.event'))
      .json(event({ object_id: 9001 }))
    response.assertStatus(200)
    // Strava wants the 200 within 2 s: the answer only queues the import, a job fetches it.
    assert.deepEqual(dispatched, ['strava.event'])
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
      const replay = await client
        .post(route('webhooks.strava.event'))
        .json(event({ object_id: 9001 }))
      replay.assertStatus(200)
    }
    await queue.drain()
    assert.equal(await countRows('activities', { user_id: user.id }), 1)
    // Found stored: Strava was not asked again.
    assert.lengthOf(fakeStrava.apiRequests('/api/v3/activities/9001'), 1)
  })

  test('an update takes the title and type Strava now has; a replay changes nothing', async ({
    client,
    assert,
  }) => {
    const { user } = await athleteWithRun()
    await client.post(route('webhooks.strava.event')).json(event({ object_id: 9001 }))
    await queue.drain()
    const imported = await Activity.findByOrFail('user_id', user.id)

    fakeStrava.changeActivity(ATHLETE, 9001, { name: 'Hill repeats', sportType: 'Hike' })
    // The event's own `updates` are not trusted: what Strava answers is.
    const update = event({
      object_id: 9001,
      aspect_type: 'update',
      updates: { title: 'Something else', type: 'Ride' },
    })
    const response = await client.post(route('webhooks.strava.event')).json(update)
    response.assertStatus(200)
    await queue.drain()

    const activity = await Activity.findOrFail(imported.id)
    assert.equal(activity.name, 'Hill repeats')
    assert.equal(activity.sport, 'hike')

    const replay = await client.post(route('webhooks.strava.event')).json(update)
    replay.assertStatus(200)
    await queue.drain()
    const after = await Activity.findOrFail(imported.id)
    assert.equal(after.name, 'Hill repeats')
    assert.equal(after.sport, 'hike')
    assert.equal(after.updatedAt?.toMillis(), activity.updatedAt?.toMillis())
  })

  test('an update of an activity not here yet imports it', async ({ client, assert }) => {
    const { user } = await athleteWithRun()
    await client
      .post(route('webhooks.strava.event'))
      .json(event({ object_id: 9001, aspect_type: 'update', updates: { title: 'Renamed' } }))
    await queue.drain()
    const activity = await Activity.findByOrFail('user_id', user.id)
    assert.equal(activity.externalId, '9001')
  })

  test('a delete removes the activity once Strava answers 404 for it', async ({
    client,
    assert,
  }) => {
    const { user } = await athleteWithRun()
    await client.post(route('webhooks.strava.event')).json(event({ object_id: 9001 }))
    await queue.drain()
    assert.equal(await countRows('activities', { user_id: user.id }), 1)

    fakeStrava.removeActivity(ATHLETE, 9001)
    const response = await client
      .post(route('webhooks.strava.event'))
      .json(event({ object_id: 9001, aspect_type: 'delete' }))
    response.assertStatus(200)
    await queue.drain()
    assert.equal(await countRows('activities', { user_id: user.id }), 0)
    assert.lengthOf(fakeStrava.apiRequests('/api/v3/activities/9001'), 2)

    // A replay finds nothing to delete and does not ask Strava again.
    const replay = await client
      .post(route('webhooks.strava.event'))
      .json(event({ object_id: 9001, aspect_type: 'delete' }))
    replay.assertStatus(200)
    await queue.drain()
    assert.lengthOf(fakeStrava.apiRequests('/api/v3/activities/9001'), 2)
  })

  test('a deauthorization marks the account revoked and stops syncing', async ({
    client,
    assert,
  }) => {
    const { user, account } = await athleteWithRun()
    fakeStrava.revokeAccess(ATHLETE)
    const deauthorization = event({
      object_type: 'athlete',
      object_id: ATHLETE,
      aspect_type: 'update',
      updates: { authorized: 'false' },
    })
    const response = await client.post(route('webhooks.strava.event')).json(deauthorization)
    response.assertStatus(200)
    await queue.drain()
    await account.refresh()
    assert.equal(account.status, 'revoked')
    // Confirmed with the athlete's token, which Strava no longer accepts.
    assert.lengthOf(fakeStrava.apiRequests('/api/v3/athlete'), 1)

    await client.post(route('webhooks.strava.event')).json(deauthorization)
    await client.post(route('webhooks.strava.event')).json(event({ object_id: 9001 }))
    await queue.drain()
    assert.equal(await countRows('activities', { user_id: user.id }), 0)
    assert.lengthOf(fakeStrava.apiRequests(), 1)

    const page = await client.get(route('profile.apps')).loginAs(user).withInertia()
    page.assertInertiaPropsContains({ strava: { account: { status: 'revoked' } } })
  })

  test('an event of an athlete nobody connected is acknowledged and ignored', async ({
    client,
    assert,
    cleanup,
  }) => {
    const dispatched = recordDispatches(cleanup)

    const response = await client
      .post(route('webhooks.strava.event'))
      .json(event({ object_id: 1, owner_id: 99999999 }))
    response.assertStatus(200)
    assert.deepEqual(dispatched, [])
    assert.equal(await countRows('activities'), 0)
  })

  test('a body that is not a Strava event is refused', async ({ client, assert, cleanup }) => {
    const user = await UserFactory.create()
    await connectStrava(user, ATHLETE)
    const dispatched = recordDispatches(cleanup)
    for (const body of [
      { hello: 'world' },
      event({ object_id: 'abc' }),
      event({ object_id: 1, aspect_type: 'rename' }),
      event({ object_id: 1, object_type: 'club' }),
      // Ids Strava never sends: not positive, or beyond what a double holds exactly.
      event({ object_id: 0 }),
      event({ object_id: -9001 }),
      event({ object_id: 2 ** 60 }),
      event({ object_id: 1, owner_id: -ATHLETE }),
      event({ object_id: 1, owner_id: 2 ** 60 }),
      event({ object_id: 1, subscription_id: 2 ** 60 }),
    ]) {
      const response = await client.post(route('webhooks.strava.event')).json(body)
      response.assertStatus(422)
      assert.deepEqual(response.body(), { message: 'Not a Strava event.' })
    }
    assert.deepEqual(dispatched, [])
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

    await client.post(route('webhooks.strava.event')).json(event({ object_id: 9001 }))
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
      .post(route('webhooks.strava.event'))
      .json(event({ object_id: 1, aspect_type: 'delete' }))
    response.assertStatus(200)
    assert.isTrue(await ConnectedAccount.query().where('user_id', user.id).first().then(Boolean))
  })
})

test.group('Strava | forged webhook events change nothing', (group) => {
  stravaGroup(group)
  group.each.setup(async () => {
    await recordStravaSubscription()
  })

  /** An athlete whose run 9001 was imported, and is still on Strava as "Tempo Tuesday". */
  async function importedRun(client: ApiClient) {
    const user = await UserFactory.create()
    const account = await connectStrava(user, ATHLETE)
    fakeStrava.addActivity(ATHLETE, {
      id: 9001,
      startDate: '2026-03-02T06:00:00Z',
      name: 'Tempo Tuesday',
      seconds: 1200,
    })
    await client.post(route('webhooks.strava.event')).json(event({ object_id: 9001 }))
    await queue.drain()
    const activity = await Activity.findByOrFail('user_id', user.id)
    fakeStrava.requests.length = 0
    return { user, account, activity }
  }

  test('a delete of an activity Strava still has deletes nothing', async ({ client, assert }) => {
    const { user, activity } = await importedRun(client)
    const response = await client
      .post(route('webhooks.strava.event'))
      .json(event({ object_id: 9001, aspect_type: 'delete' }))
    response.assertStatus(200)
    await queue.drain()

    assert.equal(await countRows('activities', { user_id: user.id }), 1)
    const kept = await Activity.findOrFail(activity.id)
    assert.equal(kept.name, 'Tempo Tuesday')
    assert.lengthOf(fakeStrava.apiRequests('/api/v3/activities/9001'), 1)
  })

  test('a rename Strava does not show changes nothing', async ({ client, assert }) => {
    const { activity } = await importedRun(client)
    const response = await client.post(route('webhooks.strava.event')).json(
      event({
        object_id: 9001,
        aspect_type: 'update',
        updates: { title: 'Visit evil.example', type: 'Ride' },
      })
    )
    response.assertStatus(200)
    await queue.drain()

    const after = await Activity.findOrFail(activity.id)
    assert.equal(after.name, 'Tempo Tuesday')
    assert.equal(after.sport, activity.sport)
    assert.equal(after.updatedAt?.toMillis(), activity.updatedAt?.toMillis())
  })

  test('a deauthorization Strava does not confirm leaves the athlete connected', async ({
    client,
    assert,
  }) => {
    const { account } = await importedRun(client)
    const response = await client.post(route('webhooks.strava.event')).json(
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
    assert.equal(account.status, 'active')
    // The athlete's token still works, so the event was not Strava's.
    assert.lengthOf(fakeStrava.apiRequests('/api/v3/athlete'), 1)
  })

  test('with an expired token, a deauthorization is believed only if the refresh is refused', async ({
    client,
    assert,
  }) => {
    const expired = Math.floor(Date.now() / 1000) - 60
    const kept = await connectStrava(await UserFactory.create(), ATHLETE, { expiresAt: expired })
    const gone = await connectStrava(await UserFactory.create(), 515151, { expiresAt: expired })
    fakeStrava.revokeAccess(515151)

    for (const ownerId of [ATHLETE, 515151]) {
      const response = await client.post(route('webhooks.strava.event')).json(
        event({
          object_type: 'athlete',
          object_id: ownerId,
          owner_id: ownerId,
          aspect_type: 'update',
          updates: { authorized: 'false' },
        })
      )
      response.assertStatus(200)
    }
    await queue.drain()

    await kept.refresh()
    await gone.refresh()
    assert.equal(kept.status, 'active')
    assert.isAbove(kept.expiresAt.toSeconds(), Date.now() / 1000)
    assert.equal(gone.status, 'revoked')
  })

  test('an event naming another connected athlete as owner changes nothing', async ({
    client,
    assert,
  }) => {
    const { user, activity } = await importedRun(client)
    const other = await UserFactory.create()
    await connectStrava(other, 515151)

    for (const aspect of ['delete', 'update', 'create']) {
      const response = await client.post(route('webhooks.strava.event')).json(
        event({
          object_id: 9001,
          owner_id: 515151,
          aspect_type: aspect,
          updates: { title: 'Not yours' },
        })
      )
      response.assertStatus(200)
    }
    await queue.drain()

    assert.equal(await countRows('activities', { user_id: user.id }), 1)
    assert.equal(await countRows('activities', { user_id: other.id }), 0)
    const kept = await Activity.findOrFail(activity.id)
    assert.equal(kept.name, 'Tempo Tuesday')
  })

  test("an activity Strava shows as another athlete's is not imported", async ({
    client,
    assert,
  }) => {
    const { user } = await importedRun(client)
    const other = await UserFactory.create()
    await connectStrava(other, 515151)
    // Strava lets the other athlete read run 9001, but it is not theirs.
    fakeStrava.publicActivityIds.add(9001)

    for (const aspect of ['create', 'update']) {
      const response = await client
        .post(route('webhooks.strava.event'))
        .json(event({ object_id: 9001, owner_id: 515151, aspect_type: aspect }))
      response.assertStatus(200)
    }
    await queue.drain()

    assert.lengthOf(fakeStrava.apiRequests('/api/v3/activities/9001'), 2)
    assert.equal(await countRows('activities', { user_id: other.id }), 0)
    assert.equal(await countRows('activities', { user_id: user.id }), 1)
  })

  test('an event of another subscription, or of none, is refused and changes nothing', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { user, account, activity } = await importedRun(client)
    fakeStrava.removeActivity(ATHLETE, 9001)
    const dispatched = recordDispatches(cleanup)

    const forged: Record<string, unknown>[] = [
      event({ object_id: 9001, aspect_type: 'delete', subscription_id: SUBSCRIPTION_ID + 1 }),
      event({ object_id: 9001, aspect_type: 'delete', subscription_id: 0 }),
      event({ object_id: 9001, aspect_type: 'delete', subscription_id: '120475abc' }),
      event({ object_id: 9001, aspect_type: 'delete', subscription_id: null }),
      event({
        object_type: 'athlete',
        object_id: ATHLETE,
        aspect_type: 'update',
        updates: { authorized: 'false' },
        subscription_id: SUBSCRIPTION_ID + 1,
      }),
    ]
    const withoutId: Record<string, unknown> = event({ object_id: 9001, aspect_type: 'delete' })
    delete withoutId.subscription_id
    forged.push(withoutId)

    for (const body of forged) {
      const response = await client.post(route('webhooks.strava.event')).json(body)
      assert.oneOf(response.status(), [403, 422], JSON.stringify(body))
    }
    await queue.drain()

    assert.deepEqual(dispatched, [])
    assert.lengthOf(fakeStrava.requests, 0)
    assert.equal(await countRows('activities', { user_id: user.id }), 1)
    assert.isNotNull(await Activity.find(activity.id))
    await account.refresh()
    assert.equal(account.status, 'active')
  })

  test('without a recorded subscription every event is refused', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { user } = await importedRun(client)
    await StravaSubscription.query().delete()
    fakeStrava.removeActivity(ATHLETE, 9001)
    const dispatched = recordDispatches(cleanup)

    const response = await client
      .post(route('webhooks.strava.event'))
      .json(event({ object_id: 9001, aspect_type: 'delete' }))
    response.assertStatus(403)
    await queue.drain()
    assert.deepEqual(dispatched, [])
    assert.equal(await countRows('activities', { user_id: user.id }), 1)
  })
})
