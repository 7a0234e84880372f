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

/**
 * A state change that waited for the password to be confirmed: replayed once, by the same
 * user, within INTENDED_ACTION_SECONDS, from the browser (so CSRF and the route's validator
 * apply to it again), as Laravel's `password.confirm` returns to the intended action
 * (https://laravel.com/docs/authentication#password-confirmation).
 */
export type IntendedAction = {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  url: string
  fields: Record<string, unknown>
  userId: number
  atMs: number
  /** The page the action was asked from: where the athlete lands once it has run. */
  returnTo: string
}

export const INTENDED_ACTION_SECONDS = 10 * 60

const ACTION_KEY = 'auth.confirm_intended_action'
const RETURN_KEY = 'auth.confirm_return_to'

/** Secrets are never kept in the session; a form that needs one asks for it again. */
const SECRET_FIELD = /password|secret|token|_csrf|card/i

/** A cookie session holds about 4 KB: a larger payload is not kept (the page is shown again). */
const MAX_FIELDS_JSON = 2000

export function keepableFields(body: Record<string, unknown>) {
  const fields = Object.fromEntries(
    Object.entries(body).filter(([name]) => !SECRET_FIELD.test(name))
  )
  return JSON.stringify(fields).length <= MAX_FIELDS_JSON ? fields : null
}

export function rememberIntendedAction(session: Session, action: IntendedAction) {
  session.put(ACTION_KEY, action)
  session.put(RETURN_KEY, action.returnTo)
}

export function hasIntendedAction(session: Session) {
  return session.has(ACTION_KEY)
}

/**
 * The intended action, taken out of the session (it runs at most once), if it belongs to
 * `userId`, is recent, and the password is confirmed; otherwise null.
 */
export function takeIntendedAction(session: Session, userId: number, nowMs: number) {
  const action = session.pull(ACTION_KEY, null) as IntendedAction | null
  if (!action || action.userId !== userId) return null
  if (nowMs - action.atMs > INTENDED_ACTION_SECONDS * 1000 || nowMs < action.atMs) return null
  if (!isPasswordRecentlyConfirmed(session, nowMs)) return null
  if (!isLocalPath(action.url)) return null
  return action
}

/** Where to land after the intended action ran (or could not), once. */
export function takeReturnTo(session: Session) {
  const path = session.pull(RETURN_KEY, null) as string | null
  return path && isLocalPath(path) ? path : '/dashboard'
}

export function isLocalPath(path: string) {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')
}
