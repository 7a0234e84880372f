import { test } from '@japa/runner'
import type { PresenceChannel } from 'pusher-js'
import { UserFactory } from '#database/factories/user_factory'
import { pusherServer } from '#realtime/main'
import { signChannelAuth } from '#realtime/signatures'
import { realtimeConfig } from '#config/realtime'
import { functionalGroup } from '../helpers.js'
import {
  connectPusher,
  connectRaw,
  disconnectAll,
  eventually,
  deliveredSoFar,
  socketIdOf,
  serverSdk,
  subscribed,
  waitFor,
} from './helpers.js'

test.group('Realtime channels', (group) => {
  functionalGroup(group)
  group.each.teardown(() => disconnectAll())

  test('public channel: subscribe and receive a server event', async ({ assert, client }) => {
    const pusher = await connectPusher(client)
    const channel = pusher.subscribe('news')
    await subscribed(channel)
    const received = waitFor<unknown>('event', (resolve) => channel.bind('headline', resolve))
    await serverSdk().trigger('news', 'headline', { title: 'Hello' })
    assert.deepEqual(await received, { title: 'Hello' })
  })

  test('private user channel: own channel joins, another user gets 403', async ({
    assert,
    client,
  }) => {
    const [ann, bob] = await UserFactory.createMany(2)
    const pusher = await connectPusher(client, ann)
    const own = pusher.subscribe(`private-App.Models.User.${ann.id}`)
    await subscribed(own)
    const received = waitFor<unknown>('event', (resolve) => own.bind('plan.revised', resolve))
    await serverSdk().trigger(own.name, 'plan.revised', { planId: 1 })
    assert.deepEqual(await received, { planId: 1 })

    const other = pusher.subscribe(`private-App.Models.User.${bob.id}`)
    await waitFor('subscription error', (resolve) =>
      other.bind('pusher:subscription_error', resolve)
    )
    const response = await client
      .post('/broadcasting/auth')
      .header('Accept', 'application/json')
      .loginAs(ann)
      .withCsrfToken()
      .form({ socket_id: pusher.connection.socket_id, channel_name: other.name })
    response.assertStatus(403)
    assert.isFalse(pusherServer.registry.isSubscribed(other.name, pusher.connection.socket_id))
  })

  test('a forged or missing signature gets pusher:subscription_error', async ({ assert }) => {
    const raw = await connectRaw()
    await raw.next('pusher:connection_established')
    raw.send({
      event: 'pusher:subscribe',
      data: { channel: 'private-App.Models.User.1', auth: 'pacewise-key:deadbeef' },
    })
    const error = await raw.next('pusher:subscription_error')
    assert.equal(error.channel, 'private-App.Models.User.1')
    assert.equal(error.data.status, 401)
    raw.send({ event: 'pusher:subscribe', data: { channel: 'presence-admin' } })
    const presenceError = await raw.next('pusher:subscription_error')
    assert.equal(presenceError.channel, 'presence-admin')
    assert.deepEqual(pusherServer.registry.channels(), [])
  })

  test('private-encrypted channels get a shared secret', async ({ assert, client }) => {
    const user = await UserFactory.create()
    const response = await client
      .post('/broadcasting/auth')
      .header('Accept', 'application/json')
      .loginAs(user)
      .withCsrfToken()
      .form({ socket_id: '1.2', channel_name: `private-encrypted-App.Models.User.${user.id}` })
    response.assertStatus(200)
    assert.match(response.body().auth, /^pacewise-key:[0-9a-f]{64}$/)
    assert.equal(Buffer.from(response.body().shared_secret, 'base64').length, 32)
  })

  test('/broadcasting/auth: guests get 403, bad input 422', async ({ client }) => {
    const guest = await client
      .post('/broadcasting/auth')
      .header('Accept', 'application/json')
      .withCsrfToken()
      .form({ socket_id: '1.2', channel_name: 'private-App.Models.User.1' })
    guest.assertStatus(403)
    const user = await UserFactory.create()
    for (const form of [
      { socket_id: 'abc', channel_name: `private-App.Models.User.${user.id}` },
      { socket_id: '1.2', channel_name: 'private-bad name' },
    ]) {
      const response = await client
        .post('/broadcasting/auth')
        .header('Accept', 'application/json')
        .loginAs(user)
        .withCsrfToken()
        .form(form)
      response.assertStatus(422)
    }
  })

  test('presence: one member per user, added once, removed when the last leaves', async ({
    assert,
    client,
  }) => {
    const [admin, other] = await UserFactory.apply('admin').createMany(2)
    const watcher = await connectPusher(client, other)
    const watched = watcher.subscribe('presence-admin') as PresenceChannel
    await subscribed(watched)

    const added: { id: string }[] = []
    const removed: { id: string }[] = []
    watched.bind('pusher:member_added', (member: { id: string }) => added.push(member))
    watched.bind('pusher:member_removed', (member: { id: string }) => removed.push(member))

    const first = await connectPusher(client, admin)
    const firstChannel = first.subscribe('presence-admin') as PresenceChannel
    const members = (await subscribed(firstChannel)) as { count: number; me: { id: string } }
    assert.equal(members.count, 2)
    assert.equal(members.me.id, String(admin.id))
    assert.deepEqual(firstChannel.members.me.info, { name: admin.fullName })

    const second = await connectPusher(client, admin)
    const secondChannel = second.subscribe('presence-admin') as PresenceChannel
    await subscribed(secondChannel)
    assert.equal(secondChannel.members.count, 2)
    await eventually('member_added', () => added.length > 0)
    // A second member_added (the same user's second socket) would have arrived by now.
    await deliveredSoFar(watched)
    assert.deepEqual(
      added.map((member) => member.id),
      [String(admin.id)]
    )
    assert.equal(watched.members.count, 2)

    first.disconnect()
    await eventually(
      'first socket gone',
      () => pusherServer.registry.subscriptionCount('presence-admin') === 2
    )
    await deliveredSoFar(watched)
    assert.deepEqual(removed, [])

    second.disconnect()
    await eventually('member_removed', () => removed.length > 0)
    assert.deepEqual(
      removed.map((member) => member.id),
      [String(admin.id)]
    )
    assert.equal(watched.members.count, 1)
    const { users } = await serverSdk()
      .get({ path: '/channels/presence-admin/users' })
      .then((r) => r.json())
    assert.deepEqual(users, [{ id: String(other.id) }])
  })

  test('presence channels refuse users without the rule', async ({ assert, client }) => {
    const user = await UserFactory.create()
    const pusher = await connectPusher(client, user)
    const channel = pusher.subscribe('presence-admin')
    await waitFor('subscription error', (resolve) =>
      channel.bind('pusher:subscription_error', resolve)
    )
    assert.equal(pusherServer.registry.subscriptionCount('presence-admin'), 0)
  })

  test('client events reach the other members, not the sender', async ({ assert, client }) => {
    const user = await UserFactory.create()
    const name = `private-App.Models.User.${user.id}`
    const sender = await connectPusher(client, user)
    const receiver = await connectPusher(client, user)
    const senderChannel = sender.subscribe(name)
    const receiverChannel = receiver.subscribe(name)
    await Promise.all([subscribed(senderChannel), subscribed(receiverChannel)])

    const echoed: unknown[] = []
    senderChannel.bind('client-typing', (data: unknown) => echoed.push(data))
    const received = waitFor<unknown>('client event', (resolve) =>
      receiverChannel.bind('client-typing', resolve)
    )
    assert.isTrue(senderChannel.trigger('client-typing', { typing: true }))
    assert.deepEqual(await received, { typing: true })
    // An echo to the sender would have been sent with the delivery to the receiver.
    await deliveredSoFar(senderChannel)
    assert.deepEqual(echoed, [])
  })

  test('client events: refused on public channels, unsubscribed channels, over the rate', async ({
    assert,
  }) => {
    const raw = await connectRaw()
    const socketId = await socketIdOf(raw)
    raw.send({ event: 'pusher:subscribe', data: { channel: 'news' } })
    await raw.next('pusher_internal:subscription_succeeded')
    raw.send({ event: 'client-hello', channel: 'news', data: {} })
    assert.equal(await raw.errorCode(), 4009)
    raw.send({ event: 'client-hello', channel: 'private-elsewhere', data: {} })
    assert.equal(await raw.errorCode(), 4009)

    raw.send({
      event: 'pusher:subscribe',
      data: {
        channel: 'private-room',
        auth: signChannelAuth(realtimeConfig, socketId, 'private-room'),
      },
    })
    await raw.next('pusher_internal:subscription_succeeded')
    for (let i = 0; i < 11; i++) {
      raw.send({ event: 'client-hello', channel: 'private-room', data: { i } })
    }
    assert.equal(await raw.errorCode(), 4301)
    assert.equal(raw.socket.readyState, raw.socket.OPEN)
  })

  test('an abrupt disconnect leaves no channel state', async ({ assert, client }) => {
    const [admin] = await UserFactory.apply('admin').createMany(1)
    const pusher = await connectPusher(client, admin)
    await Promise.all([
      subscribed(pusher.subscribe('news')),
      subscribed(pusher.subscribe(`private-App.Models.User.${admin.id}`)),
      subscribed(pusher.subscribe('presence-admin')),
    ])
    const before = await serverSdk()
      .get({ path: '/channels' })
      .then((r) => r.json())
    assert.sameMembers(Object.keys(before.channels), [
      'news',
      `private-App.Models.User.${admin.id}`,
      'presence-admin',
    ])

    const raw = await connectRaw()
    const socketId = await socketIdOf(raw)
    const channelData = JSON.stringify({ user_id: 'raw', user_info: {} })
    raw.send({
      event: 'pusher:subscribe',
      data: {
        channel: 'presence-admin',
        channel_data: channelData,
        auth: signChannelAuth(realtimeConfig, socketId, 'presence-admin', channelData),
      },
    })
    await raw.next('pusher_internal:subscription_succeeded')
    raw.send({ event: 'pusher:subscribe', data: { channel: 'news' } })
    await raw.next('pusher_internal:subscription_succeeded')
    assert.equal(pusherServer.registry.userCount('presence-admin'), 2)

    raw.socket.terminate()
    pusher.disconnect()
    await eventually('sockets to close', () => pusherServer.connectionCount === 0)
    const after = await serverSdk()
      .get({ path: '/channels' })
      .then((r) => r.json())
    assert.deepEqual(after, { channels: {} })
  })
})
