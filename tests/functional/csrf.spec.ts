import { test } from '@japa/runner'
import type { ApiClient, ApiRequest } from '@japa/api-client'
import type { Assert } from '@japa/assert'
import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import User from '#models/user'
import PasswordResetToken from '#models/password_reset_token'
import { hashResetToken } from '#services/hashes'
import { FACTORY_PASSWORD, UserFactory } from '#database/factories/user_factory'
import { countRows, fakeMailer, functionalGroup, INERTIA_XHR } from './helpers.js'

const SESSION_EXPIRED = 'Your session expired, please try again.'

/**
 * One state-changing route: how to call it (without a CSRF token), and how
 * to check that nothing changed.
 */
interface Case {
  name: string
  signedIn: boolean
  arrange: () => Promise<User | null>
  call: (client: ApiClient, user: User | null) => ApiRequest
  unchanged: (assert: Assert, user: User | null) => Promise<void>
}

const NEW_PASSWORD = 'an-attackers-password'

const CASES: Case[] = [
  {
    name: 'POST /register',
    signedIn: false,
    arrange: async () => null,
    call: (client) =>
      client.post('/register').form({
        name: 'Mallory',
        email: 'mallory@example.test',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      }),
    unchanged: async (assert) => {
      assert.equal(await countRows('users'), 0)
    },
  },
  {
    name: 'POST /login',
    signedIn: false,
    arrange: () => UserFactory.create(),
    call: (client, user) =>
      client.post('/login').form({ email: user!.email, password: FACTORY_PASSWORD }),
    unchanged: async () => {},
  },
  {
    name: 'POST /logout',
    signedIn: true,
    arrange: () => UserFactory.create(),
    call: (client, user) => client.post('/logout').loginAs(user!),
    unchanged: async () => {},
  },
  {
    name: 'POST /forgot-password',
    signedIn: false,
    arrange: () => UserFactory.create(),
    call: (client, user) => client.post('/forgot-password').form({ email: user!.email }),
    unchanged: async (assert) => {
      assert.equal(await countRows('password_reset_tokens'), 0)
    },
  },
  {
    name: 'POST /reset-password',
    signedIn: false,
    arrange: async () => {
      const user = await UserFactory.create()
      await PasswordResetToken.create({
        userId: user.id,
        tokenHash: hashResetToken('valid-token'),
        expiresAt: DateTime.now().plus({ minutes: 30 }),
      })
      return user
    },
    call: (client, user) =>
      client.post('/reset-password').form({
        token: 'valid-token',
        email: user!.email,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      }),
    unchanged: async (assert, user) => {
      await user!.refresh()
      assert.isTrue(await hash.verify(user!.password, FACTORY_PASSWORD))
      assert.equal(await countRows('password_reset_tokens', { user_id: user!.id }), 1)
    },
  },
  {
    name: 'POST /confirm-password',
    signedIn: true,
    arrange: () => UserFactory.create(),
    call: (client, user) =>
      client.post('/confirm-password').loginAs(user!).form({ password: FACTORY_PASSWORD }),
    unchanged: async () => {},
  },
  {
    name: 'POST /email/verification-notification',
    signedIn: true,
    arrange: () => UserFactory.apply('unverified').create(),
    call: (client, user) => client.post('/email/verification-notification').loginAs(user!),
    unchanged: async () => {},
  },
  {
    name: 'PATCH /profile',
    signedIn: true,
    arrange: () => UserFactory.create(),
    call: (client, user) =>
      client.patch('/profile').loginAs(user!).json({ name: 'Hijacked', email: user!.email }),
    unchanged: async (assert, user) => {
      const fresh = await User.findOrFail(user!.id)
      assert.equal(fresh.fullName, user!.fullName)
    },
  },
  {
    name: 'PUT /password',
    signedIn: true,
    arrange: () => UserFactory.create(),
    call: (client, user) =>
      client.put('/password').loginAs(user!).json({
        current_password: FACTORY_PASSWORD,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      }),
    unchanged: async (assert, user) => {
      await user!.refresh()
      assert.isTrue(await hash.verify(user!.password, FACTORY_PASSWORD))
    },
  },
  {
    name: 'DELETE /profile',
    signedIn: true,
    arrange: () => UserFactory.create(),
    call: (client, user) =>
      client.delete('/profile').loginAs(user!).json({ password: FACTORY_PASSWORD }),
    unchanged: async (assert, user) => {
      assert.exists(await User.find(user!.id))
    },
  },
]

