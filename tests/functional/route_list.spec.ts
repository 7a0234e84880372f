import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import type { ApiResponse } from '@japa/api-client'
import { FACTORY_PASSWORD, UserFactory } from '#database/factories/user_factory'
import { functionalGroup, route, sameSite, signedInUserId } from './helpers.js'

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
    for (const page of ['landing', 'login', 'register']) {
      const url = route(page)
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
    for (const page of ['landing', 'dashboard', 'plan']) {
      const url = route(page)
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
    for (const page of ['landing', 'dashboard', 'admin.dashboard']) {
      const url = route(page)
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
    const response = await client.get(route('admin.dashboard')).loginAs(user)
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
      .post(route('login.store'))
      .withCsrfToken()
      .header('Referer', sameSite(route('login')))
      .header('X-Inertia', 'true')
      .form({ email: user.email, password: FACTORY_PASSWORD })
      .redirects(0)
    // 409 + X-Inertia-Location: the client leaves the guest's document.
    response.assertStatus(409)
    assert.equal(response.header('x-inertia-location'), route('dashboard'))
    assert.equal(signedInUserId(response), user.id)
  })

  test('a form that keeps the reader signed in still gets its redirect', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client
      .patch(route('profile.update'))
      .withCsrfToken()
      .header('X-Inertia', 'true')
      .header('Referer', sameSite(route('profile.edit')))
      .loginAs(user)
      .form({ name: 'Kelvin Kiptum', email: user.email })
      .redirects(0)
    response.assertStatus(303)
  })

  // Tests and client code reach every route by name (docs/decisions/002-client-route-list.md).
  test('every route has a name', ({ assert }) => {
    const unnamed = Object.values(router.toJSON())
      .flat()
      .filter((one) => !one.name)
      .map((one) => `${one.methods.join('|')} ${one.pattern}`)
    assert.isAbove(Object.values(router.toJSON()).flat().length, 0)
    assert.deepEqual(unnamed, [])
  })
})
