/*
 * One and two app processes on this machine's cores, behind the deployment's proxy and
 * without it (`node bench/run.js cluster`, see bench/README.md, "One and two app processes"):
 *
 *  1. creates the PostgreSQL database `--pg-database` (default bench_cluster), starts two
 *     production app processes on it (bench/lib/server.js, ports --port + 2 and + 3) with
 *     Redis (`--redis-db`, the limiter on the next db) as in docs/decisions/020, and two Caddy
 *     processes running deploy/Caddyfile unchanged over plain HTTP (deploy/test/lib/caddy.js):
 *     --port → the first app process only, --port + 1 → both;
 *  2. signs up an athlete, seeds a realistic history (bench/lib/progress_seed.js: 500 runs,
 *     rides and walks over two years) and imports one 1-hour FIT run through the app, whose
 *     page (Activities/Show with its streams) is the activity page measured;
 *  3. checks the signed-in session on each process and through each proxy (same component);
 *  4. measures `GET /dashboard` and `GET /activities/<id>` (Inertia visits, the browser's
 *     Accept-Encoding) with wrk at a fixed number of connections, for 1 and 2 processes,
 *     alternating, --pairs times, through Caddy and straight to the processes (wrk's threads
 *     spread over them, bench/lib/wrk_check.lua); for each run the CPU time per request of the
 *     app processes, Caddy, the database's PostgreSQL backends, wrk and the rest of the machine,
 *     from /proc;
 *  5. target: requests/s with two processes ≥ 1.7 × one, through the proxy (median of the
 *     pairs' ratios, each page).
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { startServer } from './lib/server.js'
import { CookieJar, csrfToken, inertiaPage, request } from './lib/http.js'
import { generateActivities, seedAthlete } from './lib/progress_seed.js'
import {
  machineTimes,
  matchingProcesses,
  ownCpuSeconds,
  secondsSince,
  waitForQuiet,
} from './lib/cpu.js'
import { completeProfile, inertiaHeaders, signUp } from './progress.js'
import { encoder, run as syntheticRun, upload } from './activities.js'
import { startCaddy } from '../deploy/test/lib/caddy.js'
import { stop as stopProcess } from '../deploy/test/lib/processes.js'
import { onPostgres, pgConfig } from './lib/pg.js'

export const TARGET_RATIO = 1.7
const WRK_SCRIPT = fileURLToPath(new URL('./lib/wrk_check.lua', import.meta.url))
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd'

/** What is running, for run.js to stop on Ctrl-C (stopCluster). */
const running = { servers: [], caddies: [], wrk: new Set(), tmp: null }

const cores = () => availableParallelism()

export async function stopCluster() {
  for (const child of running.wrk) child.kill('SIGTERM')
  await Promise.all(running.caddies.map((caddy) => stopProcess(caddy.child)))
  await Promise.all(running.servers.map((server) => server.stop()))
  running.caddies = []
  running.servers = []
  if (running.tmp) rmSync(running.tmp, { recursive: true, force: true })
  running.tmp = null
}

/** wrk available? It is Debian's `wrk` package (C, one epoll loop per thread). */
function checkWrk() {
  const probe = spawnSync('wrk', ['--version'], { encoding: 'utf8' })
  if (probe.error) {
    throw new Error('wrk is not installed: `apt-get install -y wrk` (Debian package wrk)')
  }
  return (probe.stdout + probe.stderr).split('\n')[0].trim()
}

/**
 * One wrk run. `targets` (host:port list) spreads its threads over several addresses; the
 * URL's host is used otherwise. wrk runs under `sh`, which prints its own /proc stat once wrk
 * has exited: the children's CPU (cutime, cstime) is wrk's CPU time.
 */
