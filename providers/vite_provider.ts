import { existsSync } from 'node:fs'
import type { ApplicationService } from '@adonisjs/core/types'
import { Vite } from '@adonisjs/vite'
import ViteMiddleware from '@adonisjs/vite/vite_middleware'
import type { ViteOptions } from '@adonisjs/vite/types'
// The container's `vite` binding type, declared by the upstream provider.
import type {} from '@adonisjs/vite/vite_provider'

/**
 * @adonisjs/vite's provider (4.x), with one difference: the Vite dev server
 * runs in development and tests only when the app runs from its sources. A
 * production build run with NODE_ENV=development (`npm start`, the trial:
 * bin/start.js) serves its built assets and SSR bundle, as production does.
 * A build is recognised by the record `node ace build` writes into it
 * (build/.pacewise-build.json, bin/lib/build_freshness.js).
 */
export default class ViteProvider {
  #shouldRunVite: boolean

  constructor(protected app: ApplicationService) {
    const env = this.app.getEnvironment()
    const fromBuild = existsSync(this.app.makePath('.pacewise-build.json'))
    this.#shouldRunVite =
      (this.app.inDev || this.app.inTest) && (env === 'web' || env === 'test') && !fromBuild
  }

  register() {
    const config = this.app.config.get<ViteOptions>('vite')
    const vite = new Vite(this.#shouldRunVite, config)
    this.app.container.bind('vite', () => vite)
    this.app.container.singleton(ViteMiddleware, () => new ViteMiddleware(vite))
  }

  async boot() {
    if (this.app.usingEdgeJS) {
      const edge = await import('edge.js')
      const vite = await this.app.container.make('vite')
      const { edgePluginVite } = await import('@adonisjs/vite/plugins/edge')
      edge.default.use(edgePluginVite(vite))
    }
    if (!this.#shouldRunVite) return
    const vite = await this.app.container.make('vite')
    await vite.createDevServer()
  }

  async shutdown() {
    if (!this.#shouldRunVite) return
    const vite = await this.app.container.make('vite')
    await vite.stopDevServer()
  }
}
