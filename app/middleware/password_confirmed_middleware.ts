import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import {
  isPasswordRecentlyConfirmed,
  keepableFields,
  rememberIntendedAction,
  type IntendedAction,
} from '#services/password_confirmation'

const REPLAYABLE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Sensitive actions (delete account, billing changes, disconnecting an app,
 * admin actions) need the password confirmed within the last 3 hours.
 * Otherwise the user is sent to Auth/ConfirmPassword and comes back after: a
 * page to the page, a state change (which has already passed the CSRF check
 * here) to a page that sends it again once (docs/decisions/032-confirm-then-complete.md).
 */
export default class PasswordConfirmedMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (isPasswordRecentlyConfirmed(ctx.session, Date.now())) {
      return next()
    }
    const method = ctx.request.method()
    const back = method === 'GET' ? ctx.request.url(true) : pathOf(ctx.request.header('referer'))
    ctx.session.put('confirm_intended_url', back ?? '/dashboard')
    if (method !== 'GET' && !ctx.request.header('x-inertia')) {
      return ctx.response.status(423).send({ message: 'Confirm your password to continue.' })
    }
    const user = ctx.auth.user
    const fields = keepableFields(ctx.request.body())
    const hasFiles = Object.keys(ctx.request.allFiles()).length > 0
    if (REPLAYABLE.has(method) && user && fields && !hasFiles) {
      rememberIntendedAction(ctx.session, {
        method: method as IntendedAction['method'],
        url: ctx.request.url(true),
        fields,
        userId: user.id,
        atMs: Date.now(),
        returnTo: back ?? '/dashboard',
      })
    }
    return ctx.response.redirect('/confirm-password')
  }
}

function pathOf(url: string | undefined) {
  if (!url) return null
  try {
    const parsed = new URL(url)
    return parsed.pathname + parsed.search
  } catch {
    return null
  }
}
