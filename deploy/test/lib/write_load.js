/*
 * Concurrent writers for the outage scenarios: each writer is one signed-in
 * athlete that sends one write after another, cycling through the write
 * paths (each writer starts at another one, so that every path is in flight
 * at once), and logs every answer with what it sent.
 */
import { sleep } from './processes.js'
import { PATHS, writePaths } from './write_paths.js'

/**
 * Starts the writers' loops; `paths` narrows the paths written (the mutation
 * check writes manual entries only); `fitFrom` numbers the uploaded files, so
 * that a writer's uploads in a later scenario are new files, not duplicates.
 * Returns the log reader and `stop()`.
 */
export function startWriters(writers, tag, { paths = PATHS, fitFrom = 0 } = {}) {
  let active = true
  for (const writer of writers) writer.log = []
  const loops = writers.map(async (writer) => {
    for (let n = 0; active && n < 400; n++) {
      const path = paths[(n + writer.index) % paths.length]
      const at = Date.now()
      let outcome
      try {
        outcome = await writePaths[path](writer, n, tag, fitFrom)
      } catch (error) {
        outcome = { status: 0, acknowledged: false, error: error.message }
      }
      writer.log.push({ path, n, at, end: Date.now(), ...outcome })
      if (outcome.status === 0 || outcome.status >= 500) await sleep(200)
    }
  })
  return {
    acks: (since = 0) =>
      writers.reduce(
        (sum, w) => sum + w.log.filter((entry) => entry.acknowledged && entry.at >= since).length,
        0
      ),
    async stop() {
      active = false
      await Promise.all(loops)
    },
  }
}
