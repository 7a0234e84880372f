import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import {
  toZiggyUri,
  routeList,
  routeListFor,
  routeAccess,
  routeAudience,
} from '#services/route_list'

test.group('Route list for the client', () => {
  test('converts AdonisJS patterns to Ziggy URIs', ({ assert }) => {
    assert.deepEqual(toZiggyUri('/'), { uri: '', parameters: [] })
    assert.deepEqual(toZiggyUri('/profile/zones'), { uri: 'profile/zones', parameters: [] })
    assert.deepEqual(toZiggyUri('/reset-password/:token'), {
      uri: 'reset-password/{token}',
      parameters: ['token'],
    })
    assert.deepEqual(toZiggyUri('/verify-email/:id/:hash'), {
      uri: 'verify-email/{id}/{hash}',
      parameters: ['id', 'hash'],
    })
    assert.deepEqual(toZiggyUri('/threads/:id?'), { uri: 'threads/{id?}', parameters: ['id'] })
  })

  test('lists every named route once, JSON-safe for an inline script', ({ assert }) => {
    // The HTTP server commits the routes when it starts; unit tests run without it.
    router.commit()
    const { config, json } = routeList()
    assert.equal(config.routes['password.reset'].uri, 'reset-password/{token}')
    assert.deepEqual(config.routes['profile.update'].methods, ['PATCH'])
    assert.equal(config.routes['landing'].uri, '')
    assert.notInclude(json, '<')
    assert.deepEqual(JSON.parse(json), config)
  })
})

test.group('Route list | who may use a route', () => {
  test('reads the access from the route middleware and the dev. prefix', ({ assert }) => {
    assert.equal(routeAccess('landing', new Set()), 'public')
    assert.equal(routeAccess('login', new Set(['guest'])), 'public')
    assert.equal(routeAccess('logout', new Set(['auth'])), 'signed_in')
    assert.equal(routeAccess('dashboard', new Set(['auth', 'verified'])), 'signed_in')
    assert.equal(routeAccess('admin.dashboard', new Set(['auth', 'verified', 'admin'])), 'admin')
    assert.equal(routeAccess('dev.mailbox', new Set()), 'development')
  })

  test('each audience gets its routes and no more', ({ assert }) => {
    router.commit()
    const guest = Object.keys(routeListFor('guest').config.routes)
    const athlete = Object.keys(routeListFor('athlete').config.routes)
    const admin = Object.keys(routeListFor('admin').config.routes)
    assert.include(guest, 'login')
    assert.notInclude(guest, 'dashboard')
    assert.include(athlete, 'dashboard')
    assert.notInclude(athlete, 'admin.dashboard')
    assert.include(admin, 'admin.dashboard')
    assert.includeMembers(admin, athlete)
    assert.includeMembers(athlete, guest)
    assert.sameMembers(admin, Object.keys(routeList().config.routes))
    assert.equal(routeAudience(null), 'guest')
    assert.equal(routeAudience({ isAdmin: false }), 'athlete')
    assert.equal(routeAudience({ isAdmin: true }), 'admin')
  })
})
