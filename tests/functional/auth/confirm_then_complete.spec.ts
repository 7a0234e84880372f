import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import { FACTORY_PASSWORD, UserFactory } from '#database/factories/user_factory'
import { INTENDED_ACTION_SECONDS, keepableFields } from '#services/password_confirmation'
import {
  assertRedirect,
  continueSession,
  countRows,
  functionalGroup,
  route,
  sameSite,
} from '../helpers.js'

const ACTION_KEY = 'auth.confirm_intended_action'

/** An admin grants a subscription before confirming the password: the form is kept. */
function grantUnconfirmed(client: ApiClient, admin: User, target: User) {
  return client
    .post(route('admin.subscriptions.users.grant', { id: target.id }))
    .loginAs(admin)
    .withCsrfToken()
    .withInertia()
    .header('Referer', sameSite(route('admin.subscriptions.users.show', { id: target.id })))
    .form({ plan: 'premium_yearly', trialDays: 14 })
    .redirects(0)
}

test.group('Auth | confirm the password, then complete the action', (group) => {
  functionalGroup(group)

  test('the granted subscription waits for the password, then is sent again once', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const target = await UserFactory.create()

    const asked = await grantUnconfirmed(client, admin, target)
    assertRedirect(asked, route('password.confirm'))
    assert.equal(await countRows('subscriptions'), 0)
    const kept = asked.session(ACTION_KEY)
    assert.deepInclude(kept, {
      method: 'POST',
      url: route('admin.subscriptions.users.grant', { id: target.id }),
      fields: { plan: 'premium_yearly', trialDays: '14' },
      userId: admin.id,
    })

    const page = await continueSession(client.get(route('password.confirm')), asked)
      .loginAs(admin)
      .withInertia()
    page.assertInertiaPropsContains({ completesAction: true })

    const confirmed = await continueSession(client.post(route('password.confirm.store')), asked)
      .loginAs(admin)
      .withCsrfToken()
      .header('Referer', sameSite(route('password.confirm')))
      .form({ password: FACTORY_PASSWORD })
      .redirects(0)
    assertRedirect(confirmed, route('password.confirm.continue'))

    const resume = await continueSession(client.get(route('password.confirm.continue')), confirmed)
      .loginAs(admin)
      .withInertia()
    resume.assertStatus(200)
    resume.assertInertiaComponent('Auth/ContinueAction')
    resume.assertInertiaPropsContains({
      action: {
        method: 'POST',
        url: route('admin.subscriptions.users.grant', { id: target.id }),
        fields: { plan: 'premium_yearly', trialDays: '14' },
      },
    })
    // Handed out once: a reload returns to the page it was asked from.
    resume.assertSessionMissing(ACTION_KEY)
    const reload = await continueSession(client.get(route('password.confirm.continue')), resume)
      .loginAs(admin)
      .redirects(0)
    assertRedirect(reload, route('admin.subscriptions.users.show', { id: target.id }))

    // The browser sends it again, with its CSRF token, through the route's own checks.
    const done = await continueSession(
      client.post(route('admin.subscriptions.users.grant', { id: target.id })),
      resume
    )
      .loginAs(admin)
      .withCsrfToken()
      .withInertia()
      .form({ plan: 'premium_yearly', trialDays: 14 })
      .redirects(0)
    assertRedirect(done, route('admin.subscriptions.users.show', { id: target.id }))
    assert.equal(await countRows('subscriptions', { user_id: target.id }), 1)
  })

  test('the replay is a request like any other: without a CSRF token it changes nothing', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const target = await UserFactory.create()
    const forged = await client
      .post(route('admin.subscriptions.users.grant', { id: target.id }))
      .loginAs(admin)
      .withSession({ 'auth.password_confirmed_at': Date.now() })
      .withInertia()
      .form({ plan: 'premium_yearly' })
      .redirects(0)
    forged.assertStatus(419)
    assert.equal(await countRows('subscriptions'), 0)
  })

  test("another user's kept action, an old one, or one without a confirmed password is not handed out", async ({
    client,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const other = await UserFactory.apply('admin').create()
    const kept = (userId: number, atMs: number) => ({
      [ACTION_KEY]: {
        method: 'POST',
        url: route('admin.subscriptions.users.disable', { id: 1 }),
        fields: {},
        userId,
        atMs,
        returnTo: route('admin.subscriptions.users.show', { id: 1 }),
      },
      'auth.confirm_return_to': route('admin.subscriptions.users.show', { id: 1 }),
    })
    const confirmed = { 'auth.password_confirmed_at': Date.now() }

    for (const session of [
      { ...kept(other.id, Date.now()), ...confirmed },
      { ...kept(admin.id, Date.now() - (INTENDED_ACTION_SECONDS + 1) * 1000), ...confirmed },
      kept(admin.id, Date.now()),
    ]) {
      const response = await client
        .get(route('password.confirm.continue'))
        .loginAs(admin)
        .withSession(session)
        .redirects(0)
      assertRedirect(response, route('admin.subscriptions.users.show', { id: 1 }))
      response.assertSessionMissing(ACTION_KEY)
    }
  })

  test('secrets and oversized forms are never kept in the session', ({ assert }) => {
    assert.deepEqual(
      keepableFields({ plan: 'premium_yearly', password: 'x', currentPassword: 'y', _csrf: 'z' }),
      { plan: 'premium_yearly' }
    )
    assert.isNull(keepableFields({ notes: 'x'.repeat(5000) }))
  })

  test('a guest cannot continue anything', async ({ client }) => {
    const response = await client.get(route('password.confirm.continue')).redirects(0)
    assertRedirect(response, route('login'))
  })
})
