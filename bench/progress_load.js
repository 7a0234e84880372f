#!/usr/bin/env node
/*
 * Open-loop load generator for bench/progress.js (its own process, pinned away from the
 * server): autocannon at a steady request rate (`overallRate`) against one path, every
 * response checked (200, Inertia JSON of `component`, the props listed in `expectProps`).
 * Prints one JSON line: latency percentiles (ms, from every response), bytes, failures.
 *
 *   node bench/progress_load.js '{"url":"http://127.0.0.1:3360","path":"/progress",
 *     "headers":{...},"rate":100,"duration":10,"connections":20,"component":"Progress",
 *     "expectProps":["today"]}'
 */
import autocannon from 'autocannon'

const options = JSON.parse(process.argv[2])
const checks = { passed: 0, failed: 0, firstFailure: null }
const times = []
let bytes = 0

function check(status, body) {
  if (status !== 200) return `status ${status}`
  try {
    const page = JSON.parse(body)
    if (page.component !== options.component) return `component ${page.component}`
    for (const key of options.expectProps ?? []) {
      if (!(key in page.props)) return `no prop ${key}`
    }
  } catch {
    return 'invalid JSON'
  }
  return null
}

const result = await new Promise((resolve, reject) => {
  const instance = autocannon(
    {
      url: options.url,
      connections: options.connections ?? 20,
      duration: options.duration,
      overallRate: options.rate,
      requests: [
        {
          method: 'GET',
          path: options.path,
          headers: options.headers,
          onResponse(status, body) {
            bytes = Math.max(bytes, Buffer.byteLength(body ?? ''))
            const problem = check(status, body ?? '')
            if (problem) {
              checks.failed++
              checks.firstFailure ??= problem
            } else {
              checks.passed++
            }
          },
        },
      ],
    },
    (error, res) => (error ? reject(error) : resolve(res))
  )
  instance.on('response', (client, statusCode, resBytes, responseTime) => times.push(responseTime))
})

const sorted = Float64Array.from(times).sort()
const pct = (p) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
    : null
console.log(
  JSON.stringify({
    path: options.path,
    rate: options.rate,
    completed: times.length,
    rps: times.length / result.duration,
    bytes,
    latency: { p50: pct(50), p95: pct(95), p99: pct(99), max: sorted.at(-1) ?? null },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    checks,
  })
)
