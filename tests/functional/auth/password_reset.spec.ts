import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import User from '#models/user'
import PasswordResetToken from '#models/password_reset_token'
import ResetPasswordNotification from '#mails/reset_password_notification'
import NoAccountNotification from '#mails/no_account_notification'
import SendPasswordResetLink from '#actions/auth/send_password_reset_link'
import queue from '#services/queue'
import { FACTORY_PASSWORD, UserFactory } from '#database/factories/user_factory'
import { statementsSent } from '#tests/support/sql_statements'
import { passwordResetMailsPerHour } from '#config/account'
import {
  assertRedirect,
  continueSession,
  countRows,
  fakeMailer,
  functionalGroup,
  linkIn,
  pathOf,
  queuedMailsTo,
  route,
  sameSite,
} from '../helpers.js'

const SAME_ANSWER =
  'If an account exists for that address, we have e-mailed a link to reset its password.'
const INVALID = 'This reset link is invalid or has already been used.'
const EXPIRED = 'This reset link has expired. Ask for a new one.'
const NEW_PASSWORD = 'a-brand-new-password'

function forgotPassword(client: ApiClient, email: string) {
  return client
    .post(route('password.email'))
    .withCsrfToken()
    .header('Referer', sameSite(route('password.request')))
    .form({ email })
    .redirects(0)
}

/** Asks for a link and waits for the queued job that mails it. */
async function askForLink(client: ApiClient, email: string) {
  const response = await forgotPassword(client, email)
  await queue.drain()
  return response
}

/** The SQL statements (lower case) a callback runs, in order. */
async function statementsOf(callback: () => Promise<unknown>) {
  const sent = await statementsSent(callback)
  return sent.map(({ sql }) => sql.trim().toLowerCase())
}

/**
 * Asks for a reset link and returns the token and address from the mail.
 */
async function resetLinkFor(client: ApiClient, user: User) {
  const response = await askForLink(client, user.email)
  response.assertStatus(302)
  const mails = queuedMailsTo(user.email)
  const link = linkIn(mails[mails.length - 1])
  const [, , token] = link.pathname.split('/')
  return { link, token: decodeURIComponent(token), email: link.searchParams.get('email')! }
}

function reset(client: ApiClient, fields: Record<string, unknown>) {
  return client
    .post(route('password.store'))
    .withCsrfToken()
    .header('Referer', sameSite(route('password.reset', { token: 'x' })))
    .form({ password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, ...fields })
    .redirects(0)
}

