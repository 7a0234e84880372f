/*
|--------------------------------------------------------------------------
| The offline coach's understanding, warmed at boot
|--------------------------------------------------------------------------
|
| Trains the intent classifier and reads one message per language once the
| web process is ready, so the first athlete's message does not wait for it
| (app/coach/understanding/understand.ts). It yields to the event loop
| between steps; a failure is logged and the first message trains instead.
|
*/
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'

app.ready(() => {
  setImmediate(async () => {
    try {
      const { prepareUnderstanding } = await import('#coach/understanding/index')
      await prepareUnderstanding(new Date().toISOString().slice(0, 10))
    } catch (error) {
      logger.warn({ err: error }, 'coach understanding: warm-up failed')
    }
  })
})
