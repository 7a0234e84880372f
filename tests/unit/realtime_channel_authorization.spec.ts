import { test } from '@japa/runner'
import {
  AUTHORIZATION_ATTEMPTS,
  RESUBSCRIBE_FIRST_DELAY_MS,
  RESUBSCRIBE_MAX_DELAY_MS,
  channelAuthorizer,
  type AuthorizationTransport,
} from '../../inertia/lib/channel_authorization.js'

/**
 * The browser's channel authorization: a proxy that reached no process (502, 503, 504) or a
 * failed network is asked again, a refusal is final, and pusher-js gets the signature or the
 * error through its callback.
 */
function scripted(answers: Array<number | null>) {
  const sent: string[] = []
  const waits: number[] = []
  const transport: AuthorizationTransport = {
    async post(body) {
      sent.push(body.toString())
      const status = answers[Math.min(sent.length - 1, answers.length - 1)]
      if (status === null) return null
      return { status, json: async () => ({ auth: 'key:signature' }) }
    },
    async wait(ms) {
      waits.push(ms)
    },
  }
  const outcome = new Promise<{ error: Error | null; data: unknown }>((resolve) => {
    channelAuthorizer(transport)(
      { socketId: '123.456', channelName: 'private-user.7' },
      (error, data) => resolve({ error, data })
    )
  })
  return { sent, waits, outcome }
}

test.group('Realtime | channel authorization in the browser', () => {
  test('a 502 from the proxy, then a network failure, then the signature', async ({ assert }) => {
    const { sent, waits, outcome } = scripted([502, null, 200])
    const { error, data } = await outcome
    assert.isNull(error)
    assert.deepEqual(data, { auth: 'key:signature' })
    assert.deepEqual(sent, [
      'socket_id=123.456&channel_name=private-user.7',
      'socket_id=123.456&channel_name=private-user.7',
      'socket_id=123.456&channel_name=private-user.7',
    ])
    assert.deepEqual(waits, [250, 500])
  })

  test('a refusal ({status}) is final: one request, the error to pusher-js')
    .with([{ status: 401 }, { status: 403 }, { status: 419 }, { status: 500 }])
    .run(async ({ assert }, { status }) => {
      const { sent, outcome } = scripted([status])
      const { error, data } = await outcome
      assert.lengthOf(sent, 1)
      assert.isNull(data)
      assert.equal(error?.message, `Could not authorize private-user.7: HTTP ${status}`)
    })

  test('a proxy that stays unreachable: four tries, then the error', async ({ assert }) => {
    const { sent, waits, outcome } = scripted([503])
    const { error } = await outcome
    assert.lengthOf(sent, AUTHORIZATION_ATTEMPTS)
    assert.deepEqual(waits, [250, 500, 1000])
    assert.equal(error?.message, 'Could not authorize private-user.7: HTTP 503')
  })
})

/**
 * pusher-js as far as the authorizer sees it: each subscription asks the handler for a
 * signature with the connection's socket id; `resubscribe` subscribes again (realtime.ts),
 * and a subscription counts once a signature came back. Pauses are recorded, not slept.
 */
function channelWithProxy(answers: Array<number | null>) {
  let asked = 0
  const waits: number[] = []
  const events: string[] = []
  const socketId = '123.456'
  let settle: () => void = () => {}
  const subscribed = new Promise<void>((resolve) => (settle = resolve))
  const transport: AuthorizationTransport = {
    async post() {
      const status = answers[Math.min(asked++, answers.length - 1)]
      if (status === null) return null
      return { status, json: async () => ({ auth: 'key:signature' }) }
    },
    async wait(ms) {
      waits.push(ms)
    },
    currentSocketId: () => socketId,
    resubscribe: (channelName) => subscribe(channelName),
  }
  const authorize = channelAuthorizer(transport)
  const subscribe = (channelName: string) =>
    authorize({ socketId, channelName }, (error) => {
      if (error) return events.push(`pusher:subscription_error ${error.message}`)
      events.push('subscribed')
      settle()
    })
  return {
    waits,
    events,
    subscribed,
    subscribe,
    requests: () => asked,
  }
}

test.group('Realtime | a failed channel authorization heals', () => {
  test('the endpoint answers 503 twice, then 200: subscribed, no error', async ({ assert }) => {
    const channel = channelWithProxy([503, 503, 200])
    channel.subscribe('private-user.7')
    await channel.subscribed
    assert.deepEqual(channel.events, ['subscribed'])
    assert.equal(channel.requests(), 3)
    assert.deepEqual(channel.waits, [250, 500])
  })

  test('a round of 502 then 503s fails, the channel is subscribed again and succeeds', async ({
    assert,
  }) => {
    // The CI failure: after a SIGKILL, one 502 and three 503s from the proxy.
    const channel = channelWithProxy([502, 503, 503, 503, 503, 200])
    channel.subscribe('private-user.7')
    await channel.subscribed
    assert.deepEqual(channel.events, [
      'pusher:subscription_error Could not authorize private-user.7: HTTP 503',
      'subscribed',
    ])
    assert.equal(channel.requests(), AUTHORIZATION_ATTEMPTS + 2)
    assert.deepEqual(channel.waits, [250, 500, 1000, RESUBSCRIBE_FIRST_DELAY_MS, 250])
  })

  test('rounds that keep failing wait longer each time, up to the ceiling', async ({ assert }) => {
    const rounds = 6
    const failing = Array.from<number | null>({ length: rounds * AUTHORIZATION_ATTEMPTS }).fill(
      null
    )
    const channel = channelWithProxy([...failing, 200])
    channel.subscribe('private-user.7')
    await channel.subscribed
    const pauses = channel.waits.filter((_, index) => index % AUTHORIZATION_ATTEMPTS === 3)
    assert.deepEqual(pauses, [1000, 2000, 4000, 8000, RESUBSCRIBE_MAX_DELAY_MS, 15_000])
    assert.lengthOf(channel.events, rounds + 1)
    assert.equal(channel.events.at(-1), 'subscribed')
  })

  test('a refusal ({status}) is not subscribed again')
    .with([{ status: 403 }, { status: 419 }])
    .run(async ({ assert }, { status }) => {
      const channel = channelWithProxy([status, 200])
      channel.subscribe('private-user.7')
      // The refusal is reported at once; a resubscription would ask a second time.
      await new Promise((resolve) => setImmediate(resolve))
      assert.equal(channel.requests(), 1)
      assert.deepEqual(channel.events, [
        `pusher:subscription_error Could not authorize private-user.7: HTTP ${status}`,
      ])
      assert.deepEqual(channel.waits, [])
    })

  test('retries for a socket that was replaced stop (pusher-js subscribes the new one)', async ({
    assert,
  }) => {
    const transportSeen: string[] = []
    const authorize = channelAuthorizer({
      async post(body) {
        transportSeen.push(body.get('socket_id')!)
        return { status: 503, json: async () => ({}) }
      },
      async wait() {},
      currentSocketId: () => '999.1',
      resubscribe: () => transportSeen.push('resubscribed'),
    })
    const error = await new Promise<Error | null>((resolve) =>
      authorize({ socketId: '123.456', channelName: 'private-user.7' }, (e) => resolve(e))
    )
    await new Promise((resolve) => setImmediate(resolve))
    assert.deepEqual(transportSeen, ['123.456'])
    assert.equal(error?.message, 'Could not authorize private-user.7: the connection changed')
  })
})
