import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import SessionMiddleware, { REFRESHED_AT_KEY } from '#middleware/session_middleware'
import type { Group } from '@japa/runner/core'
import type { Assert } from '@japa/assert'
import { FACTORY_PASSWORD, UserFactory } from '#database/factories/user_factory'
import SetAccountDisabled from '#actions/admin/set_account_disabled'
import User from '#models/user'
import SendPasswordResetLink from '#actions/auth/send_password_reset_link'
import { DateTime } from 'luxon'
import { CookieClient } from '#tests/support/cookie_client'
import { countRows, fakeMailer, functionalGroup, linkIn, route } from '../helpers.js'

/**
 * The test environment keeps sessions in memory (.env.test). These tests run
 * with the default production store, the encrypted cookie, which the server
 * cannot delete: the session middleware (app/middleware/session_middleware.ts)
 * is swapped for one configured with `store: 'cookie'` and, when given,
 * another window for writing an unchanged session back.
 */
function withCookieSessions(group: Group, refreshMs?: number) {
  group.setup(async () => {
    const resolved = await configProvider.resolve<any>(app, app.config.get('session'))
    app.container.swap(SessionMiddleware, () =>
      SessionMiddleware.with({ ...resolved, store: 'cookie' }, refreshMs)
    )
    return () => app.container.restore(SessionMiddleware)
  })
}

/**
 * With the cookie store the session values travel in an encrypted cookie
 * (prefix `e:`) named after the session id, beside the signed session id
 * cookie; the memory and Redis stores set the id cookie only.
 */
function assertCookieSession(assert: Assert, device: CookieClient) {
  assert.exists(device.cookies.get('pacewise-session'))
  const data = [...device.cookies].filter(
    ([name, value]) =>
      !['pacewise-session', 'remember_web'].includes(name) &&
      decodeURIComponent(value).startsWith('e:')
  )
  assert.lengthOf(data, 1, 'the session data lives in a cookie')
}

async function twoDevices(user: User) {
  const laptop = new CookieClient()
  const phone = new CookieClient()
  await laptop.signIn(user.email, FACTORY_PASSWORD)
  await phone.signIn(user.email, FACTORY_PASSWORD)
  return { laptop, phone }
}

