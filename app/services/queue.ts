import { randomUUID } from 'node:crypto'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'
import ServiceUnavailableException from '#exceptions/service_unavailable_exception'
import { bullConnectionOptions, logRedisFailure } from '#services/redis_resilience'
import { queueConfig } from '#config/queue'
import type { ReplyRoute } from '#domain/coach_messages'

/**
 * Background jobs: imports of large archives, Strava backfills and webhook
 * events. Jobs carry ids, never models. Two drivers behind one interface:
 * - `memory` (default): in this process, one job at a time per lane, in order (a coach reply
 *   starts at once, beside the lanes);
 * - `redis` (QUEUE_DRIVER=redis): BullMQ on REDIS_URL, so any app process or a
 *   dedicated worker (`node ace queue:work`) runs them and they survive a
 *   restart.
 */
export interface JobPayloads {
  'plan.check': { userId: number }
  /** Forgot password: the reset link (or a "no account" mail), off the request so both take the same time. */
  'auth.password_reset': { email: string; requestedAt: string }
  /** Weekly summary e-mails due now (Monday 07:00 local); `now`: ISO 8601, default the clock. */
  'summaries.weekly': { now?: string }
  'import.archive': { importJobId: string }
  /** A coach reply to stream (app/jobs/coach_reply_job.ts). */
  'coach.reply': { messageId: number; route: ReplyRoute }
  /** "Download all my data": builds the ZIP and e-mails a signed link. */
  'export.data': { userId: number; exportId: string }
  /** Removes deleted accounts' files still on the disk; `attempt` counts the retries. */
  'files.purge': { attempt?: number }
  /** `after`: where a paused backfill resumes (epoch seconds of the last activity done). */
  'strava.backfill': { connectedAccountId: number; importJobId: string; after?: number }
  'strava.event': {
    objectType: 'activity' | 'athlete'
    aspectType: 'create' | 'update' | 'delete'
    objectId: string
    ownerId: string
    updates: Record<string, string>
  }
}

export type JobName = keyof JobPayloads
export type JobHandler<N extends JobName> = (payload: JobPayloads[N]) => Promise<void>

/**
 * Two lanes, each consumed on its own (docs/decisions/057-bounded-data-exports.md): a job
 * that runs for minutes (a ZIP of everything, an archive, a backfill, the weekly fan-out)
 * never holds up a sign-in mail, a coach reply or a plan check. A job not listed here is
 * interactive.
 */
export type Lane = 'interactive' | 'bulk'
const BULK_JOBS: ReadonlySet<JobName> = new Set<JobName>([
  'export.data',
  'files.purge',
  'import.archive',
  'strava.backfill',
  'summaries.weekly',
])
export function laneOf(name: JobName): Lane {
  return BULK_JOBS.has(name) ? 'bulk' : 'interactive'
}
const LANES: readonly Lane[] = ['interactive', 'bulk']

/**
 * Jobs the memory driver runs at once, each on its own beside the lanes: a coach reply streams
 * for as long as its model answers (up to a minute) and waits behind no other job, nor another
 * athlete's reply (docs/decisions/012-coach.md). BullMQ runs them in the interactive lane.
 */
const AT_ONCE_IN_MEMORY: ReadonlySet<JobName> = new Set<JobName>(['coach.reply'])

/** BullMQ queue per lane; the interactive lane keeps the original name, so jobs queued before still run. */
export const QUEUE_NAMES: Record<Lane, string> = { interactive: 'pacewise', bulk: 'pacewise-bulk' }

interface Driver {
  dispatch(id: string, name: JobName, payload: unknown, delayMs: number): Promise<void>
  startWorker(): Promise<void>
  /** Resolves once every job dispatched so far (and the jobs they dispatched) has run. */
  drain(): Promise<void>
  close(): Promise<void>
  stats(): Promise<QueueStats>
  /** Resolves when the queue's store answers (a round trip to Redis for BullMQ). */
  ping(): Promise<void>
}

/** Jobs waiting (due now), delayed (due later), running, and failed (kept by BullMQ). */
export interface QueueStats {
  driver: 'memory' | 'redis'
  waiting: number
  delayed: number
  active: number
  failed: number
}

