import { connect } from 'node:net'
import { test } from '@japa/runner'
import WebSocket from 'ws'
import { realtimeConfig } from '#config/realtime'
import { pusherServer } from '#realtime/main'
import { md5Hex, signApiRequest, signChannelAuth } from '#realtime/signatures'
import { functionalGroup } from '../helpers.js'
import {
  PORT,
  connectRaw,
  disconnectAll,
  socketIdOf,
  succeededChannel,
  waitFor,
} from './helpers.js'
import { mulberry32 } from '#database/demo/prng'

/**
 * Every input path of the realtime server gets hostile input; each must be
 * answered by the protocol (pusher:error, a closing code, or an HTTP 4xx) and
 * the server must go on serving a normal client afterwards.
 */

/** A normal client still connects and subscribes. */
async function assertStillServes() {
  const raw = await connectRaw()
  await raw.next('pusher:connection_established')
  raw.send({ event: 'pusher:subscribe', data: { channel: 'still-serving' } })
  const ok = await raw.next('pusher_internal:subscription_succeeded')
  raw.socket.terminate()
  return ok.channel === 'still-serving'
}

/** Writes raw bytes on a TCP connection; resolves with what came back until close. */
function rawHttp(request: string | Buffer, ms = 2000): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const socket = connect(PORT, '127.0.0.1', () => socket.write(request))
    const timer = setTimeout(() => {
      socket.destroy()
      resolve(Buffer.concat(chunks).toString('latin1'))
    }, ms)
    socket.on('data', (chunk) => {
      chunks.push(chunk)
      // An upgrade answered with 101 stays open: the status line is enough.
      if (Buffer.concat(chunks).includes('\r\n\r\n')) {
        clearTimeout(timer)
        socket.destroy()
        resolve(Buffer.concat(chunks).toString('latin1'))
      }
    })
    socket.on('error', (error) => {
      clearTimeout(timer)
      if (chunks.length > 0) resolve(Buffer.concat(chunks).toString('latin1'))
      else reject(error)
    })
    socket.on('close', () => {
      clearTimeout(timer)
      resolve(Buffer.concat(chunks).toString('latin1'))
    })
  })
}

function upgradeRequest(path: string, headers: Record<string, string> = {}) {
  const all: Record<string, string> = {
    'Host': `127.0.0.1:${PORT}`,
    'Upgrade': 'websocket',
    'Connection': 'Upgrade',
    'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
    'Sec-WebSocket-Version': '13',
    ...headers,
  }
  const lines = Object.entries(all)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}: ${value}`)
  return `GET ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`
}

/** Opens a socket on a path as sent; resolves with its pusher:error code and close code. */
function openPath(path: string) {
  return new Promise<{ error: number | null; close: number }>((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${PORT}${path}`)
    let error: number | null = null
    const timer = setTimeout(() => {
      socket.terminate()
      reject(new Error(`no close for ${path}`))
    }, 2000)
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString())
      if (message.event === 'pusher:error') error = message.data.code
    })
    socket.on('close', (code) => {
      clearTimeout(timer)
      resolve({ error, close: code })
    })
    socket.on('error', () => {})
  })
}

const KEY = realtimeConfig.key

const badKeyPaths = [
  { name: 'bad percent-encoding', path: '/app/%E0%A4%A' },
  { name: 'a lone percent sign', path: '/app/%' },
  { name: 'a non-hex escape', path: '/app/%ZZ' },
  { name: 'a NUL byte', path: `/app/${KEY}%00` },
  { name: 'a 4,000-character key', path: `/app/${'k'.repeat(4000)}` },
  { name: 'bad percent-encoding and a query', path: `/app/%E0%A4%A?protocol=7` },
]

/**
 * Frames on an open connection, with the pusher:error code each must get.
 */
