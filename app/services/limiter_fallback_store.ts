import { configProvider } from '@adonisjs/core'
import type { ConfigProvider } from '@adonisjs/core/types'
import { errors } from '@adonisjs/limiter'
import LimiterMemoryStore from '@adonisjs/limiter/stores/memory'
import type {
  LimiterConsumptionOptions,
  LimiterManagerStoreFactory,
  LimiterStoreContract,
} from '@adonisjs/limiter/types'
import type { LimiterResponse } from '@adonisjs/limiter'
import { logRedisFailure } from '#services/redis_resilience'

/**
 * After a failure, how long the memory store answers alone before Redis is
 * tried again: while Redis hangs, one request in this interval waits for the
 * command timeout instead of every request.
 */
export const RETRY_REDIS_AFTER_MS = 2000

/**
 * A limiter store that counts in Redis and, while Redis is down or does not
 * answer, in this process's memory (docs/decisions/016-redis-outages.md):
 * requests are still limited (per process, not per cluster), never failed
 * because of Redis. "Too many requests" answers pass through unchanged.
 */
export class FallbackLimiterStore implements LimiterStoreContract {
  #skipPrimaryUntil = 0

  constructor(
    private primary: LimiterStoreContract,
    private fallback: LimiterStoreContract,
    /** Cheap check before a round trip: false while the client is reconnecting. */
    private primaryReady: () => boolean,
    private now: () => number = Date.now
  ) {}

  get name() {
    return this.primary.name
  }

  get requests() {
    return this.primary.requests
  }

  get duration() {
    return this.primary.duration
  }

  get blockDuration() {
    return this.primary.blockDuration
  }

  async #run<T>(operation: (store: LimiterStoreContract) => Promise<T>): Promise<T> {
    if (this.#skipPrimaryUntil <= this.now() && this.primaryReady()) {
      try {
        return await operation(this.primary)
      } catch (error) {
        if (error instanceof errors.E_TOO_MANY_REQUESTS) throw error
        this.#skipPrimaryUntil = this.now() + RETRY_REDIS_AFTER_MS
        logRedisFailure('rate limits counted in memory', error)
      }
    } else if (this.#skipPrimaryUntil <= this.now()) {
      this.#skipPrimaryUntil = this.now() + RETRY_REDIS_AFTER_MS
      logRedisFailure('rate limits counted in memory', new Error('Redis is not connected'))
    }
    return operation(this.fallback)
  }

  consume(key: string | number): Promise<LimiterResponse> {
    return this.#run((store) => store.consume(key))
  }

  increment(key: string | number): Promise<LimiterResponse> {
    return this.#run((store) => store.increment(key))
  }

  decrement(key: string | number): Promise<LimiterResponse> {
    return this.#run((store) => store.decrement(key))
  }

  block(key: string | number, duration: string | number): Promise<LimiterResponse> {
    return this.#run((store) => store.block(key, duration))
  }

  set(key: string | number, requests: number, duration?: string | number) {
    return this.#run((store) => store.set(key, requests, duration))
  }

  delete(key: string | number): Promise<boolean> {
    return this.#run((store) => store.delete(key))
  }

  get(key: string | number): Promise<LimiterResponse | null> {
    return this.#run((store) => store.get(key))
  }

  deleteInMemoryBlockedKeys() {
    this.primary.deleteInMemoryBlockedKeys?.()
    this.fallback.deleteInMemoryBlockedKeys?.()
  }

  async clear() {
    await this.fallback.clear()
    await this.primary.clear()
  }
}

/**
 * Wraps the limiter's Redis store (`stores.redis(...)` in config/limiter.ts)
 * so that every limiter, whoever defines it, falls back to memory.
 */
export function withMemoryFallback(
  redisStore: ConfigProvider<LimiterManagerStoreFactory>,
  connectionName: string
): ConfigProvider<LimiterManagerStoreFactory> {
  return configProvider.create(async (app) => {
    const primary = await redisStore.resolver(app)
    const redis = await app.container.make('redis')
    return (options: LimiterConsumptionOptions) =>
      new FallbackLimiterStore(primary(options), new LimiterMemoryStore(options), () => {
        // "wait": not connected yet (lazyConnect); the first command connects.
        const status = redis.connection(connectionName as never).status
        return status === 'ready' || status === 'wait'
      })
  })
}