test.group('Auth | forgot password', (group) => {
  functionalGroup(group)

  test('an existing address gets a link; the answer does not tell', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await askForLink(client, user.email)
    assertRedirect(response, route('password.request'))
    response.assertFlashMessage('success', SAME_ANSWER)

    const mails = queuedMailsTo(user.email)
    assert.lengthOf(mails, 1)
    fakeMailer().mails.assertQueuedCount(ResetPasswordNotification, 1)
    const link = linkIn(mails[0])
    assert.match(link.pathname, /^\/reset-password\/[A-Za-z0-9_-]{43}$/)
    assert.equal(link.searchParams.get('email'), user.email)
    assert.equal(await countRows('password_reset_tokens', { user_id: user.id }), 1)
  })

  test('an unknown address gets the same answer, and a "no account" mail', async ({
    client,
    assert,
  }) => {
    const response = await askForLink(client, 'nobody@example.test')
    assertRedirect(response, route('password.request'))
    response.assertFlashMessage('success', SAME_ANSWER)
    const [mail] = queuedMailsTo('nobody@example.test')
    assert.instanceOf(mail, NoAccountNotification)
    assert.equal(linkIn(mail).pathname, route('register'))
    fakeMailer().mails.assertQueuedCount(ResetPasswordNotification, 0)
    assert.equal(await countRows('password_reset_tokens'), 0)
  })

  test('known and unknown addresses take the same work: statements and one mail', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const known = await statementsOf(() =>
      new SendPasswordResetLink().handle({ email: user.email, now: DateTime.now() })
    )
    const unknown = await statementsOf(() =>
      new SendPasswordResetLink().handle({ email: 'nobody@example.test', now: DateTime.now() })
    )
    // Select the user, delete its tokens, write one (an update matching no
    // row for an unknown address), in one transaction (a savepoint here).
    const verbs = (statements: string[]) => statements.map((sql) => sql.split(' ')[0])
    assert.deepEqual(verbs(known), ['select', 'savepoint', 'delete', 'insert', 'release'])
    assert.deepEqual(verbs(unknown), ['select', 'savepoint', 'delete', 'update', 'release'])
    assert.lengthOf(queuedMailsTo(user.email), 1)
    assert.lengthOf(queuedMailsTo('nobody@example.test'), 1)
  })

  test('the request itself does the same for known and unknown addresses: it queues a job', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    // Hold the queued jobs back so that only the request's own work is seen.
    const held: Parameters<typeof queue.dispatch>[] = []
    const dispatch = queue.dispatch
    queue.dispatch = (async (...args: Parameters<typeof queue.dispatch>) => {
      held.push(args)
      return randomUUID()
    }) as typeof queue.dispatch
    let known: string[]
    let unknown: string[]
    try {
      known = await statementsOf(() => forgotPassword(client, user.email))
      unknown = await statementsOf(() => forgotPassword(client, 'nobody@example.test'))
    } finally {
      queue.dispatch = dispatch
    }
    // No lookup happens before the answer: the job looks the address up.
    assert.deepEqual(known, [])
    assert.deepEqual(unknown, [])
    assert.deepEqual(
      held.map(([name]) => name),
      ['auth.password_reset', 'auth.password_reset']
    )
    for (const args of held) await queue.dispatch(...args)
    await queue.drain()
    assert.lengthOf(queuedMailsTo(user.email), 1)
    assert.lengthOf(queuedMailsTo('nobody@example.test'), 1)
  })

  test('an invalid address is a validation error', async ({ client, assert }) => {
    const response = await forgotPassword(client, 'not-an-address').withInertia()
    assertRedirect(response, route('password.request'))
    const page = await continueSession(
      client.get(route('password.request')),
      response
    ).withInertia()
    assert.deepEqual(page.body().props.errors, { email: 'Enter a valid e-mail address.' })
    fakeMailer().mails.assertNoneQueued()
  })

  test('a new link replaces the previous one', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const first = await resetLinkFor(client, user)
    const second = await resetLinkFor(client, user)
    assert.notEqual(first.token, second.token)
    assert.equal(await countRows('password_reset_tokens', { user_id: user.id }), 1)

    const response = await reset(client, { token: first.token, email: first.email })
    response.assertFlashMessage('errorsBag', { email: INVALID })
  })

  test('more than 5 requests a minute from one address are refused with 429', async ({
    client,
    assert,
  }) => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await askForLink(client, `someone-${attempt}@example.test`)
      response.assertStatus(302)
    }
    const user = await UserFactory.create()
    const refused = await askForLink(client, user.email)
    refused.assertStatus(429)
    assert.lengthOf(queuedMailsTo(user.email), 0)
  })

  test('one address gets at most 3 reset mails an hour, whoever asks; the answer stays the same', async ({
    client,
    assert,
  }) => {
    assert.equal(passwordResetMailsPerHour, 3)
    const user = await UserFactory.create()
    // Four requests stay within the limit per client IP (5 a minute).
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await askForLink(client, user.email)
      assertRedirect(response, route('password.request'))
      response.assertFlashMessage('success', SAME_ANSWER)
    }
    assert.lengthOf(queuedMailsTo(user.email), 3)
    // An address without an account is counted alike (the job, as queued from anywhere).
    for (let attempt = 1; attempt <= 4; attempt++) {
      await new SendPasswordResetLink().handle({
        email: 'nobody@example.test',
        now: DateTime.now(),
      })
    }
    assert.lengthOf(queuedMailsTo('nobody@example.test'), 3)
    // The last link mailed still works: the refused request replaced nothing.
    const last = queuedMailsTo(user.email).at(-1)!
    const token = linkIn(last).pathname.split('/').at(-1)!
    const response = await reset(client, { token, email: user.email })
    assertRedirect(response, route('dashboard'))
  })

  test('the link opens Auth/ResetPassword with the token and address', async ({ client }) => {
    const user = await UserFactory.create()
    const { link, token } = await resetLinkFor(client, user)
    const page = await client.get(pathOf(link)).withInertia()
    page.assertStatus(200)
    page.assertInertiaComponent('Auth/ResetPassword')
    page.assertInertiaPropsContains({ token, email: user.email })
  })
})

