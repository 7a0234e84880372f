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
 * The socket server's capacity limits (docs/decisions/055-realtime-capacity-and-session-end.md):
 * open sockets per process and per client address (an IPv6 /64), the
 * estimated unsent output a socket may hold before it is let go as a slow
 * consumer, and the frames a socket may send (a token bucket). Each one
 * closes the socket with 4100, which pusher-js retries after a second.
 */
export const realtimeLimits = {
  maxConnections: env.get('REALTIME_MAX_CONNECTIONS', 5000),
  maxConnectionsPerAddress: env.get('REALTIME_MAX_CONNECTIONS_PER_IP', 100),
  maxBufferedBytes: env.get('REALTIME_MAX_BUFFERED_BYTES', 256 * 1024),
  framesPerSecond: env.get('REALTIME_FRAMES_PER_SECOND', 20),
  frameBurst: env.get('REALTIME_FRAME_BURST', 200),
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
