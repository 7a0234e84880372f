#!/usr/bin/env node
/*
 * `npm run bench` / `node bench/run.js [landing|dashboard|pages|realtime|activities|plan|log|coach|progress|admin|cluster|event_loop] [options]`
 * (no name: landing and dashboard; the others only when named)
 *   coach: its own second server on --port + 1 (a fake OpenAI-compatible provider), see bench/coach.js
 *
 *   --no-build       use build/ as it is (default: `npm run build` when build/
 *                    is missing or older than the sources)
 *   --port=3350      port of the benchmark server
 *   --root=DIR       serve DIR/build instead of this checkout's build (a worktree of
 *                    another commit, for paired before/after runs; implies --no-build)
 *   --duration=10    seconds measured per route (dashboard)
 *   --warmup=10      seconds of warm-up per route, not measured (dashboard)
 *   --connections=10 concurrent connections (dashboard)
 *   --accept-encoding="gzip, deflate, br, zstd"  sent by the dashboard visits, as a browser does
 *                    (the server then compresses each response; without it, none is)
 *   --quiet-wait=60  before each measured run, wait up to this many seconds for
 *                    the other processes on the machine to go idle (0: never)
 *   --json=FILE      also write the figures as JSON
 *   pages only: every signed-in page's server CPU per Inertia visit against the bare route
 *   (see bench/pages.js); defaults --connections=4 --warmup=3 --duration=5 --quiet-wait=20;
 *   --only=Dashboard,Activity  (labels or paths) to measure a few pages
 *   admin only: PostgreSQL (creates and drops bench_admin), 100,000 users, its own server on --port
 *   (default 3370), see bench/admin.js
 *   progress only: PostgreSQL (creates and drops the database bench_progress; PG_HOST,
 *   PG_USER), its own server on --port; --duration (default 15), --warmup (default 5)
 *   activities only: --zip (also the 1,000-file ZIP), --no-chromium (skip the chart timing)
 *   event_loop only (see bench/README.md, "Event loop"): the web process's event-loop delay per
 *   heavy operation, p99 ≤ 50 ms and max ≤ 200 ms; SQLite server on --port (default 3380), its
 *   probe on + 1, the PostgreSQL server (100,000 users, --pg-database=bench_event_loop) on + 2
 *   and + 3; --only=zip,gpx,plan,coach,export,csv
 *   cluster only (see bench/README.md): PostgreSQL (creates and drops --pg-database) and Redis;
 *   Caddy on --port (1 process) and --port + 1 (2), app processes on --port + 2 and + 3
 *   (default 3640); --pairs=3, --duration (default 10), --warmup (default 3), --connections
 *   (default 10), --threads=2 (wrk), --pg-database=bench_cluster, --redis-port=6379,
 *   --redis-db=10 (the limiter uses the next one), --activities=500, --no-direct (proxy only),
 *   --accept-encoding (default the browser's; "" for none), --caddyfile=FILE (a variant of
 *   deploy/Caddyfile, same variables), --max-others=0.1 (a pair counts towards the verdict
 *   only when other processes used at most this share of the machine in both its runs)
 *   realtime only (see bench/README.md):
 *   --idle=10000     idle sockets for the memory measurement
 *   --subscribers=1000  sockets subscribed to bench-fanout
 *   --events=50      latency events (after 10 warm-up events)
 *   --spacing=100    ms between latency events
 *   --rates=20,40,80,160,320  publish rates tried (events/s), each --duration s
 *
 * The production server runs pinned to CPU 0, the load generator to CPU 1.
 * Exit code 0 when every check and target passes, 1 otherwise.
 */
import { writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { resolve } from 'node:path'
import { ensureBuild } from './lib/build.js'
import { startServer } from './lib/server.js'
import { runLanding } from './landing.js'
import { runDashboard, runningLoadGenerators } from './dashboard.js'
import { runRealtime, runningRealtimeProcesses, stopRealtimeProcess } from './realtime.js'
import { runActivities } from './activities.js'
import { runPlan } from './plan.js'
import { runLog } from './log.js'
import { runCoach } from './coach.js'
import { runProgress } from './progress.js'
import { runAdmin } from './admin.js'
import { runCluster, stopCluster } from './cluster.js'
import { runPages } from './pages.js'
import { runEventLoop, SCENARIOS as EVENT_LOOP_SCENARIOS } from './event_loop.js'

const args = process.argv.slice(2)
const flag = (name, fallback) => {
  const arg = args.find((a) => a === `--${name}` || a.startsWith(`--${name}=`))
  if (!arg) return fallback
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : true
}
const commands = args.filter((a) => !a.startsWith('--'))
const unknown = commands.filter(
  (c) =>
    ![
      'landing',
      'dashboard',
      'realtime',
      'activities',
      'plan',
      'log',
      'coach',
      'progress',
      'admin',
      'cluster',
      'pages',
      'event_loop',
    ].includes(c)
)
if (unknown.length) {
  console.error(
    `Unknown benchmark ${unknown.join(', ')}: use landing, dashboard, pages, realtime, activities, plan, log, coach, progress, admin, cluster, event_loop or nothing (landing and dashboard).`
  )
  process.exit(2)
}
const selected = commands.length ? commands : ['landing', 'dashboard']

const cores = cpus().length
const serverCpu = cores > 1 ? '0' : ''
const loadCpu = cores > 1 ? '1' : ''
if (!serverCpu) console.warn('warning: one CPU only, server and load generator share it')

let server = null
let stopping = null
const cleanup = async () => {
  for (const child of runningLoadGenerators) child.kill('SIGTERM')
  await Promise.all([...runningRealtimeProcesses].map((child) => stopRealtimeProcess(child)))
  await stopCluster()
  stopping ??= server ? server.stop() : Promise.resolve()
  await stopping
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await cleanup()
    process.exit(130)
  })
}

