/*
 * Server CPU per request of every signed-in page, as an Inertia visit, against the bare route
 * measured in the same run (see bench/README.md, "Every signed-in page"). Target: each page
 * ≤ 3× the bare route's CPU per request; the Activities list and an activity page also ≤ 2×
 * the Dashboard's.
 *
 * The athlete is registered over HTTP like bench/dashboard.js, then given a demo-like history
 * straight in the benchmark's SQLite file (bench/lib/progress_seed.js: 18 months of
 * activities, best efforts, daily figures; a complete profile, two pairs of shoes), a
 * 16-week plan (POST /plan) and one imported one-hour FIT run with its streams (the activity
 * page measured). The admin is a second user with the admin role.
 */
import { randomBytes } from 'node:crypto'
import { loadavg } from 'node:os'
import Database from 'better-sqlite3'
import { CookieJar, csrfToken, inertiaPage, postForm, request } from './lib/http.js'
import { cpuShares, cpuTimes, waitForQuiet } from './lib/cpu.js'
import { generateActivities, seedAthlete } from './lib/progress_seed.js'
import { runLoad, signIn } from './dashboard.js'
import { encoder, run as fitRun, upload } from './activities.js'

export const TARGET_RATIO_TO_BARE = 3
export const TARGET_RATIO_TO_DASHBOARD = 2

/** SQLite's datetime text as Lucid writes it (UTC, `yyyy-MM-dd HH:mm:ss`). */
const sqliteTime = (date) => date.toISOString().slice(0, 19).replace('T', ' ')

/**
 * A `pg`-like client over the benchmark's SQLite file for bench/lib/progress_seed.js:
 * `$n` placeholders (numbered in order there) become `?`, dates Lucid's text, booleans 0/1.
 */
function sqliteClient(file) {
  const db = new Database(file)
  const value = (v) => (v instanceof Date ? sqliteTime(v) : typeof v === 'boolean' ? Number(v) : v)
  return {
    db,
    async query(sql, values = []) {
      const statement = db.prepare(sql.replace(/\$\d+/g, '?'))
      const bound = values.map(value)
      if (statement.reader) return { rows: statement.all(...bound) }
      statement.run(...bound)
      return { rows: [] }
    },
    close: () => db.close(),
  }
}

async function signInAdmin(server) {
  const email = `bench-admin-${randomBytes(4).toString('hex')}@pacewise.test`
  const password = `bench-${randomBytes(12).toString('hex')}`
  const registration = new CookieJar()
  const form = await request(server.baseUrl, registration, '/register', {
    headers: { Accept: 'text/html' },
  })
  await postForm(server.baseUrl, registration, '/register', csrfToken(form.text), {
    name: 'Bench Admin',
    email,
    password,
    password_confirmation: password,
  })
  const db = new Database(server.sqliteFile)
  try {
    const updated = db
      .prepare(`UPDATE users SET email_verified_at = created_at, role = 'admin' WHERE email = ?`)
      .run(email)
    if (updated.changes !== 1) throw new Error(`admin ${email} not found`)
  } finally {
    db.close()
  }
  const jar = new CookieJar()
  const login = await request(server.baseUrl, jar, '/login', { headers: { Accept: 'text/html' } })
  const signedIn = await postForm(server.baseUrl, jar, '/login', csrfToken(login.text), {
    email,
    password,
  })
  if (signedIn.status !== 302) throw new Error(`POST /login (admin) answered ${signedIn.status}`)
  return jar
}

