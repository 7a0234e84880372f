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

emitter.on('session_auth:login_succeeded', ({ user }) => {
  logger.info({ userId: (user as { id: number }).id }, 'user signed in')
})
