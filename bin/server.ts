/*
|--------------------------------------------------------------------------
| HTTP server entrypoint
|--------------------------------------------------------------------------
|
| Boots the application and starts the HTTP server. `node bin/server.js`
| runs it from the production build; `node ace serve` runs it in development.
|
*/
import 'reflect-metadata'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import { installProcessGuard } from '#services/process_guard'

const APP_ROOT = new URL('../', import.meta.url)

const IMPORTER = (filePath: string) => {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}

new Ignitor(APP_ROOT, { importer: IMPORTER })
  .tap((app) => {
    app.booting(async () => {
      await import('#start/env')
      await import('#start/production_guard')
    })
    app.listen('SIGTERM', () => app.terminate())
    app.listenIf(app.managedByPm2, 'SIGINT', () => app.terminate())
    // Errors nothing caught: logged; exit code 1 when the state is unknown
    // (docs/decisions/013-process-faults-and-realtime-limits.md).
    app.booted(async () => {
      const logger = await app.container.make('logger')
      installProcessGuard({
        logger,
        exit: () => {
          process.exitCode = 1
          setTimeout(() => process.exit(1), 10_000).unref()
          app.terminate().catch(() => process.exit(1))
        },
      })
    })
  })
  .httpServer()
  .start()
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
