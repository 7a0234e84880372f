import { assert } from '@japa/assert'
import { apiClient } from '@japa/api-client'
import { browserClient } from '@japa/browser-client'
import app from '@adonisjs/core/services/app'
import type { Config } from '@japa/runner/types'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import testUtils from '@adonisjs/core/services/test_utils'
import { sessionApiClient } from '@adonisjs/session/plugins/api_client'
import { authApiClient } from '@adonisjs/auth/plugins/api_client'
import { inertiaApiClient } from '@adonisjs/inertia/plugins/api_client'
import { shieldApiClient } from '@adonisjs/shield/plugins/api_client'
import { chromium } from 'playwright'
import server from '@adonisjs/core/services/server'
import { pusherServer } from '#realtime/main'
import { emptyJobQueues } from './support/job_queues.js'

/**
 * Japa plugins: assertions, the HTTP client (with session, auth, CSRF and
 * Inertia helpers) and the browser client on the system Chromium.
 */
export const plugins: Config['plugins'] = [
  assert(),
  pluginAdonisJS(app),
  apiClient(),
  sessionApiClient(app),
  shieldApiClient(),
  authApiClient(app),
  inertiaApiClient(app),
  browserClient({
    runInSuites: ['browser'],
    launcher: (options) =>
      chromium.launch({
        ...options,
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      }),
  }),
]

/**
 * Migrate a fresh database and empty the job queues before the run.
 */
export const runnerHooks: Required<Pick<Config, 'setup' | 'teardown'>> = {
  setup: [() => testUtils.db().migrate(), () => emptyJobQueues()],
  teardown: [],
}

/**
 * Functional and browser suites talk to a running HTTP server.
 */
export const configureSuite: Config['configureSuite'] = (suite) => {
  if (['browser', 'functional', 'e2e'].includes(suite.name)) {
    return suite.setup(async () => {
      const close = await testUtils.httpServer().start()
      pusherServer.attach(server.getNodeServer()!)
      await pusherServer.ready()
      return async () => {
        await pusherServer.shutdown()
        await close()
      }
    })
  }
}