function runWrk({ url, path, headers, connections, threads, seconds, targets = [] }) {
  const args = [
    `-t${threads}`,
    `-c${connections}`,
    `-d${seconds}s`,
    '--timeout',
    '5s',
    '-s',
    WRK_SCRIPT,
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    new URL(path, url).href,
  ]
  const script = 'wrk "$@"; status=$?; cat /proc/$$/stat; exit $status'
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', script, 'sh', ...args], {
      env: { ...process.env, WRK_TARGETS: targets.join(' ') },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    running.wrk.add(child)
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', (chunk) => (err += chunk))
    child.on('error', reject)
    child.on('exit', (code) => {
      running.wrk.delete(child)
      const lines = out.trim().split('\n')
      const json = lines.find((line) => line.startsWith('{"requests"'))
      if (code !== 0 || !json) {
        return reject(new Error(`wrk exited with ${code}:\n${out}\n${err}`))
      }
      const stat = lines.at(-1)
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const result = JSON.parse(json)
      result.wrkCpuSeconds = (Number(fields[13]) + Number(fields[14])) / 100 // cutime + cstime
      resolve(result)
    })
  })
}

/** Everything's CPU seconds at one instant (see runMeasured). */
/**
 * CPU seconds of the JavaScript thread of an app process (bin/start_prod.js's child: its
 * main thread has the process's id); the process's other threads are V8's GC helpers and
 * libuv's pool (compression streams, crypto).
 */
function mainThreadSeconds(server) {
  try {
    const children = readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, 'utf8')
    const pid = children.trim().split(' ')[0]
    const stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return null
  }
}

function cpuSnapshot({ servers, caddy, pgDatabase, redisPort }) {
  return {
    at: performance.now(),
    apps: servers.map((server) => server.cpuSeconds()),
    appMainThreads: servers.map(mainThreadSeconds),
    caddy: ownCpuSeconds(caddy.child.pid),
    // `postgres: [cluster name: ]user database host(port) state`
    postgres: matchingProcesses(new RegExp(`^postgres: (\\S+: )?\\S+ ${pgDatabase} `)),
    redis: matchingProcesses(new RegExp(`^\\S*redis-server \\S*:${redisPort}\\b`)),
    machine: machineTimes(),
  }
}

function cpuBreakdown(before, after, wrkSeconds, requests) {
  const apps = after.apps.map((seconds, i) => seconds - before.apps[i])
  const app = apps.reduce((a, b) => a + b, 0)
  const caddy = after.caddy - before.caddy
  const postgres = secondsSince(before.postgres, after.postgres)
  const redis = secondsSince(before.redis, after.redis)
  const busy = after.machine.busy - before.machine.busy
  const idle = after.machine.idle - before.machine.idle
  const steal = after.machine.steal - before.machine.steal
  const total = busy + idle + steal
  const others = Math.max(0, busy - app - caddy - postgres - redis - wrkSeconds)
  const elapsed = (after.at - before.at) / 1000
  const mainThreads = after.appMainThreads.map((seconds, i) => seconds - before.appMainThreads[i])
  const perRequest = (seconds) => (seconds * 1000) / Math.max(1, requests)
  const share = (seconds) => seconds / Math.max(1e-9, total)
  const stack = app + caddy + postgres + redis + wrkSeconds
  return {
    // How busy each app process's JavaScript thread was (1 = a whole core, saturated).
    mainThreadBusy: mainThreads.map((seconds) => seconds / elapsed),
    // Requests/s this stack would serve with every core of the machine to itself.
    ceilingRps: (cores() * requests) / Math.max(1e-9, stack),
    msPerRequest: {
      stack: perRequest(stack),
      // The JavaScript threads of the app processes together.
      appMainThread: perRequest(mainThreads.reduce((a, b) => a + b, 0)),
      app: perRequest(app),
      apps: apps.map(perRequest),
      caddy: perRequest(caddy),
      postgres: perRequest(postgres),
      redis: perRequest(redis),
      wrk: perRequest(wrkSeconds),
      others: perRequest(others),
    },
    // Shares of the whole machine (all cores) during the run.
    machine: {
      app: share(app),
      caddy: share(caddy),
      postgres: share(postgres),
      redis: share(redis),
      wrk: share(wrkSeconds),
      others: share(others),
      idle: share(idle),
      steal: share(steal),
    },
  }
}

