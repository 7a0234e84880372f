import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import redis from '@adonisjs/redis/services/main'
import env from '#start/env'
import { http } from '#config/app'
import { realtimeConfig, realtimeLimits } from '#config/realtime'
import { forwardedClientAddress } from '#services/trusted_proxies'
import { PusherServer } from '#realtime/pusher_server'
import { Broadcaster } from '#realtime/broadcaster'
import { PusherErrorCode } from '#realtime/errors'
import { RedisCluster } from '#realtime/redis_cluster'

/**
 * With REDIS_URL, processes share channels through Redis (pub/sub fan-out,
 * cluster-wide presence). Test runs get their own key prefix so that other
 * processes on the same Redis database do not show up in their counts.
 */
const cluster = env.get('REDIS_URL')
  ? new RedisCluster(redis.connection('main').ioConnection, {
      prefix:
        env.get('REALTIME_REDIS_PREFIX') ??
        (app.inTest ? `pacewise:rt:test-${process.pid}-${Date.now()}:` : 'pacewise:rt:'),
      heartbeatMs: env.get('REALTIME_HEARTBEAT_MS') ?? 5000,
      processTtlMs: env.get('REALTIME_PROCESS_TTL_MS') ?? 15_000,
      reapMs: env.get('REALTIME_REAP_MS') ?? 5000,
    })
  : null

/**
 * This process's broadcaster: the socket server (attached to the HTTP server
 * by start/realtime.ts) and the typed `broadcast` on top of it.
 */
export const pusherServer = new PusherServer(
  {
    ...realtimeConfig,
    ...realtimeLimits,
    clientAddress: (request) =>
      forwardedClientAddress(
        request.socket.remoteAddress,
        request.headers['x-forwarded-for'],
        (address) => http.trustProxy(address, 0)
      ),
  },
  cluster
)

export const broadcaster = new Broadcaster(pusherServer)

export const broadcast = broadcaster.broadcast.bind(broadcaster)

/**
 * Ends a user's channel authorizations at once, on every process: each
 * socket authorized for the user, subscribed to the user's private channel or
 * present as the user is closed (app/realtime/pusher_server.ts), with 4009
 * (the account is disabled: pusher-js stays away) unless `reconnect` (a
 * session ended: 4200, pusher-js reconnects and must be authorized anew).
 * Never throws: with Redis down only this process's sockets are closed (logged).
 */
export async function disconnectUser(
  userId: number | string,
  options: { reconnect?: boolean } = {}
) {
  try {
    const code = options.reconnect ? PusherErrorCode.reconnect : PusherErrorCode.unauthorized
    return await pusherServer.disconnectUser(String(userId), code)
  } catch (error) {
    logger.warn(
      { err: error, userId },
      'realtime: could not tell the other processes to disconnect a user'
    )
    return 0
  }
}

/**
 * Records, before /broadcasting/auth hands out a signature, that the socket
 * holds an authorization for the user: ending the user's sessions then
 * closes it on whichever process it lives. Throws when the record cannot
 * reach the other processes (Redis down): no signature may leave then.
 */
export function recordChannelAuthorization(socketId: string, userId: number | string) {
  return pusherServer.recordAuthorization(socketId, String(userId))
}
