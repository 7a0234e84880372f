import queue, { type JobHandler, type JobName, type JobPayloads } from '#services/queue'

/**
 * Holds every job of one name at a gate before it runs its real handler, so that a test can
 * make a job "long" without sleeping: `started` lists the payloads that reached the gate,
 * `release()` lets them all go on, `restore()` registers the real handler again.
 */
export function holdJobs<N extends JobName>(name: N, handler: JobHandler<N>) {
  const started: JobPayloads[N][] = []
  let open!: () => void
  const gate = new Promise<void>((resolve) => {
    open = resolve
  })
  queue.register(name, async (payload) => {
    started.push(payload)
    await gate
    await handler(payload)
  })
  return {
    started,
    release: () => open(),
    restore: () => {
      open()
      queue.register(name, handler)
    },
  }
}
