import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { realtimeConfig } from '#config/realtime'
import { broadcast } from '#realtime/main'
import { userChannel } from '#realtime/events'
import { md5Hex, signApiRequest } from '#realtime/signatures'
import { functionalGroup } from '../helpers.js'
import { PORT, connectPusher, disconnectAll, serverSdk, subscribed, waitFor } from './helpers.js'

/**
 * A hand-signed HTTP API request (for what the SDK will not send).
 */
async function signedPost(path: string, body: string, timestamp = Math.floor(Date.now() / 1000)) {
  const query: Record<string, string> = {
    auth_key: realtimeConfig.key,
    auth_timestamp: String(timestamp),
    auth_version: '1.0',
    body_md5: md5Hex(body),
  }
  query.auth_signature = signApiRequest(realtimeConfig.secret, 'POST', path, query)
  const response = await fetch(`http://127.0.0.1:${PORT}${path}?${new URLSearchParams(query)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  })
  return response.status
}

async function statusOf(promise: Promise<unknown>) {
  try {
    await promise
    return 200
  } catch (error) {
    return (error as { status: number }).status
  }
}

test.group('Realtime HTTP API', (group) => {
  functionalGroup(group)
  group.each.teardown(() => disconnectAll())

  test('trigger and triggerBatch reach subscribers, except the given socket', async ({
    assert,
    client,
  }) => {
    const listener = await connectPusher(client)
    const origin = await connectPusher(client)
    const channels = [listener.subscribe('news'), origin.subscribe('news')]
    await Promise.all(channels.map(subscribed))

    const atOrigin: unknown[] = []
    channels[1].bind('headline', (data: unknown) => atOrigin.push(data))
    channels[1].bind('second', (data: unknown) => atOrigin.push(data))
    const received = waitFor<unknown>('event', (resolve) => channels[0].bind('headline', resolve))
    await serverSdk().trigger(
      ['news', 'other'],
      'headline',
      { n: 1 },
      {
        socket_id: origin.connection.socket_id,
      }
    )
    assert.deepEqual(await received, { n: 1 })

    const batch = waitFor<unknown>('batch event', (resolve) => channels[0].bind('second', resolve))
    // The origin gets the batch event after the first one, if that had not been held back.
    const batchAtOrigin = waitFor<unknown>('batch event at the origin', (resolve) =>
      channels[1].bind('second', resolve)
    )
    const response = await serverSdk().triggerBatch([
      { channel: 'news', name: 'second', data: { n: 2 } },
    ])
    assert.equal(response.status, 200)
    assert.deepEqual(await batch, { n: 2 })
    assert.deepEqual(await batchAtOrigin, { n: 2 })
    assert.deepEqual(atOrigin, [{ n: 2 }])
  })

  test('a wrong secret, a stale timestamp or a wrong body hash get 401', async ({ assert }) => {
    assert.equal(await statusOf(serverSdk({ secret: 'wrong' }).trigger('news', 'x', {})), 401)
    assert.equal(await statusOf(serverSdk({ secret: 'wrong' }).get({ path: '/channels' })), 401)
    const path = `/apps/${realtimeConfig.appId}/events`
    const body = JSON.stringify({ name: 'x', channels: ['news'], data: '{}' })
    assert.equal(await signedPost(path, body), 200)
    const stale = Math.floor(Date.now() / 1000) - 601
    assert.equal(await signedPost(path, body, stale), 401)
    const query = new URLSearchParams({
      auth_key: realtimeConfig.key,
      auth_timestamp: String(Math.floor(Date.now() / 1000)),
      auth_version: '1.0',
      body_md5: md5Hex(body),
    })
    query.set(
      'auth_signature',
      signApiRequest(realtimeConfig.secret, 'POST', path, Object.fromEntries(query))
    )
    const tampered = await fetch(`http://127.0.0.1:${PORT}${path}?${query}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: body.replace('news', 'nexs'),
    })
    assert.equal(tampered.status, 401)
  })

  test('event data over 10 KB gets 413, malformed events 400, unknown app 404', async ({
    assert,
  }) => {
    const path = `/apps/${realtimeConfig.appId}/events`
    const big = JSON.stringify({ name: 'x', channels: ['news'], data: 'x'.repeat(10 * 1024 + 1) })
    assert.equal(await signedPost(path, big), 413)
    const noChannel = JSON.stringify({ name: 'x', data: '{}' })
    assert.equal(await signedPost(path, noChannel), 400)
    const badChannel = JSON.stringify({ name: 'x', channels: ['bad name'], data: '{}' })
    assert.equal(await signedPost(path, badChannel), 400)
    const other = JSON.stringify({ name: 'x', channels: ['news'], data: '{}' })
    assert.equal(await signedPost('/apps/someone-else/events', other), 404)
  })

  test('channels and occupancy', async ({ assert, client }) => {
    const admin = await UserFactory.apply('admin').create()
    const pusher = await connectPusher(client, admin)
    await Promise.all([
      subscribed(pusher.subscribe('news')),
      subscribed(pusher.subscribe('presence-admin')),
    ])
    const sdk = serverSdk()
    const all = await sdk.get({ path: '/channels' }).then((r) => r.json())
    assert.deepEqual(all, { channels: { 'news': {}, 'presence-admin': {} } })
    const presence = await sdk
      .get({ path: '/channels', params: { filter_by_prefix: 'presence-', info: 'user_count' } })
      .then((r) => r.json())
    assert.deepEqual(presence, { channels: { 'presence-admin': { user_count: 1 } } })
    const news = await sdk.get({ path: '/channels/news' }).then((r) => r.json())
    assert.deepEqual(news, { occupied: true, subscription_count: 1 })
    const empty = await sdk.get({ path: '/channels/nobody-here' }).then((r) => r.json())
    assert.deepEqual(empty, { occupied: false, subscription_count: 0 })
    // A comma list in the query string is signed as sent (AdonisJS's own
    // parser would turn it into an array).
    const both = await sdk
      .get({ path: '/channels/presence-admin', params: { info: 'user_count,subscription_count' } })
      .then((r) => r.json())
    assert.deepEqual(both, { occupied: true, subscription_count: 1, user_count: 1 })
    const users = await sdk.get({ path: '/channels/presence-admin/users' }).then((r) => r.json())
    assert.deepEqual(users, { users: [{ id: String(admin.id) }] })
    assert.equal(await statusOf(sdk.get({ path: '/channels/news/users' })), 400)
  })

  test('broadcast() sends typed events to a user channel', async ({ assert, client }) => {
    const user = await UserFactory.create()
    const pusher = await connectPusher(client, user)
    const channel = pusher.subscribe(userChannel(user.id))
    await subscribed(channel)
    const received = waitFor<unknown>('event', (resolve) =>
      channel.bind('subscription.changed', resolve)
    )
    await broadcast(userChannel(user.id), 'subscription.changed', {
      userId: user.id,
      plan: 'pro',
      status: 'active',
    })
    assert.deepEqual(await received, { userId: user.id, plan: 'pro', status: 'active' })
  })
})
