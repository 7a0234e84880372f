/*
 * Signed-in Inertia visit: GET /dashboard as the Inertia client sends it
 * (X-Inertia, X-Inertia-Version, X-Requested-With, session cookies of a
 * signed-in, verified user), under load, against the framework's bare route
 * measured in the same run. See bench/README.md.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'
import { CookieJar, request, csrfToken, inertiaPage, postForm } from './lib/http.js'
import { cpuTimes, cpuShares, waitForQuiet } from './lib/cpu.js'

export const TARGET_P99_MS = 20
export const TARGET_RATIO = 0.33

const LOAD_SCRIPT = fileURLToPath(new URL('./load.js', import.meta.url))

/** Registers a user, verifies it in the database, signs in: the signed-in cookie jar. */
export async function signIn(server) {
  const email = `bench-${randomBytes(4).toString('hex')}@pacewise.test`
  const password = `bench-${randomBytes(12).toString('hex')}`

  // Register.
  const registration = new CookieJar()
  const form = await request(server.baseUrl, registration, '/register', {
    headers: { Accept: 'text/html' },
  })
  if (form.status !== 200) throw new Error(`GET /register answered ${form.status}`)
  const registered = await postForm(
    server.baseUrl,
    registration,
    '/register',
    csrfToken(form.text),
    {
      name: 'Bench Runner',
      email,
      password,
      password_confirmation: password,
    }
  )
  // Since decision 018, sign-up sends the e-mail and redirects to /login (no session).
  const location = registered.headers.get('location')
  if (registered.status !== 302 || !['/verify-email', '/login'].includes(location ?? '')) {
    throw new Error(
      `POST /register answered ${registered.status} → ${location} (expected 302 → /login)`
    )
  }

  // Verify the e-mail address directly in the benchmark's database.
  const db = new Database(server.sqliteFile)
  try {
    const updated = db
      .prepare('UPDATE users SET email_verified_at = created_at WHERE email = ?')
      .run(email)
    if (updated.changes !== 1) throw new Error(`user ${email} not found in ${server.sqliteFile}`)
  } finally {
    db.close()
  }

  // Sign in with a fresh session.
  const jar = new CookieJar()
  const login = await request(server.baseUrl, jar, '/login', { headers: { Accept: 'text/html' } })
  if (login.status !== 200) throw new Error(`GET /login answered ${login.status}`)
  const signedIn = await postForm(server.baseUrl, jar, '/login', csrfToken(login.text), {
    email,
    password,
  })
  if (signedIn.status !== 302 || signedIn.headers.get('location') !== '/dashboard') {
    throw new Error(`POST /login answered ${signedIn.status} → ${signedIn.headers.get('location')}`)
  }
  return { jar, email }
}

/** Load generators still running, for run.js to stop on an interrupt. */
export const runningLoadGenerators = new Set()

export function runLoad(options, cpu) {
  const args = [process.execPath, LOAD_SCRIPT, JSON.stringify(options)]
  const [command, ...rest] = cpu ? ['taskset', '-c', cpu, ...args] : args
  return new Promise((resolve, reject) => {
    const child = spawn(command, rest, { stdio: ['ignore', 'pipe', 'inherit'] })
    runningLoadGenerators.add(child)
    child.on('exit', () => runningLoadGenerators.delete(child))
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`load generator exited with ${code}`))
      try {
        resolve(JSON.parse(out.trim().split('\n').pop()))
      } catch (error) {
        reject(new Error(`load generator output unreadable: ${error.message}\n${out}`))
      }
    })
  })
}

const ms = (value) => (value === null ? 'n/a' : `${value.toFixed(2)} ms`)

const pct = (share) => `${Math.round(share * 100)} %`

function report(label, run) {
  const { latency } = run
  console.log(
    `${label.padEnd(26)} ${String(Math.round(run.rps)).padStart(5)} req/s   ` +
      `p50 ${ms(latency.p50)}   p99 ${ms(latency.p99)}   max ${ms(latency.max)}`
  )
  const core = run.serverCore
  console.log(
    `${''.padEnd(26)} ${run.completed} responses: non-2xx ${run.non2xx}, errors ${run.errors}, ` +
      `failed checks ${run.checks.failed}; server CPU ${ms(run.serverCpuMsPerRequest)} per request` +
      (core
        ? `; server core: app ${pct(core.server)}, other processes ${pct(core.others)}, ` +
          `idle ${pct(core.idle)}, steal ${pct(core.steal)}`
        : '')
  )
}

/**
 * @param {{ baseUrl: string, sqliteFile: string, log(): string }} server
 * @param {{ connections?: number, duration?: number, warmup?: number, loadCpu?: string,
 *   serverCpu?: string, quietWait?: number, acceptEncoding?: string | null }} options
 */
