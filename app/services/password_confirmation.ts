import type { Session } from '@adonisjs/session'

/**
 * How long a password confirmation is remembered for sensitive actions.
 */
export const PASSWORD_CONFIRMATION_SECONDS = 3 * 60 * 60

const SESSION_KEY = 'auth.password_confirmed_at'

export function markPasswordConfirmed(session: Session, nowMs: number) {
  session.put(SESSION_KEY, nowMs)
}

export function isPasswordRecentlyConfirmed(session: Session, nowMs: number) {
  const confirmedAt = Number(session.get(SESSION_KEY, 0))
  return confirmedAt > 0 && nowMs - confirmedAt < PASSWORD_CONFIRMATION_SECONDS * 1000
}
