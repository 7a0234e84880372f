import env from '#start/env'
import { defineConfig, stores } from '@adonisjs/limiter'

/**
 * Rate limits live in memory by default (one process) and in Redis when
 * REDIS_URL is set, so that every app process shares the same counters.
 */
const limiterConfig = defineConfig({
  default: env.get('REDIS_URL') ? 'redis' : 'memory',
  stores: {
    memory: stores.memory({}),
    redis: stores.redis({ connectionName: 'main' }),
  },
})

export default limiterConfig

declare module '@adonisjs/limiter/types' {
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}