const badFrames: { name: string; frame: string | Buffer; binary?: boolean; code: number }[] = [
  { name: 'invalid JSON', frame: '{"event":', code: 4300 },
  { name: 'JSON string', frame: '"pusher:ping"', code: 4300 },
  { name: 'JSON number', frame: '42', code: 4300 },
  { name: 'JSON null', frame: 'null', code: 4300 },
  { name: 'JSON array', frame: '[{"event":"pusher:ping"}]', code: 4300 },
  { name: 'empty frame', frame: '', code: 4300 },
  { name: 'binary frame', frame: Buffer.from([0xff, 0xfe, 0x00]), binary: true, code: 4300 },
  { name: 'event is a number', frame: '{"event":5,"data":{}}', code: 4300 },
  { name: 'event is an object', frame: '{"event":{"a":1},"data":{}}', code: 4300 },
  { name: 'event missing', frame: '{"data":{"channel":"news"}}', code: 4300 },
  { name: 'unknown pusher event', frame: '{"event":"pusher:bogus","data":{}}', code: 4300 },
  { name: 'huge event name', frame: JSON.stringify({ event: 'x'.repeat(9000) }), code: 4300 },
  { name: '__proto__ keys', frame: '{"__proto__":{"event":"pusher:ping"},"event":7}', code: 4300 },
  { name: 'subscribe, data null', frame: '{"event":"pusher:subscribe","data":null}', code: 4300 },
  { name: 'subscribe, data a number', frame: '{"event":"pusher:subscribe","data":1}', code: 4300 },
  {
    name: 'subscribe, data an array',
    frame: '{"event":"pusher:subscribe","data":["news"]}',
    code: 4300,
  },
  {
    name: 'subscribe, data invalid JSON text',
    frame: '{"event":"pusher:subscribe","data":"{channel"}',
    code: 4300,
  },
  {
    name: 'subscribe, channel a number',
    frame: '{"event":"pusher:subscribe","data":{"channel":12}}',
    code: 4300,
  },
  {
    name: 'subscribe, channel an array',
    frame: '{"event":"pusher:subscribe","data":{"channel":["news"]}}',
    code: 4300,
  },
  {
    name: 'subscribe, channel with odd characters',
    frame: JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'news\u0000\u202e💥' } }),
    code: 4300,
  },
  {
    name: 'subscribe, channel name over 164 characters',
    frame: JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'n'.repeat(165) } }),
    code: 4009,
  },
  {
    name: 'subscribe, channel name of 9,000 characters',
    frame: JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'n'.repeat(9000) } }),
    code: 4009,
  },
  {
    name: 'unsubscribe, data a number',
    frame: '{"event":"pusher:unsubscribe","data":3}',
    code: 4300,
  },
  {
    name: 'unsubscribe, channel an object',
    frame: '{"event":"pusher:unsubscribe","data":{"channel":{}}}',
    code: 4300,
  },
  {
    name: 'client event, channel missing',
    frame: '{"event":"client-typing","data":{}}',
    code: 4009,
  },
  {
    name: 'client event, channel a number',
    frame: '{"event":"client-typing","channel":7,"data":{}}',
    code: 4009,
  },
  {
    name: 'client event on a public channel',
    frame: '{"event":"client-typing","channel":"news","data":{}}',
    code: 4009,
  },
  {
    name: 'client event on a private channel not subscribed',
    frame: '{"event":"client-typing","channel":"private-x","data":{}}',
    code: 4009,
  },
  {
    name: 'client event with a 300-character name',
    frame: JSON.stringify({ event: `client-${'e'.repeat(300)}`, channel: 'private-x', data: {} }),
    code: 4300,
  },
  {
    name: 'message over 10 KB',
    frame: JSON.stringify({ event: 'pusher:ping', data: 'x'.repeat(11 * 1024) }),
    code: 4300,
  },
]

/**
 * Subscriptions with a valid signature over odd channel_data (presence)
 * or with odd auth fields: refused with pusher:subscription_error.
 */
function presenceCases(socketId: string) {
  const channel = 'presence-hostile'
  const signed = (channelData: string) => ({
    event: 'pusher:subscribe',
    data: {
      channel,
      auth: signChannelAuth(realtimeConfig, socketId, channel, channelData),
      channel_data: channelData,
    },
  })
  return [
    { name: 'channel_data not JSON', frame: signed('{not json') },
    { name: 'channel_data JSON null', frame: signed('null') },
    { name: 'channel_data a number', frame: signed('5') },
    { name: 'channel_data without user_id', frame: signed('{"user_info":{}}') },
    { name: 'user_id an object', frame: signed('{"user_id":{"a":1}}') },
    { name: 'user_id empty', frame: signed('{"user_id":""}') },
    {
      name: 'channel_data an object, not a string',
      frame: { event: 'pusher:subscribe', data: { channel, auth: 'x', channel_data: { a: 1 } } },
    },
    {
      name: 'auth a number',
      frame: { event: 'pusher:subscribe', data: { channel: 'private-x', auth: 12345 } },
    },
    {
      name: 'auth an array',
      frame: { event: 'pusher:subscribe', data: { channel: 'private-x', auth: ['a', 'b'] } },
    },
    {
      name: 'auth a huge string',
      frame: { event: 'pusher:subscribe', data: { channel: 'private-x', auth: 'a'.repeat(9000) } },
    },
  ]
}

