import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import Echo from 'laravel-echo'
import PusherJs from 'pusher-js'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { realtimeConfig } from '#config/realtime'
import { broadcast } from '#realtime/main'
import { functionalGroup } from '../helpers.js'
import { PORT, waitFor } from './helpers.js'

const Pusher = PusherJs as unknown as typeof PusherJs.default
const echos: Echo<'pusher'>[] = []

/**
 * Laravel Echo exactly as the browser configures it (pusher broadcaster,
 * ws transport), authorizing channels through POST /broadcasting/auth as
 * `user` with the session and the CSRF token.
 */
function connectEcho(client: ApiClient, user: User) {
  const echo = new Echo<'pusher'>({
    broadcaster: 'pusher',
    Pusher,
    key: realtimeConfig.key,
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: PORT,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      customHandler: (
        { socketId, channelName }: { socketId: string; channelName: string },
        callback: (error: Error | null, data: unknown) => void
      ) => {
        client
          .post('/broadcasting/auth')
          .header('Accept', 'application/json')
          .withCsrfToken()
          .loginAs(user)
          .form({ socket_id: socketId, channel_name: channelName })
          .then((response) =>
            response.status() === 200
              ? callback(null, response.body())
              : callback(new Error(`Authorization failed: ${response.status()}`), null)
          )
          .catch((error: Error) => callback(error, null))
      },
    },
  } as never)
  echos.push(echo)
  return echo
}

test.group('Realtime with Laravel Echo', (group) => {
  functionalGroup(group)
  group.each.teardown(() => {
    for (const echo of echos.splice(0)) echo.disconnect()
  })

  test("the user's private channel receives typed broadcasts", async ({ assert, client }) => {
    const user = await UserFactory.create()
    const echo = connectEcho(client, user)
    const channel = echo.private(`App.Models.User.${user.id}`)
    await waitFor<void>('subscription', (resolve) => channel.subscribed(() => resolve()), 5000)
    const received = waitFor<unknown>('broadcast', (resolve) =>
      channel.listen('.subscription.changed', resolve)
    )
    await broadcast(`private-App.Models.User.${user.id}`, 'subscription.changed', {
      userId: user.id,
      plan: 'premium',
      status: 'active',
    })
    assert.deepEqual(await received, { userId: user.id, plan: 'premium', status: 'active' })
  })

  test("another user's private channel is refused", async ({ assert, client }) => {
    const [user, other] = await UserFactory.createMany(2)
    const echo = connectEcho(client, user)
    const error = await waitFor<unknown>(
      'subscription error',
      (resolve) => echo.private(`App.Models.User.${other.id}`).error(resolve),
      5000
    )
    assert.exists(error)
  })

  test('presence: join lists the members, here() and joining() work', async ({
    assert,
    client,
  }) => {
    const [first, second] = await UserFactory.apply('admin').createMany(2)
    const here = await waitFor<{ name: string }[]>(
      'here',
      (resolve) => connectEcho(client, first).join('admin').here(resolve),
      5000
    )
    assert.deepEqual(here, [{ name: first.fullName }])
    const joined = waitFor<{ name: string }>(
      'joining',
      (resolve) => echos[0].join('admin').joining(resolve),
      5000
    )
    connectEcho(client, second).join('admin')
    assert.deepEqual(await joined, { name: second.fullName })
  })
})
