import { test } from '@japa/runner'
import type { Session } from '@adonisjs/session'
import {
  PASSWORD_CONFIRMATION_SECONDS,
  isPasswordRecentlyConfirmed,
  markPasswordConfirmed,
} from '#services/password_confirmation'

function fakeSession() {
  const store = new Map<string, unknown>()
  return {
    put: (key: string, value: unknown) => store.set(key, value),
    get: (key: string, fallback?: unknown) => (store.has(key) ? store.get(key) : fallback),
  } as unknown as Session
}

test.group('Password confirmation window', () => {
  test('is remembered for 3 hours, then asked again', ({ assert }) => {
    const session = fakeSession()
    const confirmedAt = Date.UTC(2026, 10, 25, 8, 0, 0)
    assert.isFalse(isPasswordRecentlyConfirmed(session, confirmedAt))

    markPasswordConfirmed(session, confirmedAt)
    assert.equal(PASSWORD_CONFIRMATION_SECONDS, 3 * 60 * 60)
    assert.isTrue(isPasswordRecentlyConfirmed(session, confirmedAt + 1000))
    assert.isTrue(isPasswordRecentlyConfirmed(session, confirmedAt + 3 * 3600_000 - 1))
    assert.isFalse(isPasswordRecentlyConfirmed(session, confirmedAt + 3 * 3600_000))
  })
})
