import env from '#start/env'
import { defineConfig } from '@adonisjs/redis'
import type { InferConnections } from '@adonisjs/redis/types'
import { redisUrlOptions, requestConnectionOptions } from '#services/redis_resilience'

/**
 * Used only when REDIS_URL is set: realtime fan-out, queues, the rate-limit
 * store and (SESSION_DRIVER=redis) sessions. Connections are opened lazily,
 * and reconnect forever after an outage (docs/decisions/016-redis-outages.md).
 */
const redisConfig = defineConfig({
  connection: 'main',
  connections: {
    main: {
      ...redisUrlOptions(env.get('REDIS_URL')),
      ...requestConnectionOptions,
      keyPrefix: '',
      lazyConnect: true,
    },
  },
})

export default redisConfig

declare module '@adonisjs/redis/types' {
  export interface RedisConnections extends InferConnections<typeof redisConfig> {}
}