test.group('CSRF', (group) => {
  functionalGroup(group)

  test('{name} without a token answers 419 and changes nothing')
    .with(CASES)
    .run(async ({ client, assert }, { arrange, call, unchanged, signedIn }) => {
      const user = await arrange()
      const response = await call(client, user).redirects(0)
      response.assertStatus(419)
      response.assertTextIncludes(SESSION_EXPIRED)

      await unchanged(assert, user)
      fakeMailer().mails.assertNoneQueued()
      // The session is as it was: signed in (or not) as before, not confirmed.
      assert.equal(response.session('auth_web'), signedIn ? user!.id : undefined)
      assert.notExists(response.session('auth.password_confirmed_at'))
    })

  test('{name} with a forged token answers 419 and changes nothing')
    .with(CASES)
    .run(async ({ client, assert }, { arrange, call, unchanged }) => {
      const user = await arrange()
      const response = await call(client, user)
        .header('X-CSRF-TOKEN', 'forged-token-value')
        .redirects(0)
      response.assertStatus(419)
      await unchanged(assert, user)
      fakeMailer().mails.assertNoneQueued()
    })

  test('an Inertia request gets the 419 as JSON with a fresh token', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await client
      .patch('/profile')
      .loginAs(user)
      .withInertia()
      .headers(INERTIA_XHR)
      .json({ name: 'Hijacked', email: user.email })
    response.assertStatus(419)
    assert.include(response.header('content-type'), 'application/json')
    assert.equal(response.body().message, SESSION_EXPIRED)
    assert.isString(response.body().csrf_token)
    assert.isAbove(response.body().csrf_token.length, 10)
  })

  test('an XHR without X-Inertia also gets the 419 as JSON', async ({ client, assert }) => {
    const response = await client
      .post('/register')
      .headers(INERTIA_XHR)
      .form({ name: 'x', email: 'x@example.test', password: 'x', password_confirmation: 'x' })
    response.assertStatus(419)
    assert.equal(response.body().message, SESSION_EXPIRED)
    assert.isString(response.body().csrf_token)
    assert.equal(await countRows('users'), 0)
  })

  test('a browser form post gets the 419 as an HTML page', async ({ client, assert }) => {
    const response = await client
      .post('/register')
      .accept('html')
      .form({ name: 'x', email: 'x@example.test', password: 'x', password_confirmation: 'x' })
    response.assertStatus(419)
    assert.include(response.header('content-type'), 'text/html')
    response.assertTextIncludes(SESSION_EXPIRED)
  })

  test('the fresh token from a 419 is accepted on retry', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const expired = await client
      .patch('/profile')
      .loginAs(user)
      .withInertia()
      .json({ name: 'Renamed', email: user.email })
    expired.assertStatus(419)

    const retry = await client
      .patch('/profile')
      .loginAs(user)
      .withSession(expired.session())
      .withInertia()
      .header('X-CSRF-TOKEN', expired.body().csrf_token)
      .json({ name: 'Renamed', email: user.email })
      .redirects(0)
    retry.assertStatus(303)
    retry.assertHeader('location', '/profile/edit')
    await user.refresh()
    assert.equal(user.fullName, 'Renamed')
  })

  test('the token is also read from the _csrf form field', async ({ client, assert }) => {
    const page = await client.get('/register').withInertia()
    const response = await client
      .post('/register')
      .withSession(page.session())
      .form({
        _csrf: page.body().props.csrf_token,
        name: 'Form Poster',
        email: 'form.poster@example.test',
        password: 'long-enough-password',
        password_confirmation: 'long-enough-password',
      })
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/login')
    assert.equal(await countRows('users', { email: 'form.poster@example.test' }), 1)
  })
})
