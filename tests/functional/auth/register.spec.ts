import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import hash from '@adonisjs/core/services/hash'
import User from '#models/user'
import VerifyEmailNotification from '#mails/verify_email_notification'
import { UserFactory } from '#database/factories/user_factory'
import {
  assertRedirect,
  continueSession,
  countRows,
  fakeMailer,
  functionalGroup,
  linkIn,
  queuedMailsTo,
  sameSite,
} from '../helpers.js'

const VALID = {
  name: 'Paula Radcliffe',
  email: 'paula@example.test',
  password: 'marathon-2-15-25',
  password_confirmation: 'marathon-2-15-25',
}

function register(client: ApiClient, fields: Record<string, unknown>) {
  return client
    .post('/register')
    .withCsrfToken()
    .header('Referer', sameSite('/register'))
    .form(fields)
    .redirects(0)
}

test.group('Auth | register', (group) => {
  functionalGroup(group)

  test('creates an unverified user, signs them in and sends the verification link', async ({
    client,
    assert,
  }) => {
    const response = await register(client, { ...VALID, email: '  Paula@Example.TEST ' })
    assertRedirect(response, '/verify-email')

    const user = await User.findByOrFail('email', 'paula@example.test')
    assert.equal(user.fullName, 'Paula Radcliffe')
    assert.equal(user.role, 'user')
    assert.isNull(user.emailVerifiedAt)
    assert.notEqual(user.password, VALID.password)
    assert.isTrue(await hash.verify(user.password, VALID.password))
    response.assertSession('auth_web', user.id)

    const mails = queuedMailsTo('paula@example.test')
    assert.lengthOf(mails, 1)
    fakeMailer().mails.assertQueuedCount(VerifyEmailNotification, 1)
    const link = linkIn(mails[0])
    assert.match(link.pathname, new RegExp(`^/verify-email/${user.id}/[0-9a-f]{64}$`))
    assert.isNotEmpty(link.searchParams.get('signature'))
    assert.equal(link.origin, new URL(process.env.APP_URL!).origin)
  })

  test('the new user lands on Auth/VerifyEmail', async ({ client }) => {
    const response = await register(client, VALID)
    const page = await continueSession(client.get('/verify-email'), response).withInertia()
    page.assertStatus(200)
    page.assertInertiaComponent('Auth/VerifyEmail')
    page.assertInertiaPropsContains({
      email: VALID.email,
      auth: { user: { email: VALID.email, verified: false } },
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
      assertRedirect(response, '/register')
      response.assertSessionMissing('auth_web')
      assert.equal(await countRows('users'), 0)
      fakeMailer().mails.assertNoneQueued()

      const page = await continueSession(client.get('/register'), response).withInertia()
      page.assertInertiaComponent('Auth/Register')
      assert.deepEqual(page.body().props.errors, { [field]: message })
    })

  test('an address that already has an account is refused', async ({ client, assert }) => {
    const existing = await UserFactory.create()
    const response = await register(client, { ...VALID, email: existing.email.toUpperCase() })
    assertRedirect(response, '/register')
    response.assertValidationError('email', 'An account with this e-mail address already exists.')
    assert.equal(await countRows('users'), 1)
    fakeMailer().mails.assertNoneQueued()
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
      .post('/register')
      .withCsrfToken()
      .accept('json')
      .json({ ...VALID, name: '' })
    response.assertStatus(422)
    assert.containsSubset(response.body().errors, [{ field: 'name', message: 'Enter your name.' }])
    assert.equal(await countRows('users'), 0)
  })
})
