import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { Authenticators } from '@adonisjs/auth/types'

export const DISABLED_ACCOUNT_MESSAGE =
  'This account has been disabled. Contact the administrators if you think this is a mistake.'

/**
 * Signed-in area: guests are redirected to the login page (and come back to
 * where they were going after signing in). A session of an account an
 * administrator has since disabled is ended.
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
    if (ctx.auth.user?.isDisabled) {
      await ctx.auth.use('web').logout()
      ctx.session.flashErrors({ email: DISABLED_ACCOUNT_MESSAGE })
      return ctx.response.redirect(this.redirectTo)
    }
    return next()
  }
}
