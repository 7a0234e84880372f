import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import User from '#models/user'
import AuditLog from '#models/audit_log'
import DevMail from '#models/dev_mail'
import PasswordResetToken from '#models/password_reset_token'
import { hashResetToken } from '#services/hashes'
import { FACTORY_PASSWORD, UserFactory } from '#database/factories/user_factory'
import {
  assertRedirect,
  continueSession,
  countRows,
  fakeMailer,
  functionalGroup,
  route,
  sameSite,
} from './helpers.js'

const NEW_PASSWORD = 'another-long-password'

test.group('Profile | update', (group) => {
  functionalGroup(group)

  test('changing the name saves it and goes back to the edit page', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await client
      .patch(route('profile.update'))
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .json({ name: '  Kelvin Kiptum ', email: user.email })
      .redirects(0)
    assertRedirect(response, route('profile.edit'), 303)

    await user.refresh()
    assert.equal(user.fullName, 'Kelvin Kiptum')
    assert.isNotNull(user.emailVerifiedAt)
    fakeMailer().mails.assertNoneQueued()

    const page = await continueSession(client.get(route('profile.edit')), response).withInertia()
    page.assertInertiaComponent('Profile/Edit')
    page.assertInertiaPropsContains({ auth: { user: { name: 'Kelvin Kiptum' } } })
  })

  // Changing the address: tests/functional/auth/email_change.spec.ts.

  test('validation errors per field', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await client
      .patch(route('profile.update'))
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .header('Referer', sameSite(route('profile.edit')))
      .json({ name: '', email: 'not-an-address' })
      .redirects(0)
    response.assertStatus(303)
    const page = await continueSession(client.get(route('profile.edit')), response).withInertia()
    assert.deepEqual(page.body().props.errors, {
      name: 'Enter your name.',
      email: 'Enter a valid e-mail address.',
    })
    const fresh = await User.findOrFail(user.id)
    assert.equal(fresh.fullName, user.fullName)
  })

  test('a guest cannot update a profile', async ({ client }) => {
    const response = await client
      .patch(route('profile.update'))
      .withCsrfToken()
      .json({ name: 'Nobody', email: 'nobody@example.test' })
      .redirects(0)
    assertRedirect(response, route('login'))
  })
})

test.group('Profile | password', (group) => {
  functionalGroup(group)

  test('the right current password changes it (303 for Inertia)', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await User.rememberMeTokens.create(user, '30 days')
    const response = await client
      .put(route('password.update'))
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .json({
        current_password: FACTORY_PASSWORD,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      })
      .redirects(0)
    assertRedirect(response, route('profile.edit'), 303)
    response.assertSession('auth_web', user.id)

    await user.refresh()
    assert.isTrue(await hash.verify(user.password, NEW_PASSWORD))
    assert.equal(await countRows('remember_me_tokens', { tokenable_id: user.id }), 0)
  })

  test('a wrong current password is an error on current_password', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await client
      .put(route('password.update'))
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .header('Referer', sameSite(route('profile.edit')))
      .json({
        current_password: 'not-my-password',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      })
      .redirects(0)
    assertRedirect(response, route('profile.edit'), 303)

    const page = await continueSession(client.get(route('profile.edit')), response).withInertia()
    assert.deepEqual(page.body().props.errors, {
      current_password: 'The current password is incorrect.',
    })
    await user.refresh()
    assert.isTrue(await hash.verify(user.password, FACTORY_PASSWORD))
  })

  test('validation errors per field', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const short = await client
      .put(route('password.update'))
      .loginAs(user)
      .withCsrfToken()
      .header('Referer', sameSite(route('profile.edit')))
      .form({ current_password: '', password: 'short', password_confirmation: 'short' })
      .redirects(0)
    short.assertValidationError('current_password', 'Enter your current password.')
    short.assertValidationError('password', 'The password must be at least 8 characters.')

    const mismatch = await client
      .put(route('password.update'))
      .loginAs(user)
      .withCsrfToken()
      .header('Referer', sameSite(route('profile.edit')))
      .form({
        current_password: FACTORY_PASSWORD,
        password: NEW_PASSWORD,
        password_confirmation: 'something-else',
      })
      .redirects(0)
    mismatch.assertValidationError('password_confirmation', 'The passwords do not match.')

    await user.refresh()
    assert.isTrue(await hash.verify(user.password, FACTORY_PASSWORD))
  })
})

