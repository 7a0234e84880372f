import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import ForbiddenException from '#exceptions/forbidden_exception'

/**
 * Admin area: runs after `auth` (guests were sent to the login page);
 * a signed-in user without the admin role gets 403.
 */
export default class AdminMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const user = ctx.auth.getUserOrFail()
    if (!user.isAdmin) {
      throw new ForbiddenException('This area is for administrators.')
    }
    return next()
  }
}