test.group('Auth | reset password', (group) => {
  functionalGroup(group)

  test('a valid link sets the password, signs in and revokes remember-me tokens', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await User.rememberMeTokens.create(user, '30 days')
    const other = await UserFactory.create()
    await User.rememberMeTokens.create(other, '30 days')
    const { token, email } = await resetLinkFor(client, user)

    const response = await reset(client, { token, email })
    assertRedirect(response, route('dashboard'))
    response.assertSession('auth_web', user.id)
    response.assertFlashMessage('success', 'Your password has been reset.')

    await user.refresh()
    assert.isTrue(await hash.verify(user.password, NEW_PASSWORD))
    assert.isFalse(await hash.verify(user.password, FACTORY_PASSWORD))
    assert.equal(await countRows('remember_me_tokens', { tokenable_id: user.id }), 0)
    assert.equal(await countRows('remember_me_tokens', { tokenable_id: other.id }), 1)
    assert.equal(await countRows('password_reset_tokens', { user_id: user.id }), 0)

    const dashboard = await continueSession(client.get(route('dashboard')), response).withInertia()
    dashboard.assertInertiaComponent('Dashboard')
    dashboard.assertInertiaPropsContains({ flash: { success: 'Your password has been reset.' } })
  })

  test('the new password signs in, the old one does not', async ({ client }) => {
    const user = await UserFactory.create()
    const { token, email } = await resetLinkFor(client, user)
    await reset(client, { token, email })

    const old = await client
      .post(route('login.store'))
      .withCsrfToken()
      .form({ email: user.email, password: FACTORY_PASSWORD })
      .redirects(0)
    old.assertFlashMessage('errorsBag', {
      email: 'These credentials do not match our records.',
    })
    const fresh = await client
      .post(route('login.store'))
      .withCsrfToken()
      .form({ email: user.email, password: NEW_PASSWORD })
      .redirects(0)
    assertRedirect(fresh, route('dashboard'))
  })

  test('the link works once', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const { token, email } = await resetLinkFor(client, user)
    assertRedirect(await reset(client, { token, email }), route('dashboard'))

    const again = await reset(client, {
      token,
      email,
      password: 'yet-another-password',
      password_confirmation: 'yet-another-password',
    }).withInertia()
    assertRedirect(again, route('password.reset', { token: 'x' }))
    again.assertSessionMissing('auth_web')
    await user.refresh()
    assert.isTrue(await hash.verify(user.password, NEW_PASSWORD))

    const page = await continueSession(
      client.get(route('password.reset', { token: 'x' })),
      again
    ).withInertia()
    page.assertInertiaPropsContains({ errors: { email: INVALID } })
  })

  test('the link expires after 60 minutes', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const { token, email } = await resetLinkFor(client, user)
    const record = await PasswordResetToken.findByOrFail('userId', user.id)
    assert.closeTo(record.expiresAt.diffNow('minutes').minutes, 60, 1)

    record.expiresAt = DateTime.now().minus({ seconds: 1 })
    await record.save()

    const response = await reset(client, { token, email })
    response.assertFlashMessage('errorsBag', { email: EXPIRED })
    response.assertSessionMissing('auth_web')
    await user.refresh()
    assert.isTrue(await hash.verify(user.password, FACTORY_PASSWORD))
    assert.equal(await countRows('password_reset_tokens', { user_id: user.id }), 0)
  })

  test('a valid token with another address is refused', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const other = await UserFactory.create()
    const { token } = await resetLinkFor(client, user)

    const response = await reset(client, { token, email: other.email })
    response.assertFlashMessage('errorsBag', { email: INVALID })
    response.assertFlashMessage('email', other.email)
    response.assertFlashMissing('password')
    response.assertSessionMissing('auth_web')
    await user.refresh()
    await other.refresh()
    assert.isTrue(await hash.verify(user.password, FACTORY_PASSWORD))
    assert.isTrue(await hash.verify(other.password, FACTORY_PASSWORD))
    assert.equal(await countRows('password_reset_tokens', { user_id: user.id }), 1)
  })

  test('an unknown token is refused', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await reset(client, { token: 'made-up-token', email: user.email })
    response.assertFlashMessage('errorsBag', { email: INVALID })
  })

  test('validation errors per field', async ({ client, assert }) => {
    const response = await reset(client, {
      token: '',
      email: 'not-an-address',
      password: 'short',
      password_confirmation: 'different',
    }).withInertia()
    response.assertStatus(302)
    const page = await continueSession(
      client.get(route('password.reset', { token: 'x' })),
      response
    ).withInertia()
    assert.deepEqual(page.body().props.errors, {
      token: 'Enter your reset token.',
      email: 'Enter a valid e-mail address.',
      password: 'The password must be at least 8 characters.',
    })
  })

  test('a mismatched confirmation is refused', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const { token, email } = await resetLinkFor(client, user)
    const response = await reset(client, {
      token,
      email,
      password_confirmation: 'not-the-same-password',
    })
    response.assertValidationError('password_confirmation', 'The passwords do not match.')
    await user.refresh()
    assert.isTrue(await hash.verify(user.password, FACTORY_PASSWORD))
  })

  test('resetting also verifies an unverified address', async ({ client, assert }) => {
    const user = await UserFactory.apply('unverified').create()
    const { token, email } = await resetLinkFor(client, user)
    assertRedirect(await reset(client, { token, email }), route('dashboard'))
    await user.refresh()
    assert.isNotNull(user.emailVerifiedAt)
  })
})

