import { createRequire } from 'node:module'
import { test } from '@japa/runner'

const require = createRequire(import.meta.url)

/*
 * The browser bundle's stand-in for `object-inspect` (vite.config.ts): loaded the way
 * side-channel loads the package (`require`), it is a function that describes any key, also
 * those `String` alone throws on, so an error message built with it never throws itself.
 */
test.group('object-inspect stand-in', () => {
  test('describes every kind of key side-channel may hold', ({ assert }) => {
    const inspect = require('../../inertia/vendor/object_inspect.cjs') as (value: unknown) => string
    assert.isFunction(inspect)
    assert.equal(inspect(42), '42')
    assert.equal(inspect('key'), 'key')
    assert.equal(inspect(Symbol('key')), 'Symbol(key)')
    assert.equal(inspect(undefined), 'undefined')
    assert.equal(inspect(Object.create(null)), '[object Object]')
    assert.equal(inspect({ toString: () => 1n }), '1')
    assert.equal(
      inspect({
        toString() {
          throw new Error('no')
        },
      }),
      '[object Object]'
    )
  })
})
