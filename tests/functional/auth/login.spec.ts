import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { FACTORY_PASSWORD, UserFactory } from '#database/factories/user_factory'
import { LOGIN_IP_LIMIT, LOGIN_LIMIT } from '#start/limiter'
import {
  assertRedirect,
  continueSession,
  countRows,
  functionalGroup,
  route,
  sameSite,
  signedInUserId,
} from '../helpers.js'

const BAD_CREDENTIALS = 'These credentials do not match our records.'

function login(client: ApiClient, fields: Record<string, unknown>) {
  return client
    .post(route('login.store'))
    .withCsrfToken()
    .header('Referer', sameSite(route('login')))
    .form(fields)
    .redirects(0)
}

test.group('Auth | login', (group) => {
  functionalGroup(group)

  test('wrong password: back to the form with an error on email, not signed in', async ({
    client,
  }) => {
    const user = await UserFactory.create()
    const response = await login(client, { email: user.email, password: 'wrong-password' })
    assertRedirect(response, route('login'))
    response.assertFlashMessage('errorsBag', { email: BAD_CREDENTIALS })
    response.assertFlashMessage('email', user.email)
    response.assertFlashMissing('password')
    response.assertSessionMissing('auth_web')
  })

  test('unknown address gets the same answer as a wrong password', async ({ client }) => {
    const response = await login(client, { email: 'nobody@example.test', password: 'whatever' })
    assertRedirect(response, route('login'))
    response.assertFlashMessage('errorsBag', { email: BAD_CREDENTIALS })
  })

  test('the error reaches the Login page as the errors prop', async ({ client }) => {
    const user = await UserFactory.create()
    const failed = await login(client, {
      email: user.email,
      password: 'wrong-password',
    }).withInertia()
    const page = await continueSession(client.get(route('login')), failed).withInertia()
    page.assertInertiaComponent('Auth/Login')
    page.assertInertiaPropsContains({ errors: { email: BAD_CREDENTIALS } })
  })

  test('validation errors per field', async ({ client, assert }) => {
    const invalid = await login(client, { email: 'not-an-address', password: '' }).withInertia()
    invalid.assertStatus(302)
    const page = await continueSession(client.get(route('login')), invalid).withInertia()
    assert.deepEqual(page.body().props.errors, {
      email: 'Enter a valid e-mail address.',
      password: 'Enter your password.',
    })
  })

  test('right password: signed in and sent to the dashboard', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await login(client, { email: user.email, password: FACTORY_PASSWORD })
    assertRedirect(response, route('dashboard'))
    response.assertSession('auth_web', user.id)

    const dashboard = await continueSession(client.get(route('dashboard')), response).withInertia()
    dashboard.assertStatus(200)
    dashboard.assertInertiaPropsContains({ auth: { user: { id: user.id } } })
  })

  test('the address is matched case-insensitively', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await login(client, {
      email: `  ${user.email.toUpperCase()} `,
      password: FACTORY_PASSWORD,
    })
    assertRedirect(response, route('dashboard'))
    response.assertSession('auth_web', user.id)
  })

  test('without "remember me" no remember-me token is stored', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await login(client, { email: user.email, password: FACTORY_PASSWORD })
    response.assertStatus(302)
    assert.equal(await countRows('remember_me_tokens', { tokenable_id: user.id }), 0)
    assert.notOk(response.cookie('remember_web')?.value)
  })

  test('"remember me" stores a token that signs the user in without a session', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const response = await login(client, {
      email: user.email,
      password: FACTORY_PASSWORD,
      remember: true,
    })
    assertRedirect(response, route('dashboard'))
    assert.equal(await countRows('remember_me_tokens', { tokenable_id: user.id }), 1)
    const cookie = response.cookie('remember_web')
    assert.exists(cookie?.value)

    const later = await client
      .get(route('dashboard'))
      .withEncryptedCookie('remember_web', cookie!.value)
      .withInertia()
    later.assertStatus(200)
    later.assertInertiaPropsContains({ auth: { user: { id: user.id } } })
  })

  test('a guest sent to /login from /plan comes back to /plan', async ({ client }) => {
    const user = await UserFactory.create()
    const visit = await client.get(route('plan')).redirects(0)
    assertRedirect(visit, route('login'))

    const response = await continueSession(
      login(client, { email: user.email, password: FACTORY_PASSWORD }),
      visit
    )
    assertRedirect(response, route('plan'))
    response.assertSessionMissing('intended_url')
  })

  test('an intended URL on another site is not followed', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await login(client, {
      email: user.email,
      password: FACTORY_PASSWORD,
    }).withSession({ intended_url: '//evil.example/phish' })
    assertRedirect(response, route('dashboard'))
  })
})

test.group('Auth | logout', (group) => {
  functionalGroup(group)

  test('logout signs out, goes to / and the dashboard then asks to sign in', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client.post(route('logout')).loginAs(user).withCsrfToken().redirects(0)
    assertRedirect(response, route('landing'))
    response.assertSessionMissing('auth_web')

    const dashboard = await continueSession(client.get(route('dashboard')), response).redirects(0)
    assertRedirect(dashboard, route('login'))
  })

  test('logout revokes the remember-me token of this device', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const signedIn = await login(client, {
      email: user.email,
      password: FACTORY_PASSWORD,
      remember: true,
    })
    const rememberCookie = signedIn.cookie('remember_web')!.value
    assert.equal(await countRows('remember_me_tokens', { tokenable_id: user.id }), 1)

    const response = await continueSession(client.post(route('logout')), signedIn)
      .withEncryptedCookie('remember_web', rememberCookie)
      .withCsrfToken()
      .redirects(0)
    assertRedirect(response, route('landing'))
    assert.equal(await countRows('remember_me_tokens', { tokenable_id: user.id }), 0)
    assert.isNull(signedInUserId(response))
  })
})