test.group('Auth | sessions end everywhere (cookie sessions)', (group) => {
  functionalGroup(group)
  withCookieSessions(group)

  test('two devices are signed in independently, with cookie sessions', async ({ assert }) => {
    const user = await UserFactory.create()
    const { laptop, phone } = await twoDevices(user)
    assertCookieSession(assert, laptop)
    assert.notEqual(laptop.cookies.get('pacewise-session'), phone.cookies.get('pacewise-session'))
    assert.isTrue(await laptop.isSignedIn())
    assert.isTrue(await phone.isSignedIn())
  })

  test('signing out on one device signs out the other one too', async ({ assert }) => {
    const user = await UserFactory.create()
    const { laptop, phone } = await twoDevices(user)
    const phoneCookiesBefore = new Map(phone.cookies)

    const out = await laptop.post(route('logout'))
    assert.equal(out.status, 302)
    assert.isFalse(await laptop.isSignedIn())
    assert.isFalse(await phone.isSignedIn())

    // Replaying the old cookies does not help.
    const replay = new CookieClient()
    for (const [name, value] of phoneCookiesBefore) replay.cookies.set(name, value)
    assert.isFalse(await replay.isSignedIn())

    // Signing in again works.
    await phone.signIn(user.email, FACTORY_PASSWORD)
    assert.isTrue(await phone.isSignedIn())
  })

  test('signing out revokes every remember-me token of the account', async ({ assert }) => {
    const user = await UserFactory.create()
    const laptop = new CookieClient()
    const phone = new CookieClient()
    await laptop.signIn(user.email, FACTORY_PASSWORD, true)
    await phone.signIn(user.email, FACTORY_PASSWORD, true)
    assert.equal(await countRows('remember_me_tokens', { tokenable_id: user.id }), 2)

    // Only the phone's remember-me cookie: its session cookies are gone.
    const rememberOnly = new CookieClient()
    rememberOnly.cookies.set('remember_web', phone.cookies.get('remember_web')!)
    await laptop.post(route('logout'))
    assert.equal(await countRows('remember_me_tokens', { tokenable_id: user.id }), 0)
    assert.isFalse(await rememberOnly.isSignedIn())
    assert.isFalse(await phone.isSignedIn())
  })

  test('a password change ends the other sessions and keeps this one', async ({ assert }) => {
    const user = await UserFactory.create()
    const { laptop, phone } = await twoDevices(user)

    const changed = await laptop.send('PUT', route('password.update'), {
      current_password: FACTORY_PASSWORD,
      password: 'a brand new password',
      password_confirmation: 'a brand new password',
    })
    assert.equal(changed.status, 302)
    assert.equal(changed.headers.get('location'), route('profile.edit'))

    assert.isTrue(await laptop.isSignedIn())
    assert.isFalse(await phone.isSignedIn())
    await phone.signIn(user.email, 'a brand new password')
    assert.isTrue(await phone.isSignedIn())
    assert.isTrue(await laptop.isSignedIn())
  })

  test('a password reset ends every session of the account', async ({ assert }) => {
    const user = await UserFactory.create()
    const { laptop } = await twoDevices(user)

    await new SendPasswordResetLink().handle({ email: user.email, now: DateTime.now() })
    const link = linkIn(fakeMailer().mails.queued()[0])
    const token = link.pathname.split('/').pop()!

    const stranger = new CookieClient()
    await stranger.get(link.pathname + link.search)
    const reset = await stranger.post(route('password.store'), {
      token,
      email: user.email,
      password: 'reset password 123',
      password_confirmation: 'reset password 123',
    })
    assert.equal(reset.headers.get('location'), route('dashboard'))
    assert.isTrue(await stranger.isSignedIn())
    assert.isFalse(await laptop.isSignedIn())
  })

  test('disabling an account ends its sessions at once, realtime auth too', async ({ assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const user = await UserFactory.create()
    const { laptop } = await twoDevices(user)
    const channel = { socket_id: '123.456', channel_name: `private-App.Models.User.${user.id}` }
    const before = await laptop.post(route('broadcasting.auth'), channel, {
      Accept: 'application/json',
    })
    assert.equal(before.status, 200)

    await new SetAccountDisabled().handle({ admin, userId: user.id, disabled: true })

    const after = await laptop.post(route('broadcasting.auth'), channel, {
      Accept: 'application/json',
    })
    assert.equal(after.status, 403)
    assert.isFalse(await laptop.isSignedIn())
  })

  test('a stale session is a guest on guest pages too', async ({ assert }) => {
    const user = await UserFactory.create()
    const { laptop, phone } = await twoDevices(user)
    const login = await phone.get(route('login'))
    assert.equal(login.status, 302, 'a signed-in visitor is sent on from /login')

    await laptop.post(route('logout'))
    const again = await phone.get(route('login'))
    assert.equal(again.status, 200)
  })
})

/** The Set-Cookie header names of a response. */
function setCookieNames(response: Response) {
  return response.headers.getSetCookie().map((line) => line.slice(0, line.indexOf('=')))
}

test.group(
  'Auth | an unchanged session is written back once a minute (cookie sessions)',
  (group) => {
    functionalGroup(group)
    withCookieSessions(group)

    test('a visit that changes nothing sends no cookie; the session stays valid', async ({
      assert,
    }) => {
      const user = await UserFactory.create()
      const device = new CookieClient()
      await device.signIn(user.email, FACTORY_PASSWORD)
      const signedIn = await device.get(route('dashboard'))
      assert.equal(signedIn.status, 200)
      const cookiesBefore = new Map(device.cookies)

      const again = await device.get(route('dashboard'))
      assert.equal(again.status, 200)
      assert.deepEqual(setCookieNames(again), [])
      assert.deepEqual(new Map(device.cookies), cookiesBefore)
      assert.isTrue(await device.isSignedIn())
    })

    test('a visit that changes the session sends it back', async ({ assert }) => {
      const user = await UserFactory.create()
      const device = new CookieClient()
      await device.signIn(user.email, FACTORY_PASSWORD)
      await device.get(route('dashboard'))
      // Flashed errors are a change: the session carries them to the next request.
      const invalid = await device.get(
        route('activities.index', {}, { qs: { sport: 'not-a-sport' } })
      )
      assert.equal(invalid.status, 302)
      assert.include(setCookieNames(invalid), 'pacewise-session')
      // The next request reads (and so removes) the flash: written back again.
      const list = await device.get(route('activities.index'))
      assert.equal(list.status, 200)
      assert.include(setCookieNames(list), 'pacewise-session')
    })

    test('signing in rotates the session id and writes the session', async ({ assert }) => {
      const user = await UserFactory.create()
      const device = new CookieClient()
      await device.get(route('login'))
      const guestId = device.cookies.get('pacewise-session')
      assert.exists(guestId)
      const response = await device.signIn(user.email, FACTORY_PASSWORD)
      assert.include(setCookieNames(response), 'pacewise-session')
      assert.notEqual(device.cookies.get('pacewise-session'), guestId)
    })
  }
)

test.group('Auth | an unchanged session past the window is written back', (group) => {
  functionalGroup(group)
  // A window of 0 ms: every unchanged session is due, as it is a minute after its last write.
  withCookieSessions(group, 0)

  test('every visit sends both cookies again, with the time of the write', async ({ assert }) => {
    const user = await UserFactory.create()
    const device = new CookieClient()
    await device.signIn(user.email, FACTORY_PASSWORD)
    await device.get(route('dashboard'))
    const again = await device.get(route('dashboard'))
    assert.equal(again.status, 200)
    const names = setCookieNames(again)
    assert.include(names, 'pacewise-session')
    assert.lengthOf(names, 2, 'the session id and the session data')
    assert.isString(REFRESHED_AT_KEY)
    assert.isTrue(await device.isSignedIn())
  })
})
