import { test } from '@japa/runner'
import {
  AUTHORIZATION_ATTEMPTS,
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
