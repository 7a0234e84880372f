/*
 * The TrainingPlan page with an 18-week marathon plan, against the production server
 * (see bench/README.md): the Inertia JSON's size (target ≤ 100 KB) and its latency over
 * sequential visits. Generation and adaptation times are in bench/science.js.
 */
import { csrfToken, request } from './lib/http.js'
import { signIn } from './dashboard.js'

export const TARGET_PLAN_JSON_BYTES = 100 * 1024

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

export async function runPlan(server) {
  const { jar } = await signIn(server)
  const page = await request(server.baseUrl, jar, '/plan', { headers: { Accept: 'text/html' } })
  const token = csrfToken(page.text)
  const version = JSON.parse(
    page.text.match(/data-page="([^"]*)"/)?.[1].replaceAll('&quot;', '"') ?? '{"version":""}'
  ).version
  const start = new Date(Date.now() + 86_400_000)
  const race = new Date(start.getTime() + (18 * 7 - 1) * 86_400_000)
  const created = await request(server.baseUrl, jar, '/plan', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept': 'text/html', 'X-CSRF-TOKEN': token },
    body: JSON.stringify({
      raceDistanceMeters: 42195,
      raceDate: race.toISOString().slice(0, 10),
      goalSeconds: 3.5 * 3600,
      availableDays: [2, 3, 4, 6, 7],
      longRunDay: 7,
      currentWeeklyMeters: 45000,
      startDate: start.toISOString().slice(0, 10),
    }),
  })
  if (created.status !== 302 || created.headers.get('location') !== '/plan') {
    throw new Error(`POST /plan answered ${created.status} → ${created.headers.get('location')}`)
  }
  const headers = {
    'X-Inertia': 'true',
    'X-Inertia-Version': version ?? '',
    'X-Requested-With': 'XMLHttpRequest',
  }
  const times = []
  let bytes = 0
  let weeks = 0
  for (let i = 0; i < 30; i++) {
    const started = performance.now()
    const visit = await request(server.baseUrl, jar, '/plan', { headers })
    times.push(performance.now() - started)
    if (visit.status !== 200) throw new Error(`GET /plan answered ${visit.status}`)
    bytes = Buffer.byteLength(visit.text)
    weeks = JSON.parse(visit.text).props.plan.weeks.length
  }
  const summary = {
    weeks,
    jsonBytes: bytes,
    latencyMs: { p50: percentile(times.slice(5), 50), p95: percentile(times.slice(5), 95) },
  }
  const ok = bytes <= TARGET_PLAN_JSON_BYTES && weeks >= 18
  console.log(
    `TrainingPlan JSON, ${weeks}-week marathon plan: ${(bytes / 1024).toFixed(1)} KB (target ≤ 100 KB: ${ok ? 'met' : 'MISSED'}); visit p50 ${summary.latencyMs.p50.toFixed(1)} ms, p95 ${summary.latencyMs.p95.toFixed(1)} ms`
  )
  return { ok, summary }
}
