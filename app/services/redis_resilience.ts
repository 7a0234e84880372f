import type { RedisOptions } from 'ioredis'
import logger from '@adonisjs/core/services/logger'

/**
 * How every Redis client of the app survives an outage
 * (docs/decisions/016-redis-outages.md): it reconnects forever with capped,
 * jittered exponential backoff and is never left "closed".
 */

/** The longest wait between two reconnect attempts. */
export const RECONNECT_CAP_MS = 2000

/**
 * ioredis `retryStrategy`: 100 ms, 200 ms, 400 ms ... up to
 * RECONNECT_CAP_MS, never null (null would end the client for good).
 * Half of the delay is random, so that processes do not reconnect in step.
 */
export function retryStrategy(times: number) {
  const ceiling = Math.min(RECONNECT_CAP_MS, 50 * 2 ** Math.min(times, 16))
  return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2)
}

/**
 * ioredis `reconnectOnError`: after a failover the old primary answers
 * READONLY; reconnect and resend the command (2), as ioredis documents.
 */
export function reconnectOnError(error: Error): boolean | 1 | 2 {
  return error.message.startsWith('READONLY') ? 2 : false
}

/** Host, port, credentials and database of a `redis://` URL. */
export function redisUrlOptions(value: string | undefined) {
  const url = new URL(value || 'redis://127.0.0.1:6379/0')
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: url.username || undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: Number(url.pathname.replace('/', '') || 0),
  }
}

/**
 * The connection used while serving requests (sessions, rate limits,
 * realtime presence and publishing): a command fails instead of hanging.
 * - queued while disconnected, it fails at the second reconnect attempt
 *   (`maxRetriesPerRequest`);
 * - sent to a server that does not answer (paused, network partition), it
 *   fails after `commandTimeout`.
 */
export const REQUEST_COMMAND_TIMEOUT_MS = 1000

export const requestConnectionOptions = {
  retryStrategy,
  reconnectOnError,
  maxRetriesPerRequest: 1,
  enableOfflineQueue: true,
  commandTimeout: REQUEST_COMMAND_TIMEOUT_MS,
} satisfies RedisOptions

/**
 * BullMQ connections (https://docs.bullmq.io/guide/going-to-production):
 * workers wait for Redis as long as it takes (`maxRetriesPerRequest: null`,
 * no command timeout: they block on purpose); a producer fails fast
 * (`enableOfflineQueue: false`) so that a request dispatching a job gets an
 * error at once instead of hanging.
 */
export function bullConnectionOptions(redisUrl: string | undefined, role: 'producer' | 'worker') {
  return {
    ...redisUrlOptions(redisUrl),
    retryStrategy,
    reconnectOnError,
    maxRetriesPerRequest: null,
    enableOfflineQueue: role === 'worker',
  } satisfies RedisOptions
}

/** One warning per topic and interval while Redis stays down, not one per request. */
export const OUTAGE_LOG_INTERVAL_MS = 10_000
const lastLogged = new Map<string, { at: number; suppressed: number }>()

/**
 * Logs a Redis failure that the app works around (`topic`: what degraded),
 * at most once per OUTAGE_LOG_INTERVAL_MS, with how many were not logged.
 */
export function logRedisFailure(topic: string, error: unknown, now = Date.now()) {
  const last = lastLogged.get(topic)
  if (last && now - last.at < OUTAGE_LOG_INTERVAL_MS) {
    last.suppressed += 1
    return
  }
  lastLogged.set(topic, { at: now, suppressed: 0 })
  logger.warn(
    { err: error, topic, suppressed: last?.suppressed ?? 0 },
    `Redis unavailable (${topic}): degraded until it answers again`
  )
}
