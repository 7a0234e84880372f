import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { realtimeConfig } from '#config/realtime'
import { assertRedirect, continueSession, functionalGroup, route, sameSite } from './helpers.js'

test.group('Inertia | shared props', (group) => {
  functionalGroup(group)

  test('a signed-in page carries csrf_token, auth.user, flash, config and errors', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const response = await client.get(route('dashboard')).loginAs(user).withInertia()
    response.assertStatus(200)
    const props = response.body().props

    assert.isString(props.csrf_token)
    assert.isAbove(props.csrf_token.length, 10)
    assert.deepEqual(props.auth, {
      user: {
        id: user.id,
        name: user.fullName,
        email: user.email,
        pendingEmail: null,
        role: 'user',
        verified: true,
      },
    })
    assert.deepEqual(props.flash, { success: null, error: null })
    assert.equal(props.config.appName, 'Pacewise')
    assert.equal(props.config.realtime.key, realtimeConfig.key)
    assert.deepEqual(props.errors, {})
  })

  test('the locale prop follows the browser language, and a hostile header falls back to en-US', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const localeFor = async (acceptLanguage: string) => {
      const response = await client
        .get(route('dashboard'))
        .loginAs(user)
        .header('Accept-Language', acceptLanguage)
        .withInertia()
      return response.body().props.locale
    }

    // The most preferred language by q-value, canonical, without Unicode extensions.
    assert.equal(await localeFor('fr;q=0.5, de-de;q=0.9'), 'de-DE')
    assert.equal(await localeFor('en-GB,en;q=0.9'), 'en-GB')
    assert.equal(await localeFor('ja-JP-u-ca-japanese'), 'ja-JP')
    // Not a language tag, no language Intl knows, a wildcard, a header too long to read.
    assert.equal(await localeFor('<script>, pt-BR;q=0.1'), 'pt-BR')
    assert.equal(await localeFor('qq-ZZ, *'), 'en-US')
    assert.equal(await localeFor(`${'de-DE,'.repeat(100)}de`), 'en-US')
    // And a guest's page has it too (Landing is rendered on the server).
    const guest = await client.get(route('login')).header('Accept-Language', 'nl-BE').withInertia()
    assert.equal(guest.body().props.locale, 'nl-BE')
  })

  test('a page rendered on the server writes its dates in the browser language', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const { createActivity } = await import('#database/factories/activity_factory')
    await createActivity({ userId: user.id, name: 'Tempo', startTime: '2026-03-05T07:00:00.000Z' })
    const response = await client
      .get(route('dashboard'))
      .loginAs(user)
      .header('Accept-Language', 'de-DE')
    response.assertStatus(200)
    // "Do., 5. März 2026" in the recent activities, in German as the browser will write it.
    const german = new Intl.DateTimeFormat('de-DE', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date('2026-03-05T00:00:00Z'))
    assert.include(response.text(), german)
    assert.notInclude(response.text(), 'Thu, Mar 5, 2026')
  })

  test('auth.user is null for a guest and reports role and verification', async ({
    client,
    assert,
  }) => {
    const guest = await client.get(route('login')).withInertia()
    assert.deepEqual(guest.body().props.auth, { user: null })
    assert.deepEqual(guest.body().props.errors, {})

    const admin = await UserFactory.apply('admin').apply('unverified').create()
    const response = await client.get(route('verification.notice')).loginAs(admin).withInertia()
    assert.containsSubset(response.body().props.auth.user, { role: 'admin', verified: false })
  })

  test('flash messages reach the next page', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client
      .get(route('dashboard'))
      .loginAs(user)
      .withFlashMessages({ success: 'Saved.', error: 'Oops.' })
      .withInertia()
    response.assertInertiaPropsContains({ flash: { success: 'Saved.', error: 'Oops.' } })
  })

  test('the csrf_token prop is a token the server accepts', async ({ client }) => {
    const page = await client.get(route('password.request')).withInertia()
    const token = page.body().props.csrf_token as string

    const response = await continueSession(client.post(route('password.email')), page)
      .header('X-CSRF-TOKEN', token)
      .withInertia()
      .form({ email: 'nobody@example.test' })
      .redirects(0)
    response.assertStatus(302)
  })

  test('a full-page visit embeds the route list once in the HTML document', async ({
    client,
    assert,
  }) => {
    const response = await client.get(route('login'))
    response.assertStatus(200)
    response.assertHeader('content-type', 'text/html; charset=utf-8')
    const html = response.text()

    assert.equal(html.split('window.Ziggy =').length - 1, 1)
    const match = html.match(/window\.Ziggy = (\{.*?\})<\/script>/)
    assert.isNotNull(match)
    const ziggy = JSON.parse(match![1])
    assert.deepEqual(ziggy.routes.login, { uri: 'login', methods: ['GET', 'HEAD'] })
    assert.deepEqual(ziggy.routes['password.reset'], {
      uri: 'reset-password/{token}',
      methods: ['GET', 'HEAD'],
      parameters: ['token'],
    })
    assert.include(html, '<meta name="csrf-token" content="')
    assert.include(html, 'data-page=')
    assert.include(html, 'Auth/Login')
  })

  test('the Inertia JSON page does not carry the route list', async ({ client, assert }) => {
    const response = await client.get(route('login')).withInertia()
    response.assertStatus(200)
    const body = response.body()
    assert.notProperty(body.props, 'ziggy')
    assert.notProperty(body.props, 'Ziggy')
    assert.notInclude(response.text(), 'password.reset')
    assert.notInclude(response.text(), '"routes"')
  })
})

