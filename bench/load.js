#!/usr/bin/env node
/*
 * The load generator, run as its own process (bench/dashboard.js starts it
 * with `taskset -c 1`, away from the server's core): autocannon against one
 * path for a given time. Every response is checked; the result is printed as
 * one JSON line on stdout.
 *
 *   node bench/load.js '{"url":"http://127.0.0.1:3350","path":"/dashboard",
 *     "headers":{...},"connections":10,"duration":10,"expect":"dashboard"}'
 */
import autocannon from 'autocannon'

const EXPECTATIONS = {
  /** An Inertia visit: 200, JSON page object of the Dashboard component. */
  dashboard(status, body, headers) {
    return EXPECTATIONS.inertia(status, body, headers, { component: 'Dashboard' })
  },
  /**
   * An Inertia visit sent with Accept-Encoding: as `dashboard`, but a body
   * compressed by the server (over 1 kB) is not decoded here: then 200, JSON
   * type and a br or gzip Content-Encoding (the probe before the load checks
   * the content).
   */
  dashboardCompressed(status, body, headers) {
    const encoding = headers['content-encoding']
    if (encoding === undefined) return EXPECTATIONS.dashboard(status, body, headers)
    if (status !== 200) return `status ${status}`
    const type = headers['content-type'] ?? ''
    if (!type.includes('application/json')) return `content-type ${type}`
    if (headers['x-inertia'] !== 'true') return 'no X-Inertia: true header'
    return encoding === 'br' || encoding === 'gzip' ? null : `content-encoding ${encoding}`
  },
  /** An Inertia visit of the page component `options.component` (bench/pages.js). */
  inertia(status, body, headers, { component }) {
    if (status !== 200) return `status ${status}`
    const type = headers['content-type'] ?? ''
    if (!type.includes('application/json')) return `content-type ${type}`
    if (headers['x-inertia'] !== 'true') return 'no X-Inertia: true header'
    try {
      const page = JSON.parse(body)
      return page.component === component ? null : `component ${page.component}`
    } catch {
      return 'invalid JSON'
    }
  },
  /** The bare route: 200 "ok". */
  ok(status, body) {
    if (status !== 200) return `status ${status}`
    return body === 'ok' ? null : `body ${body.slice(0, 40)}`
  },
}

function run({ url, path, headers, connections, duration, expect, component }) {
  const check = (status, body, responseHeaders) =>
    EXPECTATIONS[expect](status, body, responseHeaders, { component })
  const checks = { passed: 0, failed: 0, firstFailure: null }
  const times = []
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration,
        requests: [
          {
            method: 'GET',
            path,
            headers,
            onResponse(status, body, context, responseHeaders) {
              const problem = check(status, body ?? '', lowerKeys(responseHeaders))
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
      (error, result) => (error ? reject(error) : resolve({ result, checks, times }))
    )
    instance.on('response', (client, statusCode, resBytes, responseTime) => {
      times.push(responseTime)
    })
  })
}

function lowerKeys(headers = {}) {
  // autocannon passes the raw header list as a flat [name, value, …] array
  // or as an object, depending on the version.
  const out = {}
  if (Array.isArray(headers)) {
    for (let i = 0; i < headers.length; i += 2)
      out[String(headers[i]).toLowerCase()] = String(headers[i + 1])
  } else {
    for (const [name, value] of Object.entries(headers)) out[name.toLowerCase()] = String(value)
  }
  return out
}

function percentile(sorted, p) {
  if (!sorted.length) return null
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)]
}

const options = JSON.parse(process.argv[2])
const { result, checks, times } = await run(options)
const sorted = Float64Array.from(times).sort()
const completed = result.requests.total ?? times.length
console.log(
  JSON.stringify({
    path: options.path,
    connections: result.connections,
    duration: result.duration,
    completed,
    rps: result.requests.average,
    rpsFromTotal: completed / result.duration,
    latency: {
      // exact, from every response time (ms)
      p50: percentile(sorted, 50),
      p90: percentile(sorted, 90),
      p99: percentile(sorted, 99),
      max: sorted.length ? sorted[sorted.length - 1] : null,
      mean: times.reduce((a, b) => a + b, 0) / (times.length || 1),
      // autocannon's own histogram (1 ms resolution)
      autocannon: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count])
    ),
    checks,
  })
)