test.group('Auth | reset link checked on load', (group) => {
  functionalGroup(group)

  test('a fresh link opens the form', async ({ client }) => {
    const user = await UserFactory.create()
    const { link } = await resetLinkFor(client, user)
    const page = await client.get(pathOf(link)).withInertia()
    page.assertStatus(200)
    page.assertInertiaComponent('Auth/ResetPassword')
    page.assertInertiaPropsContains({ email: user.email, linkStatus: 'valid' })
  })

  test('a used, unknown, foreign or expired link says so before any submit', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const other = await UserFactory.create()
    const { link, token, email } = await resetLinkFor(client, user)
    const statusOf = async (path: string) => {
      const page = await client.get(path).withInertia()
      page.assertStatus(200)
      return page.body().props.linkStatus
    }

    assert.equal(
      await statusOf(
        route('password.reset', { token: 'made-up-token' }, { qs: { email: 'x@example.test' } })
      ),
      'invalid'
    )
    const foreign = route('password.reset', { token }, { qs: { email: other.email } })
    assert.equal(await statusOf(foreign), 'invalid')

    const record = await PasswordResetToken.findByOrFail('userId', user.id)
    record.expiresAt = DateTime.now().minus({ seconds: 1 })
    await record.save()
    assert.equal(await statusOf(pathOf(link)), 'expired')
    // Opening the page changes nothing: the expired token is still there.
    assert.equal(await countRows('password_reset_tokens', { user_id: user.id }), 1)

    record.expiresAt = DateTime.now().plus({ minutes: 30 })
    await record.save()
    assertRedirect(await reset(client, { token, email }), route('dashboard'))
    assert.equal(await statusOf(pathOf(link)), 'invalid')
  })
})
