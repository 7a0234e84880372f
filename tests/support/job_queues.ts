import env from '#start/env'
import { QUEUE_NAMES } from '#services/queue'
import { bullConnectionOptions } from '#services/redis_resilience'

/**
 * Empties the app's BullMQ queues (QUEUE_DRIVER=redis) before a run, as the database is migrated
 * fresh: jobs an aborted earlier run left waiting, retrying or failed are not this run's, and
 * would run against rows that no longer exist or show in the admin dashboard's figures.
 */
export async function emptyJobQueues() {
  if (env.get('QUEUE_DRIVER', 'memory') !== 'redis') return
  const { Queue } = await import('bullmq')
  for (const name of Object.values(QUEUE_NAMES)) {
    const queue = new Queue(name, {
      connection: bullConnectionOptions(env.get('REDIS_URL'), 'producer'),
    })
    try {
      await queue.obliterate({ force: true })
    } finally {
      await queue.close()
    }
  }
}
