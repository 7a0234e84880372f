import env from '#start/env'
import db from '@adonisjs/lucid/services/db'

type CheckState = { ok: boolean; latencyMs: number; error?: string }

/**
 * How long one dependency may take to answer: the checks run side by side,
 * so /health answers within about this time even when a dependency hangs
 * (a paused Redis, a partitioned database).
 */
export const CHECK_TIMEOUT_MS = 1500

/**
 * Asks every configured dependency for a round trip: the database, Redis
 * (REDIS_URL) and the BullMQ queue's own connection (QUEUE_DRIVER=redis).
 * A PING answered by the server counts, never a client's idea of its state.
 */
export default class CheckHealth {
  async handle(timeoutMs = CHECK_TIMEOUT_MS) {
    const probes: Record<string, () => Promise<void>> = {
      database: async () => {
        await db.rawQuery('SELECT 1')
      },
    }
    if (env.get('REDIS_URL')) {
      probes.redis = async () => {
        const { default: redis } = await import('@adonisjs/redis/services/main')
        const answer = await redis.ping()
        if (answer !== 'PONG') throw new Error(`unexpected answer ${answer}`)
      }
    }
    if (env.get('QUEUE_DRIVER', 'memory') === 'redis') {
      probes.queue = async () => {
        const { default: queue } = await import('#services/queue')
        await queue.ping()
      }
    }
    const names = Object.keys(probes)
    const states = await Promise.all(names.map((name) => timed(probes[name], timeoutMs)))
    const checks = Object.fromEntries(names.map((name, index) => [name, states[index]]))
    return { healthy: states.every((state) => state.ok), checks }
  }
}

async function timed(check: () => Promise<void>, timeoutMs: number): Promise<CheckState> {
  const started = performance.now()
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
  })
  try {
    await Promise.race([check(), timeout])
    return { ok: true, latencyMs: Math.round(performance.now() - started) }
  } catch (error) {
    return {
      ok: false,
      latencyMs: Math.round(performance.now() - started),
      error: error instanceof Error ? error.message : String(error),
    }
  } finally {
    clearTimeout(timer)
  }
}
