import type { ApplicationService } from '@adonisjs/core/types'
import ShieldMiddleware from '@adonisjs/shield/shield_middleware'
import StaticMiddleware from '@adonisjs/static/static_middleware'
import type { ShieldConfig } from '@adonisjs/shield/types'
import type { AssetsConfig } from '@adonisjs/static/types'

/**
 * Shield's and the static file server's middleware, made once per process
 * instead of once per request. Their providers bind them with
 * `container.bind`, so every request built them again: Shield its five
 * guards (the CSP middleware normalising every directive, the CSRF token
 * helper), the static server a new `serve-static` handler. Both keep only
 * their configuration between requests; nothing they do depends on the
 * request that built them. Same factories as the providers'. Registered
 * after those providers, so these bindings replace theirs.
 * See docs/decisions/041-base-request-cost.md.
 */
export default class MiddlewareProvider {
  constructor(protected app: ApplicationService) {}

  register() {
    this.app.container.singleton(ShieldMiddleware, async () => {
      const config = this.app.config.get<ShieldConfig>('shield')
      const encryption = await this.app.container.make('encryption')
      const edge = await import('edge.js')
      return new ShieldMiddleware(config, encryption, edge.default)
    })
    this.app.container.singleton(StaticMiddleware, async () => {
      const { defineConfig } = await import('@adonisjs/static')
      return new StaticMiddleware(
        this.app.publicPath(),
        this.app.config.get<AssetsConfig>('static', defineConfig({}))
      )
    })
  }
}
