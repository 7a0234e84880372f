import { configProvider } from '@adonisjs/core'
import app from '@adonisjs/core/services/app'
import emitter from '@adonisjs/core/services/emitter'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { Session } from '@adonisjs/session'
import type { ResolvedSessionConfig } from '@adonisjs/session/types'

/**
 * How long a session that has not changed goes without being written back.
 * Within it, a request whose session is unchanged sends no Set-Cookie (cookie
 * store) or TTL refresh (Redis store); after it, the next request writes the
 * session again, which restarts its lifetime (`age` in config/session.ts).
 */
export const SESSION_REFRESH_MS = 60_000

/** Where the time of the last write is kept, in the session itself (ms since the epoch). */
export const REFRESHED_AT_KEY = '__refreshed_at'

/**
 * @adonisjs/session's Session, written back only when needed. The library
 * commits every session on every response: with the cookie store that is a
 * second decryption of the data cookie, its re-encryption, the signing of
 * the session-id cookie and two Set-Cookie headers per request, to slide
 * the expiry forward. Here a session that this request neither changed,
 * regenerated, flashed to, nor created is left as it is while its last
 * write is less than SESSION_REFRESH_MS old; every other case goes through
 * the library's commit unchanged, with the time of the write stored. An idle
 * session thus expires between `age` − 1 minute and `age` after its last
 * request, instead of exactly `age` after it.
 * See docs/decisions/040-request-cost.md.
 */
export class RefreshingSession extends Session {
  /** SESSION_REFRESH_MS unless the middleware was made with another window (tests). */
  refreshMs = SESSION_REFRESH_MS

  /** Set by the `stateless` route middleware: this response writes no session back. */
  discarded = false

  async commit() {
    if (this.discarded) return
    if (!this.initiated || this.readonly) return super.commit()
    const nowMs = Date.now()
    const unchanged =
      !this.fresh &&
      !this.hasRegeneratedSession &&
      !this.hasBeenModified &&
      !this.isEmpty &&
      this.responseFlashMessages.isEmpty
    if (unchanged) {
      const refreshedAt = Number(this.get(REFRESHED_AT_KEY, 0))
      if (refreshedAt <= nowMs && nowMs - refreshedAt < this.refreshMs) return
    }
    // A session about to be written (not one about to be destroyed as empty).
    if (!this.isEmpty || !this.responseFlashMessages.isEmpty) this.put(REFRESHED_AT_KEY, nowMs)
    return super.commit()
  }
}

let resolvedConfig: Promise<ResolvedSessionConfig> | null = null

function sessionConfig() {
  resolvedConfig ??= configProvider
    .resolve<ResolvedSessionConfig>(app, app.config.get('session'))
    .then((config) => {
      if (!config) throw new Error('config/session.ts must export defineConfig(...)')
      return config
    })
  return resolvedConfig
}

/**
 * The library's session middleware (same steps: create, initiate, run the
 * request, commit) with RefreshingSession. The container makes it without
 * arguments (config/session.ts); tests make one with another configuration
 * through `SessionMiddleware.with()`.
 */
export default class SessionMiddleware {
  protected config: ResolvedSessionConfig | null = null
  protected refreshMs = SESSION_REFRESH_MS

  static with(config: ResolvedSessionConfig, refreshMs = SESSION_REFRESH_MS) {
    const middleware = new SessionMiddleware()
    middleware.config = config
    middleware.refreshMs = refreshMs
    return middleware
  }

  async handle(ctx: HttpContext, next: NextFn) {
    const config = this.config ?? (await sessionConfig())
    if (!config.enabled) return next()
    const session = new RefreshingSession(config, config.stores[config.store], emitter, ctx)
    session.refreshMs = this.refreshMs
    ctx.session = session
    await session.initiate(false)
    const response = await next()
    await session.commit()
    return response
  }
}

// `ctx.session`, as the library's middleware declares it (that module is no longer imported).
declare module '@adonisjs/core/http' {
  export interface HttpContext {
    session: Session
  }
}