test.group('Auth | login throttling', (group) => {
  functionalGroup(group)

  async function fail(client: ApiClient, email: string, times: number) {
    for (let attempt = 1; attempt <= times; attempt++) {
      const response = await login(client, { email, password: `wrong-${attempt}` })
      response.assertStatus(302)
      response.assertFlashMessage('errorsBag', { email: BAD_CREDENTIALS })
    }
  }

  test('the 6th attempt within a minute answers 429 with Retry-After', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await fail(client, user.email, 5)

    // Even the right password is refused while blocked.
    const response = await login(client, { email: user.email, password: FACTORY_PASSWORD })
    response.assertStatus(429)
    response.assertSessionMissing('auth_web')
    const retryAfter = Number(response.header('retry-after'))
    assert.isAtLeast(retryAfter, 1)
    assert.isAtMost(retryAfter, 60)
    assert.equal(
      response.body().message,
      `Too many sign-in attempts. Try again in ${retryAfter} seconds.`
    )
  })

  test('for an Inertia request the 429 is the Login page with the message on email', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await fail(client, user.email, 5)

    const response = await login(client, { email: user.email, password: 'wrong' }).withInertia()
    response.assertStatus(429)
    response.assertInertiaComponent('Auth/Login')
    const retryAfter = Number(response.header('retry-after'))
    assert.isAtLeast(retryAfter, 1)
    assert.deepEqual(response.body().props.errors, {
      email: `Too many sign-in attempts. Try again in ${retryAfter} seconds.`,
    })
  })

  test('the limit is per address', async ({ client }) => {
    const user = await UserFactory.create()
    const other = await UserFactory.create()
    await fail(client, user.email, 5)

    const response = await login(client, { email: other.email, password: FACTORY_PASSWORD })
    assertRedirect(response, route('dashboard'))
  })

  test('a successful sign-in before the limit resets the counter', async ({ client }) => {
    const user = await UserFactory.create()
    await fail(client, user.email, 4)
    const success = await login(client, { email: user.email, password: FACTORY_PASSWORD })
    assertRedirect(success, route('dashboard'))

    // 4 more failures: 8 in all, but only 4 since the reset.
    await fail(client, user.email, 4)
    const response = await login(client, { email: user.email, password: FACTORY_PASSWORD })
    assertRedirect(response, route('dashboard'))
    response.assertSession('auth_web', user.id)
  })
})

test.group('Auth | password spraying and forwarded addresses', (group) => {
  functionalGroup(group)

  async function failFromRotatingAddresses(client: ApiClient, times: number, prefix: string) {
    for (let attempt = 1; attempt <= times; attempt++) {
      const response = await login(client, {
        email: `${prefix}-${attempt}@example.test`,
        password: 'Summer2026!',
      }).header('X-Forwarded-For', `203.0.113.${attempt}`)
      response.assertStatus(302)
      response.assertFlashMessage('errorsBag', { email: BAD_CREDENTIALS })
    }
  }

  test('a spoofed X-Forwarded-For does not reset the per-address limit', async ({ client }) => {
    const user = await UserFactory.create()
    for (let attempt = 1; attempt <= LOGIN_LIMIT.requests; attempt++) {
      const response = await login(client, {
        email: user.email,
        password: `wrong-${attempt}`,
      }).header('X-Forwarded-For', `198.51.100.${attempt}`)
      response.assertFlashMessage('errorsBag', { email: BAD_CREDENTIALS })
    }
    const response = await login(client, {
      email: user.email,
      password: FACTORY_PASSWORD,
    }).header('X-Forwarded-For', '192.0.2.77')
    response.assertStatus(429)
    response.assertSessionMissing('auth_web')
  })

  test('20 failures from one IP across addresses block every sign-in from it', async ({
    client,
    assert,
  }) => {
    assert.equal(LOGIN_IP_LIMIT.requests, 20)
    await failFromRotatingAddresses(client, LOGIN_IP_LIMIT.requests, 'sprayed')

    // Another address, the right password, another forwarded address: refused.
    const user = await UserFactory.create()
    const response = await login(client, {
      email: user.email,
      password: FACTORY_PASSWORD,
    }).header('X-Forwarded-For', '192.0.2.10')
    response.assertStatus(429)
    response.assertSessionMissing('auth_web')
    const retryAfter = Number(response.header('retry-after'))
    assert.isAtLeast(retryAfter, 1)
    assert.isAtMost(retryAfter, 3600)
    assert.equal(
      response.body().message,
      `Too many failed sign-ins from your network. Try again in ${Math.ceil(retryAfter / 60)} minutes.`
    )
  })

  test('a success does not clear the count of failures from the IP', async ({ client }) => {
    const user = await UserFactory.create()
    await failFromRotatingAddresses(client, LOGIN_IP_LIMIT.requests - 1, 'before')
    assertRedirect(
      await login(client, { email: user.email, password: FACTORY_PASSWORD }),
      route('dashboard')
    )
    await failFromRotatingAddresses(client, 1, 'after')

    const response = await login(client, { email: user.email, password: FACTORY_PASSWORD })
    response.assertStatus(429)
  })

  test('for an Inertia request the 429 is the Login page with the message', async ({
    client,
    assert,
  }) => {
    await failFromRotatingAddresses(client, LOGIN_IP_LIMIT.requests, 'inertia')
    const response = await login(client, {
      email: 'someone@example.test',
      password: 'x',
    }).withInertia()
    response.assertStatus(429)
    response.assertInertiaComponent('Auth/Login')
    assert.match(response.body().props.errors.email, /^Too many failed sign-ins from your network/)
  })
})