/** The athlete's history, profile, shoes, plan and one imported run: the ids the pages need. */
async function seed(server, athlete) {
  const todayIso = new Date().toISOString().slice(0, 10)
  const client = sqliteClient(server.sqliteFile)
  let userId
  try {
    const email = athlete.email
    userId = client.db.prepare('SELECT id FROM users WHERE email = ?').get(email).id
    const now = sqliteTime(new Date())
    client.db
      .prepare(
        `INSERT INTO athlete_profiles (user_id, sex, resting_hr, max_hr, lthr, time_zone, goal_kind,
           goal_distance_meters, goal_date, onboarding_completed_at, created_at, updated_at)
         VALUES (?, 'male', 50, 190, 170, 'UTC', 'race', 21097.5, ?, ?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET sex = 'male', resting_hr = 50, max_hr = 190,
           lthr = 170, time_zone = 'UTC', goal_kind = 'race', goal_distance_meters = 21097.5,
           goal_date = excluded.goal_date, onboarding_completed_at = excluded.created_at`
      )
      .run(userId, new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10), now, now, now)
    const insertGear = client.db.prepare(
      `INSERT INTO gear (user_id, name, sport, is_default, starting_distance_meters,
         retire_at_meters, created_at, updated_at) VALUES (?, ?, 'run', ?, 0, 800000, ?, ?)`
    )
    insertGear.run(userId, 'Daily trainer', 1, now, now)
    insertGear.run(userId, 'Race shoe', 0, now, now)
    // 18 months, ~5 activities a week, up to yesterday (today's run is the imported one).
    const activities = generateActivities({ count: 400, years: 1.5, todayIso, seed: 7 })
    const seeded = await seedAthlete(client, {
      userId,
      activities,
      todayIso,
      buildDir: server.buildDir,
    })
    // No ANALYZE: a deployment's SQLite file has no statistics (the app never gathers them), and
    // with sqlite_stat4 SQLite recompiles every statement that binds a value to a range on an
    // index, on every run (docs/decisions/044-sqlite-literal-limits.md).
    console.log(`Seeded ${JSON.stringify(seeded)} for user ${userId}`)
  } finally {
    client.close()
  }

  const page = await request(server.baseUrl, athlete.jar, '/plan', {
    headers: { Accept: 'text/html' },
  })
  const token = csrfToken(page.text)
  const start = new Date(Date.now() - 14 * 86_400_000)
  const race = new Date(start.getTime() + (16 * 7 - 1) * 86_400_000)
  const created = await request(server.baseUrl, athlete.jar, '/plan', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept': 'text/html', 'X-CSRF-TOKEN': token },
    body: JSON.stringify({
      raceDistanceMeters: 21097.5,
      raceDate: race.toISOString().slice(0, 10),
      goalSeconds: 100 * 60,
      availableDays: [2, 4, 6, 7],
      longRunDay: 7,
      currentWeeklyMeters: 35000,
      startDate: start.toISOString().slice(0, 10),
    }),
  })
  if (created.status !== 302) throw new Error(`POST /plan answered ${created.status}`)

  const encodeFitActivity = await encoder(server.buildDir)
  const startTime = new Date(Date.now() - 3 * 3600_000).toISOString()
  const bytes = encodeFitActivity(fitRun(startTime, 3600), { serialNumber: 4242 })
  const { body } = await upload(server, athlete.jar, token, 'morning.fit', bytes)
  if (body.files[0].status !== 'imported') throw new Error(JSON.stringify(body.files[0]))
  return { userId, activityId: body.files[0].activityId, version: inertiaPage(page.text).version }
}

function inertiaHeaders(cookie, version) {
  return {
    'X-Inertia': 'true',
    'X-Inertia-Version': String(version),
    'X-Requested-With': 'XMLHttpRequest',
    'Accept': 'text/html, application/xhtml+xml',
    'Cookie': cookie,
  }
}

/** Closed-loop load on one path: server CPU per request from /proc, plus latency. */
async function measure(server, { path, headers, expect, component }, options) {
  const { connections, warmup, duration, loadCpu, serverCpu, quietWait } = options
  const common = { url: server.baseUrl, path, headers, connections, expect, component }
  await runLoad({ ...common, duration: warmup }, loadCpu)
  if (quietWait > 0) await waitForQuiet({ maxSeconds: quietWait })
  const cpuBefore = server.cpuSeconds()
  const coreBefore = serverCpu ? cpuTimes(serverCpu) : null
  const result = await runLoad({ ...common, duration }, loadCpu)
  const cpuSeconds = server.cpuSeconds() - cpuBefore
  const core = serverCpu ? cpuShares(coreBefore, cpuTimes(serverCpu), cpuSeconds) : null
  const bad = result.non2xx + result.errors + result.timeouts + result.checks.failed
  if (bad > 0) {
    throw new Error(
      `GET ${path}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.checks.failed} failed checks (${result.checks.firstFailure})`
    )
  }
  return {
    path,
    component: component ?? null,
    requests: result.completed,
    rps: result.rpsFromTotal,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMsPerRequest: (cpuSeconds * 1000) / result.completed,
    core,
  }
}

/**
 * @param {{ baseUrl: string, sqliteFile: string, cpuSeconds(): number }} server
 * @param {{ connections?: number, duration?: number, warmup?: number, loadCpu?: string,
 *   serverCpu?: string, quietWait?: number, only?: string[] | null }} options
 */
