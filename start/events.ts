/*
|--------------------------------------------------------------------------
| Events
|--------------------------------------------------------------------------
|
| Listeners for application events. Later features register theirs here.
|
*/
import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'

emitter.on('session_auth:login_succeeded', ({ user }) => {
  logger.info({ userId: (user as { id: number }).id }, 'user signed in')
})

/*
| Benchmarks (DB_QUERY_LOG=file): every SQL statement as one JSON line, to
| compare the queries of a page between two data sets (bench/progress.js).
*/
const queryLogFile = env.get('DB_QUERY_LOG')
if (queryLogFile) {
  const { appendFileSync } = await import('node:fs')
  emitter.on('db:query', (query) => {
    const duration = query.duration as [number, number] | undefined
    appendFileSync(
      queryLogFile,
      JSON.stringify({
        sql: query.sql,
        bindings: query.bindings,
        ms: duration ? duration[0] * 1000 + duration[1] / 1e6 : null,
      }) + '\n'
    )
  })
}
