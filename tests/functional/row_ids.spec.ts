import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import router from '@adonisjs/core/services/router'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { createActivity } from '#database/factories/activity_factory'
import { functionalGroup } from './helpers.js'

/*
 * Ids no row can have (docs/decisions/060-security-hygiene.md): past PostgreSQL's `integer`,
 * past a double's exact integers, not positive, not plain digits. On PostgreSQL the first two
 * used to reach a query and fail it with a 500.
 */
const BAD_PARAMS = [
  '2147483648',
  '99999999999999999999',
  '-1',
  '0',
  '1e3',
  'abc',
  '2147483648-w1-d1',
  '99999999999999999999-w1-d1',
]
const BAD_FIELDS: unknown[] = [2147483648, '99999999999999999999', -1, 0, 1.5, 'abc']

/**
 * A path parameter that names a row: `:id`, `:threadId`, `:user_id`. Not `:appId`, the Pusher
 * HTTP API's app name (a configured string, docs/protocols.md#pusher-channels).
 */
const isIdParam = (name: string) => name === 'id' || (/(Id|_id)$/.test(name) && name !== 'appId')

interface IdRoute {
  name: string
  method: string
  pattern: string
}

/** Every route of the app with an id in its path, read from the router itself. */
function routesWithIds(): IdRoute[] {
  router.commit()
  return Object.values(router.toJSON())
    .flat()
    .filter((route) => paramsOf(route.pattern).some(isIdParam))
    .map((route) => ({
      name: route.name ?? route.pattern,
      method: route.methods.find((method) => method !== 'HEAD')!,
      pattern: route.pattern,
    }))
}

function paramsOf(pattern: string): string[] {
  return [...pattern.matchAll(/:(\w+)\??/g)].map((match) => match[1])
}

/** The route's path with `value` for its ids and a harmless word for its other params. */
function pathWith(pattern: string, value: string) {
  return pattern.replace(/:(\w+)\??/g, (_, name: string) =>
    encodeURIComponent(isIdParam(name) ? value : 'x')
  )
}

function send(client: ApiClient, user: User, method: string, path: string) {
  return client
    .request(path, method as 'GET')
    .loginAs(user)
    .withCsrfToken()
    .header('accept', 'application/json')
}

test.group('Row ids | path parameters', (group) => {
  functionalGroup(group)

  test('the route list has the id routes this test is about', ({ assert }) => {
    const names = routesWithIds().map((route) => route.name)
    assert.includeMembers(names, [
      'activities.show',
      'activities.imports.show',
      'coach.messages.show',
      'gear.update',
      'plan.workouts.update',
      'plan.revisions.apply',
      'admin.subscriptions.users.show',
      'admin.subscriptions.users.grant',
      'verification.verify',
      'export.download',
    ])
  })

  test('{name}: an id no row can have is not found')
    .with(routesWithIds)
    .run(async ({ client, assert }, route) => {
      const admin = await UserFactory.apply('admin').create()
      for (const value of BAD_PARAMS) {
        const path = pathWith(route.pattern, value)
        const response = await send(client, admin, route.method, path)
        assert.equal(response.status(), 404, `${route.method} ${path}`)
      }
    })
})

test.group('Row ids | body fields and query strings', (group) => {
  functionalGroup(group)

  const FIELDS: { name: string; method: string; path: string; body: Record<string, unknown> }[] = [
    {
      name: 'gearId',
      method: 'PATCH',
      path: '/activities/:own',
      body: { name: 'Run', sport: 'run' },
    },
    { name: 'threadId', method: 'POST', path: '/coach/messages', body: { content: 'Hello' } },
    { name: 'version', method: 'PATCH', path: '/plan/workouts/1-w1-d1', body: {} },
    {
      name: 'activityId',
      method: 'PATCH',
      path: '/plan/workouts/1-w1-d1',
      body: { version: 1, status: 'done' },
    },
    { name: 'version', method: 'DELETE', path: '/plan', body: {} },
    {
      name: 'version',
      method: 'POST',
      path: '/plan/adapt',
      body: { trigger: 'illness', startDate: '2026-03-01', days: 3 },
    },
    { name: 'version', method: 'POST', path: '/plan/revisions/1/apply', body: {} },
    { name: 'version', method: 'POST', path: '/plan/revisions/1/undo', body: {} },
  ]

  test('{method} {path} {name}: a value no integer column holds is refused with 422')
    .with(FIELDS)
    .run(async ({ client, assert }, field) => {
      const user = await UserFactory.create()
      const activity = await createActivity({ userId: user.id })
      const path = field.path.replace(':own', String(activity.id))
      for (const value of BAD_FIELDS) {
        const response = await send(client, user, field.method, path).json({
          ...field.body,
          [field.name]: value,
        })
        assert.equal(response.status(), 422, `${field.name}=${JSON.stringify(value)}`)
        assert.property(response.body(), 'errors')
      }
    })

  test('GET /coach?thread=: a thread id no row can have is not found', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    for (const value of BAD_PARAMS) {
      const response = await send(client, user, 'GET', `/coach?thread=${value}`)
      assert.equal(response.status(), 404, value)
    }
  })
})
