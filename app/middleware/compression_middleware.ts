import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import compression from 'compression'

/**
 * Smallest body worth compressing: below this the encoding overhead and the
 * CPU time outweigh the bytes saved (compression's own default, 1 kB).
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024

/**
 * Compresses dynamic responses (HTML pages, Inertia JSON, API JSON) with
 * gzip or Brotli, as the client's Accept-Encoding asks, through the
 * expressjs `compression` middleware working on Node's response object. Built
 * assets arrive already compressed from the build (static_files_middleware.ts)
 * and carry a Content-Encoding, which this middleware leaves alone.
 * Event streams are never compressed: a compressor buffers, and an event must
 * reach the client when it is written. WebSocket upgrades do not pass through
 * HTTP middleware at all. See docs/decisions/036-text-compression.md.
 */
const compress = compression({
  threshold: COMPRESSION_THRESHOLD_BYTES,
  // zlib level 6 (its default) and Brotli quality 4 (compression's default):
  // cheap enough per request for pages of a few tens of kB.
  filter(...[req, res]: Parameters<typeof compression.filter>) {
    const type = String(res.getHeader('Content-Type') ?? '')
    if (type.startsWith('text/event-stream')) return false
    return compression.filter(req, res)
  },
})

export default class CompressionMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    return new Promise<void>((resolve, reject) => {
      compress(ctx.request.request as never, ctx.response.response as never, (error?: unknown) => {
        if (error) return reject(error)
        next().then(resolve, reject)
      })
    })
  }
}
