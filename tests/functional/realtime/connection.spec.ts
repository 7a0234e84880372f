import { test } from '@japa/runner'
import { pusherServer } from '#realtime/main'
import { functionalGroup } from '../helpers.js'
import { connectPusher, connectRaw, disconnectAll, waitFor } from './helpers.js'

test.group('Realtime connection', (group) => {
  functionalGroup(group)
  group.each.teardown(() => disconnectAll())

  test('pusher-js connects and gets a socket id', async ({ assert, client }) => {
    const pusher = await connectPusher(client)
    assert.match(pusher.connection.socket_id, /^\d+\.\d+$/)
  })

  test('connection_established carries socket_id and activity_timeout', async ({ assert }) => {
    const raw = await connectRaw()
    const established = await raw.next('pusher:connection_established')
    assert.isString(established.data)
    const data = JSON.parse(established.data)
    assert.match(data.socket_id, /^\d+\.\d+$/)
    assert.equal(data.activity_timeout, 120)
  })

  test('an unknown app key gets 4001 and is closed', async ({ assert }) => {
    const raw = await connectRaw('not-our-key')
    const closed = waitFor<number>('close', (resolve) =>
      raw.socket.on('close', (code) => resolve(code))
    )
    const error = await raw.next('pusher:error')
    assert.equal(error.data.code, 4001)
    assert.equal(await closed, 4001)
  })

  test('pusher:ping is answered with pusher:pong', async ({ assert }) => {
    const raw = await connectRaw()
    await raw.next('pusher:connection_established')
    raw.send({ event: 'pusher:ping', data: {} })
    const pong = await raw.next('pusher:pong')
    assert.equal(pong.event, 'pusher:pong')
  })

  test('WebSocket control pings are answered', async ({ assert }) => {
    const raw = await connectRaw()
    await raw.next('pusher:connection_established')
    const pong = waitFor<string>('pong frame', (resolve) =>
      raw.socket.on('pong', (data) => resolve(data.toString()))
    )
    raw.socket.ping('hello')
    assert.equal(await pong, 'hello')
  })

  test('malformed frames get pusher:error and the connection keeps serving', async ({ assert }) => {
    const raw = await connectRaw()
    await raw.next('pusher:connection_established')

    raw.send('{not json')
    assert.equal(await raw.errorCode(), 4300)
    raw.socket.send(Buffer.from([0, 1, 2, 3]), { binary: true })
    assert.equal(await raw.errorCode(), 4300)
    raw.send({ event: 'pusher:nonsense', data: {} })
    assert.equal(await raw.errorCode(), 4300)
    raw.send('[1, 2]')
    assert.equal(await raw.errorCode(), 4300)
    raw.send({ event: 'pusher:subscribe', data: { channel: 'bad channel!' } })
    assert.equal(await raw.errorCode(), 4300)

    raw.send({ event: 'pusher:subscribe', data: { channel: 'news' } })
    const ok = await raw.next('pusher_internal:subscription_succeeded')
    assert.equal(ok.channel, 'news')
  })

  test('a message over 10 KB is refused', async ({ assert }) => {
    const raw = await connectRaw()
    await raw.next('pusher:connection_established')
    raw.send({ event: 'pusher:subscribe', data: { channel: 'news', pad: 'x'.repeat(10 * 1024) } })
    const error = await raw.next('pusher:error')
    assert.equal(error.data.code, 4300)
    assert.match(error.data.message, /size/)
    assert.deepEqual(pusherServer.registry.channels(), [])
  })

  test('inactive connections are pinged, then closed with 4201', async ({ assert }) => {
    const raw = await connectRaw()
    await raw.next('pusher:connection_established')
    const closed = waitFor<number>('close', (resolve) =>
      raw.socket.on('close', (code) => resolve(code))
    )
    const start = Date.now()
    pusherServer.sweep(start + 119_000)
    pusherServer.sweep(start + 121_000)
    await raw.next('pusher:ping')
    pusherServer.sweep(start + 121_000 + 29_000)
    pusherServer.sweep(start + 121_000 + 30_000)
    assert.equal(await closed, 4201)
  })

  test('a pong keeps an inactive connection open', async ({ assert }) => {
    const raw = await connectRaw()
    await raw.next('pusher:connection_established')
    pusherServer.sweep(Date.now() + 121_000)
    await raw.next('pusher:ping')
    raw.send({ event: 'pusher:pong', data: {} })
    raw.send({ event: 'pusher:ping', data: {} })
    await raw.next('pusher:pong')
    pusherServer.sweep(Date.now() + 30_000)
    raw.send({ event: 'pusher:ping', data: {} })
    await raw.next('pusher:pong')
    assert.equal(raw.socket.readyState, raw.socket.OPEN)
  })
})
