import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { UserFactory } from '#database/factories/user_factory'
import type User from '#models/user'
import { realtimeConfig } from '#config/realtime'
import { disconnectUser, pusherServer } from '#realtime/main'
import { signChannelAuth } from '#realtime/signatures'
import { functionalGroup, sameSite } from '../helpers.js'
import { CONFIRMED } from '../admin/support.js'
import {
  connectPusher,
  connectRaw,
  disconnectAll,
  eventually,
  socketIdOf,
  subscribed,
  waitFor,
} from './helpers.js'

/**
 * A disabled account's channel authorizations end at once: its sockets are
 * closed with 4009 (pusher-js does not reconnect after 4000–4099) and
 * /broadcasting/auth refuses it.
 */

function disable(client: any, admin: User, target: User) {
  const page = `/admin/subscriptions/users/${target.id}`
  return client
    .post(`${page}/disable`)
    .loginAs(admin)
    .withSession(CONFIRMED())
    .withCsrfToken()
    .withInertia()
    .header('Referer', sameSite(page))
    .redirects(0)
}

async function presenceSocket(channel: string, userId: string) {
  const raw = await connectRaw()
  const socketId = await socketIdOf(raw)
  const channelData = JSON.stringify({ user_id: userId, user_info: {} })
  raw.send({
    event: 'pusher:subscribe',
    data: {
      channel,
      auth: signChannelAuth(realtimeConfig, socketId, channel, channelData),
      channel_data: channelData,
    },
  })
  await raw.next('pusher_internal:subscription_succeeded')
  return { raw, socketId }
}

function closeCode(socket: { on(event: 'close', listener: (code: number) => void): unknown }) {
  return waitFor<number>('close', (resolve) => socket.on('close', resolve))
}

test.group('Realtime | disconnecting a disabled user', (group) => {
  functionalGroup(group)
  group.each.teardown(() => disconnectAll())

  test('disabling an account closes its private-channel socket and refuses new authorizations', async ({
    assert,
    client,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const ann = await UserFactory.create()
    const pusher = await connectPusher(client, ann)
    const own = pusher.subscribe(`private-App.Models.User.${ann.id}`)
    await subscribed(own)
    const socketId = pusher.connection.socket_id
    const bystander = await connectPusher(client)
    await subscribed(bystander.subscribe('news'))

    const states: string[] = []
    pusher.connection.bind('state_change', ({ current }: { current: string }) =>
      states.push(current)
    )
    await disable(client, admin, ann)
    await ann.refresh()
    assert.isTrue(ann.isDisabled)

    await eventually('pusher-js to be disconnected', () => states.includes('disconnected'))
    assert.isFalse(pusherServer.registry.isSubscribed(own.name, socketId))
    // 4009 is not retried: pusher-js took the close as "refused" and holds neither a retry
    // timer nor a connection attempt, so no new connection can come back (a close it retries,
    // like 1006, schedules `retryTimer`).
    const manager = pusher.connection as unknown as { retryTimer?: unknown; runner?: unknown }
    assert.notExists(manager.retryTimer)
    assert.notExists(manager.runner)
    assert.equal(pusher.connection.state, 'disconnected')
    assert.notInclude(states.slice(states.indexOf('disconnected')), 'connecting')
    assert.equal(bystander.connection.state, 'connected')

    const auth = await client
      .post('/broadcasting/auth')
      .header('Accept', 'application/json')
      .loginAs(ann)
      .withCsrfToken()
      .form({ socket_id: '123.456', channel_name: own.name })
    auth.assertStatus(403)
  })

  test('a disabled account still holding a session gets 403 from /broadcasting/auth', async ({
    client,
  }) => {
    const ann = await UserFactory.merge({ disabledAt: DateTime.now() }).create()
    const response = await client
      .post('/broadcasting/auth')
      .header('Accept', 'application/json')
      .loginAs(ann)
      .withCsrfToken()
      .form({ socket_id: '123.456', channel_name: `private-App.Models.User.${ann.id}` })
    response.assertStatus(403)
  })

  test('disconnectUser closes presence memberships of the user only', async ({ assert }) => {
    const channel = 'presence-admin'
    const mine = await presenceSocket(channel, '41')
    const other = await presenceSocket(channel, '42')
    // User 410's own channel: a name that starts like user 41's.
    const unrelated = await connectRaw()
    const unrelatedId = await socketIdOf(unrelated)
    const channel410 = 'private-App.Models.User.410'
    unrelated.send({
      event: 'pusher:subscribe',
      data: { channel: channel410, auth: signChannelAuth(realtimeConfig, unrelatedId, channel410) },
    })
    await unrelated.next('pusher_internal:subscription_succeeded')

    const closed = closeCode(mine.raw.socket)
    const removed = other.raw.next('pusher_internal:member_removed')
    assert.equal(await disconnectUser(41), 1)
    assert.equal(await closed, 4009)
    const memberRemoved = await removed
    assert.equal(JSON.parse(memberRemoved.data).user_id, '41')
    const presence = await pusherServer.presence(channel)
    assert.deepEqual(presence.ids, ['42'])
    assert.equal(other.raw.socket.readyState, other.raw.socket.OPEN)
    assert.equal(unrelated.socket.readyState, unrelated.socket.OPEN)
  })
})
