import { test } from '@japa/runner'
import queue from '#services/queue'
import { UserFactory } from '#database/factories/user_factory'
import Activity from '#models/activity'
import { assertRedirect, countRows, functionalGroup, sameSite } from './helpers.js'

/**
 * While the job queue cannot take a job (its Redis is down), a request whose
 * whole point is the job answers 503 with a clear message and changes
 * nothing; a request whose write is already committed still succeeds, and
 * only its follow-up (the plan check) is skipped and logged.
 */
test.group('Queue outage', (group) => {
  functionalGroup(group)

  /** Makes every dispatch fail as BullMQ does with Redis down, for one callback. */
  async function withQueueDown<T>(callback: () => Promise<T>): Promise<T> {
    const internals = queue as unknown as { driver(): { dispatch(): Promise<void> } }
    const driver = internals.driver
    internals.driver = () => ({
      dispatch: () => Promise.reject(new Error('Connection is closed.')),
    })
    try {
      return await callback()
    } finally {
      internals.driver = driver
    }
  }

  test('a manual entry is stored and acknowledged; the skipped plan check is no error', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const response = await withQueueDown(() =>
      client
        .post('/activities')
        .form({
          startDate: '2026-03-10',
          startTime: '18:30',
          sport: 'run',
          distanceMeters: 8000,
          durationSeconds: 2700,
        })
        .loginAs(user)
        .withCsrfToken()
        .withInertia()
        .redirects(0)
    )
    const activity = await Activity.findByOrFail('user_id', user.id)
    assertRedirect(response, `/activities/${activity.id}`)
    assert.equal((await countRows('daily_loads', { user_id: user.id })) > 0, true)
  })

  test('forgot password answers 503 with a message to try again, and queues nothing', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const response = await withQueueDown(() =>
      client
        .post('/forgot-password')
        .withCsrfToken()
        .header('Referer', sameSite('/forgot-password'))
        .form({ email: user.email })
        .withInertia()
        .redirects(0)
    )
    response.assertStatus(503)
    response.assertHeader('retry-after', '5')
    assert.equal(response.body().component, 'Error')
    assert.match(response.body().props.message, /briefly unavailable.*Nothing was changed/)
    assert.equal(await countRows('password_reset_tokens'), 0)
  })
})
