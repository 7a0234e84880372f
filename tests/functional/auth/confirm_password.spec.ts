import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import { FACTORY_PASSWORD, UserFactory } from '#database/factories/user_factory'
import { assertRedirect, continueSession, functionalGroup, route, sameSite } from '../helpers.js'

function confirm(client: ApiClient, user: User, password: string) {
  return client
    .post(route('password.confirm.store'))
    .loginAs(user)
    .withCsrfToken()
    .header('Referer', sameSite(route('password.confirm')))
    .form({ password })
    .redirects(0)
}

test.group('Auth | confirm password', (group) => {
  functionalGroup(group)

  test('a wrong password is an error on password and is not remembered', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const response = await confirm(client, user, 'not-my-password').withInertia()
    assertRedirect(response, route('password.confirm'))
    response.assertFlashMessage('errorsBag', { password: 'This password is incorrect.' })
    assert.notExists(response.session('auth.password_confirmed_at'))

    const page = await continueSession(
      client.get(route('password.confirm')),
      response
    ).withInertia()
    page.assertInertiaComponent('Auth/ConfirmPassword')
    page.assertInertiaPropsContains({ errors: { password: 'This password is incorrect.' } })
  })

  test('an empty password is a validation error', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await confirm(client, user, '')
    assertRedirect(response, route('password.confirm'))
    response.assertValidationError('password', 'Enter your password.')
  })

  test('the right password is remembered and leads to the dashboard by default', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const before = Date.now()
    const response = await confirm(client, user, FACTORY_PASSWORD)
    assertRedirect(response, route('dashboard'))
    const confirmedAt = Number(response.session('auth.password_confirmed_at'))
    assert.isAtLeast(confirmedAt, before)
    assert.isAtMost(confirmedAt, Date.now())
    response.assertSession('auth_web', user.id)
  })

  test('the right password leads back to the intended URL from the session', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await confirm(client, user, FACTORY_PASSWORD).withSession({
      confirm_intended_url: route('profile.subscription', {}, { qs: { plan: 'yearly' } }),
    })
    assertRedirect(response, route('profile.subscription', {}, { qs: { plan: 'yearly' } }))
    response.assertSessionMissing('confirm_intended_url')
  })

  test('an intended URL on another site is not followed', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await confirm(client, user, FACTORY_PASSWORD).withSession({
      confirm_intended_url: '//evil.example/steal',
    })
    assertRedirect(response, route('dashboard'))
  })

  test('a guest is sent to sign in', async ({ client }) => {
    const response = await client
      .post(route('password.confirm.store'))
      .withCsrfToken()
      .form({ password: FACTORY_PASSWORD })
      .redirects(0)
    assertRedirect(response, route('login'))
  })

  test('more than 5 attempts a minute are refused with 429', async ({ client, assert }) => {
    const user = await UserFactory.create()
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await confirm(client, user, `wrong-${attempt}`)
      response.assertStatus(302)
    }
    const refused = await confirm(client, user, FACTORY_PASSWORD)
    refused.assertStatus(429)
    assert.notExists(refused.session('auth.password_confirmed_at'))
  })
})
