/*
 * Progress and Dashboard with a heavy athlete (5 years, 2,500 activities) on PostgreSQL,
 * production build (see bench/README.md, "Progress"):
 *  1. creates the database `bench_progress`, starts the server on it with DB_QUERY_LOG,
 *     registers two athletes over HTTP and seeds them in bulk (bench/lib/progress_seed.js):
 *     the heavy one (2,500 activities) and a light one (the last 100 of the same history);
 *  2. records the SQL of one Dashboard request for each and compares the statements and
 *     their EXPLAIN ANALYZE (rows read, time): no statement may grow with the history;
 *  3. restarts the server without the query log and measures, open loop (progress_load.js:
 *     requests at evenly spaced times): the Progress first paint at 100 req/s (≤ 60 KB, p95 ≤ 30 ms), the
 *     deferred charts partial reload at 20 req/s (≤ 200 KB, p95 ≤ 80 ms), and the Dashboard
 *     closed loop like bench/dashboard.js (p99 ≤ 25 ms), and, in Chromium, how long the
 *     fitness chart takes to draw the 5 years (≤ 100 ms, median of 4 after a first load);
 *     then drops the database.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { startServer } from './lib/server.js'
import { CookieJar, csrfToken, inertiaPage, postForm, request } from './lib/http.js'
import { generateActivities, seedAthlete } from './lib/progress_seed.js'
import { waitForQuiet } from './lib/cpu.js'
import { timedRenders, withSignedInTab } from './lib/chromium.js'
import { onPostgres, pgConfig } from './lib/pg.js'

export const TARGETS = {
  firstPaintBytes: 60 * 1024,
  firstPaintP95Ms: 30,
  firstPaintRate: 100,
  chartsBytes: 200 * 1024,
  chartsP95Ms: 80,
  chartsRate: 20,
  dashboardP99Ms: 25,
  fitnessChartMs: 100,
}
const DATABASE = 'bench_progress'
const CHARTS = ['fitnessSeries', 'weeklyVolume', 'monthlyVolume', 'vdotTrend', 'zonesByWeek']
const LOAD_SCRIPT = fileURLToPath(new URL('./progress_load.js', import.meta.url))
const DASHBOARD_LOAD = fileURLToPath(new URL('./load.js', import.meta.url))

/** Registers over HTTP, verifies in the database, signs in: the signed-in cookie jar. */
export async function signUp(server, client, label) {
  const email = `bench-${label}-${randomBytes(4).toString('hex')}@pacewise.test`
  const password = `bench-${randomBytes(12).toString('hex')}`
  const registration = new CookieJar()
  const form = await request(server.baseUrl, registration, '/register', {
    headers: { Accept: 'text/html' },
  })
  const registered = await postForm(
    server.baseUrl,
    registration,
    '/register',
    csrfToken(form.text),
    {
      name: `Bench ${label}`,
      email,
      password,
      password_confirmation: password,
    }
  )
  if (registered.status !== 302) throw new Error(`POST /register answered ${registered.status}`)
  const { rows } = await client.query(
    'UPDATE users SET email_verified_at = created_at WHERE email = $1 RETURNING id',
    [email]
  )
  const jar = new CookieJar()
  const login = await request(server.baseUrl, jar, '/login', { headers: { Accept: 'text/html' } })
  const signedIn = await postForm(server.baseUrl, jar, '/login', csrfToken(login.text), {
    email,
    password,
  })
  if (signedIn.status !== 302) throw new Error(`POST /login answered ${signedIn.status}`)
  return { jar, userId: rows[0].id }
}

export async function completeProfile(client, userId, todayIso) {
  const goal = new Date(Date.parse(`${todayIso}T00:00:00Z`) + 60 * 86_400_000)
  await client.query(
    `INSERT INTO athlete_profiles (user_id, sex, resting_hr, max_hr, lthr, time_zone, goal_kind,
       goal_distance_meters, goal_date, onboarding_completed_at, created_at, updated_at)
     VALUES ($1, 'male', 50, 190, 170, 'UTC', 'race', 21097.5, $2, now(), now(), now())
     ON CONFLICT (user_id) DO UPDATE SET sex = 'male', resting_hr = 50, max_hr = 190, lthr = 170,
       time_zone = 'UTC', goal_kind = 'race', goal_distance_meters = 21097.5, goal_date = $2,
       onboarding_completed_at = now()`,
    [userId, goal.toISOString().slice(0, 10)]
  )
}

