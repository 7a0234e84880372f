import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { Authenticators } from '@adonisjs/auth/types'

/**
 * Signed-in area: guests are redirected to the login page (and come back to
 * where they were going after signing in).
 */
export default class AuthMiddleware {
  redirectTo = '/login'

  async handle(
    ctx: HttpContext,
    next: NextFn,
    options: { guards?: (keyof Authenticators)[] } = {}
  ) {
    const intended = ctx.request.method() === 'GET' ? ctx.request.url(true) : null
    try {
      await ctx.auth.authenticateUsing(options.guards, { loginRoute: this.redirectTo })
    } catch (error) {
      if (intended && ctx.session) ctx.session.put('intended_url', intended)
      throw error
    }
    return next()
  }
}
