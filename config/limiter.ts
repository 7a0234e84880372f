import env from '#start/env'
import { defineConfig, stores } from '@adonisjs/limiter'
import { withMemoryFallback } from '#services/limiter_fallback_store'

/**
 * Rate limits live in memory by default (one process) and in Redis when
 * REDIS_URL is set, so that every app process shares the same counters.
 * While Redis is down, each process counts in memory instead
 * (docs/decisions/016-redis-outages.md).
 */
/**
 * Tests count on a Redis connection of their own (config/redis.ts), because
 * their `limiter.clear()` empties the whole database; elsewhere on the main one.
 */
const connectionName = env.get('NODE_ENV') === 'test' ? 'limiter' : 'main'

const limiterConfig = defineConfig({
  default: env.get('REDIS_URL') ? 'redis' : 'memory',
  stores: {
    memory: stores.memory({}),
    redis: withMemoryFallback(stores.redis({ connectionName }), connectionName),
  },
})

export default limiterConfig

declare module '@adonisjs/limiter/types' {
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}
