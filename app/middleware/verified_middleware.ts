import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * The signed-in area needs a verified e-mail address; until then the user
 * sees Auth/VerifyEmail (resend, sign out). Runs after `auth`.
 */
export default class VerifiedMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const user = ctx.auth.getUserOrFail()
    if (!user.isVerified) {
      if (ctx.request.accepts(['html', 'json']) === 'json' && !ctx.request.header('x-inertia')) {
        return ctx.response.forbidden({ message: 'Verify your e-mail address first.' })
      }
      return ctx.response.redirect('/verify-email')
    }
    return next()
  }
}
