import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { isPasswordRecentlyConfirmed } from '#services/password_confirmation'

/**
 * Sensitive actions (delete account, billing changes, disconnecting an app,
 * admin actions) need the password confirmed within the last 3 hours.
 * Otherwise the user is sent to Auth/ConfirmPassword and comes back after.
 */
export default class PasswordConfirmedMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (isPasswordRecentlyConfirmed(ctx.session, Date.now())) {
      return next()
    }
    const back =
      ctx.request.method() === 'GET' ? ctx.request.url(true) : pathOf(ctx.request.header('referer'))
    ctx.session.put('confirm_intended_url', back ?? '/dashboard')
    if (ctx.request.method() !== 'GET' && !ctx.request.header('x-inertia')) {
      return ctx.response.status(423).send({ message: 'Confirm your password to continue.' })
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