/** A hand-signed HTTP API request; resolves with the status. */
async function signedApi(
  method: 'GET' | 'POST',
  path: string,
  options: { body?: string; query?: Record<string, string>; contentType?: string } = {}
) {
  const query: Record<string, string> = {
    auth_key: KEY,
    auth_timestamp: String(Math.floor(Date.now() / 1000)),
    auth_version: '1.0',
    ...options.query,
  }
  if (options.body !== undefined) query.body_md5 = md5Hex(options.body)
  query.auth_signature = signApiRequest(realtimeConfig.secret, method, path, query)
  const response = await fetch(`http://127.0.0.1:${PORT}${path}?${new URLSearchParams(query)}`, {
    method,
    headers: { 'Content-Type': options.contentType ?? 'application/json' },
    body: options.body,
  })
  return response.status
}

const apiPath = `/apps/${realtimeConfig.appId}`

/**
 * HTTP API requests signed correctly (so that they reach the parsing of the
 * body), each with the 4xx it must get.
 */
const badBodies: { name: string; body: string; status: number; contentType?: string }[] = [
  { name: 'malformed JSON', body: '{"name":', status: 400 },
  { name: 'a JSON array', body: '[{"name":"a","channel":"news","data":"{}"}]', status: 400 },
  { name: 'a JSON string', body: '"hello"', status: 422 },
  { name: 'JSON null', body: 'null', status: 422 },
  { name: 'name a number', body: '{"name":5,"channel":"news","data":"{}"}', status: 400 },
  { name: 'name an array', body: '{"name":["a"],"channel":"news","data":"{}"}', status: 400 },
  { name: 'channel an object', body: '{"name":"a","channel":{"x":1},"data":"{}"}', status: 400 },
  {
    name: 'channels holding numbers',
    body: '{"name":"a","channels":[1,2],"data":"{}"}',
    status: 400,
  },
  {
    name: 'channels an object',
    body: '{"name":"a","channels":{"0":"news"},"data":"{}"}',
    status: 400,
  },
  { name: 'data an object', body: '{"name":"a","channel":"news","data":{"x":1}}', status: 400 },
  {
    name: 'socket_id a number',
    body: '{"name":"a","channel":"news","data":"{}","socket_id":1.5}',
    status: 400,
  },
  {
    name: 'socket_id an array',
    body: '{"name":"a","channel":"news","data":"{}","socket_id":["1.1"]}',
    status: 400,
  },
  {
    name: 'channel name of 9,000 characters',
    body: JSON.stringify({ name: 'a', channel: 'n'.repeat(9000), data: '{}' }),
    status: 400,
  },
  {
    name: 'a form body',
    body: 'name=a&channel=news&data=x',
    status: 415,
    contentType: 'application/x-www-form-urlencoded',
  },
]