export async function runPages(
  server,
  {
    connections = 4,
    duration = 5,
    warmup = 3,
    loadCpu = '1',
    serverCpu = '0',
    quietWait = 20,
    only = null,
  } = {}
) {
  console.log('\n== Every signed-in page: server CPU per Inertia visit against the bare route ==')
  const athlete = await signIn(server)
  const ids = await seed(server, athlete)
  const adminJar = await signInAdmin(server)
  // Each measured page first gets one visit with the jar, as a browser stores every
  // Set-Cookie: the load generator then sends the session as it stands (a session is
  // written back only when it changed or its last write is a minute old; see
  // app/middleware/session_middleware.ts).
  const headersFor = async (jar, path) => {
    await request(server.baseUrl, jar, path, { headers: inertiaHeaders(jar.header(), ids.version) })
    return inertiaHeaders(jar.header(), ids.version)
  }
  const pages = [
    ['Dashboard', '/dashboard', 'Dashboard'],
    ['Activities list', '/activities', 'Activities/Index'],
    ['Activity page', `/activities/${ids.activityId}`, 'Activities/Show'],
    ['Log', '/log', 'Activities/Log'],
    ['Plan', '/plan', 'TrainingPlan'],
    ['Progress (first paint)', '/progress', 'Progress'],
    ['Coach', '/coach', 'Coach'],
    ['Settings / Profile', '/profile', 'Profile'],
    ['Profile edit', '/profile/edit', 'Profile/Edit'],
    ['Gear', '/profile/gear', 'Profile'],
    ['Billing', '/profile/subscription', 'Profile'],
    ['Admin dashboard', '/admin', 'Admin/Dashboard', true],
    ['Admin subscriptions', '/admin/subscriptions', 'Admin/Subscriptions/Overview', true],
    ['Admin users', '/admin/subscriptions/users', 'Admin/Subscriptions/Users', true],
    ['Admin user', `/admin/subscriptions/users/${ids.userId}`, 'Admin/Subscriptions/User', true],
  ].filter(([label, path]) => !only || only.some((o) => label.includes(o) || path === o))

  // Each page answers as expected before any load (a redirect would measure the wrong thing).
  for (const [label, path, component, admin] of pages) {
    const probe = await request(server.baseUrl, new CookieJar(), path, {
      headers: await headersFor(admin ? adminJar : athlete.jar, path),
    })
    const got = probe.status === 200 ? JSON.parse(probe.text).component : probe.status
    if (got !== component) throw new Error(`${label} (${path}) answered ${got}, not ${component}`)
  }
  const settings = { connections, warmup, duration, loadCpu, serverCpu, quietWait }
  console.log(
    `${connections} connections, ${warmup} s warm-up then ${duration} s per page; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`
  )
  const bare = await measure(server, { path: '/__bench/bare', headers: {}, expect: 'ok' }, settings)
  const rows = []
  for (const [label, path, component, admin] of pages) {
    const headers = await headersFor(admin ? adminJar : athlete.jar, path)
    rows.push({
      label,
      ...(await measure(server, { path, headers, expect: 'inertia', component }, settings)),
    })
  }
  // The bare route again at the end: the floor drifts when the machine's load changes.
  const bareAfter = await measure(
    server,
    { path: '/__bench/bare', headers: {}, expect: 'ok' },
    settings
  )
  const floor = (bare.cpuMsPerRequest + bareAfter.cpuMsPerRequest) / 2
  const dashboard = rows.find((row) => row.label === 'Dashboard')

  const failures = []
  const ms = (v) => `${v.toFixed(2)} ms`
  console.log(
    `\n${'Page'.padEnd(24)} ${'CPU/req'.padStart(9)} ${'× bare'.padStart(7)} ${'req/s'.padStart(6)} ${'p50'.padStart(9)} ${'p99'.padStart(9)}  result`
  )
  console.log(
    `${'bare route'.padEnd(24)} ${ms(floor).padStart(9)} ${'1.00'.padStart(7)} ${String(Math.round(bare.rps)).padStart(6)} ${ms(bare.p50).padStart(9)} ${ms(bare.p99).padStart(9)}  (${ms(bare.cpuMsPerRequest)} before, ${ms(bareAfter.cpuMsPerRequest)} after)`
  )
  for (const row of rows) {
    row.ratioToBare = row.cpuMsPerRequest / floor
    row.ratioToDashboard = dashboard ? row.cpuMsPerRequest / dashboard.cpuMsPerRequest : null
    const checkDashboard = dashboard && ['Activities list', 'Activity page'].includes(row.label)
    const pass =
      row.ratioToBare <= TARGET_RATIO_TO_BARE &&
      (!checkDashboard || row.ratioToDashboard <= TARGET_RATIO_TO_DASHBOARD)
    if (!pass) failures.push(`${row.label} ${row.ratioToBare.toFixed(2)}× bare`)
    console.log(
      `${row.label.padEnd(24)} ${ms(row.cpuMsPerRequest).padStart(9)} ${row.ratioToBare.toFixed(2).padStart(7)} ${String(Math.round(row.rps)).padStart(6)} ${ms(row.p50).padStart(9)} ${ms(row.p99).padStart(9)}  ${pass ? 'PASS' : 'MISS'}` +
        (checkDashboard ? ` (${row.ratioToDashboard.toFixed(2)}× Dashboard, target ≤ 2)` : '') +
        (row.core && row.core.others > 0.1
          ? ` [other processes ${Math.round(row.core.others * 100)} % of the core]`
          : '')
    )
  }
  console.log(
    `Target: every page ≤ ${TARGET_RATIO_TO_BARE}× the bare route's CPU per request; Activities list and activity page ≤ ${TARGET_RATIO_TO_DASHBOARD}× the Dashboard's. Load average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`
  )
  for (const failure of failures) console.log(`MISS: ${failure}`)
  return {
    ok: failures.length === 0,
    summary: { bare, bareAfter, floorCpuMs: floor, pages: rows, failures },
  }
}
