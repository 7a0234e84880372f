import { test } from '@japa/runner'
import type { ApiResponse } from '@japa/api-client'
import { FACTORY_PASSWORD, UserFactory } from '#database/factories/user_factory'
import { functionalGroup, sameSite, signedInUserId } from './helpers.js'

/** The route names a document embeds as window.Ziggy (docs/decisions/002-client-route-list.md). */
function routeNames(response: ApiResponse): string[] {
  const match = /window\.Ziggy = (\{.*?\})<\/script>/s.exec(response.text())
  if (!match) throw new Error('no route list in the document')
  return Object.keys(JSON.parse(match[1]).routes)
}

const PUBLIC = ['landing', 'login', 'register', 'password.request', 'password.reset']
const ATHLETE = ['dashboard', 'coach', 'plan', 'activities.show', 'logout', 'profile.update']
const ADMIN = ['admin.dashboard', 'admin.subscriptions.users', 'admin.subscriptions.users.grant']
const DEVELOPMENT = ['dev.mailbox', 'dev.mailbox.show']

test.group('Route list | per reader', (group) => {
  functionalGroup(group)

  test('a guest gets the public and sign-in routes, no app or admin route', async ({
    client,
    assert,
  }) => {
    for (const url of ['/', '/login', '/register']) {
      const response = await client.get(url)
      response.assertStatus(200)
      const names = routeNames(response)
      assert.includeMembers(names, [...PUBLIC, ...DEVELOPMENT], url)
      for (const name of [...ATHLETE, ...ADMIN]) assert.notInclude(names, name, url)
      assert.isEmpty(
        names.filter((name) => name.startsWith('admin.')),
        url
      )
    }
  })

  test('an athlete also gets the app routes, still no admin route', async ({ client, assert }) => {
    const user = await UserFactory.create()
    for (const url of ['/', '/dashboard', '/plan']) {
      const response = await client.get(url).loginAs(user)
      response.assertStatus(200)
      const names = routeNames(response)
      assert.includeMembers(names, [...PUBLIC, ...ATHLETE, ...DEVELOPMENT], url)
      assert.isEmpty(
        names.filter((name) => name.startsWith('admin.')),
        url
      )
    }
  })

  test('an admin also gets the admin routes', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    for (const url of ['/', '/dashboard', '/admin']) {
      const response = await client.get(url).loginAs(admin)
      response.assertStatus(200)
      assert.includeMembers(routeNames(response), [...PUBLIC, ...ATHLETE, ...ADMIN], url)
    }
  })

  test('an athlete who asks for the admin area gets 403 and a document without admin routes', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const response = await client.get('/admin').loginAs(user)
    response.assertStatus(403)
    const names = routeNames(response)
    assert.isEmpty(names.filter((name) => name.startsWith('admin.')))
  })

  test('signing in from an Inertia page loads the next page as a new document', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const response = await client
      .post('/login')
      .withCsrfToken()
      .header('Referer', sameSite('/login'))
      .header('X-Inertia', 'true')
      .form({ email: user.email, password: FACTORY_PASSWORD })
      .redirects(0)
    // 409 + X-Inertia-Location: the client leaves the guest's document.
    response.assertStatus(409)
    assert.equal(response.header('x-inertia-location'), '/dashboard')
    assert.equal(signedInUserId(response), user.id)
  })

  test('a form that keeps the reader signed in still gets its redirect', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client
      .patch('/profile')
      .withCsrfToken()
      .header('X-Inertia', 'true')
      .header('Referer', sameSite('/profile/edit'))
      .loginAs(user)
      .form({ name: 'Kelvin Kiptum', email: user.email })
      .redirects(0)
    response.assertStatus(303)
  })
})
