import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import config from '@adonisjs/core/services/config'
import logger from '@adonisjs/core/services/logger'
import { requestIdFor } from '#services/request_ids'

/**
 * Runs first: AdonisJS takes a request's id from its `X-Request-Id` header as it arrives, so
 * this replaces a header that did not come from a trusted proxy (TRUSTED_PROXIES, the
 * `trustProxy` of config/app.ts) or is not an id, and the request's logger with it. The
 * response echoes the id (docs/security.md#request-ids).
 */
export default class RequestIdMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const incoming = ctx.request.request
    const given = incoming.headers['x-request-id']
    // Without one on the wire the header holds the id AdonisJS made (generateRequestId).
    if (sentRequestId(incoming.rawHeaders)) {
      const trusted = config
        .get<{ trustProxy: (address: string, hop: number) => boolean }>('app.http')
        .trustProxy(incoming.socket.remoteAddress ?? '', 0)
      const id = requestIdFor(given, trusted)
      if (id !== given) {
        incoming.headers['x-request-id'] = id
        ctx.logger = logger.child({ request_id: id })
      }
    }
    return next()
  }
}

function sentRequestId(rawHeaders: string[]) {
  return rawHeaders.some((name, index) => index % 2 === 0 && name.toLowerCase() === 'x-request-id')
}
