import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import hash from '@adonisjs/core/services/hash'
import User from '#models/user'
import VerifyEmailNotification from '#mails/verify_email_notification'
import { UserFactory } from '#database/factories/user_factory'
import RegistrationAttemptNotification from '#mails/registration_attempt_notification'
import { checkInboxMessage } from '#controllers/auth/register_controller'
import RegisterUser from '#actions/auth/register_user'
import { REGISTRATION_LIMIT } from '#start/limiter'
import { waitText } from '#services/too_many_attempts'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import {
  assertRedirect,
  continueSession,
  countRows,
  fakeMailer,
  functionalGroup,
  linkIn,
  queuedMailsTo,
  route,
  sameSite,
  textOf,
} from '../helpers.js'

const VALID = {
  name: 'Paula Radcliffe',
  email: 'paula@example.test',
  password: 'marathon-2-15-25',
  password_confirmation: 'marathon-2-15-25',
}

function register(client: ApiClient, fields: Record<string, unknown>) {
  return client
    .post(route('register.store'))
    .withCsrfToken()
    .header('Referer', sameSite(route('register')))
    .form(fields)
    .redirects(0)
}

test.group('Auth | register', (group) => {
  functionalGroup(group)

  test('creates an unverified user, sends the verification link, signs nobody in', async ({
    client,
    assert,
  }) => {
    const response = await register(client, { ...VALID, email: '  Paula@Example.TEST ' })
    assertRedirect(response, route('login'))
    response.assertFlashMessage('success', checkInboxMessage('paula@example.test'))
    response.assertSessionMissing('auth_web')

    const user = await User.findByOrFail('email', 'paula@example.test')
    assert.equal(user.fullName, 'Paula Radcliffe')
    assert.equal(user.role, 'user')
    assert.isNull(user.emailVerifiedAt)
    assert.notEqual(user.password, VALID.password)
    assert.isTrue(await hash.verify(user.password, VALID.password))

    const mails = queuedMailsTo('paula@example.test')
    assert.lengthOf(mails, 1)
    fakeMailer().mails.assertQueuedCount(VerifyEmailNotification, 1)
    const link = linkIn(mails[0])
    assert.match(link.pathname, new RegExp(`^/verify-email/${user.id}/[0-9a-f]{64}$`))
    assert.isNotEmpty(link.searchParams.get('signature'))
    assert.equal(link.origin, new URL(process.env.APP_URL!).origin)
  })

  test('the login page then says to check the inbox', async ({ client }) => {
    const response = await register(client, VALID)
    const page = await continueSession(client.get(route('login')), response).withInertia()
    page.assertStatus(200)
    page.assertInertiaComponent('Auth/Login')
    page.assertInertiaPropsContains({
      flash: { success: checkInboxMessage(VALID.email) },
      auth: { user: null },
    })
  })

  const invalid = [
    { field: 'name', fields: { name: '' }, message: 'Enter your name.' },
    {
      field: 'email',
      fields: { email: 'not-an-address' },
      message: 'Enter a valid e-mail address.',
    },
    {
      field: 'password',
      fields: { password: 'short', password_confirmation: 'short' },
      message: 'The password must be at least 8 characters.',
    },
    {
      field: 'password_confirmation',
      fields: { password_confirmation: 'something-else' },
      message: 'The passwords do not match.',
    },
  ]

  test('invalid {field}: {message}')
    .with(invalid)
    .run(async ({ client, assert }, { field, fields, message }) => {
      const response = await register(client, { ...VALID, ...fields }).withInertia()
      assertRedirect(response, route('register'))
      response.assertSessionMissing('auth_web')
      assert.equal(await countRows('users'), 0)
      fakeMailer().mails.assertNoneQueued()

      const page = await continueSession(client.get(route('register')), response).withInertia()
      page.assertInertiaComponent('Auth/Register')
      assert.deepEqual(page.body().props.errors, { [field]: message })
    })

  test('an address that already has an account gets the same answer; its owner a mail', async ({
    client,
    assert,
  }) => {
    const existing = await UserFactory.create()
    const fresh = await register(client, { ...VALID, email: 'fresh@example.test' })
    const taken = await register(client, { ...VALID, email: existing.email.toUpperCase() })

    for (const [response, email] of [
      [fresh, 'fresh@example.test'],
      [taken, existing.email],
    ] as const) {
      assertRedirect(response, route('login'))
      response.assertFlashMessage('success', checkInboxMessage(email))
      response.assertSessionMissing('auth_web')
      response.assertFlashMissing('errorsBag')
    }
    assert.deepEqual(Object.keys(taken.session()).sort(), Object.keys(fresh.session()).sort())
    assert.equal(await countRows('users'), 2)

    const [ownerMail] = queuedMailsTo(existing.email)
    fakeMailer().mails.assertQueuedCount(RegistrationAttemptNotification, 1)
    fakeMailer().mails.assertQueuedCount(VerifyEmailNotification, 1)
    assert.equal(linkIn(ownerMail).pathname, route('login'))
    assert.match(textOf(ownerMail), /already has an account/)
    const owner = await User.findOrFail(existing.id)
    assert.equal(owner.password, existing.password, 'the account is unchanged')
  })

  test('the entered name and address are kept, the password is not', async ({ client }) => {
    const response = await register(client, { ...VALID, password_confirmation: 'mismatch' })
    response.assertFlashMessage('name', VALID.name)
    response.assertFlashMessage('email', VALID.email)
    response.assertFlashMissing('password')
    response.assertFlashMissing('password_confirmation')
  })

  test('an API client gets 422 JSON with the field errors', async ({ client, assert }) => {
    const response = await client
      .post(route('register.store'))
      .withCsrfToken()
      .accept('json')
      .json({ ...VALID, name: '' })
    response.assertStatus(422)
    assert.containsSubset(response.body().errors, [{ field: 'name', message: 'Enter your name.' }])
    assert.equal(await countRows('users'), 0)
  })
})

