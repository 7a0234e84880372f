import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import StaticMiddleware from '@adonisjs/static/static_middleware'

/**
 * Serves files from public/ (built assets, favicon) through @adonisjs/static,
 * but only for paths that can be files: page routes such as /dashboard skip
 * the file-system lookup the static server would otherwise make on every
 * request.
 */
@inject()
export default class StaticFilesMiddleware {
  constructor(protected staticFiles: StaticMiddleware) {}

  handle(ctx: HttpContext, next: NextFn) {
    const path = ctx.request.url()
    const lastSegment = path.slice(path.lastIndexOf('/') + 1)
    if (path.startsWith('/assets/') || lastSegment.includes('.')) {
      return this.staticFiles.handle(ctx, next)
    }
    return next()
  }
}