test.group('Realtime | hostile input', (group) => {
  functionalGroup(group)
  group.each.teardown(() => disconnectAll())

  test('an app key with {name} is refused with 4001 and the server keeps serving')
    .with(badKeyPaths)
    .run(async ({ assert }, { path }) => {
      const { error, close } = await openPath(path)
      assert.equal(error, 4001)
      assert.equal(close, 4001)
      assert.isTrue(await assertStillServes())
    })

  test('a bad upgrade request gets an HTTP 4xx: {name}')
    .with([
      {
        name: 'no Sec-WebSocket-Key',
        request: upgradeRequest(`/app/${KEY}`, { 'Sec-WebSocket-Key': '' }),
      },
      {
        name: 'bad Sec-WebSocket-Key',
        request: upgradeRequest(`/app/${KEY}`, { 'Sec-WebSocket-Key': '%%%' }),
      },
      {
        name: 'unknown version',
        request: upgradeRequest(`/app/${KEY}`, { 'Sec-WebSocket-Version': '99' }),
      },
      { name: 'Upgrade not websocket', request: upgradeRequest(`/app/${KEY}`, { Upgrade: 'h2c' }) },
      {
        name: 'bad percent-encoding, no key header',
        request: upgradeRequest('/app/%E0%A4%A', { 'Sec-WebSocket-Key': '' }),
      },
      {
        name: 'header with control bytes',
        request: upgradeRequest(`/app/${KEY}`, { 'X-Odd': 'a\u0001b' }),
      },
      {
        name: 'oversized headers',
        request: upgradeRequest(`/app/${KEY}`, { 'X-Big': 'b'.repeat(20_000) }),
      },
    ])
    .run(async ({ assert }, row) => {
      const answer = await rawHttp(row.request)
      assert.match(answer, /^HTTP\/1\.1 4\d\d /)
      assert.isTrue(await assertStillServes())
    })

  test('a query string with bad percent-encoding still connects', async ({ assert }) => {
    const raw = await connectRaw(`${KEY}?protocol=%E0%A4%A&client=%&version=%ZZ`)
    await raw.next('pusher:connection_established')
    assert.isTrue(await assertStillServes())
  })

  test('frame: {name} gets pusher:error {code}')
    .with(badFrames)
    .run(async ({ assert }, row) => {
      const raw = await connectRaw()
      await raw.next('pusher:connection_established')
      raw.socket.send(row.frame, { binary: row.binary ?? false })
      assert.equal(await raw.errorCode(), row.code)
      // The same connection goes on serving.
      raw.send({ event: 'pusher:subscribe', data: { channel: 'news' } })
      assert.equal(await succeededChannel(raw), 'news')
      assert.isTrue(await assertStillServes())
    })

  test('frame with invalid UTF-8 closes with 1007 and the server keeps serving', async ({
    assert,
  }) => {
    const raw = await connectRaw()
    await raw.next('pusher:connection_established')
    const closed = waitFor<number>('close', (resolve) =>
      raw.socket.on('close', (code) => resolve(code))
    )
    raw.socket.send(Buffer.from([0x7b, 0xc3, 0x28, 0x7d]), { binary: false })
    assert.equal(await closed, 1007)
    assert.isTrue(await assertStillServes())
  })

  test('odd subscriptions get pusher:subscription_error and join nothing', async ({ assert }) => {
    const raw = await connectRaw()
    const socketId = await socketIdOf(raw)
    for (const { name, frame } of presenceCases(socketId)) {
      raw.send(frame)
      const refused = await raw.next('pusher:subscription_error')
      assert.include(['presence-hostile', 'private-x'], refused.channel, name)
    }
    assert.deepEqual(pusherServer.registry.channels(), [])
    assert.isTrue(await assertStillServes())
  })

  test('client events with odd payloads are relayed as strings or refused', async ({ assert }) => {
    const sender = await connectRaw()
    const listener = await connectRaw()
    const channel = 'private-odd'
    for (const raw of [sender, listener]) {
      const socketId = await socketIdOf(raw)
      raw.send({
        event: 'pusher:subscribe',
        data: { channel, auth: signChannelAuth(realtimeConfig, socketId, channel) },
      })
      await raw.next('pusher_internal:subscription_succeeded')
    }
    const payloads: unknown[] = [null, 0, 'text', [1, 2], { nested: { deep: [null] } }, true]
    for (const data of payloads) {
      sender.send({ event: 'client-odd', channel, data })
      const relayed = await listener.next('client-odd')
      assert.isString(relayed.data)
    }
    sender.send('{"event":"client-odd","channel":"private-odd"}')
    const nullData = await listener.next('client-odd')
    assert.equal(nullData.data, 'null')
    assert.isTrue(await assertStillServes())
  })

  test('a few hundred random frames never stop the server', async ({ assert }) => {
    const random = mulberry32(20261126)
    const raw = await connectRaw()
    const socketId = await socketIdOf(raw)
    let closed = false
    raw.socket.on('close', () => (closed = true))
    for (let i = 0; i < 400 && !closed; i++) {
      raw.socket.send(randomFrame(random, socketId), { binary: random() < 0.05 })
    }
    if (!closed) {
      raw.send({ event: 'pusher:ping', data: {} })
      await raw.next('pusher:pong', 5000)
    }
    assert.isTrue(await assertStillServes())
  })

  test('HTTP API: a signed POST with {name} gets {status}')
    .with(badBodies)
    .run(async ({ assert }, row) => {
      const status = await signedApi('POST', `${apiPath}/events`, {
        body: row.body,
        contentType: row.contentType,
      })
      assert.equal(status, row.status)
      assert.isTrue(await assertStillServes())
    })

  test('HTTP API: batch_events with odd batches gets 400')
    .with([
      '{"batch":{"name":"a"}}',
      '{"batch":"a"}',
      '{"batch":[null]}',
      '{"batch":[5]}',
      '{"batch":[[{"name":"a","channel":"news","data":"{}"}]]}',
      '[]',
    ])
    .run(async ({ assert }, body) => {
      assert.equal(await signedApi('POST', `${apiPath}/batch_events`, { body }), 400)
      assert.isTrue(await assertStillServes())
    })

  test('HTTP API: {name} gets {status}')
    .with([
      {
        name: 'bad percent-encoding in a channel path',
        path: `${apiPath}/channels/%E0%A4%A`,
        status: 400,
      },
      {
        name: 'bad percent-encoding in a users path',
        path: `${apiPath}/channels/%/users`,
        status: 400,
      },
      { name: 'bad percent-encoding in the app id', path: '/apps/%E0%A4%A/channels', status: 404 },
      { name: 'a huge channel name', path: `${apiPath}/channels/${'n'.repeat(4000)}`, status: 400 },
    ])
    .run(async ({ assert }, row) => {
      assert.equal(await signedApi('GET', row.path), row.status)
      assert.isTrue(await assertStillServes())
    })

  test('HTTP API: a query string of {name} gets {status}')
    .with([
      {
        name: 'bad percent-encoding',
        query: 'auth_key=%E0%A4%A&auth_timestamp=%&auth_version=1.0',
        status: 401,
      },
      { name: 'repeated keys', query: 'auth_key=a&auth_key=b&auth_version=1.0', status: 401 },
      { name: 'bracket arrays', query: 'auth_key[]=a&auth_version[0]=1.0&info[a]=b', status: 401 },
      { name: 'no parameters', query: '', status: 401 },
      { name: 'a long junk string', query: '&=&'.repeat(2000), status: 401 },
    ])
    .run(async ({ assert }, row) => {
      const response = await fetch(`http://127.0.0.1:${PORT}${apiPath}/channels?${row.query}`)
      assert.equal(response.status, row.status)
      assert.isTrue(await assertStillServes())
    })

  test('HTTP API: a signed query with odd info and filter values still answers', async ({
    assert,
  }) => {
    const status = await signedApi('GET', `${apiPath}/channels`, {
      query: { info: ',,user_count,%,', filter_by_prefix: '%E0%A4%A' },
    })
    assert.equal(status, 200)
  })
})