class Queue {
  #handlers = new Map<JobName, JobHandler<any>>()
  #driver: Driver | null = null

  register<N extends JobName>(name: N, handler: JobHandler<N>) {
    this.#handlers.set(name, handler)
  }

  async dispatch<N extends JobName>(
    name: N,
    payload: JobPayloads[N],
    options?: { delayMs?: number }
  ) {
    const id = randomUUID()
    try {
      await this.driver().dispatch(id, name, payload, options?.delayMs ?? 0)
    } catch (error) {
      // The queue's Redis is out of reach (docs/decisions/016-redis-outages.md).
      throw new ServiceUnavailableException(undefined, { cause: error })
    }
    return id
  }

  /**
   * Queues a follow-up whose loss costs nothing lasting (it runs again on the
   * next occasion), after a write that has already been committed: a queue
   * outage is logged instead of failing the request that made the write.
   */
  async dispatchFollowUp<N extends JobName>(name: N, payload: JobPayloads[N]) {
    try {
      return await this.dispatch(name, payload)
    } catch (error) {
      logger.warn({ err: error, job: name }, 'follow-up job not queued: the queue is unavailable')
      return null
    }
  }

  /** Starts consuming jobs in this process (called when the HTTP server or a worker boots). */
  async startWorker() {
    await this.driver().startWorker()
  }

  drain() {
    return this.driver().drain()
  }

  /** Queue depth for the admin dashboard. */
  stats() {
    return this.driver().stats()
  }

  /** For /health. */
  ping() {
    return this.driver().ping()
  }

  async close() {
    await this.#driver?.close()
    this.#driver = null
  }

  async run(name: JobName, payload: unknown) {
    const handler = this.#handlers.get(name)
    if (!handler) throw new Error(`No handler registered for job "${name}"`)
    await handler(payload as never)
  }

  private driver(): Driver {
    if (!this.#driver) {
      this.#driver =
        env.get('QUEUE_DRIVER', 'memory') === 'redis'
          ? new BullDriver(this)
          : new MemoryDriver(this)
    }
    return this.#driver
  }
}

/** One lane of the memory driver: a FIFO, one job at a time, after the current request has answered. */
class MemoryLane {
  pending: { id: string; name: JobName; payload: unknown }[] = []
  running: Promise<void> | null = null

  constructor(private queue: Queue) {}

  push(id: string, name: JobName, payload: unknown) {
    this.pending.push({ id, name, payload })
    if (this.running) return
    this.running = new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.loop())
  }

  private async loop() {
    while (this.pending.length > 0) {
      const job = this.pending.shift()!
      try {
        await this.queue.run(job.name, job.payload)
      } catch (error) {
        logger.error({ err: error, job: job.name, jobId: job.id }, 'background job failed')
      }
    }
    this.running = null
  }
}

/**
 * In process: one FIFO per lane, so a bulk job and an interactive one run side by side; the jobs
 * of AT_ONCE_IN_MEMORY each start at once.
 */
class MemoryDriver implements Driver {
  #lanes: Record<Lane, MemoryLane>
  #timers = new Set<NodeJS.Timeout>()
  #atOnce = new Set<Promise<void>>()

  constructor(private queue: Queue) {
    this.#lanes = { interactive: new MemoryLane(queue), bulk: new MemoryLane(queue) }
  }

  async dispatch(id: string, name: JobName, payload: unknown, delayMs: number) {
    if (delayMs > 0) {
      const timer = setTimeout(() => {
        this.#timers.delete(timer)
        this.start(id, name, payload)
      }, delayMs)
      this.#timers.add(timer)
      return
    }
    this.start(id, name, payload)
  }

  private start(id: string, name: JobName, payload: unknown) {
    if (!AT_ONCE_IN_MEMORY.has(name)) {
      this.#lanes[laneOf(name)].push(id, name, payload)
      return
    }
    // After the current request has answered, as in a lane.
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.queue.run(name, payload))
      .catch((error) => logger.error({ err: error, job: name, jobId: id }, 'background job failed'))
      .finally(() => this.#atOnce.delete(task))
    this.#atOnce.add(task)
  }

  async startWorker() {}

