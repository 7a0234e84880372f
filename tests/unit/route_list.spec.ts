import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import { toZiggyUri, routeList } from '#services/route_list'

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
