/*
 * The admin area on PostgreSQL with 100,000 users (see bench/README.md, "Admin"):
 * seeds users, subscriptions and a year of billing events in SQL (generate_series,
 * seconds), then measures against the production server:
 *   - Admin/Subscriptions/Users: search + filter + sort + page, p95 ≤ 50 ms per variant;
 *   - Admin/Subscriptions/Overview: the figures, p95 ≤ 150 ms;
 *   - the CSV export of every user: streamed (first bytes within a quarter of the time) in
 *     constant memory: the server's RSS, sampled every 20 ms, grows ≤ 16 MB over the second
 *     half of the 100,000 rows (the first batches warm the heap up; a buffered export
 *     would keep growing with the rows).
 * Creates and drops its own database (bench_admin; PG_HOST, PG_USER, PG_PASSWORD).
 */
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { setInterval, clearInterval } from 'node:timers'
import pg from 'pg'
import { startServer } from './lib/server.js'
import { CookieJar, csrfToken, inertiaPage, postForm, request } from './lib/http.js'
import { waitForQuiet } from './lib/cpu.js'
import { onPostgres, pgConfig } from './lib/pg.js'

export const TARGETS = { listP95Ms: 50, overviewP95Ms: 150, exportSecondHalfGrowthMb: 16 }
const DATABASE = 'bench_admin'
const USERS = 100_000

const FIRST = `ARRAY['Anna','Ben','Chloe','David','Emma','Felix','Grace','Hugo','Ines','Jonas','Kara','Liam','Mia','Noah','Olga','Paul','Rosa','Sam','Tara','Umar','Vera','Will','Yara','Zoe','Marta','Lukas','Sofia','Elias','Nora','Jan']`
const LAST = `ARRAY['Smith','Jones','Müller','Garcia','Rossi','Dubois','Nowak','Silva','Kim','Lee','Brown','Wilson','Schmidt','Martin','Lopez','Novak','Berg','Costa','Meyer','Fischer','Weber','Moreau','Bianchi','Santos','Evans','Walker','Young','King','Wright','Hill']`

/**
 * Names and plans are drawn independently (hashtext of the row number), as in real
 * data: a first name says nothing about the plan, so the planner's estimates hold.
 * 100,000 users over 400 days; 60 % with a subscription: monthly (active, past due,
 * set to cancel, churned), yearly, trials running and trials ended unpaid, a few
 * incomplete; invoice.paid events each month for a year (yearly: one per year).
 */