  async ping() {}

  async stats(): Promise<QueueStats> {
    const lanes = Object.values(this.#lanes)
    return {
      driver: 'memory',
      waiting: lanes.reduce((sum, lane) => sum + lane.pending.length, 0),
      delayed: this.#timers.size,
      active: lanes.filter((lane) => lane.running).length + this.#atOnce.size,
      failed: 0,
    }
  }

  async drain() {
    for (;;) {
      const running = Object.values(this.#lanes).find((lane) => lane.running)
      if (running) await running.running
      else if (this.#atOnce.size > 0) await Promise.all([...this.#atOnce])
      else return
    }
  }

  async close() {
    for (const timer of this.#timers) clearTimeout(timer)
    this.#timers.clear()
    await this.drain()
  }
}

/** BullMQ on Redis: jobs survive restarts and spread over processes; one queue per lane. */
class BullDriver implements Driver {
  #queues: Partial<Record<Lane, import('bullmq').Queue>> = {}
  #workers: import('bullmq').Worker[] = []

  constructor(private queue: Queue) {}

  /** Reconnect policy of docs/decisions/016-redis-outages.md. */
  private connection(role: 'producer' | 'worker') {
    return bullConnectionOptions(env.get('REDIS_URL'), role)
  }

  private async bullQueue(lane: Lane) {
    let queue = this.#queues[lane]
    if (!queue) {
      const { Queue: BullQueue } = await import('bullmq')
      queue = new BullQueue(QUEUE_NAMES[lane], { connection: this.connection('producer') })
      // Without a listener an 'error' event would end the process.
      queue.on('error', (error) => logRedisFailure('queue', error))
      this.#queues[lane] = queue
    }
    return queue
  }

  async dispatch(id: string, name: JobName, payload: unknown, delayMs: number) {
    const queue = await this.bullQueue(laneOf(name))
    await queue.add(name, payload, {
      jobId: id,
      delay: delayMs,
      attempts: 3,
      backoff: { type: 'exponential', delay: 5000 },
      removeOnComplete: 1000,
      removeOnFail: 5000,
    })
  }

  async startWorker() {
    if (this.#workers.length) return
    const { Worker } = await import('bullmq')
    for (const lane of LANES) {
      const worker = new Worker(
        QUEUE_NAMES[lane],
        (job) => this.queue.run(job.name as JobName, job.data),
        { connection: this.connection('worker'), concurrency: queueConfig.concurrency[lane] }
      )
      worker.on('error', (error) => logRedisFailure('queue worker', error))
      worker.on('failed', (job, error) =>
        logger.error({ err: error, job: job?.name, jobId: job?.id }, 'background job failed')
      )
      this.#workers.push(worker)
    }
  }

  async stats(): Promise<QueueStats> {
    const stats: QueueStats = { driver: 'redis', waiting: 0, delayed: 0, active: 0, failed: 0 }
    for (const lane of LANES) {
      const queue = await this.bullQueue(lane)
      const counts = await queue.getJobCounts(
        'waiting',
        'prioritized',
        'delayed',
        'active',
        'failed'
      )
      stats.waiting += (counts.waiting ?? 0) + (counts.prioritized ?? 0)
      stats.delayed += counts.delayed ?? 0
      stats.active += counts.active ?? 0
      stats.failed += counts.failed ?? 0
    }
    return stats
  }

  async ping() {
    // BullMQ's client wraps the ioredis instance and forwards its commands.
    const queue = await this.bullQueue('interactive')
    const client = (await queue.client) as unknown as { ping(): Promise<string> }
    const answer = await client.ping()
    if (answer !== 'PONG') throw new Error(`unexpected answer ${answer}`)
  }

  async drain() {
    for (;;) {
      let busy = false
      for (const lane of LANES) {
        const queue = await this.bullQueue(lane)
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized')
        if (Object.values(counts).some((count) => count > 0)) busy = true
      }
      if (!busy) return
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  async close() {
    for (const worker of this.#workers) await worker.close()
    for (const queue of Object.values(this.#queues)) await queue.close()
    this.#workers = []
    this.#queues = {}
  }
}

const queue = new Queue()
export default queue
