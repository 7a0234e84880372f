import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type WebSocket from 'ws'
import { FACTORY_PASSWORD, UserFactory } from '#database/factories/user_factory'
import type User from '#models/user'
import SetAccountDisabled from '#actions/admin/set_account_disabled'
import SendPasswordResetLink from '#actions/auth/send_password_reset_link'
import { pusherServer } from '#realtime/main'
import { CookieClient } from '#tests/support/cookie_client'
import { fakeMailer, functionalGroup, linkIn } from '../helpers.js'
import { connectRaw, disconnectAll, socketIdOf, waitFor } from './helpers.js'

/**
 * Realtime sockets do not outlive the session that authorized them
 * (docs/decisions/055-realtime-capacity-and-session-end.md): ending a user's
 * sessions closes every socket that was given a channel authorization for
 * the user, subscribed or not yet, with 4200 (pusher-js reconnects and must
 * be authorized again, which an ended session is not) or 4009 for a
 * disabled account.
 */

type Raw = Awaited<ReturnType<typeof connectRaw>>

function closeCode(socket: WebSocket) {
  return waitFor<number>('the socket to close', (resolve) => socket.on('close', resolve), 5000)
}

/** A raw socket with a signature for the user's own channel from `device`'s session. */
async function authorizedSocket(device: CookieClient, user: User) {
  const raw = await connectRaw()
  const socketId = await socketIdOf(raw)
  const channel = `private-App.Models.User.${user.id}`
  const response = await authorize(device, socketId, channel)
  if (response.status !== 200) throw new Error(`authorization refused: ${response.status}`)
  const { auth } = (await response.json()) as { auth: string }
  return { raw, socketId, channel, auth, closed: closeCode(raw.socket) }
}

function authorize(device: CookieClient, socketId: string, channel: string) {
  return device.post(
    '/broadcasting/auth',
    { socket_id: socketId, channel_name: channel },
    { Accept: 'application/json' }
  )
}

async function subscribe(raw: Raw, channel: string, auth: string) {
  raw.send({ event: 'pusher:subscribe', data: { channel, auth } })
  return raw.next('pusher_internal:subscription_succeeded')
}

async function signedIn(user: User) {
  const device = new CookieClient()
  await device.signIn(user.email, FACTORY_PASSWORD)
  return device
}

/** How each way of ending sessions is done, and which device keeps a current session. */
const endings: {
  name: string
  code: number
  end(user: User, laptop: CookieClient): Promise<CookieClient | null>
}[] = [
  {
    name: 'signing out',
    code: 4200,
    async end(_user, laptop) {
      const response = await laptop.post('/logout')
      if (response.status !== 302) throw new Error(`logout: ${response.status}`)
      return null
    },
  },
  {
    name: 'a password change',
    code: 4200,
    async end(_user, laptop) {
      const response = await laptop.send('PUT', '/password', {
        current_password: FACTORY_PASSWORD,
        password: 'a brand new password',
        password_confirmation: 'a brand new password',
      })
      if (response.status !== 302) throw new Error(`password change: ${response.status}`)
      return laptop
    },
  },
  {
    name: 'a password reset',
    code: 4200,
    async end(user) {
      await new SendPasswordResetLink().handle({ email: user.email, now: DateTime.now() })
      const link = linkIn(fakeMailer().mails.queued()[0])
      const stranger = new CookieClient()
      await stranger.get(link.pathname + link.search)
      const response = await stranger.post('/reset-password', {
        token: link.pathname.split('/').pop()!,
        email: user.email,
        password: 'reset password 123',
        password_confirmation: 'reset password 123',
      })
      if (response.headers.get('location') !== '/dashboard') throw new Error('reset failed')
      return stranger
    },
  },
  {
    name: 'disabling the account',
    code: 4009,
    async end(user) {
      const admin = await UserFactory.apply('admin').create()
      await new SetAccountDisabled().handle({ admin, userId: user.id, disabled: true })
      return null
    },
  },
]

test.group('Realtime | sockets end with the session', (group) => {
  functionalGroup(group)
  group.each.teardown(() => disconnectAll())

  test('{name} closes every socket authorized for the user, subscribed or not yet')
    .with(endings)
    .run(async ({ assert }, ending) => {
      const user = await UserFactory.create()
      const phone = await signedIn(user)
      const laptop = await signedIn(user)
      const subscribedSocket = await authorizedSocket(phone, user)
      await subscribe(subscribedSocket.raw, subscribedSocket.channel, subscribedSocket.auth)
      // Authorized before the session ended, subscribing only afterwards.
      const pending = await authorizedSocket(phone, user)
      const other = await UserFactory.create()
      const bystander = await authorizedSocket(await signedIn(other), other)
      await subscribe(bystander.raw, bystander.channel, bystander.auth)

      const current = await ending.end(user, laptop)

      assert.equal(await subscribedSocket.closed, ending.code)
      assert.equal(await pending.closed, ending.code)
      assert.isFalse(
        pusherServer.registry.isSubscribed(subscribedSocket.channel, subscribedSocket.socketId)
      )
      assert.equal(bystander.raw.socket.readyState, bystander.raw.socket.OPEN)

      // The old signatures are bound to sockets that no longer exist.
      const fresh = await connectRaw()
      await socketIdOf(fresh)
      fresh.send({
        event: 'pusher:subscribe',
        data: { channel: pending.channel, auth: pending.auth },
      })
      const refused = await fresh.next('pusher:subscription_error')
      assert.equal(refused.channel, pending.channel)
      // A fresh authorization only for a session still current.
      const freshId = await socketIdOf(await connectRaw())
      const ended = await authorize(phone, freshId, pending.channel)
      assert.equal(ended.status, 403)
      if (current) {
        const stillCurrent = await authorize(current, freshId, pending.channel)
        assert.equal(stillCurrent.status, 200)
      }
    })
})
