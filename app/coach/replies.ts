import logger from '@adonisjs/core/services/logger'
import env from '#start/env'
import queue from '#services/queue'
import type { ProduceCoachReplyInput } from '#actions/coach/produce_coach_reply'

/**
 * Where replies are produced (docs/decisions/012-coach.md):
 * - QUEUE_DRIVER=redis: a `coach.reply` job on BullMQ, so any app process or worker streams
 *   it (events reach the athlete's socket on any process through Redis);
 * - memory driver: an async task in this process, started right after the response. Not the
 *   memory queue, which runs one job at a time: a reply must not wait behind an archive import.
 */
class CoachReplies {
  #running = new Set<Promise<void>>()

  async start(input: ProduceCoachReplyInput) {
    if (env.get('QUEUE_DRIVER', 'memory') === 'redis') {
      await queue.dispatch('coach.reply', input)
      return
    }
    const task = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.run(input))
      .catch((error) => logger.error({ err: error }, 'coach reply task failed'))
      .finally(() => this.#running.delete(task))
    this.#running.add(task)
  }

  async run(input: ProduceCoachReplyInput) {
    const { default: ProduceCoachReply } = await import('#actions/coach/produce_coach_reply')
    await new ProduceCoachReply().handle(input)
  }

  /** Resolves once every reply started so far has finished (tests, shutdown). */
  async drain() {
    while (this.#running.size > 0) await Promise.all([...this.#running])
    if (env.get('QUEUE_DRIVER', 'memory') === 'redis') await queue.drain()
  }
}

export const coachReplies = new CoachReplies()
