import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { extname } from 'node:path'
import { inject } from '@adonisjs/core'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import StaticMiddleware from '@adonisjs/static/static_middleware'

/**
 * Content types of the built assets the build precompresses (vite.config.ts,
 * `precompressAssets`): the compressed file is served under the type of the
 * file it stands for.
 */
const PRECOMPRESSED_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
}

/** Encodings in the order the server prefers them, with their file suffix. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const

/**
 * Serves files from public/ (built assets, favicon) through @adonisjs/static,
 * but only for paths that can be files: page routes such as /dashboard skip
 * the file-system lookup the static server would otherwise make on every
 * request. A built asset (/assets/…, content-hashed, immutable) is sent as its
 * precompressed .br or .gz sibling when the client accepts that encoding, so
 * the server spends no CPU compressing it
 * (docs/decisions/036-text-compression.md).
 */
@inject()
export default class StaticFilesMiddleware {
  constructor(protected staticFiles: StaticMiddleware) {}

  async handle(ctx: HttpContext, next: NextFn) {
    const path = ctx.request.url()
    const lastSegment = path.slice(path.lastIndexOf('/') + 1)
    if (path.startsWith('/assets/') && (await this.sendPrecompressed(ctx, path))) return
    if (path.startsWith('/assets/') || lastSegment.includes('.')) {
      return this.staticFiles.handle(ctx, next)
    }
    return next()
  }

  /** True when the precompressed variant was sent (or a 304 for it). */
  protected async sendPrecompressed(ctx: HttpContext, path: string): Promise<boolean> {
    const method = ctx.request.method()
    if (method !== 'GET' && method !== 'HEAD') return false
    const type = PRECOMPRESSED_TYPES[extname(path)]
    if (!type) return false
    let relative: string
    try {
      relative = decodeURIComponent(path.slice(1))
    } catch {
      return false
    }
    // No dot-files or dot-directories (the Vite manifest), no way out of public/.
    if (relative.includes('/.') || relative.includes('\\') || relative.includes('\0')) return false
    // The server's preference among what the client accepts: browsers list
    // gzip before br with equal weight, and Brotli files are smaller.
    const accepted = ctx.request.encodings()
    const encoding = ENCODINGS.find((one) => accepted.includes(one.name))
    if (!encoding) return false

    const file = app.publicPath(`${relative}${encoding.suffix}`)
    const stats = await stat(file).catch(() => null)
    if (!stats?.isFile()) return false

    const response = ctx.response
    response.header('Content-Type', type)
    response.header('Content-Encoding', encoding.name)
    response.header('Vary', 'Accept-Encoding')
    response.header('Cache-Control', 'public, max-age=31536000, immutable')
    response.header('ETag', `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`)
    response.header('Last-Modified', stats.mtime.toUTCString())
    if (response.fresh()) {
      response.status(304)
      response.send(null)
      return true
    }
    response.header('Content-Length', stats.size)
    if (method === 'HEAD') {
      response.status(200)
      response.send(null)
      return true
    }
    response.stream(createReadStream(file))
    return true
  }
}