export function inertiaHeaders(jar, version) {
  return {
    'X-Inertia': 'true',
    'X-Inertia-Version': String(version),
    'X-Requested-With': 'XMLHttpRequest',
    'Accept': 'text/html, application/xhtml+xml',
    'Cookie': jar.header(),
  }
}

function partialHeaders(jar, version) {
  return {
    ...inertiaHeaders(jar, version),
    'X-Inertia-Partial-Component': 'Progress',
    'X-Inertia-Partial-Data': CHARTS.join(','),
  }
}

/** The statements of one request, from the query log. */
async function statementsOf(server, jar, version, logFile, path) {
  writeFileSync(logFile, '')
  const response = await request(server.baseUrl, new CookieJar(), path, {
    headers: inertiaHeaders(jar, version),
  })
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`)
  await new Promise((resolve) => setTimeout(resolve, 200))
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
}

/** EXPLAIN ANALYZE of a logged statement: rows read by the plan's scans, and time. */
async function explain(client, statement) {
  if (!/^\s*select/i.test(statement.sql)) return null
  // Knex logs `?` placeholders; the pg driver numbers them ($1, $2, …).
  let n = 0
  const sql = /\$1\b/.test(statement.sql)
    ? statement.sql
    : statement.sql.replace(/\?/g, () => `$${++n}`)
  const { rows } = await client.query(
    `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`,
    statement.bindings
  )
  const plan = rows[0]['QUERY PLAN'][0]
  let scanned = 0
  let buffers = 0
  const walk = (node) => {
    if (/Scan/.test(node['Node Type'])) {
      scanned +=
        (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops']
    }
    for (const child of node.Plans ?? []) walk(child)
  }
  walk(plan.Plan)
  buffers = (plan.Plan['Shared Hit Blocks'] ?? 0) + (plan.Plan['Shared Read Blocks'] ?? 0)
  return { scanned, buffers, ms: plan['Execution Time'], planMs: plan['Planning Time'] }
}

function runLoad(script, options, cpu) {
  const args = [process.execPath, script, JSON.stringify(options)]
  const [command, ...rest] = cpu ? ['taskset', '-c', cpu, ...args] : args
  return new Promise((resolve, reject) => {
    const child = spawn(command, rest, { stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`load generator exited with ${code}`))
      resolve(JSON.parse(out.trim().split('\n').pop()))
    })
  })
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const ms = (value) => (value === null || value === undefined ? 'n/a' : `${value.toFixed(1)} ms`)

export async function runProgress({
  port = 3360,
  serverCpu = '0',
  loadCpu = '1',
  duration = 15,
  warmup = 5,
  quietWait = 60,
  heavyCount = 2500,
  lightCount = 100,
} = {}) {
  console.log('\n== Progress and Dashboard, heavy athlete, PostgreSQL ==')
  const failures = []
  const summary = {}
  const todayIso = new Date().toISOString().slice(0, 10)
  const logFile = join(tmpdir(), `pacewise-bench-queries-${process.pid}.jsonl`)
  await onPostgres(`DROP DATABASE IF EXISTS ${DATABASE}`)
  await onPostgres(`CREATE DATABASE ${DATABASE}`)
  const client = new pg.Client(pgConfig(DATABASE))
  let server = null
  try {
    // 1. Server with the query log; two athletes.
    server = await startServer({
      port,
      cpu: serverCpu,
      pgDatabase: DATABASE,
      env: { DB_QUERY_LOG: logFile, LOG_LEVEL: 'warn' },
    })
    await client.connect()
    const heavy = await signUp(server, client, 'heavy')
    const light = await signUp(server, client, 'light')
    const history = generateActivities({ count: heavyCount, years: 5, todayIso })
    const started = performance.now()
    for (const [athlete, activities] of [
      [heavy, history],
      [light, history.slice(-lightCount)],
    ]) {
      await completeProfile(client, athlete.userId, todayIso)
      athlete.seeded = await seedAthlete(client, {
        userId: athlete.userId,
        activities: JSON.parse(JSON.stringify(activities)),
        todayIso,
      })
    }
    await client.query('VACUUM ANALYZE')
    const seedSeconds = (performance.now() - started) / 1000
    console.log(
      `Seeded in ${seedSeconds.toFixed(1)} s: heavy ${JSON.stringify(heavy.seeded)}, light ${JSON.stringify(light.seeded)}`
    )
    summary.seed = { seconds: seedSeconds, heavy: heavy.seeded, light: light.seeded }

    const full = await request(server.baseUrl, heavy.jar, '/dashboard', {
      headers: { Accept: 'text/html' },
    })
    const version = inertiaPage(full.text).version

    // 2. The Dashboard's statements at 100 vs 2,500 activities.
    for (const athlete of [heavy, light]) {
      await statementsOf(server, athlete.jar, version, logFile, '/dashboard') // warm
    }
    const logged = {}
    for (const [label, athlete] of [
      ['light', light],
      ['heavy', heavy],
    ]) {
      logged[label] = await statementsOf(server, athlete.jar, version, logFile, '/dashboard')
    }
    // Independent reads run in parallel: compare the statements, not their order.
    const texts = (list) => list.map((statement) => statement.sql).sort()
    const same = JSON.stringify(texts(logged.light)) === JSON.stringify(texts(logged.heavy))
    console.log(
      `\nDashboard SQL: ${logged.light.length} statements at ${lightCount} activities, ${logged.heavy.length} at ${heavyCount}; same statements: ${same ? 'yes' : 'NO'}`
    )
    const rows = []
    const byText = new Map(logged.light.map((statement) => [statement.sql, statement]))
    for (const statement of logged.heavy) {
      const lightStatement = byText.get(statement.sql)
      const [h, l] = [
        await explain(client, statement),
        lightStatement ? await explain(client, lightStatement) : null,
      ]
      rows.push({ sql: statement.sql, light: l, heavy: h })
      if (h && l) {
        console.log(
          `  rows read ${String(l.scanned).padStart(5)} → ${String(h.scanned).padStart(5)}, ` +
            `${l.ms.toFixed(3)} → ${h.ms.toFixed(3)} ms (planning ${h.planMs.toFixed(3)} ms)  ` +
            statement.sql.replace(/\s+/g, ' ').slice(0, 90)
        )
      } else {
        console.log(`  (not a SELECT or unmatched) ${statement.sql.slice(0, 110)}`)
      }
    }
    // "Grows with the activities": 25× the activities must not give more than 2× the rows
    // (plus a small constant for the windows of recent days, whose density is the same).
    const growing = rows.filter(
      (row) => row.light && row.heavy && row.heavy.scanned > 2 * row.light.scanned + 20
    )
    // The Progress statements of the heavy athlete, for the record (first paint, then charts).
    const progressRows = []
    for (const [label, headers] of [
      ['first paint', inertiaHeaders(heavy.jar, version)],
      ['charts (all)', partialHeaders(heavy.jar, version)],
    ]) {
      writeFileSync(logFile, '')
      const path = label === 'first paint' ? '/progress' : '/progress?range=all'
      await request(server.baseUrl, new CookieJar(), path, { headers })
      await new Promise((resolve) => setTimeout(resolve, 200))
      const statements = readFileSync(logFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
      console.log(`\nProgress ${label}, heavy athlete: ${statements.length} statements`)
      for (const statement of statements) {
        const plan = await explain(client, statement)
        if (!plan) continue
        progressRows.push({ label, sql: statement.sql, ...plan })
        console.log(
          `  rows read ${String(plan.scanned).padStart(5)}, ${plan.ms.toFixed(3)} ms ` +
            `(planning ${plan.planMs.toFixed(3)} ms)  ${statement.sql.replace(/\s+/g, ' ').slice(0, 100)}`
        )
      }
    }
    summary.progressQueries = progressRows
    summary.queryLog = { same, statements: logged.heavy.length, rows, growing: growing.length }
    if (!same) failures.push('the Dashboard runs different statements at 100 and 2,500 activities')
    for (const row of growing) {
      failures.push(
        `statement grows with the history: ${row.light.scanned} → ${row.heavy.scanned} rows: ${row.sql.slice(0, 120)}`
      )
    }
    await server.stop()
    server = null

    // 3. Measurements without the query log.
    server = await startServer({
      port,
      cpu: serverCpu,
      pgDatabase: DATABASE,
      env: { LOG_LEVEL: 'warn' },
    })
    const url = server.baseUrl
    const sizes = {}
    for (const range of ['6w', '3m', '1y', 'all']) {
      const path = `/progress?range=${range}`
      const first = await request(url, new CookieJar(), path, {
        headers: inertiaHeaders(heavy.jar, version),
      })
      const charts = await request(url, new CookieJar(), path, {
        headers: partialHeaders(heavy.jar, version),
      })
      if (first.status !== 200 || charts.status !== 200) {
        throw new Error(
          `GET ${path} answered ${first.status} / ${charts.status}: ${first.text.slice(0, 200)}`
        )
      }
      sizes[range] = {
        firstPaint: Buffer.byteLength(first.text),
        charts: Buffer.byteLength(charts.text),
      }
      console.log(
        `Progress ${range.padEnd(3)}: first paint ${kb(sizes[range].firstPaint)}, charts ${kb(sizes[range].charts)}`
      )
    }
    summary.sizes = sizes

    // The fitness chart drawing 5 years of days in Chromium (window.__progressChartsRenderMs,
    // the Performance API measure of inertia/components/progress/progress_charts.tsx).
    const renders = await withSignedInTab(url, heavy.jar, (tab) =>
      timedRenders(tab, `${url}/progress?range=all`, '__progressChartsRenderMs', 5)
    )
    const sortedRenders = renders.slice(1).sort((a, b) => a - b)
    summary.fitnessChartMs = {
      first: renders[0],
      p50: (sortedRenders[1] + sortedRenders[2]) / 2,
      runs: renders,
    }
    console.log(
      `Fitness chart, 5 years, in Chromium: first ${renders[0].toFixed(1)} ms, then median ${summary.fitnessChartMs.p50.toFixed(1)} ms`
    )

    const measure = async (label, options) => {
      if (warmup > 0) {
        await runLoad(LOAD_SCRIPT, { ...options, duration: warmup }, loadCpu)
      }
      if (quietWait > 0) await waitForQuiet({ maxSeconds: quietWait })
      const cpuBefore = server.cpuSeconds()
      const run = await runLoad(LOAD_SCRIPT, { ...options, duration }, loadCpu)
      const cpuAfter = server.cpuSeconds()
      // Server CPU per request: what the request costs, whatever else runs on the machine.
      run.serverCpuMsPerRequest =
        cpuBefore === null || cpuAfter === null
          ? null
          : ((cpuAfter - cpuBefore) * 1000) / run.completed
      console.log(
        `${label.padEnd(34)} ${run.completed} responses at ${run.rps.toFixed(1)} req/s: ` +
          `p50 ${ms(run.latency.p50)}  p95 ${ms(run.latency.p95)}  p99 ${ms(run.latency.p99)}  max ${ms(run.latency.max)}  ` +
          `${kb(run.bytes)}; server CPU ${ms(run.serverCpuMsPerRequest)}/request; failed ${run.checks.failed + run.non2xx + run.errors}`
      )
      if (run.checks.failed || run.non2xx || run.errors) {
        failures.push(
          `${label}: ${run.checks.failed} failed checks (${run.checks.firstFailure}), ${run.non2xx} non-2xx, ${run.errors} errors`
        )
      }
      return run
    }
    const firstPaint = await measure('Progress first paint @100/s', {
      url,
      path: '/progress',
      headers: inertiaHeaders(heavy.jar, version),
      rate: TARGETS.firstPaintRate,
      connections: 20,
      component: 'Progress',
      expectProps: ['today', 'predictions', 'personalBests'],
    })
    const charts3m = await measure('Progress charts (3m) @20/s', {
      url,
      path: '/progress',
      headers: partialHeaders(heavy.jar, version),
      rate: TARGETS.chartsRate,
      connections: 10,
      component: 'Progress',
      expectProps: CHARTS,
    })
    const chartsAll = await measure('Progress charts (all, 5 y) @20/s', {
      url,
      path: '/progress?range=all',
      headers: partialHeaders(heavy.jar, version),
      rate: TARGETS.chartsRate,
      connections: 10,
      component: 'Progress',
      expectProps: CHARTS,
    })
    summary.firstPaint = firstPaint
    summary.charts = { '3m': charts3m, 'all': chartsAll }

    // Dashboard, closed loop as bench/dashboard.js (10 connections).
    const dashboardOptions = {
      url,
      path: '/dashboard',
      headers: inertiaHeaders(heavy.jar, version),
      connections: 10,
      expect: 'dashboard',
    }
    await runLoad(DASHBOARD_LOAD, { ...dashboardOptions, duration: warmup }, loadCpu)
    if (quietWait > 0) await waitForQuiet({ maxSeconds: quietWait })
    const dashboardCpu = server.cpuSeconds()
    const dashboard = await runLoad(DASHBOARD_LOAD, { ...dashboardOptions, duration }, loadCpu)
    const dashboardCpuAfter = server.cpuSeconds()
    dashboard.serverCpuMsPerRequest =
      dashboardCpu === null || dashboardCpuAfter === null
        ? null
        : ((dashboardCpuAfter - dashboardCpu) * 1000) / dashboard.completed
    console.log(
      `${'Dashboard (closed loop, 10 conn.)'.padEnd(34)} ${dashboard.completed} responses, ${Math.round(dashboard.rps)} req/s: ` +
        `p50 ${ms(dashboard.latency.p50)}  p99 ${ms(dashboard.latency.p99)}  max ${ms(dashboard.latency.max)}; ` +
        `server CPU ${ms(dashboard.serverCpuMsPerRequest)}/request`
    )
    summary.dashboard = dashboard
    if (dashboard.checks.failed || dashboard.non2xx) failures.push('dashboard: failed responses')

    const checks = [
      [
        'first paint size',
        sizes['3m'].firstPaint <= TARGETS.firstPaintBytes,
        `${kb(sizes['3m'].firstPaint)} ≤ 60 KB`,
      ],
      [
        'first paint p95',
        firstPaint.latency.p95 <= TARGETS.firstPaintP95Ms,
        `${ms(firstPaint.latency.p95)} ≤ 30 ms at 100 req/s`,
      ],
      [
        'charts size (3m)',
        sizes['3m'].charts <= TARGETS.chartsBytes,
        `${kb(sizes['3m'].charts)} ≤ 200 KB`,
      ],
      [
        'charts size (all)',
        sizes.all.charts <= TARGETS.chartsBytes,
        `${kb(sizes.all.charts)} ≤ 200 KB`,
      ],
      [
        'charts p95 (3m)',
        charts3m.latency.p95 <= TARGETS.chartsP95Ms,
        `${ms(charts3m.latency.p95)} ≤ 80 ms at 20 req/s`,
      ],
      [
        'charts p95 (all)',
        chartsAll.latency.p95 <= TARGETS.chartsP95Ms,
        `${ms(chartsAll.latency.p95)} ≤ 80 ms at 20 req/s`,
      ],
      [
        'dashboard p99',
        dashboard.latency.p99 <= TARGETS.dashboardP99Ms,
        `${ms(dashboard.latency.p99)} ≤ 25 ms`,
      ],
      [
        'fitness chart (5 y, Chromium)',
        summary.fitnessChartMs.p50 <= TARGETS.fitnessChartMs,
        `${summary.fitnessChartMs.p50.toFixed(1)} ms ≤ 100 ms`,
      ],
      [
        'dashboard queries',
        same && growing.length === 0,
        `${logged.heavy.length} statements, none grows`,
      ],
    ]
    console.log('')
    for (const [label, ok, detail] of checks) {
      console.log(`${ok ? 'PASS' : 'MISS'}  ${label}: ${detail}`)
      if (!ok) failures.push(`${label}: ${detail}`)
    }
  } finally {
    if (server) await server.stop()
    await client.end().catch(() => {})
    if (existsSync(logFile)) rmSync(logFile)
    await onPostgres(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`).catch((error) =>
      console.error(`could not drop ${DATABASE}: ${error.message}`)
    )
  }
  return { ok: failures.length === 0, summary: { ...summary, failures } }
}