const ms = (us) => `${(us / 1000).toFixed(1)} ms`
const pct = (share) => `${Math.round(share * 100)}%`

/** The page's component, through `baseUrl`, with the signed-in cookies: the session works there. */
async function probe(baseUrl, jar, version, path, component) {
  const response = await request(baseUrl, new CookieJar(), path, {
    headers: inertiaHeaders(jar, version),
  })
  const page = response.status === 200 ? JSON.parse(response.text) : null
  if (page?.component !== component) {
    throw new Error(
      `GET ${path} via ${baseUrl}: ${response.status} ${page ? page.component : response.text.slice(0, 200)}`
    )
  }
  return Buffer.byteLength(response.text)
}

export async function runCluster({
  port = 3640,
  pairs = 3,
  duration = 10,
  warmup = 3,
  connections = 10,
  threads = 2,
  pgDatabase = 'bench_cluster',
  redisPort = 6379,
  redisDb = 10,
  activityCount = 500,
  quietWait = 10,
  direct = true,
  acceptEncoding = BROWSER_ACCEPT_ENCODING,
  caddyfile = null,
  maxOthers = 0.1,
} = {}) {
  console.log('\n== One and two app processes, behind Caddy and straight, PostgreSQL + Redis ==')
  const wrkVersion = checkWrk()
  const failures = []
  const summary = {
    wrk: wrkVersion,
    caddyfile: caddyfile ?? 'deploy/Caddyfile',
    connections,
    threads,
    duration,
    warmup,
    runs: [],
  }
  const todayIso = new Date().toISOString().slice(0, 10)
  const appPorts = [port + 2, port + 3]
  const tmp = mkdtempSync(join(tmpdir(), 'pacewise-bench-cluster-'))
  running.tmp = tmp
  mkdirSync(join(tmp, 'logs'))
  await onPostgres(`DROP DATABASE IF EXISTS ${pgDatabase} WITH (FORCE)`)
  await onPostgres(`CREATE DATABASE ${pgDatabase}`)
  const client = new pg.Client(pgConfig(pgDatabase))
  try {
    // 1. Two app processes (the first one runs the migrations), two proxies.
    const env = {
      APP_URL: `http://127.0.0.1:${port + 1}`,
      REDIS_URL: `redis://127.0.0.1:${redisPort}/${redisDb}`,
      QUEUE_DRIVER: 'redis',
      REALTIME_REDIS_PREFIX: `bench-cluster-${process.pid}:`,
      TRUSTED_PROXIES: '127.0.0.1,::1',
      // The limiter's counters live in Redis and outlast a run; every run signs up from here.
      REGISTRATION_LIMIT_PER_HOUR: '1000',
    }
    for (const appPort of appPorts) {
      running.servers.push(
        await startServer({ port: appPort, cpu: '', pgDatabase, env: { ...env } })
      )
    }
    const servers = running.servers
    const proxied = {}
    for (const [count, caddyPort] of [
      [1, port],
      [2, port + 1],
    ]) {
      const caddy = await startCaddy({
        name: `caddy-${count}`,
        dir: join(tmp, `caddy-${count}`),
        logFile: join(tmp, 'logs', `caddy-${count}.log`),
        upstreams: appPorts.slice(0, count).map((p) => `127.0.0.1:${p}`),
        httpPort: caddyPort,
        ...(caddyfile ? { config: caddyfile } : {}),
      })
      running.caddies.push(caddy)
      proxied[count] = caddy
    }
    for (const caddy of running.caddies) {
      const deadline = Date.now() + 30_000
      while (true) {
        const res = await fetch(`${caddy.baseUrl}/health`).catch(() => null)
        if (res?.status === 200) break
        if (Date.now() > deadline) throw new Error(`${caddy.baseUrl}/health never answered 200`)
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    }
    console.log(
      `App processes: ${servers.map((s) => `${s.baseUrl} (pid ${s.pid})`).join(', ')}; ` +
        `Caddy: ${proxied[1].baseUrl} → 1 process, ${proxied[2].baseUrl} → 2 processes (HTTP, no TLS)`
    )

    // 2. An athlete with a history, and one imported run with its streams.
    await client.connect()
    const athlete = await signUp(servers[0], client, 'cluster')
    await completeProfile(client, athlete.userId, todayIso)
    const seeded = await seedAthlete(client, {
      userId: athlete.userId,
      activities: generateActivities({ count: activityCount, years: 2, todayIso }),
      todayIso,
    })
    await client.query('VACUUM ANALYZE')
    const page = await request(servers[0].baseUrl, athlete.jar, '/dashboard', {
      headers: { Accept: 'text/html' },
    })
    const version = inertiaPage(page.text).version
    const yesterday = new Date(Date.parse(`${todayIso}T04:00:00Z`) - 86_400_000).toISOString()
    const encodeFitActivity = await encoder()
    const fit = encodeFitActivity(syntheticRun(yesterday, 3600), { serialNumber: 4242 })
    const imported = await upload(servers[0], athlete.jar, csrfToken(page.text), 'run.fit', fit)
    const file = imported.body.files[0]
    if (file.status !== 'imported') throw new Error(`import: ${JSON.stringify(file)}`)
    const activityPath = `/activities/${file.activityId}`
    console.log(
      `Athlete: ${JSON.stringify(seeded)} seeded, plus a 1-hour FIT run with streams (${activityPath})`
    )
    summary.seeded = seeded

    const pages = [
      { label: 'Dashboard', path: '/dashboard', component: 'Dashboard' },
      { label: 'Activity', path: activityPath, component: 'Activities/Show' },
    ]
    // 3. The same session on each process and through each proxy.
    const everyEntry = [...servers.map((s) => s.baseUrl), ...running.caddies.map((c) => c.baseUrl)]
    const probeAll = async () => {
      for (const baseUrl of everyEntry) {
        for (const p of pages) {
          p.jsonBytes = await probe(baseUrl, athlete.jar, version, p.path, p.component)
        }
      }
    }
    await probeAll()
    summary.pages = pages.map(({ label, path, jsonBytes }) => ({ label, path, jsonBytes }))
    console.log(
      `Same session on every process and proxy; JSON: ${pages.map((p) => `${p.label} ${(p.jsonBytes / 1024).toFixed(1)} KB`).join(', ')}`
    )

    const headers = {
      ...inertiaHeaders(athlete.jar, version),
      ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}),
    }
    const targets = appPorts.map((p) => `127.0.0.1:${p}`)
    // The response check can fail: without the session cookie every visit is a redirect.
    const signedOut = Object.fromEntries(Object.entries(headers).filter(([n]) => n !== 'Cookie'))
    const unchecked = await runWrk({
      url: proxied[2].baseUrl,
      path: '/dashboard',
      headers: signedOut,
      connections: 2,
      threads: 1,
      seconds: 1,
    })
    if (unchecked.requests === 0 || unchecked.failedChecks !== unchecked.requests) {
      throw new Error(
        `wrk's response check let signed-out visits pass: ${JSON.stringify(unchecked)}`
      )
    }
    const setups = {
      proxy: (count) => ({ url: proxied[count].baseUrl, targets: [] }),
      direct: (count) => ({ url: servers[0].baseUrl, targets: targets.slice(0, count) }),
    }
    const modes = direct ? ['proxy', 'direct'] : ['proxy']

    // Both processes warmed up alike (V8 optimises for several seconds).
    for (const p of pages) {
      await runWrk({
        url: servers[0].baseUrl,
        path: p.path,
        headers,
        connections,
        threads: 2,
        seconds: 8,
        targets,
      })
    }

    // 4. Alternating 1 and 2 processes, each pair in the other order than the last.
    const measure = async (mode, count, p, pair) => {
      const { url, targets: spread } = setups[mode](count)
      const load = { url, path: p.path, headers, connections, threads, targets: spread }
      if (warmup > 0) await runWrk({ ...load, seconds: warmup })
      if (quietWait > 0) await waitForQuiet({ maxSeconds: quietWait })
      const load1 = loadavg()[0]
      const context = { servers, caddy: proxied[count], pgDatabase, redisPort }
      const before = cpuSnapshot(context)
      const result = await runWrk({ ...load, seconds: duration })
      const after = cpuSnapshot(context)
      const cpu = cpuBreakdown(before, after, result.wrkCpuSeconds, result.requests)
      if (mode === 'direct') {
        // The proxy was idle: its few health checks are not this run's.
        cpu.msPerRequest.caddy = 0
      }
      const rps = result.requests / (result.durationUs / 1e6)
      const errors = Object.values(result.errors).reduce((a, b) => a + b, 0)
      const row = {
        pair,
        mode,
        processes: count,
        page: p.label,
        rps,
        latencyUs: result.latencyUs,
        requests: result.requests,
        errors: result.errors,
        failedChecks: result.failedChecks,
        firstFailure: result.firstFailure,
        load1,
        cpu,
      }
      summary.runs.push(row)
      const c = cpu.msPerRequest
      const m = cpu.machine
      console.log(
        `${String(pair).padStart(2)} ${mode.padEnd(6)} ${count} proc ${p.label.padEnd(9)} ` +
          `${rps.toFixed(0).padStart(5)} req/s  p50 ${ms(result.latencyUs.p50)}  p99 ${ms(result.latencyUs.p99)}  ` +
          `| JS threads busy ${cpu.mainThreadBusy.map(pct).join('+')} ` +
          `| CPU ms/req: stack ${c.stack.toFixed(2)} (ceiling ${cpu.ceilingRps.toFixed(0)} req/s), app ${c.app.toFixed(2)} (${c.apps.map((v) => v.toFixed(2)).join('+')}), ` +
          `caddy ${c.caddy.toFixed(2)}, pg ${c.postgres.toFixed(2)}, wrk ${c.wrk.toFixed(2)}, ` +
          `redis ${c.redis.toFixed(2)}, others ${c.others.toFixed(2)} | machine: app ${pct(m.app)}, ` +
          `caddy ${pct(m.caddy)}, pg ${pct(m.postgres)}, wrk ${pct(m.wrk)}, others ${pct(m.others)}, ` +
          `idle ${pct(m.idle)}, steal ${pct(m.steal)} | load ${load1.toFixed(2)}`
      )
      if (errors || result.failedChecks) {
        failures.push(
          `${mode} ${count} ${p.label}: errors ${JSON.stringify(result.errors)}, ` +
            `${result.failedChecks} failed checks (${result.firstFailure})`
        )
      }
      return row
    }
    for (let pair = 1; pair <= pairs; pair++) {
      const order = pair % 2 === 1 ? [1, 2] : [2, 1]
      for (const mode of modes) {
        for (const p of pages) {
          for (const count of order) await measure(mode, count, p, pair)
        }
      }
    }
    await probeAll()

    // 5. Paired ratios (two processes ÷ one, same pair, mode and page).
    const median = (values) => {
      const sorted = [...values].sort((a, b) => a - b)
      const mid = Math.floor(sorted.length / 2)
      return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }
    summary.ratios = {}
    console.log('')
    for (const mode of modes) {
      for (const p of pages) {
        const rows = summary.runs.filter((r) => r.mode === mode && r.page === p.label)
        const ratios = []
        const quietRatios = []
        for (let pair = 1; pair <= pairs; pair++) {
          const one = rows.find((r) => r.pair === pair && r.processes === 1)
          const two = rows.find((r) => r.pair === pair && r.processes === 2)
          ratios.push(two.rps / one.rps)
          // Other work on the machine changes req/s by more than the effect measured, and
          // favours two processes (they take a larger share of a contended machine).
          if (one.cpu.machine.others <= maxOthers && two.cpu.machine.others <= maxOthers) {
            quietRatios.push(two.rps / one.rps)
          }
        }
        const rps = (count) => median(rows.filter((r) => r.processes === count).map((r) => r.rps))
        const ratio = quietRatios.length ? median(quietRatios) : null
        summary.ratios[`${mode} ${p.label}`] = {
          ratios,
          quietRatios,
          median: ratio,
          rps1: rps(1),
          rps2: rps(2),
        }
        const verdict =
          mode !== 'proxy'
            ? 'INFO'
            : ratio === null
              ? 'NOISY'
              : ratio >= TARGET_RATIO
                ? 'PASS'
                : 'MISS'
        console.log(
          `${verdict.padEnd(5)} ${mode === 'proxy' ? 'behind Caddy' : 'no proxy    '} ${p.label.padEnd(9)} ` +
            `${rps(1).toFixed(0)} → ${rps(2).toFixed(0)} req/s (medians), two ÷ one: ` +
            `${ratios.map((r) => r.toFixed(2)).join(', ')}; pairs with other processes ≤ ` +
            `${pct(maxOthers)} of the machine: ${quietRatios.length ? `median ${ratio.toFixed(2)}` : 'none'} ` +
            `(target ≥ ${TARGET_RATIO} behind the proxy)`
        )
        if (verdict === 'MISS') {
          failures.push(`${mode} ${p.label}: two ÷ one ${ratio.toFixed(2)} < ${TARGET_RATIO}`)
        }
        if (verdict === 'NOISY') {
          failures.push(
            `${mode} ${p.label}: no pair ran with other processes ≤ ${pct(maxOthers)} of the machine`
          )
        }
        // What the CPU per request predicts on an otherwise idle machine, less sensitive to
        // other load than req/s: one process is bound by its JavaScript thread (1 core) or by
        // all the cores; two by all the cores (see bench/README.md).
        const cost = (key) => median(rows.map((r) => r.cpu.msPerRequest[key]))
        const costs = Object.fromEntries(
          ['stack', 'app', 'appMainThread', 'caddy', 'postgres', 'wrk', 'redis'].map((k) => [
            k,
            cost(k),
          ])
        )
        const model = (stackMs) => {
          const one = Math.min(1000 / costs.appMainThread, (cores() * 1000) / stackMs)
          const two = Math.min(2000 / costs.appMainThread, (cores() * 1000) / stackMs)
          return { one, two, ratio: two / one }
        }
        const here = model(costs.stack)
        const appAndProxy = model(costs.app + costs.caddy)
        summary.ratios[`${mode} ${p.label}`].model = { costs, here, appAndProxy }
        console.log(
          `      CPU ms/request (medians): stack ${costs.stack.toFixed(2)} = app ${costs.app.toFixed(2)} ` +
            `(JS thread ${costs.appMainThread.toFixed(2)}) + caddy ${costs.caddy.toFixed(2)} + pg ` +
            `${costs.postgres.toFixed(2)} + wrk ${costs.wrk.toFixed(2)} + redis ${costs.redis.toFixed(2)}; ` +
            `idle machine: ${here.one.toFixed(0)} → ${here.two.toFixed(0)} req/s (× ${here.ratio.toFixed(2)}); ` +
            `PostgreSQL, Redis and wrk on other hosts: × ${appAndProxy.ratio.toFixed(2)}`
        )
      }
    }
  } finally {
    await stopCluster()
    await client.end().catch(() => {})
    await onPostgres(`DROP DATABASE IF EXISTS ${pgDatabase} WITH (FORCE)`).catch((error) =>
      console.error(`could not drop ${pgDatabase}: ${error.message}`)
    )
  }
  return { ok: failures.length === 0, summary: { ...summary, failures } }
}
