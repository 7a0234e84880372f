import { test } from '@japa/runner'
import { errors } from '@adonisjs/limiter'
import LimiterMemoryStore from '@adonisjs/limiter/stores/memory'
import type { LimiterStoreContract } from '@adonisjs/limiter/types'
import { FallbackLimiterStore, RETRY_REDIS_AFTER_MS } from '#services/limiter_fallback_store'
import { RECONNECT_CAP_MS, retryStrategy } from '#services/redis_resilience'

const OPTIONS = { requests: 2, duration: 60 }

/** A Redis store whose server is gone: every call fails like ioredis does. */
function brokenStore(calls: string[]): LimiterStoreContract {
  const fail = (name: string) => async () => {
    calls.push(name)
    throw new Error('Connection is closed.')
  }
  return {
    name: 'redis',
    requests: OPTIONS.requests,
    duration: OPTIONS.duration,
    blockDuration: 0,
    consume: fail('consume'),
    increment: fail('increment'),
    decrement: fail('decrement'),
    block: fail('block'),
    set: fail('set'),
    delete: fail('delete'),
    get: fail('get'),
    clear: fail('clear'),
  }
}

test.group('Redis reconnect policy', () => {
  test('never gives up, grows, and stays under the cap', ({ assert }) => {
    for (let times = 1; times <= 1000; times++) {
      const delay = retryStrategy(times)
      assert.isNumber(delay)
      assert.isAtMost(delay, RECONNECT_CAP_MS)
      assert.isAtLeast(delay, 1)
    }
    assert.isAtLeast(retryStrategy(1000), RECONNECT_CAP_MS / 2)
    assert.isAtMost(retryStrategy(1), 100)
  })
})

test.group('Limiter store with a memory fallback', () => {
  test('counts in memory while Redis fails, and limits there', async ({ assert }) => {
    const calls: string[] = []
    const store = new FallbackLimiterStore(
      brokenStore(calls),
      new LimiterMemoryStore(OPTIONS),
      () => true
    )
    const first = await store.consume('login_a')
    assert.equal(first.remaining, 1)
    await store.consume('login_a')
    await assert.rejects(() => store.consume('login_a'), errors.E_TOO_MANY_REQUESTS)
    assert.deepEqual(calls, ['consume'])
  })

  test('passes "too many requests" from Redis through unchanged', async ({ assert }) => {
    const primary = new LimiterMemoryStore(OPTIONS)
    const fallback = new LimiterMemoryStore(OPTIONS)
    const store = new FallbackLimiterStore(primary, fallback, () => true)
    await store.consume('k')
    await store.consume('k')
    await assert.rejects(() => store.consume('k'), errors.E_TOO_MANY_REQUESTS)
    assert.isNull(await fallback.get('k'))
  })

  test('tries Redis again once the pause after a failure is over', async ({ assert }) => {
    const calls: string[] = []
    let now = 1_000_000
    const healthy = new LimiterMemoryStore(OPTIONS)
    const primary = brokenStore(calls)
    const store = new FallbackLimiterStore(
      primary,
      new LimiterMemoryStore(OPTIONS),
      () => true,
      () => now
    )
    await store.increment('k')
    await store.increment('k')
    assert.deepEqual(calls, ['increment'])

    primary.increment = (key) => healthy.increment(key)
    now += RETRY_REDIS_AFTER_MS - 1
    await store.increment('k')
    assert.isNull(await healthy.get('k'))

    now += 1
    await store.increment('k')
    const counted = await healthy.get('k')
    assert.equal(counted?.consumed, 1)
  })

  test('does not wait for a client that is reconnecting', async ({ assert }) => {
    const calls: string[] = []
    const store = new FallbackLimiterStore(
      brokenStore(calls),
      new LimiterMemoryStore(OPTIONS),
      () => false
    )
    const response = await store.increment('k')
    assert.equal(response.consumed, 1)
    assert.deepEqual(calls, [])
  })
})
