import env from '#start/env'

/**
 * Jobs each process runs at once per lane with QUEUE_DRIVER=redis (the memory driver runs one
 * per lane, and each coach reply beside them); see docs/decisions/057-bounded-data-exports.md.
 */
export const queueConfig = {
  concurrency: {
    interactive: env.get('QUEUE_INTERACTIVE_CONCURRENCY') ?? 2,
    bulk: env.get('QUEUE_BULK_CONCURRENCY') ?? 1,
  },
}