/**
 * A frame built from the protocol's own vocabulary with random types and
 * values, sometimes cut short or with a byte flipped.
 */
function randomFrame(random: () => number, socketId: string): string | Buffer {
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]
  const value = (depth = 0): unknown =>
    pick<() => unknown>([
      () => null,
      () => Math.floor(random() * 1e6) - 5e5,
      () => random() < 0.5,
      () => pick(['news', 'private-a', 'presence-a', '', '%E0%A4%A', '#x', 'n'.repeat(200)]),
      () => (depth < 3 ? [value(depth + 1), value(depth + 1)] : 'leaf'),
      () => (depth < 3 ? { channel: value(depth + 1), user_id: value(depth + 1) } : {}),
      () => JSON.stringify({ user_id: value(3), user_info: value(3) }),
      () => `${socketId}:${'f'.repeat(64)}`,
    ])()
  const message: Record<string, unknown> = {
    event: pick<unknown>([
      'pusher:subscribe',
      'pusher:unsubscribe',
      'pusher:ping',
      'pusher:pong',
      'pusher:signin',
      'client-x',
      'client-',
      value(),
    ]),
  }
  if (random() < 0.8) message.channel = value()
  if (random() < 0.9) {
    message.data =
      random() < 0.5
        ? { channel: value(), auth: value(), channel_data: value() }
        : random() < 0.5
          ? JSON.stringify({ channel: value(), auth: value() })
          : value()
  }
  let text = JSON.stringify(message)
  const mutation = random()
  if (mutation < 0.15) text = text.slice(0, Math.floor(random() * text.length))
  else if (mutation < 0.3) {
    // Printable ASCII keeps the frame valid UTF-8 (invalid UTF-8 closes the socket).
    const bytes = Buffer.from(text)
    bytes[Math.floor(random() * bytes.length)] = 0x20 + Math.floor(random() * 95)
    return bytes
  }
  return text
}