const results = {}
let ok = true
try {
  const root = typeof flag('root', null) === 'string' ? resolve(flag('root', null)) : undefined
  if (root === undefined) ensureBuild({ skip: flag('no-build', false) === true })
  // bench/progress.js, admin.js, cluster.js and event_loop.js start their own servers; the others share this one.
  if (selected.some((name) => !['progress', 'admin', 'cluster', 'event_loop'].includes(name))) {
    server = await startServer({
      port: Number(flag('port', 3350)),
      cpu: serverCpu,
      root,
      // 10,000 sockets need more than the usual 1024 open files.
      manyFiles: selected.includes('realtime'),
      // The load client opens them all from one address, past the default caps (decision 055).
      env: selected.includes('realtime')
        ? { REALTIME_MAX_CONNECTIONS: '50000', REALTIME_MAX_CONNECTIONS_PER_IP: '50000' }
        : {},
    })
    console.log(
      `Production server: ${server.baseUrl} (pid ${server.pid}, CPU ${serverCpu || 'any'}, ${cores} cores)`
    )
  }
  if (selected.includes('landing')) {
    const landing = await runLanding(server)
    results.landing = landing.summary
    ok &&= landing.ok
  }
  if (selected.includes('dashboard')) {
    const dashboard = await runDashboard(server, {
      connections: Number(flag('connections', 10)),
      duration: Number(flag('duration', 10)),
      warmup: Number(flag('warmup', 10)),
      loadCpu,
      serverCpu,
      quietWait: Number(flag('quiet-wait', 60)),
      acceptEncoding: flag('accept-encoding', null),
    })
    results.dashboard = dashboard.summary
    ok &&= dashboard.ok
  }
  if (selected.includes('pages')) {
    const only = flag('only', null)
    const pages = await runPages(server, {
      connections: Number(flag('connections', 4)),
      duration: Number(flag('duration', 5)),
      warmup: Number(flag('warmup', 3)),
      loadCpu,
      serverCpu,
      quietWait: Number(flag('quiet-wait', 20)),
      only: typeof only === 'string' ? only.split(',') : null,
    })
    results.pages = pages.summary
    ok &&= pages.ok
  }
  if (selected.includes('activities')) {
    const activities = await runActivities(server, {
      zip: flag('zip', false) === true,
      chromium: flag('no-chromium', false) !== true,
    })
    results.activities = activities.summary
    ok &&= activities.ok
  }
  if (selected.includes('plan')) {
    const plan = await runPlan(server)
    results.plan = plan.summary
    ok &&= plan.ok
  }
  if (selected.includes('log')) {
    const log = await runLog(server)
    results.log = log.summary
    ok &&= log.ok
  }
  if (selected.includes('coach')) {
    const coach = await runCoach(server, { port: server.port + 1, cpu: serverCpu })
    results.coach = coach.summary
    ok &&= coach.ok
  }
  if (selected.includes('progress')) {
    const progress = await runProgress({
      port: Number(flag('port', 3360)),
      serverCpu,
      loadCpu,
      duration: Number(flag('duration', 15)),
      warmup: Number(flag('warmup', 5)),
      quietWait: Number(flag('quiet-wait', 60)),
    })
    results.progress = progress.summary
    ok &&= progress.ok
  }
  if (selected.includes('admin')) {
    const adminBench = await runAdmin({
      port: Number(flag('port', 3370)),
      serverCpu,
      quietWait: Number(flag('quiet-wait', 60)),
    })
    results.admin = adminBench.summary
    ok &&= adminBench.ok
  }
  if (selected.includes('event_loop')) {
    const only = flag('only', null)
    const eventLoop = await runEventLoop({
      port: Number(flag('port', 3380)),
      serverCpu,
      root,
      only: typeof only === 'string' ? only.split(',') : EVENT_LOOP_SCENARIOS,
      pgDatabase: String(flag('pg-database', 'bench_event_loop')),
    })
    results.event_loop = eventLoop.summary
    ok &&= eventLoop.ok
  }
  if (selected.includes('cluster')) {
    const cluster = await runCluster({
      port: Number(flag('port', 3640)),
      pairs: Number(flag('pairs', 3)),
      duration: Number(flag('duration', 10)),
      warmup: Number(flag('warmup', 3)),
      connections: Number(flag('connections', 10)),
      threads: Number(flag('threads', 2)),
      pgDatabase: String(flag('pg-database', 'bench_cluster')),
      redisPort: Number(flag('redis-port', 6379)),
      redisDb: Number(flag('redis-db', 10)),
      activityCount: Number(flag('activities', 500)),
      quietWait: Number(flag('quiet-wait', 10)),
      direct: flag('no-direct', false) !== true,
      acceptEncoding: flag('accept-encoding', 'gzip, deflate, br, zstd'),
      caddyfile: flag('caddyfile', null),
      maxOthers: Number(flag('max-others', 0.1)),
    })
    results.cluster = cluster.summary
    ok &&= cluster.ok
  }
  if (selected.includes('realtime')) {
    const realtime = await runRealtime(server, {
      serverCpu,
      loadCpu,
      connections: Number(flag('idle', 10_000)),
      batch: 500,
      subscribers: Number(flag('subscribers', 1000)),
      events: Number(flag('events', 50)),
      spacing: Number(flag('spacing', 100)),
      duration: Number(flag('duration', 10)),
      rates: String(flag('rates', '20,40,80,160,320'))
        .split(',')
        .filter((rate) => Number(rate) > 0)
        .map(Number),
      quietWait: Number(flag('quiet-wait', 60)),
    })
    results.realtime = realtime.summary
    ok &&= realtime.ok
  }
} catch (error) {
  ok = false
  console.error(`\nBenchmark failed: ${error.stack ?? error}`)
  if (server) {
    const lines = server.log().split('\n').slice(-30).join('\n')
    console.error(`--- server output (last lines) ---\n${lines}`)
  }
} finally {
  await cleanup()
}

const json = flag('json', null)
if (typeof json === 'string') writeFileSync(json, JSON.stringify(results, null, 2))
console.log(`\n${ok ? 'All benchmarks passed.' : 'Some benchmark failed or missed its target.'}`)
process.exit(ok ? 0 : 1)
