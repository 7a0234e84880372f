import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import AuditLog from '#models/audit_log'
import { assertRedirect, functionalGroup } from './helpers.js'

/**
 * Every page route, its Inertia component and who may see it.
 */
const GUEST_PAGES = [
  { url: '/login', component: 'Auth/Login' },
  { url: '/register', component: 'Auth/Register' },
  { url: '/forgot-password', component: 'Auth/ForgotPassword' },
  { url: '/reset-password/some-token', component: 'Auth/ResetPassword' },
]

const SIGNED_IN_PAGES = [
  { url: '/verify-email', component: 'Auth/VerifyEmail' },
  { url: '/confirm-password', component: 'Auth/ConfirmPassword' },
]

const VERIFIED_PAGES = [
  { url: '/welcome', component: 'Welcome' },
  { url: '/dashboard', component: 'Dashboard' },
  { url: '/coach', component: 'Coach' },
  { url: '/plan', component: 'TrainingPlan' },
  { url: '/progress', component: 'Progress' },
  { url: '/profile', component: 'Profile', props: { tab: 'profile' } },
  { url: '/profile/zones', component: 'Profile', props: { tab: 'zones' } },
  { url: '/profile/apps', component: 'Profile', props: { tab: 'apps' } },
  { url: '/profile/preferences', component: 'Profile', props: { tab: 'preferences' } },
  { url: '/profile/subscription', component: 'Profile', props: { tab: 'subscription' } },
  { url: '/profile/edit', component: 'Profile/Edit' },
]

const ADMIN_PAGES = [
  { url: '/admin', component: 'Admin/Dashboard' },
  { url: '/admin/subscriptions', component: 'Admin/Subscriptions/Overview' },
  { url: '/admin/subscriptions/users', component: 'Admin/Subscriptions/Users' },
]

test.group('Pages | components', (group) => {
  functionalGroup(group)

  test('guest sees the Landing page', async ({ client }) => {
    const response = await client.get('/').withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('Landing')
    response.assertInertiaPropsContains({ auth: { user: null } })
  })

  test('guest page {$self}')
    .with(GUEST_PAGES.map((page) => page.url))
    .run(async ({ client }, url) => {
      const page = GUEST_PAGES.find((entry) => entry.url === url)!
      const response = await client.get(url).withInertia()
      response.assertStatus(200)
      response.assertInertiaComponent(page.component)
    })

  test('reset-password page receives the token and the e-mail address', async ({ client }) => {
    const response = await client
      .get('/reset-password/abc123')
      .qs({ email: 'runner@example.test' })
      .withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('Auth/ResetPassword')
    response.assertInertiaPropsContains({ token: 'abc123', email: 'runner@example.test' })
  })

  test('unverified user sees Auth/VerifyEmail with their address', async ({ client }) => {
    const user = await UserFactory.apply('unverified').create()
    const response = await client.get('/verify-email').loginAs(user).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('Auth/VerifyEmail')
    response.assertInertiaPropsContains({ email: user.email })
  })

  test('verified user is sent from /verify-email to the dashboard', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client.get('/verify-email').loginAs(user).redirects(0)
    assertRedirect(response, '/dashboard')
  })

  test('signed-in user sees Auth/ConfirmPassword', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client.get('/confirm-password').loginAs(user).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('Auth/ConfirmPassword')
  })

  test('verified page {$self}')
    .with(VERIFIED_PAGES.map((page) => page.url))
    .run(async ({ client }, url) => {
      const page = VERIFIED_PAGES.find((entry) => entry.url === url)!
      const user = await UserFactory.create()
      const response = await client.get(url).loginAs(user).withInertia()
      response.assertStatus(200)
      response.assertInertiaComponent(page.component)
      response.assertInertiaPropsContains({ auth: { user: { id: user.id } } })
      if (page.props) response.assertInertiaPropsContains(page.props)
    })

  test('admin page {$self}')
    .with(ADMIN_PAGES.map((page) => page.url))
    .run(async ({ client }, url) => {
      const page = ADMIN_PAGES.find((entry) => entry.url === url)!
      const admin = await UserFactory.apply('admin').create()
      const response = await client.get(url).loginAs(admin).withInertia()
      response.assertStatus(200)
      response.assertInertiaComponent(page.component)
    })

  test('admin dashboard counts accounts and lists the audit log', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    await UserFactory.createMany(2)
    await UserFactory.apply('unverified').create()
    await AuditLog.create({
      actorId: null,
      actorLabel: 'console (make:admin)',
      action: 'user.promoted_to_admin',
      subjectUserId: admin.id,
      subjectLabel: admin.email,
      details: null,
      ip: null,
    })

    const response = await client.get('/admin').loginAs(admin).withInertia()
    response.assertStatus(200)
    const props = response.body().props
    assert.deepEqual(props.users, { total: 4, verified: 3, admins: 1, disabled: 0 })
    assert.lengthOf(props.auditLog, 1)
    assert.containsSubset(props.auditLog[0], {
      actor: 'console (make:admin)',
      action: 'user.promoted_to_admin',
      subject: admin.email,
    })
  })
})