test.group('Inertia | protocol', (group) => {
  functionalGroup(group)

  test('current version: 200 JSON page object with X-Inertia and Vary', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const response = await client
      .get(route('dashboard'))
      .qs({ range: '6w' })
      .loginAs(user)
      .withInertia()
    response.assertStatus(200)
    response.assertHeader('x-inertia', 'true')
    assert.include(String(response.header('vary')).toLowerCase(), 'x-inertia')
    assert.include(response.header('content-type'), 'application/json')

    const page = response.body()
    assert.includeMembers(Object.keys(page), [
      'component',
      'props',
      'url',
      'version',
      'clearHistory',
      'encryptHistory',
    ])
    assert.equal(page.component, 'Dashboard')
    assert.equal(page.url, route('dashboard', {}, { qs: { range: '6w' } }))
    assert.isFalse(page.clearHistory)
    assert.isFalse(page.encryptHistory)
  })

  test('stale version: 409 with the full URL in X-Inertia-Location', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await client
      .get(route('dashboard'))
      .qs({ range: '6w' })
      .loginAs(user)
      .withInertia()
      .header('X-Inertia-Version', 'stale-version')
    response.assertStatus(409)
    response.assertHeader(
      'x-inertia-location',
      `http://${process.env.HOST}:${process.env.PORT}/dashboard?range=6w`
    )
    assert.isUndefined(response.header('x-inertia'))
  })

  test('stale version keeps the flash for the reload', async ({ client }) => {
    const user = await UserFactory.create()
    const stale = await client
      .get(route('dashboard'))
      .loginAs(user)
      .withFlashMessages({ success: 'Your password has been reset.' })
      .withInertia()
      .header('X-Inertia-Version', 'stale-version')
    stale.assertStatus(409)
    stale.assertFlashMessage('success', 'Your password has been reset.')

    const reload = await continueSession(client.get(route('dashboard')), stale).withInertia()
    reload.assertStatus(200)
    reload.assertInertiaPropsContains({ flash: { success: 'Your password has been reset.' } })
  })

  test('stale version on a full-page visit is not a conflict', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client
      .get(route('dashboard'))
      .loginAs(user)
      .header('X-Inertia-Version', 'stale-version')
    response.assertStatus(200)
    response.assertTextIncludes('data-page=')
  })

  test('partial reload returns only the requested props and the always-props', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const response = await client
      .get(route('profile.apps'))
      .loginAs(user)
      .withInertiaPartialReload('Profile', ['tab'])
    response.assertStatus(200)
    assert.sameMembers(Object.keys(response.body().props), ['tab', 'errors'])
    assert.equal(response.body().props.tab, 'apps')
  })

  test('partial reload for another component returns all props', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await client
      .get(route('profile.apps'))
      .loginAs(user)
      .withInertiaPartialReload('Dashboard', ['tab'])
    response.assertStatus(200)
    assert.includeMembers(Object.keys(response.body().props), [
      'tab',
      'errors',
      'auth',
      'csrf_token',
      'flash',
      'config',
    ])
  })

  test('partial reload with X-Inertia-Partial-Except drops the listed props', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const response = await client
      .get(route('profile.apps'))
      .loginAs(user)
      .withInertia()
      .header('X-Inertia-Partial-Component', 'Profile')
      .header('X-Inertia-Partial-Except', 'tab,config')
    response.assertStatus(200)
    const keys = Object.keys(response.body().props)
    assert.notInclude(keys, 'tab')
    assert.notInclude(keys, 'config')
    assert.includeMembers(keys, ['auth', 'csrf_token', 'flash', 'errors'])
  })

  test('validation errors are nested under the error bag the client names', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const invalid = await client
      .patch(route('profile.update'))
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .header('Referer', sameSite(route('profile.edit')))
      .json({ name: '', email: 'not-an-address' })
      .redirects(0)
    assertRedirect(invalid, route('profile.edit'), 303)

    const page = await continueSession(client.get(route('profile.edit')), invalid)
      .withInertia()
      .header('X-Inertia-Error-Bag', 'updateProfile')
    page.assertStatus(200)
    assert.deepEqual(page.body().props.errors, {
      updateProfile: { name: 'Enter your name.', email: 'Enter a valid e-mail address.' },
    })
  })

  test('errors flashed by a controller are nested under the error bag too', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const wrong = await client
      .put(route('password.update'))
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .header('Referer', sameSite(route('profile.edit')))
      .json({
        current_password: 'not-my-password',
        password: 'a-new-password',
        password_confirmation: 'a-new-password',
      })
      .redirects(0)
    assertRedirect(wrong, route('profile.edit'), 303)

    const page = await continueSession(client.get(route('profile.edit')), wrong)
      .withInertia()
      .header('X-Inertia-Error-Bag', 'updatePassword')
    assert.deepEqual(page.body().props.errors, {
      updatePassword: { current_password: 'The current password is incorrect.' },
    })
  })

  test('a redirect after PUT, PATCH or DELETE is 303 for Inertia and 302 otherwise', async ({
    client,
  }) => {
    const user = await UserFactory.create()
    const inertia = await client
      .patch(route('profile.update'))
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .json({ name: 'New Name', email: user.email })
      .redirects(0)
    inertia.assertStatus(303)
    inertia.assertHeader('location', route('profile.edit'))

    const plain = await client
      .patch(route('profile.update'))
      .loginAs(user)
      .withCsrfToken()
      .form({ name: 'Other Name', email: user.email })
      .redirects(0)
    plain.assertStatus(302)
  })
})
