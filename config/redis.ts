import env from '#start/env'
import { defineConfig } from '@adonisjs/redis'
import type { InferConnections } from '@adonisjs/redis/types'
import { redisUrlOptions, requestConnectionOptions } from '#services/redis_resilience'

const main = {
  ...redisUrlOptions(env.get('REDIS_URL')),
  ...requestConnectionOptions,
  keyPrefix: '',
  lazyConnect: true,
}

/**
 * Used only when REDIS_URL is set: realtime fan-out, queues, the rate-limit
 * store and (SESSION_DRIVER=redis) sessions. Connections are opened lazily,
 * and reconnect forever after an outage (docs/decisions/016-redis-outages.md).
 */
const redisConfig = defineConfig({
  connection: 'main',
  connections: {
    main,
    /**
     * The rate-limit store's in tests (config/limiter.ts): tests reset the
     * limits with `limiter.clear()`, which empties the store's whole database
     * (FLUSHDB), so it gets one of its own, REDIS_LIMITER_DB or the one after
     * REDIS_URL's, and cannot wipe the realtime cluster's or the queue's keys
     * (docs/decisions/022-limiter-database-in-tests.md).
     */
    limiter: {
      ...main,
      db: env.get('REDIS_LIMITER_DB') ?? (main.db + 1) % 16,
    },
  },
})

export default redisConfig

declare module '@adonisjs/redis/types' {
  export interface RedisConnections extends InferConnections<typeof redisConfig> {}
}
