import { test } from '@japa/runner'
import { realtimeConfig } from '#config/realtime'
import { pusherServer } from '#realtime/main'
import { signChannelAuth } from '#realtime/signatures'
import { functionalGroup } from '../helpers.js'
import {
  connectRaw,
  disconnectAll,
  overrideLimits,
  socketIdOf,
  succeededChannel,
} from './helpers.js'

/**
 * Per-connection and per-channel limits, Pusher Channels' own numbers:
 * 100 channels per connection, 164-character channel names, 100 members per
 * presence channel, 1 KB of user_info per member. Each refusal is a
 * pusher:error with a code pusher-js does not give up on, plus a
 * subscription_error for the channel; the connection keeps serving.
 */

type Raw = Awaited<ReturnType<typeof connectRaw>>

async function connected() {
  const raw = await connectRaw()
  const socketId = await socketIdOf(raw)
  return { raw, socketId }
}

function joinPresence(raw: Raw, socketId: string, channel: string, member: object) {
  const channelData = JSON.stringify(member)
  raw.send({
    event: 'pusher:subscribe',
    data: {
      channel,
      auth: signChannelAuth(realtimeConfig, socketId, channel, channelData),
      channel_data: channelData,
    },
  })
}

async function refusal(raw: Raw) {
  const error = await raw.next('pusher:error')
  const subscriptionError = await raw.next('pusher:subscription_error')
  return {
    code: error.data.code as number,
    channel: subscriptionError.channel as string,
    status: subscriptionError.data.status as number,
  }
}

test.group('Realtime | limits', (group) => {
  functionalGroup(group)
  group.each.teardown(() => disconnectAll())

  test('a connection subscribes to 100 channels; the 101st gets 4004', async ({ assert }) => {
    const { raw, socketId } = await connected()
    for (let i = 0; i < 100; i++) {
      raw.send({ event: 'pusher:subscribe', data: { channel: `limit-${i}` } })
      await raw.next('pusher_internal:subscription_succeeded')
    }
    raw.send({ event: 'pusher:subscribe', data: { channel: 'limit-100' } })
    assert.deepEqual(await refusal(raw), { code: 4004, channel: 'limit-100', status: 4004 })
    assert.isFalse(pusherServer.registry.isSubscribed('limit-100', socketId))

    // Subscribing again to a channel it holds is not a new subscription.
    raw.send({ event: 'pusher:subscribe', data: { channel: 'limit-5' } })
    assert.equal(await succeededChannel(raw), 'limit-5')
    // Leaving one makes room for another.
    raw.send({ event: 'pusher:unsubscribe', data: { channel: 'limit-0' } })
    raw.send({ event: 'pusher:subscribe', data: { channel: 'limit-100' } })
    assert.equal(await succeededChannel(raw), 'limit-100')
  })

  test('channel names: 164 characters join, 165 get 4009', async ({ assert }) => {
    const { raw, socketId } = await connected()
    const longest = `c${'n'.repeat(163)}`
    raw.send({ event: 'pusher:subscribe', data: { channel: longest } })
    assert.equal(await succeededChannel(raw), longest)
    raw.send({ event: 'pusher:subscribe', data: { channel: `${longest}n` } })
    const error = await raw.next('pusher:error')
    assert.equal(error.data.code, 4009)
    assert.deepEqual(pusherServer.registry.channels(), [longest])
    assert.isTrue(pusherServer.registry.isSubscribed(longest, socketId))
  })

  test('presence user_info up to 1 KB joins; more gets 4009', async ({ assert }) => {
    const channel = 'presence-limits'
    const { raw, socketId } = await connected()
    // {"bio":"…"} is 10 bytes of JSON around the text.
    joinPresence(raw, socketId, channel, { user_id: '1', user_info: { bio: 'b'.repeat(1015) } })
    assert.deepEqual(await refusal(raw), { code: 4009, channel, status: 4009 })
    assert.deepEqual(pusherServer.registry.channels(), [])

    joinPresence(raw, socketId, channel, { user_id: '1', user_info: { bio: 'b'.repeat(1014) } })
    const ok = await raw.next('pusher_internal:subscription_succeeded')
    assert.deepEqual(JSON.parse(ok.data).presence.ids, ['1'])
  })

  test('a presence channel holds 100 members; the 101st user gets 4100', async ({
    assert,
    cleanup,
  }) => {
    // 101 sockets from this one address: over the per-address cap otherwise.
    cleanup(overrideLimits({ maxConnectionsPerAddress: 200 }))
    const channel = 'presence-crowd'
    for (let i = 1; i <= 100; i++) {
      const { raw, socketId } = await connected()
      joinPresence(raw, socketId, channel, { user_id: String(i) })
      await raw.next('pusher_internal:subscription_succeeded')
    }
    const late = await connected()
    joinPresence(late.raw, late.socketId, channel, { user_id: '101' })
    assert.deepEqual(await refusal(late.raw), { code: 4100, channel, status: 4100 })
    assert.isFalse(pusherServer.registry.isSubscribed(channel, late.socketId))
    const presence = await pusherServer.presence(channel)
    assert.equal(presence.count, 100)

    // A member's second connection is the same member: it joins.
    const again = await connected()
    joinPresence(again.raw, again.socketId, channel, { user_id: '7' })
    const ok = await again.raw.next('pusher_internal:subscription_succeeded')
    assert.equal(JSON.parse(ok.data).presence.count, 100)

    // The refused connection keeps serving.
    late.raw.send({ event: 'pusher:subscribe', data: { channel: 'news' } })
    assert.equal(await succeededChannel(late.raw), 'news')
  })
})
