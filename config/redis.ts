import env from '#start/env'
import { defineConfig } from '@adonisjs/redis'
import type { InferConnections } from '@adonisjs/redis/types'

/**
 * Used only when REDIS_URL is set: realtime fan-out, queues, the rate-limit
 * store and (SESSION_DRIVER=redis) sessions. Connections are opened lazily.
 */
const redisUrl = new URL(env.get('REDIS_URL') || 'redis://127.0.0.1:6379/0')

const redisConfig = defineConfig({
  connection: 'main',
  connections: {
    main: {
      host: redisUrl.hostname,
      port: Number(redisUrl.port || 6379),
      username: redisUrl.username || undefined,
      password: redisUrl.password ? decodeURIComponent(redisUrl.password) : undefined,
      db: Number(redisUrl.pathname.replace('/', '') || 0),
      keyPrefix: '',
      lazyConnect: true,
      retryStrategy(times) {
        return times > 10 ? null : times * 50
      },
    },
  },
})

export default redisConfig

declare module '@adonisjs/redis/types' {
  export interface RedisConnections extends InferConnections<typeof redisConfig> {}
}