export async function seed(client) {
  await client.query(`
    INSERT INTO users (full_name, email, password, role, email_verified_at, created_at, updated_at)
    SELECT f || ' ' || l, lower(f) || '.' || lower(l) || '.' || i || '@example.test', 'no-login', 'user', t, t, t
    FROM generate_series(1, ${USERS}) i,
      LATERAL (SELECT (${FIRST})[1 + abs(hashtext('f' || i)) % 30] AS f,
        (${LAST})[1 + abs(hashtext('l' || i)) % 30] AS l,
        now() - (((i * 7919) % 400) + (i % 97) / 100.0) * interval '1 day' AS t) x`)
  await client.query(`
    INSERT INTO subscriptions (user_id, plan, status, source, stripe_customer_id, stripe_subscription_id,
      amount_cents, currency, interval, trial_ends_at, current_period_start, current_period_end,
      cancel_at_period_end, canceled_at, ended_at, stripe_state_at, created_at, updated_at)
    SELECT id, plan, status, 'stripe', 'cus_b' || id, 'sub_b' || id,
      CASE WHEN plan = 'premium_yearly' THEN 9000 ELSE 900 END, 'eur',
      CASE WHEN plan = 'premium_yearly' THEN 'year' ELSE 'month' END,
      trial_ends_at, now() - interval '10 days', now() + ((id % 28) + 1) * interval '1 day',
      k = 19, CASE WHEN ended_at IS NOT NULL OR k = 19 THEN coalesce(ended_at, now()) END,
      ended_at, now(), created, now()
    FROM (
      SELECT id, k, created,
        CASE WHEN k IN (13, 14) THEN 'premium_yearly' ELSE 'premium_monthly' END AS plan,
        CASE WHEN k IN (15, 18) THEN 'canceled' WHEN k = 16 THEN 'trialing' WHEN k = 17 THEN 'past_due'
             WHEN k = 19 AND id % 40 = 19 THEN 'incomplete' ELSE 'active' END AS status,
        CASE WHEN k IN (8, 9, 10, 16, 18) THEN created + interval '14 days' END AS trial_ends_at,
        CASE WHEN k = 15 THEN least(now() - interval '1 day',
                                    greatest(created + interval '20 days', created + ((id % 8) + 1) * interval '1 month'))
             WHEN k = 18 THEN created + interval '14 days' END AS ended_at
      FROM (SELECT id, k,
              CASE WHEN k = 16 THEN now() - (id % 13) * interval '1 day'
                   ELSE created_at + interval '1 hour' END AS created
            FROM (SELECT id, created_at, abs(hashtext('k' || id)) % 20 AS k FROM users) h) u
      WHERE k >= 8
    ) s`)
  await client.query(`
    INSERT INTO billing_events (stripe_event_id, user_id, subscription_id, type, source, amount_cents,
      payload, occurred_at, created_at)
    SELECT 'evt_b' || s.id || '_' || n, s.user_id, s.id, 'invoice.paid', 'stripe', s.amount_cents,
      '{"object":"event","type":"invoice.paid"}', paid, paid
    FROM subscriptions s,
      LATERAL generate_series(0, 12) n,
      LATERAL (SELECT coalesce(s.trial_ends_at, s.created_at)
                 + n * CASE WHEN s.interval = 'year' THEN interval '1 year' ELSE interval '1 month' END AS paid) p
    WHERE s.status NOT IN ('incomplete', 'trialing')
      AND NOT (s.ended_at IS NOT NULL AND s.trial_ends_at IS NOT NULL AND s.ended_at <= s.trial_ends_at)
      AND paid <= coalesce(s.ended_at, now()) AND paid > now() - interval '1 year'`)
  await client.query('VACUUM ANALYZE')
  const counts = {}
  for (const table of ['users', 'subscriptions', 'billing_events']) {
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM ${table}`)
    counts[table] = rows[0].n
  }
  return counts
}

/** An admin with a confirmed password: registered over HTTP, promoted in the database. */
export async function signInAdmin(server, client) {
  const email = `bench-admin-${randomBytes(4).toString('hex')}@pacewise.test`
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
    { name: 'Bench Admin', email, password, password_confirmation: password }
  )
  if (registered.status !== 302) throw new Error(`POST /register answered ${registered.status}`)
  await client.query(
    `UPDATE users SET email_verified_at = now(), role = 'admin' WHERE email = $1`,
    [email]
  )
  const jar = new CookieJar()
  const login = await request(server.baseUrl, jar, '/login', { headers: { Accept: 'text/html' } })
  const signedIn = await postForm(server.baseUrl, jar, '/login', csrfToken(login.text), {
    email,
    password,
  })
  if (signedIn.status !== 302) throw new Error(`POST /login answered ${signedIn.status}`)
  const confirm = await request(server.baseUrl, jar, '/confirm-password', {
    headers: { Accept: 'text/html' },
  })
  const confirmed = await postForm(
    server.baseUrl,
    jar,
    '/confirm-password',
    csrfToken(confirm.text),
    {
      password,
    }
  )
  if (confirmed.status !== 302) {
    throw new Error(`POST /confirm-password answered ${confirmed.status}`)
  }
  return jar
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/** Sequential Inertia visits of `paths` (round robin): p50 / p95 / max after `warmup` visits. */
async function timeVisits(server, jar, version, component, paths, { visits = 200, warmup = 20 }) {
  const headers = {
    'X-Inertia': 'true',
    'X-Inertia-Version': String(version),
    'X-Requested-With': 'XMLHttpRequest',
    'Accept': 'text/html, application/xhtml+xml',
  }
  const times = []
  let last = null
  for (let i = 0; i < warmup + visits; i++) {
    const path = paths[i % paths.length]
    const started = performance.now()
    const visit = await request(server.baseUrl, jar, path, { headers })
    const elapsed = performance.now() - started
    if (visit.status !== 200) throw new Error(`GET ${path} answered ${visit.status}`)
    last = JSON.parse(visit.text)
    if (last.component !== component) throw new Error(`GET ${path} rendered ${last.component}`)
    if (i >= warmup) times.push(elapsed)
  }
  return {
    visits,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: Math.max(...times),
    last: last.props,
  }
}

/** The HTTP server process: the deepest descendant of the process we started. */
function serverProcessId(pid) {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim()
    return children ? serverProcessId(Number(children.split(' ')[0])) : pid
  } catch {
    return pid
  }
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(status.match(/VmRSS:\s+(\d+) kB/)[1]) / 1024
}

/** Streams the whole export, sampling the server's RSS before, during and after. */
async function measureExport(server, jar) {
  const pid = serverProcessId(server.pid)
  const before = []
  for (let i = 0; i < 10; i++) {
    before.push(rssMb(pid))
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  const during = []
  let progress = 0
  const sampler = setInterval(() => during.push({ progress, rss: rssMb(pid) }), 20)
  const started = performance.now()
  let firstByteMs = null
  let bytes = 0
  let lines = 0
  try {
    const response = await fetch(new URL('/admin/subscriptions/users/export', server.baseUrl), {
      headers: { Cookie: jar.header() },
      redirect: 'manual',
      signal: AbortSignal.timeout(300_000),
    })
    if (response.status !== 200) throw new Error(`GET export answered ${response.status}`)
    const type = response.headers.get('content-type')
    if (type !== 'text/csv; charset=utf-8') throw new Error(`export Content-Type ${type}`)
    for await (const chunk of response.body) {
      firstByteMs ??= performance.now() - started
      bytes += chunk.length
      for (const byte of chunk) if (byte === 10) lines++
      progress = lines
    }
  } finally {
    clearInterval(sampler)
  }
  const totalMs = performance.now() - started
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const after = rssMb(pid)
  const baseline = Math.max(...before)
  const peak = Math.max(baseline, ...during.map((sample) => sample.rss))
  // Constant memory: once the first half of the rows has gone out, RSS stops growing.
  const half = Math.max(
    baseline,
    ...during.filter((sample) => sample.progress <= lines / 2).map((sample) => sample.rss)
  )
  return {
    rows: lines - 1,
    megabytes: bytes / 1e6,
    firstByteMs,
    totalMs,
    rssMb: {
      before: baseline,
      peakFirstHalf: half,
      peak,
      after,
      growth: peak - baseline,
      growthSecondHalf: peak - half,
    },
  }
}

export async function runAdmin({ port = 3370, serverCpu = '0', quietWait = 60 } = {}) {
  console.log('\n== Admin area, 100,000 users, PostgreSQL ==')
  const failures = []
  const summary = {}
  await onPostgres(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`)
  await onPostgres(`CREATE DATABASE ${DATABASE}`)
  const client = new pg.Client(pgConfig(DATABASE))
  let server = null
  try {
    server = await startServer({
      port,
      cpu: serverCpu,
      pgDatabase: DATABASE,
      env: { LOG_LEVEL: 'warn' },
    })
    await client.connect()
    const started = performance.now()
    summary.seed = await seed(client)
    summary.seed.seconds = (performance.now() - started) / 1000
    console.log(`Seeded in ${summary.seed.seconds.toFixed(1)} s: ${JSON.stringify(summary.seed)}`)

    const jar = await signInAdmin(server, client)
    const full = await request(server.baseUrl, jar, '/admin/subscriptions/users', {
      headers: { Accept: 'text/html' },
    })
    const version = inertiaPage(full.text).version
    if (quietWait > 0) await waitForQuiet({ maxSeconds: quietWait })

    const terms = ['anna', 'smith', 'mia.lee', 'garcia', 'jonas', 'müller', 'rosa', '4242']
    const variants = {
      'search + plan + status + sort name + page 2': terms.map(
        (term) =>
          `/admin/subscriptions/users?search=${encodeURIComponent(term)}&plan=premium_monthly&status=active&sort=name&page=2`
      ),
      'search only (newest)': terms.map(
        (term) => `/admin/subscriptions/users?search=${encodeURIComponent(term)}`
      ),
      'plan + status + sort renewal + page 40': [
        '/admin/subscriptions/users?plan=premium_yearly&status=active&sort=renewal&page=40',
        '/admin/subscriptions/users?plan=premium_monthly&status=trialing&sort=renewal&page=40',
      ],
      'no filter, newest, page 1 and 400': [
        '/admin/subscriptions/users',
        '/admin/subscriptions/users?page=400',
      ],
      'plan free + sort email + page 100': [
        '/admin/subscriptions/users?plan=free&sort=email&page=100',
      ],
    }
    summary.list = {}
    for (const [name, paths] of Object.entries(variants)) {
      const result = await timeVisits(server, jar, version, 'Admin/Subscriptions/Users', paths, {})
      const met = result.p95 <= TARGETS.listP95Ms
      if (!met) failures.push(`users list "${name}" p95 ${result.p95.toFixed(1)} ms`)
      summary.list[name] = { p50: result.p50, p95: result.p95, max: result.max }
      console.log(
        `Users list, ${name}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, max ${result.max.toFixed(1)} ms (target p95 ≤ ${TARGETS.listP95Ms} ms: ${met ? 'met' : 'MISSED'}); ${result.last.total} matching`
      )
    }

    const overview = await timeVisits(
      server,
      jar,
      version,
      'Admin/Subscriptions/Overview',
      ['/admin/subscriptions'],
      { visits: 40, warmup: 5 }
    )
    const overviewMet = overview.p95 <= TARGETS.overviewP95Ms
    if (!overviewMet) failures.push(`overview p95 ${overview.p95.toFixed(1)} ms`)
    summary.overview = {
      p50: overview.p50,
      p95: overview.p95,
      max: overview.max,
      mrrCents: overview.last.mrrCents,
    }
    console.log(
      `Subscriptions overview: p50 ${overview.p50.toFixed(1)} ms, p95 ${overview.p95.toFixed(1)} ms (target ≤ ${TARGETS.overviewP95Ms} ms: ${overviewMet ? 'met' : 'MISSED'}); MRR ${(overview.last.mrrCents / 100).toFixed(2)} EUR, ${overview.last.trialsInProgress} trials`
    )

    await measureExport(server, jar) // warm
    const csv = await measureExport(server, jar)
    const expectedRows = summary.seed.users + 1
    const exportMet =
      csv.rows === expectedRows &&
      csv.rssMb.growthSecondHalf <= TARGETS.exportSecondHalfGrowthMb &&
      csv.firstByteMs < csv.totalMs / 4
    if (!exportMet) failures.push(`export ${JSON.stringify(csv)}`)
    summary.export = csv
    console.log(
      `CSV export: ${csv.rows} rows, ${csv.megabytes.toFixed(1)} MB in ${(csv.totalMs / 1000).toFixed(2)} s, first bytes after ${csv.firstByteMs.toFixed(0)} ms; server RSS ${csv.rssMb.before.toFixed(0)} MB before, ${csv.rssMb.peakFirstHalf.toFixed(0)} MB peak over the first half of the rows, ${csv.rssMb.peak.toFixed(0)} MB peak overall (second half +${csv.rssMb.growthSecondHalf.toFixed(1)} MB, target ≤ ${TARGETS.exportSecondHalfGrowthMb} MB: ${exportMet ? 'met' : 'MISSED'}), ${csv.rssMb.after.toFixed(0)} MB after`
    )
  } catch (error) {
    if (server) console.error(server.log().split('\n').slice(-20).join('\n'))
    throw error
  } finally {
    if (server) await server.stop()
    await client.end().catch(() => {})
    await onPostgres(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`).catch((error) =>
      console.error(`could not drop ${DATABASE}: ${error.message}`)
    )
  }
  return { ok: failures.length === 0, summary: { ...summary, failures } }
}
