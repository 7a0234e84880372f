import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import InertiaAdapterMiddleware from '@adonisjs/inertia/inertia_middleware'
import { routeAudience, routeList, routeListFor } from '#services/route_list'
import { signedInUser } from '#services/signed_in_user'
import { stringifyWithRawJson } from '#services/raw_json'

/**
 * Wraps @adonisjs/inertia's middleware to meet the protocol where the adapter
 * (3.1.1) falls short:
 * - a GET with a stale asset version answers 409 before the route runs, with
 *   `X-Inertia-Location` set to the full URL (query string included) and the
 *   session flash kept for the reload;
 * - the `errors` prop is always present (`{}` when there are none), and
 *   nested under the `X-Inertia-Error-Bag` name whenever one is sent.
 * It also gives each document the route list of its reader (guest, athlete,
 * admin: app/services/route_list.ts), and turns the answer to an Inertia
 * request that signs someone in or out into a full page load
 * (409 + `X-Inertia-Location`), so that the next page arrives in a document
 * with the new reader's routes instead of the old document's.
 */
@inject()
export default class InertiaMiddleware {
  constructor(protected adapter: InertiaAdapterMiddleware) {}

  async handle(ctx: HttpContext, next: NextFn) {
    // Server-side rendering reads the route list from globalThis.Ziggy before
    // the root template does; under the test runner the routes are committed
    // after `app.ready`, so build the list here too (cached once complete).
    routeList()
    const { request, response } = ctx
    ctx.view.share({ routeListJson: () => routeListFor(routeAudience(signedInUser(ctx))).json })
    if (request.method() === 'GET' && request.header('x-inertia')) {
      const version = String(this.currentVersion())
      if (request.header('x-inertia-version', '') !== version) {
        ctx.session?.reflash()
        response.header('Vary', 'X-Inertia')
        response.header('X-Inertia-Location', request.completeUrl(true))
        response.status(409)
        return
      }
    }

    const inertiaVisit = Boolean(request.header('x-inertia'))
    const audienceBefore = inertiaVisit ? routeAudience(await this.checkedUser(ctx)) : null

    const result = await this.adapter.handle(ctx, async () => {
      const errors = ctx.session?.flashMessages.get('errorsBag')
      const bag = request.header('x-inertia-error-bag')
      if (!errors) {
        ctx.inertia.share({ errors: ctx.inertia.always(() => ({})) })
      } else if (bag && !ctx.session.flashMessages.has('errorsBag.E_VALIDATION_ERROR')) {
        // Errors a controller flashed itself go under the bag too (the
        // adapter nests only validator errors).
        ctx.inertia.share({ errors: ctx.inertia.always(() => ({ [bag]: errors })) })
      }
      return next()
    })

    if (inertiaVisit) this.serializePage(ctx)

    if (audienceBefore && routeAudience(signedInUser(ctx)) !== audienceBefore) {
      const location = response.getHeader('location')
      if (response.getStatus() >= 300 && response.getStatus() < 400 && location) {
        response.removeHeader('location')
        response.header('X-Inertia-Location', String(location))
        response.status(409)
      }
    }
    return result
  }

  /**
   * The page object of an Inertia visit as JSON, serialized with V8's
   * JSON.stringify. The response would otherwise serialize it with
   * safe-stable-stringify through a replacer function (for BigInt and
   * circular references, which page props never hold), several times slower
   * for pages of tens of kB; the text is the same (same key order). A value
   * JSON.stringify refuses is left to the response as before. Props held as
   * JSON text (RawJson) are written as they are, not parsed and serialized again.
   * See docs/decisions/040-request-cost.md and
   * docs/decisions/043-activity-page-derived-data.md.
   */
  protected serializePage(ctx: HttpContext) {
    const { response } = ctx
    if (!response.hasContent || response.getHeader('x-inertia') !== 'true') return
    const body = response.getBody()
    if (body === null || typeof body !== 'object' || body instanceof Uint8Array) return
    let json: string
    try {
      json = stringifyWithRawJson(body)
    } catch {
      return
    }
    response.header('Content-Type', 'application/json; charset=utf-8')
    response.send(json)
  }

  /** The session's user (guests too: this runs before the `auth` middleware). */
  protected async checkedUser(ctx: HttpContext) {
    await ctx.auth.check()
    return ctx.auth.user ?? null
  }

  protected currentVersion(): string | number {
    // The adapter keeps its resolved config protected; the version cache is
    // the only thing read from it.
    return (
      this.adapter as unknown as { config: { versionCache: { getVersion(): string | number } } }
    ).config.versionCache.getVersion()
  }
}
