import env from '#start/env'
import db from '@adonisjs/lucid/services/db'

type CheckState = { ok: boolean; latencyMs: number; error?: string }

/**
 * Pings the database (and Redis when REDIS_URL is set).
 */
export default class CheckHealth {
  async handle() {
    const checks: Record<string, CheckState> = {
      database: await timed(async () => {
        await db.rawQuery('SELECT 1')
      }),
    }
    if (env.get('REDIS_URL')) {
      checks.redis = await timed(async () => {
        const { default: redis } = await import('@adonisjs/redis/services/main')
        const answer = await redis.ping()
        if (answer !== 'PONG') throw new Error(`unexpected answer ${answer}`)
      })
    }
    return { healthy: Object.values(checks).every((check) => check.ok), checks }
  }
}

async function timed(check: () => Promise<void>): Promise<CheckState> {
  const started = performance.now()
  try {
    await check()
    return { ok: true, latencyMs: Math.round(performance.now() - started) }
  } catch (error) {
    return {
      ok: false,
      latencyMs: Math.round(performance.now() - started),
      error: error instanceof Error ? error.message : String(error),
    }
  }
}
