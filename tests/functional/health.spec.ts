import { test } from '@japa/runner'

test.group('Health', () => {
  test('GET /health reports the database state', async ({ client }) => {
    const response = await client.get('/health')
    response.assertStatus(200)
    response.assertBodyContains({ healthy: true, checks: { database: { ok: true } } })
  })
})