test.group('Pages | access', (group) => {
  functionalGroup(group)

  const signedInOnly = [...SIGNED_IN_PAGES, ...VERIFIED_PAGES, ...ADMIN_PAGES].map(
    (page) => page.url
  )

  test('guest is redirected to /login from {$self}')
    .with(signedInOnly)
    .run(async ({ client }, url) => {
      const response = await client.get(url).redirects(0)
      assertRedirect(response, '/login')
      response.assertSession('intended_url', url)
    })

  test('guest Inertia visit to {$self} is redirected to /login')
    .with(['/dashboard', '/admin'])
    .run(async ({ client }, url) => {
      const response = await client.get(url).withInertia().redirects(0)
      assertRedirect(response, '/login')
    })

  test('signed-in non-admin gets 403 on {$self}')
    .with(ADMIN_PAGES.map((page) => page.url))
    .run(async ({ client }, url) => {
      const user = await UserFactory.create()
      const response = await client.get(url).loginAs(user).withInertia()
      response.assertStatus(403)
      response.assertInertiaComponent('Error')
      response.assertInertiaPropsContains({ status: 403 })
    })

  test('signed-in non-admin gets a 403 HTML page on /admin without Inertia', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client.get('/admin').loginAs(user)
    response.assertStatus(403)
    response.assertTextIncludes('This area is for administrators.')
  })

  test('unverified user is redirected to /verify-email from {$self}')
    .with([...VERIFIED_PAGES, ...ADMIN_PAGES].map((page) => page.url))
    .run(async ({ client }, url) => {
      const user = await UserFactory.apply('unverified').apply('admin').create()
      const response = await client.get(url).loginAs(user).redirects(0)
      assertRedirect(response, '/verify-email')
    })

  test('unverified user gets 403 JSON from the verified area as an API client', async ({
    client,
  }) => {
    const user = await UserFactory.apply('unverified').create()
    const response = await client.get('/dashboard').loginAs(user).accept('json')
    response.assertStatus(403)
    response.assertBodyContains({ message: 'Verify your e-mail address first.' })
  })

  test('signed-in user is redirected from {$self} to /dashboard')
    .with(GUEST_PAGES.map((page) => page.url))
    .run(async ({ client }, url) => {
      const user = await UserFactory.create()
      const response = await client.get(url).loginAs(user).redirects(0)
      assertRedirect(response, '/dashboard')
    })

  test('the Landing page is rendered on the server, for guests and signed-in users', async ({
    client,
    assert,
  }) => {
    const guest = await client.get('/')
    guest.assertStatus(200)
    assert.include(guest.text(), 'Train smarter with a coach that knows your running.')
    assert.include(guest.text(), 'Start training free')
    assert.notInclude(guest.text(), 'Go to your dashboard')

    const user = await UserFactory.create()
    const signedIn = await client.get('/').loginAs(user)
    signedIn.assertStatus(200)
    assert.include(signedIn.text(), 'Go to your dashboard')
    assert.notInclude(signedIn.text(), 'Start training free')
  })

  test('the Dashboard is rendered on the server, other signed-in pages in the browser', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const dashboard = await client.get('/dashboard').loginAs(user)
    dashboard.assertStatus(200)
    assert.include(dashboard.text(), 'Your training at a glance.')
    assert.include(dashboard.text(), 'Upload activity')

    const progress = await client.get('/progress').loginAs(user)
    progress.assertStatus(200)
    assert.notInclude(progress.text(), 'Skip to content')
  })

  test('the Landing page stays public for a signed-in user', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client.get('/').loginAs(user).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('Landing')
    response.assertInertiaPropsContains({ auth: { user: { id: user.id } } })
  })
})

test.group('Pages | errors', (group) => {
  functionalGroup(group)

  test('unknown URL answers 404', async ({ client }) => {
    const response = await client.get('/no-such-page')
    response.assertStatus(404)
    response.assertTextIncludes('This page does not exist.')
  })

  test('unknown URL answers 404 JSON to an API client', async ({ client }) => {
    const response = await client.get('/no-such-page').accept('json')
    response.assertStatus(404)
  })

  test('unknown URL renders the Error component for an Inertia visit', async ({ client }) => {
    const response = await client.get('/no-such-page').withInertia()
    response.assertStatus(404)
    response.assertInertiaComponent('Error')
    response.assertInertiaPropsContains({ status: 404, message: 'This page does not exist.' })
  })
})
