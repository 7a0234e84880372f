import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { RefreshingSession } from '#middleware/session_middleware'

/**
 * For routes that machines call every few seconds and that keep no state (`/health`): the
 * session the router's middleware started (Shield's CSRF secret puts a value in it) is not
 * written back, so the response sets no cookie and, with SESSION_DRIVER=redis, leaves no key
 * per probe (docs/decisions/060-security-hygiene.md#health-check).
 */
export default class StatelessMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    if (ctx.session instanceof RefreshingSession) ctx.session.discarded = true
    return next()
  }
}
