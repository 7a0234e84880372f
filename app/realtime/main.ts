import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import redis from '@adonisjs/redis/services/main'
import env from '#start/env'
import { realtimeConfig } from '#config/realtime'
import { PusherServer } from '#realtime/pusher_server'
import { Broadcaster } from '#realtime/broadcaster'
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
export const pusherServer = new PusherServer(realtimeConfig, cluster)

export const broadcaster = new Broadcaster(pusherServer)

export const broadcast = broadcaster.broadcast.bind(broadcaster)

/**
 * Ends a user's channel authorizations at once, on every process: each
 * socket subscribed to the user's private channel or present as the user is
 * closed with 4009 (app/realtime/pusher_server.ts). Never throws: with Redis
 * down only this process's sockets are closed (logged).
 */
export async function disconnectUser(userId: number | string) {
  try {
    return await pusherServer.disconnectUser(String(userId))
  } catch (error) {
    logger.warn(
      { err: error, userId },
      'realtime: could not tell the other processes to disconnect a user'
    )
    return 0
  }
}