test.group('Profile | delete account', (group) => {
  functionalGroup(group)

  test('a wrong password is an error on password and deletes nothing', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const response = await client
      .delete(route('profile.destroy'))
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .header('Referer', sameSite(route('profile.edit')))
      .json({ password: 'not-my-password' })
      .redirects(0)
    assertRedirect(response, route('profile.edit'), 303)
    response.assertSession('auth_web', user.id)

    const page = await continueSession(client.get(route('profile.edit')), response).withInertia()
    assert.deepEqual(page.body().props.errors, { password: 'This password is incorrect.' })
    assert.exists(await User.find(user.id))
  })

  test('a missing password is a validation error', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await client
      .delete(route('profile.destroy'))
      .loginAs(user)
      .withCsrfToken()
      .header('Referer', sameSite(route('profile.edit')))
      .json({})
      .redirects(0)
    response.assertValidationError('password', 'Enter your password.')
    assert.exists(await User.find(user.id))
  })

  test('the right password deletes the account and everything personal', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const other = await UserFactory.apply('admin').create()
    await User.rememberMeTokens.create(user, '30 days')
    await User.rememberMeTokens.create(other, '30 days')
    await PasswordResetToken.create({
      userId: user.id,
      tokenHash: hashResetToken('pending-reset'),
      expiresAt: DateTime.now().plus({ minutes: 30 }),
    })
    const asActor = await AuditLog.create({
      actorId: user.id,
      actorLabel: user.email,
      action: 'user.did_something',
      subjectUserId: other.id,
      subjectLabel: other.email,
      details: null,
      ip: '127.0.0.1',
    })
    const asSubject = await AuditLog.create({
      actorId: other.id,
      actorLabel: other.email,
      action: 'user.promoted_to_admin',
      subjectUserId: user.id,
      subjectLabel: user.email,
      details: { reason: 'test' },
      ip: null,
    })
    await DevMail.create({ toAddress: user.email, subject: 'Hello', html: null, text: 'Hi' })
    await DevMail.create({ toAddress: other.email, subject: 'Hello', html: null, text: 'Hi' })

    const response = await client
      .delete(route('profile.destroy'))
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .json({ password: FACTORY_PASSWORD })
      .redirects(0)
    // Signed out from an Inertia page: a full-page visit (409 + X-Inertia-Location), so that
    // the next document carries a guest's route list.
    response.assertStatus(409)
    response.assertHeader('x-inertia-location', '/')
    response.assertSessionMissing('auth_web')
    response.assertFlashMessage('success', 'Your account and all its data have been deleted.')

    assert.isNull(await User.find(user.id))
    assert.exists(await User.find(other.id))
    assert.equal(await countRows('remember_me_tokens', { tokenable_id: user.id }), 0)
    assert.equal(await countRows('remember_me_tokens', { tokenable_id: other.id }), 1)
    assert.equal(await countRows('password_reset_tokens', { user_id: user.id }), 0)
    assert.equal(await countRows('dev_mails', { to_address: user.email }), 0)
    assert.equal(await countRows('dev_mails', { to_address: other.email }), 1)

    await asActor.refresh()
    assert.isNull(asActor.actorId)
    assert.equal(asActor.actorLabel, `deleted user #${user.id}`)
    assert.equal(asActor.subjectUserId, other.id)
    assert.equal(asActor.subjectLabel, other.email)

    await asSubject.refresh()
    assert.isNull(asSubject.subjectUserId)
    assert.equal(asSubject.subjectLabel, `deleted user #${user.id}`)
    assert.equal(asSubject.actorId, other.id)
    assert.equal(asSubject.actorLabel, other.email)

    const dashboard = await continueSession(client.get(route('dashboard')), response).redirects(0)
    assertRedirect(dashboard, route('login'))

    const landing = await continueSession(client.get('/'), response).withInertia()
    landing.assertInertiaPropsContains({
      auth: { user: null },
      flash: { success: 'Your account and all its data have been deleted.' },
    })
  })
})
