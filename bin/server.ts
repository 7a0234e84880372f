/*
|--------------------------------------------------------------------------
| HTTP server entrypoint
|--------------------------------------------------------------------------
|
| Boots the application and starts the HTTP server. `node bin/server.js`
| runs it from the production build; `node ace serve` runs it in development.
|
*/
import '#start/utc'
import 'reflect-metadata'
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import { installProcessGuard } from '#services/process_guard'

const APP_ROOT = new URL('../', import.meta.url)

/** A request id taken from the proxy: letters, digits and `-_.:`, at most 128. */
const REQUEST_ID = /^[\w.:-]{1,128}$/

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
  .start((handler) =>
    // Each request's id (its log lines' `request_id`, and the response's
    // X-Request-Id, for matching a report to the logs) is the one the proxy
    // sent when it is a plain token, else a random UUID made here: the
    // framework would make a cuid2 (a SHA-3 hash per request, several times
    // the cost). See docs/decisions/041-base-request-cost.md.
    createServer((request, response) => {
      const sent = request.headers['x-request-id']
      const id = typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID()
      request.headers['x-request-id'] = id
      response.setHeader('X-Request-Id', id)
      return handler(request, response)
    })
  )
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
