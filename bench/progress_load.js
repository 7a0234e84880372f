#!/usr/bin/env node
/*
 * Open-loop load generator for bench/progress.js (its own process, pinned away from the
 * server): requests sent at evenly spaced times (`rate` per second: one every 1000 / rate ms)
 * against one path, every response checked (200, Inertia JSON of `component`, the props listed
 * in `expectProps`). Prints one JSON line: latency percentiles (ms, from every response), bytes,
 * failures.
 *
 *   node bench/progress_load.js '{"url":"http://127.0.0.1:3360","path":"/progress",
 *     "headers":{...},"rate":100,"duration":10,"connections":20,"component":"Progress",
 *     "expectProps":["today"]}'
 *
 * Why not autocannon's `overallRate`: it gives each connection rate / connections requests per
 * one-second window and sends them back to back when the window opens, so "100 req/s over 20
 * connections" arrives as a burst of 20 concurrent requests at the top of every second and the
 * latency measures that burst's queue. Here request i is due at start + i × 1000 / rate ms, and
 * its latency counts from that time, not from when a free connection sent it: a server that falls
 * behind is charged for the wait (no coordinated omission, as in wrk2). Up to `connections`
 * keep-alive connections carry the requests; one more request than that waits for a free one.
 */
import http from 'node:http'
import { performance } from 'node:perf_hooks'

const options = JSON.parse(process.argv[2])
const checks = { passed: 0, failed: 0, firstFailure: null }
const times = []
let bytes = 0
let non2xx = 0
let errors = 0
let timeouts = 0

const REQUEST_TIMEOUT_MS = 30_000

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

function record(problem) {
  if (problem) {
    checks.failed++
    checks.firstFailure ??= problem
  } else {
    checks.passed++
  }
}

const url = new URL(options.path, options.url)
const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections ?? 20 })
const intervalMs = 1000 / options.rate
const total = Math.max(1, Math.round(options.rate * options.duration))
const startedAt = performance.now()

await new Promise((resolve) => {
  let sent = 0
  let finished = 0
  const finish = () => {
    if (++finished === total) resolve()
  }
  const send = (dueAt) => {
    const request = http.get(url, { agent, headers: options.headers }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () => {
        times.push(performance.now() - dueAt)
        const body = Buffer.concat(chunks).toString('utf8')
        bytes = Math.max(bytes, Buffer.byteLength(body))
        if (response.statusCode < 200 || response.statusCode > 299) non2xx++
        record(check(response.statusCode, body))
        finish()
      })
      response.on('error', () => {
        errors++
        record('response error')
        finish()
      })
    })
    request.setTimeout(REQUEST_TIMEOUT_MS, () => {
      timeouts++
      request.destroy(new Error('timeout'))
    })
    request.on('error', () => {
      errors++
      record('request error')
      finish()
    })
  }
  const tick = () => {
    const now = performance.now()
    while (sent < total && startedAt + sent * intervalMs <= now) {
      send(startedAt + sent * intervalMs)
      sent++
    }
    if (sent < total) setTimeout(tick, Math.max(0, startedAt + sent * intervalMs - now))
  }
  tick()
})
const elapsedSeconds = (performance.now() - startedAt) / 1000
agent.destroy()

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
    rps: times.length / Math.max(elapsedSeconds, options.duration),
    bytes,
    latency: { p50: pct(50), p95: pct(95), p99: pct(99), max: sorted.at(-1) ?? null },
    non2xx,
    errors,
    timeouts,
    checks,
  })
)
