import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import UploadRefusedException from '#exceptions/upload_refused_exception'

/**
 * A multipart body on a route without the `uploads` middleware is refused with 415 before
 * anything reads it (docs/security.md#uploads): the body parser no longer reads multipart
 * by itself (config/bodyparser.ts), so nothing reaches the disk, and the handler would
 * only have seen an empty body. Runs right after the body parser.
 */
export default class RefuseMultipartMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (ctx.request.multipart === undefined || takesUploads(ctx)) return next()
    throw UploadRefusedException.notAccepted()
  }
}

/** Whether the matched route (or its group) names the `uploads` middleware. */
function takesUploads(ctx: HttpContext) {
  const middleware = ctx.route?.middleware.all() ?? []
  return [...middleware].some((entry) => typeof entry !== 'function' && entry.name === 'uploads')
}
