import { test } from '@japa/runner'
import WebSocket from 'ws'
import { realtimeConfig } from '#config/realtime'
import { pusherServer } from '#realtime/main'
import { QUEUED_MESSAGE_OVERHEAD_BYTES } from '#realtime/connection_limits'
import { functionalGroup } from '../helpers.js'
import {
  PORT,
  connectPusher,
  connectRaw,
  disconnectAll,
  eventually,
  overrideLimits,
  socketIdOf,
  subscribed,
  waitFor,
} from './helpers.js'

/**
 * Capacity (docs/decisions/055-realtime-capacity-and-session-end.md): a socket that
 * does not read is let go once its unsent output passes maxBufferedBytes, a
 * socket that floods is let go past its frame budget, and sockets beyond the
 * per-address and total caps are closed at once. Each with 4100, which
 * pusher-js retries after a second; the other sockets keep being served.
 */

type Raw = Awaited<ReturnType<typeof connectRaw>>

function closed(socket: WebSocket) {
  return waitFor<{ code: number; reason: string }>(
    'the socket to close',
    (resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    10_000
  )
}

/** Stops reading the socket: the server's output piles up in its buffers. */
function stopReading(raw: Raw) {
  ;(raw.socket as unknown as { _socket: { pause(): void } })._socket.pause()
}

function resumeReading(raw: Raw) {
  ;(raw.socket as unknown as { _socket: { resume(): void } })._socket.resume()
}

async function subscribeRaw(raw: Raw, channel: string) {
  raw.send({ event: 'pusher:subscribe', data: { channel } })
  await raw.next('pusher_internal:subscription_succeeded')
}

function socketFrom(headers: Record<string, string> = {}) {
  return new WebSocket(
    `ws://127.0.0.1:${PORT}/app/${realtimeConfig.key}?protocol=7&client=js&version=8.6.0`,
    { headers }
  )
}

test.group('Realtime | capacity', (group) => {
  functionalGroup(group)
  group.each.teardown(() => disconnectAll())

  test('a subscriber that stops reading is closed with 4100 once its unsent output passes the cap; the others get every event', async ({
    assert,
    client,
    cleanup,
  }) => {
    const capBytes = 64 * 1024
    cleanup(overrideLimits({ maxBufferedBytes: capBytes }))
    const bystander = await connectPusher(client)
    const news = bystander.subscribe('news')
    await subscribed(news)
    let delivered = 0
    news.bind('tick', () => (delivered += 1))

    const slow = await connectRaw()
    const slowId = await socketIdOf(slow)
    await subscribeRaw(slow, 'news')
    const slowClosed = closed(slow.socket)
    stopReading(slow)

    const data = JSON.stringify({ filler: 'x'.repeat(8 * 1024) })
    let published = 0
    let largestBacklog = 0
    // Loopback's kernel buffers take several megabytes before the server's own buffer grows.
    while (pusherServer.unsentOutputOf(slowId) !== null && published < 20_000) {
      await pusherServer.publish({ channel: 'news', event: 'tick', data })
      published += 1
      largestBacklog = Math.max(largestBacklog, pusherServer.unsentOutputOf(slowId) ?? 0)
      if (published % 20 === 0) await new Promise((resolve) => setImmediate(resolve))
    }
    assert.isNull(pusherServer.unsentOutputOf(slowId), 'the slow socket was let go')
    // Checked before each message: at most the cap plus one message and its overhead.
    assert.isAtMost(largestBacklog, capBytes + data.length + 200 + QUEUED_MESSAGE_OVERHEAD_BYTES)
    assert.isFalse(pusherServer.registry.isSubscribed('news', slowId))

    await eventually('the bystander to get every event', () => delivered === published, 20_000)
    resumeReading(slow)
    const { code, reason } = await slowClosed
    assert.equal(code, 4100)
    assert.match(reason, /not being read/)
    assert.equal(bystander.connection.state, 'connected')
  }).timeout(60_000)

  test('a socket flooding pusher:ping without reading is closed with 4100 after its frame budget', async ({
    assert,
    client,
    cleanup,
  }) => {
    cleanup(overrideLimits({ framesPerSecond: 20, frameBurst: 50 }))
    const bystander = await connectPusher(client)
    const news = bystander.subscribe('news')
    await subscribed(news)

    const flood = await connectRaw()
    const floodId = await socketIdOf(flood)
    const floodClosed = closed(flood.socket)
    stopReading(flood)
    const ping = JSON.stringify({ event: 'pusher:ping', data: {} })
    for (let i = 0; i < 5000; i++) flood.socket.send(ping)
    await eventually(
      'the flooding socket to be let go',
      () => pusherServer.unsentOutputOf(floodId) === null,
      10_000
    )

    const event = waitFor<unknown>('an event for the bystander', (resolve) =>
      news.bind('after', resolve)
    )
    await pusherServer.publish({ channel: 'news', event: 'after', data: '{"n":1}' })
    assert.deepEqual(await event, { n: 1 })

    resumeReading(flood)
    const { code, reason } = await floodClosed
    assert.equal(code, 4100)
    assert.match(reason, /too many messages/)
    const pongs = flood.received.filter((message) => message.event === 'pusher:pong').length
    assert.isAtMost(pongs, 50 + 5, 'frames past the budget are not answered')
  }).timeout(30_000)

  test('connections past the per-address cap get 4100; X-Forwarded-For from an untrusted peer does not help', async ({
    assert,
    cleanup,
  }) => {
    cleanup(overrideLimits({ maxConnectionsPerAddress: 3 }))
    const held = [await connectRaw(), await connectRaw(), await connectRaw()]
    for (const raw of held) await socketIdOf(raw)

    const attempts: Record<string, string>[] = [{}, { 'X-Forwarded-For': '203.0.113.9' }]
    for (const headers of attempts) {
      const extra = socketFrom(headers)
      const messages: any[] = []
      extra.on('message', (data) => messages.push(JSON.parse(data.toString())))
      const { code, reason } = await closed(extra)
      assert.equal(code, 4100)
      assert.match(reason, /from this address/)
      assert.deepEqual(
        messages.map((message) => [message.event, message.data?.code]),
        [['pusher:error', 4100]]
      )
    }
    assert.equal(pusherServer.connectionCount, 3)

    held[0].socket.close()
    await eventually(
      'the closed socket to free its place',
      () => pusherServer.connectionCount === 2
    )
    const again = await connectRaw()
    assert.match(await socketIdOf(again), /^\d+\.\d+$/)
  }).timeout(20_000)

  test('connections past the total cap get 4100', async ({ assert, cleanup }) => {
    cleanup(overrideLimits({ maxConnections: 2 }))
    const held = [await connectRaw(), await connectRaw()]
    for (const raw of held) await socketIdOf(raw)
    const extra = socketFrom()
    const { code, reason } = await closed(extra)
    assert.equal(code, 4100)
    assert.equal(reason, 'Over capacity: too many connections')
    assert.equal(pusherServer.connectionCount, 2)
  })
})
