import { test } from '@japa/runner'

test.group('Health', () => {
  test('GET /health reports the database state', async ({ client }) => {
    const response = await client.get('/health')
    response.assertStatus(200)
    response.assertBodyContains({ healthy: true, checks: { database: { ok: true } } })
  })

  test('GET /health sets no cookie: a probe gets no session', async ({ client, assert }) => {
    for (let probe = 0; probe < 2; probe++) {
      const response = await client.get('/health')
      response.assertStatus(200)
      assert.notProperty(response.headers(), 'set-cookie')
    }
  })
})
