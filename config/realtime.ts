import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { DEVELOPMENT_PUSHER_CREDENTIALS as DEV } from '#domain/deployment/production_config'
import { publicRealtimeSettings } from '#realtime/public_config'

/**
 * Pusher-protocol credentials for our broadcaster. Development values are
 * fixed so that a fresh checkout works; production refuses them
 * (start/production_guard.ts): `node ace pusher:credentials` makes new ones.
 */
export const realtimeConfig = {
  appId: env.get('PUSHER_APP_ID', DEV.appId),
  key: env.get('PUSHER_APP_KEY', DEV.key),
  secret: env.get('PUSHER_APP_SECRET', DEV.secret),
}

/**
 * What browsers need to open the socket: the public host, port and scheme
 * (defaults in app/realtime/public_config.ts).
 */
export const publicRealtimeConfig = publicRealtimeSettings({
  key: realtimeConfig.key,
  host: env.get('PUSHER_HOST'),
  port: env.get('PUSHER_PORT'),
  scheme: env.get('PUSHER_SCHEME'),
  appPort: env.get('PORT'),
  inProduction: app.inProduction,
})