export async function runDashboard(
  server,
  {
    connections = 10,
    duration = 10,
    warmup = 10,
    loadCpu = '1',
    serverCpu = '0',
    quietWait = 60,
    acceptEncoding = null,
  } = {}
) {
  console.log('\n== Signed-in Inertia visit: GET /dashboard ==')
  const failures = []
  const { jar, email } = await signIn(server)

  // A first full-page visit: the page object carries the asset version.
  const full = await request(server.baseUrl, jar, '/dashboard', {
    headers: { Accept: 'text/html' },
  })
  if (full.status !== 200) throw new Error(`GET /dashboard (full page) answered ${full.status}`)
  const page = inertiaPage(full.text)
  if (page.component !== 'Dashboard') throw new Error(`GET /dashboard rendered ${page.component}`)
  const headers = {
    'X-Inertia': 'true',
    'X-Inertia-Version': String(page.version),
    'X-Requested-With': 'XMLHttpRequest',
    'Accept': 'text/html, application/xhtml+xml',
    'Cookie': jar.header(),
    // As a browser sends it: the server then compresses every visit's JSON
    // (docs/decisions/036-text-compression.md), and that CPU is measured too.
    ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}),
  }

  // One visit by hand, to show what is measured.
  const probe = await request(server.baseUrl, new CookieJar(), '/dashboard', { headers })
  const probeType = probe.headers.get('content-type')
  if (
    probe.status !== 200 ||
    !probeType?.includes('json') ||
    JSON.parse(probe.text).component !== 'Dashboard'
  ) {
    throw new Error(
      `Inertia visit answered ${probe.status} ${probeType}: ${probe.text.slice(0, 200)}`
    )
  }
  const setCookies = probe.headers.getSetCookie()
  console.log(`Signed in as ${email} (verified); asset version ${page.version}`)
  console.log(
    `One visit: ${probe.status} ${probeType}, ${Buffer.byteLength(probe.text)} bytes of JSON, ` +
      `${setCookies.length} Set-Cookie (${setCookies.map((c) => c.split('=')[0]).join(', ')}), ` +
      `request Cookie header ${Buffer.byteLength(headers.Cookie)} bytes`
  )
  console.log(
    `autocannon: ${connections} connections, ${warmup} s warm-up then ${duration} s, load generator on CPU ${loadCpu || 'any'}; load average before: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`
  )

  // Both routes are warmed up (responses checked, not measured) before
  // either is measured; the server's CPU time is read around each measured run.
  const targets = {
    dashboard: {
      path: '/dashboard',
      headers,
      expect: acceptEncoding ? 'dashboardCompressed' : 'dashboard',
    },
    bare: { path: '/__bench/bare', headers: {}, expect: 'ok' },
  }
  if (warmup > 0) {
    for (const target of Object.values(targets)) {
      const warm = await runLoad(
        { url: server.baseUrl, connections, duration: warmup, ...target },
        loadCpu
      )
      if (warm.checks.failed) {
        throw new Error(`warm-up of ${target.path}: ${warm.checks.firstFailure}`)
      }
    }
  }
  const measure = async (target) => {
    if (quietWait > 0) {
      const { share, waited, quiet } = await waitForQuiet({ maxSeconds: quietWait })
      if (share !== null && (!quiet || waited > 1.5)) {
        console.log(
          `(${quiet ? 'waited' : 'gave up after'} ${Math.round(waited)} s for other processes to go ` +
            `quiet: ${pct(share)} of all CPUs busy before measuring ${target.path})`
        )
      }
    }
    if (target.headers.Cookie) {
      // As a browser keeps every Set-Cookie: the session as it stands now (a session is
      // written back when it changed or its last write is a minute old, so cookies taken
      // before the warm-up and the quiet wait may be due for a rewrite on every request).
      await request(server.baseUrl, jar, target.path, { headers: target.headers })
      target.headers = { ...target.headers, Cookie: jar.header() }
    }
    const cpuBefore = server.cpuSeconds()
    const coreBefore = cpuTimes(serverCpu)
    const run = await runLoad({ url: server.baseUrl, connections, duration, ...target }, loadCpu)
    const coreAfter = cpuTimes(serverCpu)
    const cpuAfter = server.cpuSeconds()
    const serverSeconds = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore
    run.serverCpuMsPerRequest =
      serverSeconds === null ? null : (serverSeconds * 1000) / run.completed
    run.serverCore = serverCpu ? cpuShares(coreBefore, coreAfter, serverSeconds) : null
    return run
  }
  const dashboard = await measure(targets.dashboard)
  report('GET /dashboard (Inertia)', dashboard)
  const bare = await measure(targets.bare)
  report('GET /__bench/bare', bare)

  const ratio = dashboard.rps / bare.rps
  console.log(
    `\nload average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`
  )
  for (const [label, run] of [
    ['dashboard', dashboard],
    ['bare', bare],
  ]) {
    if (
      run.non2xx ||
      run.errors ||
      run.timeouts ||
      run.checks.failed ||
      run.checks.passed !== run.completed
    ) {
      failures.push(
        `${label}: ${run.non2xx} non-2xx, ${run.errors} errors, ${run.timeouts} timeouts, ${run.checks.failed} failed checks of ${run.completed} (first: ${run.checks.firstFailure})`
      )
    }
  }
  console.log(
    `Every response 200 as expected: ${failures.length ? 'FAIL' : 'PASS'} (${dashboard.checks.passed} + ${bare.checks.passed} checked)`
  )
  const p99ok = dashboard.latency.p99 <= TARGET_P99_MS
  const ratioOk = ratio >= TARGET_RATIO
  console.log(
    `p99 ${ms(dashboard.latency.p99)} (target ≤ ${TARGET_P99_MS} ms): ${p99ok ? 'PASS' : 'MISS'}`
  )
  console.log(
    `dashboard / bare throughput ${ratio.toFixed(3)} (target ≥ ${TARGET_RATIO}): ${ratioOk ? 'PASS' : 'MISS'}`
  )
  if (!p99ok) failures.push(`p99 ${ms(dashboard.latency.p99)} over ${TARGET_P99_MS} ms`)
  if (!ratioOk) failures.push(`throughput ratio ${ratio.toFixed(3)} under ${TARGET_RATIO}`)
  for (const failure of failures) console.log(`FAIL: ${failure}`)
  return { ok: failures.length === 0, summary: { dashboard, bare, ratio, failures } }
}
