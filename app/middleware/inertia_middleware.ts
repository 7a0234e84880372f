import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import InertiaAdapterMiddleware from '@adonisjs/inertia/inertia_middleware'
import { routeList } from '#services/route_list'

/**
 * Wraps @adonisjs/inertia's middleware to meet the protocol where the adapter
 * (3.1.1) falls short:
 * - a GET with a stale asset version answers 409 before the route runs, with
 *   `X-Inertia-Location` set to the full URL (query string included) and the
 *   session flash kept for the reload;
 * - the `errors` prop is always present (`{}` when there are none), and
 *   nested under the `X-Inertia-Error-Bag` name whenever one is sent.
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

    return this.adapter.handle(ctx, async () => {
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
  }

  protected currentVersion(): string | number {
    // The adapter keeps its resolved config protected; the version cache is
    // the only thing read from it.
    return (
      this.adapter as unknown as { config: { versionCache: { getVersion(): string | number } } }
    ).config.versionCache.getVersion()
  }
}