test.group('Auth | register throttling', (group) => {
  functionalGroup(group)

  test('5 sign-ups per IP an hour, then 429 with Retry-After, whatever X-Forwarded-For says', async ({
    client,
    assert,
  }) => {
    assert.equal(REGISTRATION_LIMIT.requests, 5)
    const existing = await UserFactory.create()
    for (let attempt = 1; attempt <= 5; attempt++) {
      // An address with an account counts like a new one.
      const email = attempt === 3 ? existing.email : `runner-${attempt}@example.test`
      const response = await register(client, { ...VALID, email }).header(
        'X-Forwarded-For',
        `203.0.113.${attempt}`
      )
      assertRedirect(response, route('login'))
    }

    const refused = await register(client, { ...VALID, email: 'sixth@example.test' }).header(
      'X-Forwarded-For',
      '198.51.100.1'
    )
    refused.assertStatus(429)
    const retryAfter = Number(refused.header('retry-after'))
    assert.isAtLeast(retryAfter, 1)
    assert.isAtMost(retryAfter, 3600)
    assert.equal(
      refused.body().message,
      `Too many sign-ups from your network. Try again in ${waitText(retryAfter)}.`
    )
    assert.equal(await countRows('users'), 5)
    assert.lengthOf(queuedMailsTo('sixth@example.test'), 0)
  })

  test('invalid submissions do not count', async ({ client }) => {
    for (let attempt = 1; attempt <= 6; attempt++) {
      const response = await register(client, { ...VALID, name: '' })
      assertRedirect(response, route('register'))
    }
    assertRedirect(await register(client, VALID), route('login'))
  })

  test('for an Inertia request the 429 is the Register page with the message', async ({
    client,
    assert,
  }) => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      await register(client, { ...VALID, email: `inertia-${attempt}@example.test` })
    }
    const refused = await register(client, VALID).withInertia()
    refused.assertStatus(429)
    refused.assertInertiaComponent('Auth/Register')
    assert.match(refused.body().props.errors.email, /^Too many sign-ups from your network/)
  })
})

/**
 * Simultaneous sign-ups with one address: real concurrency needs real
 * connections, so these tests run outside the per-test transaction and
 * delete their users afterwards.
 */
test.group('Auth | simultaneous sign-ups with one address', (group) => {
  const EMAIL = 'twins@example.test'
  group.each.setup(async () => {
    await limiter.clear()
    mail.fake()
    await User.query().where('email', EMAIL).delete()
    return async () => {
      mail.restore()
      await User.query().where('email', EMAIL).delete()
    }
  })

  test('two at once in the action: one account, the other told apart by no one', async ({
    assert,
  }) => {
    const input = { name: 'Twin', email: EMAIL, password: 'same-password-123' }
    const results = await Promise.all([
      new RegisterUser().handle(input),
      new RegisterUser().handle(input),
    ])
    assert.sameMembers(
      results.map((result) => result.created),
      [true, false]
    )
    assert.equal(await countRows('users', { email: EMAIL }), 1)
    fakeMailer().mails.assertQueuedCount(VerifyEmailNotification, 1)
    fakeMailer().mails.assertQueuedCount(RegistrationAttemptNotification, 1)
  })

  test('parallel requests: one account, every answer the same, no 500', async ({
    client,
    assert,
  }) => {
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => register(client, { ...VALID, email: EMAIL }))
    )
    for (const response of responses) {
      assertRedirect(response, route('login'))
      response.assertFlashMessage('success', checkInboxMessage(EMAIL))
    }
    assert.equal(await countRows('users', { email: EMAIL }), 1)
  })
})
