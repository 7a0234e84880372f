import { test } from '@japa/runner'
import config from '@adonisjs/core/services/config'

type TrustProxy = (address: string, hop: number) => boolean

/**
 * Makes the test client (on the loopback interface) a trusted proxy for one test, as
 * TRUSTED_PROXIES=127.0.0.1,::1 would; the returned function restores the setting.
 */
function trustTheTestClient() {
  const http = config.get<{ trustProxy: TrustProxy }>('app.http')
  const original = http.trustProxy
  http.trustProxy = () => true
  return () => {
    http.trustProxy = original
  }
}

test.group('X-Request-Id (docs/security.md#request-ids)', () => {
  test('a client that is not a trusted proxy cannot choose its request id', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/login').header('X-Request-Id', 'chosen-by-the-client')
    response.assertStatus(200)
    const id = response.header('x-request-id')
    assert.isString(id)
    assert.notEqual(id, 'chosen-by-the-client')
    assert.match(id ?? '', /^[0-9a-f-]{36}$/)
  })

  test('without the header, every request gets its own id', async ({ client, assert }) => {
    const first = await client.get('/login')
    const second = await client.get('/login')
    assert.isString(first.header('x-request-id'))
    assert.notEqual(first.header('x-request-id'), second.header('x-request-id'))
  })

  test('a trusted proxy passes its id on, when it is an id', async ({
    client,
    assert,
    cleanup,
  }) => {
    cleanup(trustTheTestClient())
    const passed = await client.get('/login').header('X-Request-Id', 'edge-7f3a:b2=')
    assert.equal(passed.header('x-request-id'), 'edge-7f3a:b2=')

    for (const hostile of ['a'.repeat(129), 'two words', '<script>', 'a,b']) {
      const response = await client.get('/login').header('X-Request-Id', hostile)
      response.assertStatus(200)
      assert.notEqual(response.header('x-request-id'), hostile)
      assert.match(response.header('x-request-id') ?? '', /^[0-9a-f-]{36}$/, hostile)
    }
  })
})
