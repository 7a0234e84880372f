import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { extraSecurityHeaders } from '#config/shield'

/**
 * Referrer-Policy, Permissions-Policy and Cross-Origin-Opener-Policy on every response, files
 * and 404s included (config/shield.ts, docs/security.md#response-headers). Set on the Node
 * response before anything else runs, so that a middleware that answers by itself (static
 * files) sends them too.
 */
export default class SecurityHeadersMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    for (const [name, value] of Object.entries(extraSecurityHeaders)) {
      ctx.response.response.setHeader(name, value)
    }
    return next()
  }
}
