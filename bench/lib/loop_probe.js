/*
 * The event loop's delay, measured inside the web process without any change to the app: loaded
 * with Node's --import (NODE_OPTIONS, see bench/event_loop.js), only the server process
 * (`bin/server.js`, main thread) records, with perf_hooks.monitorEventLoopDelay
 * (https://nodejs.org/api/perf_hooks.html#perf_hooksmonitoreventloopdelayoptions), and answers on
 * a side HTTP server at 127.0.0.1:$LOOP_PROBE_PORT:
 *   POST /reset     clears the histogram (the start of a scenario)
 *   GET  /snapshot  {"p50","p99","max","mean","count"}, in ms, and "cpuMs": the main thread's
 *                   time on a core since the reset (Linux schedstat)
 * Node's histogram records the time between two of its timer's turns (every `resolution` ms), so
 * an idle loop reads about 10 ms; a stall of S ms reads about S + 10. The figures are printed as
 * Node records them.
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { isMainThread } from 'node:worker_threads'

const RESOLUTION_MS = 10
const SETTLE_MS = 3 * RESOLUTION_MS

// Worker threads load --import modules too: only the main thread's loop is the web's.
const isServer = isMainThread && process.argv.at(-1)?.endsWith('bin/server.js')
if (isServer && process.env.LOOP_PROBE_PORT) {
  let histogram = started()
  let cpuAtReset = mainThreadCpuNs()
  const ms = (ns) => Math.round(ns / 1e4) / 100
  const server = createServer((req, res) => {
    const answer = (body) =>
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
    if (req.method === 'POST' && req.url === '/reset') {
      // A new histogram, not reset(): Node drops the first turn after enable() or reset(), so a
      // stall right after a reset would go unseen. The new one has ticked before we answer.
      const next = started()
      setTimeout(() => {
        histogram.disable()
        histogram = next
        cpuAtReset = mainThreadCpuNs()
        answer({})
      }, SETTLE_MS)
    } else if (req.method === 'GET' && req.url === '/snapshot') {
      // A stall still running when the operation completed shows at the timer's next turn.
      setTimeout(
        () =>
          answer({
            p50: ms(histogram.percentile(50)),
            p99: ms(histogram.percentile(99)),
            max: ms(histogram.max),
            mean: ms(histogram.mean),
            count: histogram.count,
            resolutionMs: RESOLUTION_MS,
            // The main thread's time on a core since the reset: the loop's own work, whatever
            // the machine's load (the delay figures also hold the time it waited for a core).
            cpuMs: ms(mainThreadCpuNs() - cpuAtReset),
          }),
        SETTLE_MS
      )
    } else res.writeHead(404).end()
  })
  server.listen(Number(process.env.LOOP_PROBE_PORT), '127.0.0.1')
  // The app's own shutdown must not wait for this server.
  server.unref()
}

function started() {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS })
  histogram.enable()
  return histogram
}

/** Nanoseconds the main thread has run on a core (Linux: /proc/<pid>/task/<tid>/schedstat). */
function mainThreadCpuNs() {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8')
    return Number(stat.split(' ')[0])
  } catch {
    return Number.NaN
  }
}
