#!/usr/bin/env node
/*
 * `npm run test:deploy`: the production topology of deploy/ on this machine,
 * then a browser and fault tests against it (docs/decisions/020-deployment-topology.md).
 *
 *   Caddy (deploy/Caddyfile, https://localhost:8443, its internal CA)
 *     -> two app processes (build/bin/server.js, 127.0.0.1:3481 and :3482)
 *   one worker (node ace.js queue:work), its own PostgreSQL (55432) and
 *   Redis (6380), an SMTP sink; production secrets generated here; for the
 *   mutation check, a third app process (:3483) on a deliberately broken copy
 *   of build/ (deploy/test/lib/pg_outage.js).
 *
 * Options (environment): DEPLOY_REUSE_BUILD=1 keeps an existing build/,
 * DEPLOY_ONLY=browser,post-kill,pg-crash,pg-fast,mutation,redis-pause,redis-stop,app-kill,worker-kill
 * runs a subset, DEPLOY_KEEP=1 keeps the temporary directory (logs) after a pass,
 * DEPLOY_PORTS=3481,3482,55432,6380,8443,8480,3483 (app1,app2,pg,redis,https,http,mutant)
 * other ports, DEPLOY_OUTAGE_SECONDS=5 how long PostgreSQL stays down, DEPLOY_CADDYFILE=path
 * another Caddyfile than deploy/Caddyfile (to compare a change with the shipped one).
 * Everything started is stopped at the end, also on failure.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  chmodSync,
  readdirSync,
} from 'node:fs'
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import pg from 'pg'
import { start, kill9, stopAll, run, sleep, waitFor } from './lib/processes.js'
import { startSmtpSink } from './lib/smtp_sink.js'
import { startCaddy } from './lib/caddy.js'
import { Client, signUp } from './lib/client.js'
import { fitEncoder } from './lib/fit.js'
import { makeMutantBuild, outagePassed, pgOutage } from './lib/pg_outage.js'
import { browserScenario } from './lib/browser.js'
import { postKillScenario } from './lib/post_kill.js'
import { faultScenarios } from './lib/faults.js'

const root = fileURLToPath(new URL('../../', import.meta.url))
const buildDir = join(root, 'build/')
const PORTS = deployPorts(process.env.DEPLOY_PORTS ?? '3481,3482,55432,6380,8443,8480,3483')
function deployPorts(list) {
  const [app1, app2, pgPort, redis, https, httpPort, mutant = app2 + 1] = list
    .split(',')
    .map(Number)
  if (![app1, app2, pgPort, redis, https, httpPort, mutant].every((n) => n > 0)) {
    throw new Error(
      `DEPLOY_PORTS: six or seven ports expected (app1,app2,pg,redis,https,http[,mutant]), got ${list}`
    )
  }
  return { apps: [app1, app2], pg: pgPort, redis, https, http: httpPort, mutant }
}
const OUTAGE_MS = 1000 * Number(process.env.DEPLOY_OUTAGE_SECONDS ?? 5)
const mutantDir = join(root, 'tmp', 'deploy-mutant-build/')
const BASE = `https://localhost:${PORTS.https}`
const only = process.env.DEPLOY_ONLY ? new Set(process.env.DEPLOY_ONLY.split(',')) : null
const wanted = (name) => !only || only.has(name)
const started = Date.now()
const tmp = mkdtempSync(join(tmpdir(), 'pacewise-deploy-'))
chmodSync(tmp, 0o755)
const logs = join(tmp, 'logs')
mkdirSync(logs)
const results = []
const log = (...args) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s]`, ...args)

const state = {
  crashes: [],
  apps: [],
  mutant: null,
  worker: null,
  redis: null,
  caddy: null,
  smtp: null,
  pgStarted: false,
  env: null,
}

process.on('SIGINT', () => cleanup().finally(() => process.exit(130)))
process.on('SIGTERM', () => cleanup().finally(() => process.exit(143)))

async function main() {
  mkdirSync(join(root, 'tmp'), { recursive: true })
  build()
  await startPostgres()
  startRedis()
  await waitFor('Redis', () => redisPing(), 15000)
  state.smtp = await startSmtpSink()
  state.env = productionEnv()
  log('migrations')
  run(process.execPath, ['ace.js', 'migration:run', '--force'], { cwd: buildDir, env: state.env })
  for (let i = 0; i < PORTS.apps.length; i++) startApp(i)
  startWorker()
  const appPorts = [...PORTS.apps]
  if (wanted('mutation')) {
    makeMutantBuild(buildDir, mutantDir)
    startMutant()
    appPorts.push(PORTS.mutant)
  }
  await Promise.all(
    appPorts.map((port) =>
      waitFor(`app on ${port}`, async () => (await health(port)).status === 200, 90000)
    )
  )
  const ca = await startProxy()
  await waitFor(
    'Caddy',
    async () => (await new Client(BASE, ca).request('GET', '/health')).status === 200,
    30000
  )
  log('topology up')
  if (process.env.DEPLOY_HOLD) {
    writeFileSync(join(tmp, 'ca.crt'), ca)
    log(`holding (CA in ${tmp}/ca.crt); Ctrl+C stops`)
    await new Promise(() => {})
  }
  const fit = await fitEncoder(buildDir)
  const context = { ca, fit }

  if (wanted('browser')) await scenario('browser', () => browser(context))
  if (wanted('post-kill')) await scenario('post-kill', () => postKill(context))
  if (wanted('pg-crash')) await scenario('pg-crash', () => outageScenario('immediate', context))
  if (wanted('pg-fast')) await scenario('pg-fast', () => outageScenario('fast', context))
  if (wanted('mutation')) await scenario('mutation', () => mutationScenario(context))
  const { faultScenario, faults } = faultScenarios({
    PORTS,
    state,
    loadClient,
    health,
    healthWatch,
    reported,
    sql,
    log,
    startApp,
    startWorker,
    startRedis,
    redisCli,
    redisPing,
  })
  for (const [name, fault] of Object.entries(faults)) {
    if (wanted(name)) await scenario(name, () => faultScenario(name, fault, context))
  }
}

async function scenario(name, body) {
  log(`--- ${name}`)
  await restoreTopology()
  const t0 = Date.now()
  const crashesBefore = state.crashes.length
  try {
    const outcome = await body()
    const crashes = state.crashes.slice(crashesBefore)
    results.push({
      name,
      seconds: Math.round((Date.now() - t0) / 1000),
      ...outcome,
      pass: outcome.pass && crashes.length === 0,
      crashes,
    })
  } catch (error) {
    console.error(error)
    results.push({
      name,
      pass: false,
      seconds: Math.round((Date.now() - t0) / 1000),
      error: String(error.message ?? error),
    })
  }
  log(`${name}: ${results.at(-1).pass ? 'pass' : 'FAIL'}`)
}

/* ------------------------------------------------------------------ topology */

function build() {
  const server = join(buildDir, 'bin/server.js')
  if (
    existsSync(server) &&
    (process.env.DEPLOY_REUSE_BUILD || statSync(server).mtimeMs > newestSource())
  ) {
    log('reusing build/')
    return
  }
  log('node ace build')
  run(process.execPath, ['ace.js', 'build'], { cwd: root, stdio: 'inherit', encoding: undefined })
}

function newestSource() {
  let newest = 0
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else newest = Math.max(newest, statSync(path).mtimeMs)
    }
  }
  for (const dir of [
    'app',
    'bin',
    'commands',
    'config',
    'database',
    'inertia',
    'providers',
    'resources',
    'start',
  ]) {
    if (existsSync(join(root, dir))) walk(join(root, dir))
  }
  for (const file of ['adonisrc.ts', 'vite.config.ts', 'package.json'])
    newest = Math.max(newest, statSync(join(root, file)).mtimeMs)
  return newest
}

function pgBin(tool) {
  const dir =
    process.env.PG_BIN ??
    `/usr/lib/postgresql/${readdirSync('/usr/lib/postgresql').sort((a, b) => b - a)[0]}/bin`
  return join(dir, tool)
}

/** PostgreSQL refuses to run as root: as root the cluster belongs to the postgres user. */
function asPg(tool, args) {
  return process.getuid?.() === 0
    ? ['runuser', ['-u', 'postgres', '--', pgBin(tool), ...args]]
    : [pgBin(tool), args]
}

const pgData = join(tmp, 'pg')
function pgCtl(...args) {
  const [command, argv] = asPg('pg_ctl', ['-D', pgData, '-l', join(logs, 'postgres.log'), ...args])
  return run(command, argv)
}

async function startPostgres() {
  log('PostgreSQL')
  mkdirSync(pgData)
  if (process.getuid?.() === 0) run('chown', ['postgres:postgres', pgData, logs])
  const [command, argv] = asPg('initdb', [
    '-D',
    pgData,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ])
  run(command, argv)
  pgCtl('-o', `-p ${PORTS.pg} -k ${pgData} -c listen_addresses=127.0.0.1`, '-w', 'start')
  state.pgStarted = true
  const client = new pg.Client({
    host: '127.0.0.1',
    port: PORTS.pg,
    user: 'postgres',
    database: 'postgres',
  })
  await client.connect()
  await client.query('CREATE DATABASE pacewise')
  await client.end()
}

async function sql(query, params = []) {
  const client = new pg.Client({
    host: '127.0.0.1',
    port: PORTS.pg,
    user: 'postgres',
    database: 'pacewise',
  })
  await client.connect()
  try {
    return (await client.query(query, params)).rows
  } finally {
    await client.end()
  }
}

function startRedis() {
  mkdirSync(join(tmp, 'redis'), { recursive: true })
  state.redis = start(
    'redis',
    'redis-server',
    [
      '--port',
      String(PORTS.redis),
      '--bind',
      '127.0.0.1',
      '--dir',
      join(tmp, 'redis'),
      '--appendonly',
      'yes',
      '--save',
      '',
      '--daemonize',
      'no',
    ],
    { env: process.env, logFile: join(logs, 'redis.log') }
  )
}

function redisCli(...args) {
  return run('redis-cli', ['-p', String(PORTS.redis), ...args]).trim()
}

function redisPing() {
  try {
    return redisCli('ping') === 'PONG'
  } catch {
    return false
  }
}

const secret = (bytes = 32) => randomBytes(bytes).toString('base64url')

function productionEnv() {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(PORTS.apps[0]),
    APP_URL: BASE,
    APP_KEY: secret(),
    LOG_LEVEL: 'info',
    DB_CONNECTION: 'pg',
    PG_HOST: '127.0.0.1',
    PG_PORT: String(PORTS.pg),
    PG_USER: 'postgres',
    PG_DATABASE: 'pacewise',
    REDIS_URL: `redis://127.0.0.1:${PORTS.redis}/0`,
    QUEUE_DRIVER: 'redis',
    SESSION_DRIVER: 'cookie',
    DRIVE_DISK: 'fs',
    DRIVE_FS_ROOT: join(tmp, 'storage'),
    MAIL_MAILER: 'smtp',
    MAIL_FROM: 'no-reply@pacewise.test',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(state.smtp.port),
    SMTP_SECURE: 'false',
    PUSHER_APP_ID: secret(8),
    PUSHER_APP_KEY: secret(16),
    PUSHER_APP_SECRET: secret(),
    PUSHER_HOST: 'localhost',
    PUSHER_PORT: String(PORTS.https),
    PUSHER_SCHEME: 'https',
    COACH_PROVIDER: 'offline',
    // As behind any proxy on the same machine (README, Deploy).
    TRUSTED_PROXIES: '127.0.0.1,::1',
    // Every test athlete signs up from this one machine.
    REGISTRATION_LIMIT_PER_HOUR: '1000',
  }
}

function startApp(index) {
  const port = PORTS.apps[index]
  const child = start(`app${index + 1}`, process.execPath, ['bin/server.js'], {
    cwd: buildDir,
    env: { ...state.env, PORT: String(port) },
    logFile: join(logs, `app${index + 1}.log`),
  })
  state.apps[index] = child
  supervise(child, () => state.apps[index] === child && startApp(index))
}

/** The third app process, on the broken copy of build/ (the mutation check). */
function startMutant() {
  const child = start('mutant', process.execPath, ['bin/server.js'], {
    cwd: mutantDir,
    env: { ...state.env, PORT: String(PORTS.mutant) },
    logFile: join(logs, 'mutant.log'),
  })
  state.mutant = child
  supervise(child, () => state.mutant === child && startMutant())
}

function startWorker() {
  const child = start('worker', process.execPath, ['ace.js', 'queue:work'], {
    cwd: buildDir,
    env: state.env,
    logFile: join(logs, 'worker.log'),
  })
  state.worker = child
  supervise(child, () => state.worker === child && startWorker())
}

/**
 * As systemd's Restart=on-failure: a process that exits on its own is
 * restarted 2 s later, and the exit is reported (a crash is a finding).
 */
function supervise(child, restart) {
  child.exited.then(({ code, signal }) => {
    if (child.intentional || cleanup.done) return
    state.crashes.push({ process: child.name, code, signal, at: Date.now() })
    log(`${child.name} exited on its own (${code ?? signal}): restarting in 2 s`)
    setTimeout(() => !cleanup.done && restart(), 2000)
  })
}

/** Before each scenario: every process running and healthy (a failed scenario may leave one down). */
async function restoreTopology() {
  state.apps.forEach((child, index) => {
    if (child.exitCode !== null || child.signalCode !== null) startApp(index)
  })
  if (state.worker.exitCode !== null || state.worker.signalCode !== null) startWorker()
  if (state.mutant && (state.mutant.exitCode !== null || state.mutant.signalCode !== null)) {
    startMutant()
  }
  if (state.redis.exitCode !== null || state.redis.signalCode !== null) startRedis()
  state.redis.kill('SIGCONT')
  try {
    await sql('SELECT 1')
  } catch {
    pgCtl('-o', `-p ${PORTS.pg} -k ${pgData} -c listen_addresses=127.0.0.1`, '-w', 'start')
  }
  await waitFor(
    'every app healthy before the scenario',
    async () => (await Promise.all(PORTS.apps.map(health))).every((h) => h.status === 200),
    90000
  )
}

async function startProxy() {
  log('Caddy')
  const caddy = await startCaddy({
    dir: tmp,
    logFile: join(logs, 'caddy.log'),
    upstreams: PORTS.apps.map((p) => `127.0.0.1:${p}`),
    httpsPort: PORTS.https,
    httpPort: PORTS.http,
    ...(process.env.DEPLOY_CADDYFILE ? { config: process.env.DEPLOY_CADDYFILE } : {}),
  })
  state.caddy = caddy.child
  return caddy.ca
}

/** GET /health of one app process, straight (not through Caddy). */
function health(port) {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/health', timeout: 3000 }, (res) => {
      const chunks = []
      res.on('data', (c) => chunks.push(c))
      res.on('end', () => {
        let failing = []
        try {
          const checks = JSON.parse(Buffer.concat(chunks).toString()).checks ?? {}
          failing = Object.entries(checks)
            .filter(([, c]) => !c.ok)
            .map(([k]) => k)
        } catch {}
        resolve({
          status: res.statusCode,
          state: res.statusCode === 200 ? 'ok' : `${res.statusCode} ${failing.join('+')}`.trim(),
        })
      })
    })
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', (error) =>
      resolve({ status: 0, state: error.message === 'timeout' ? 'no answer in 3 s' : 'refused' })
    )
  })
}

/** Polls /health of every app process; keeps the sequence of states of each. */
function healthWatch() {
  const seen = Object.fromEntries(PORTS.apps.map((p) => [p, []]))
  let active = true
  const loop = (async () => {
    while (active) {
      await Promise.all(
        PORTS.apps.map(async (port) => {
          const { state: s } = await health(port)
          const list = seen[port]
          if (list.at(-1) !== s) list.push(s)
        })
      )
      await sleep(250)
    }
  })()
  return {
    seen,
    async stop() {
      active = false
      await loop
      return seen
    },
  }
}

async function cleanup() {
  if (cleanup.done) return
  cleanup.done = true
  log('stopping everything')
  await stopAll()
  if (state.pgStarted) {
    try {
      pgCtl('-m', 'immediate', 'stop')
    } catch (error) {
      console.error(String(error.message))
    }
  }
  await state.smtp?.close()
  rmSync(mutantDir, { recursive: true, force: true })
}

/* ------------------------------------------------------------------ browser */

function browser({ ca }) {
  return browserScenario({
    ca,
    baseUrl: BASE,
    tmp,
    root,
    smtp: state.smtp,
    apps: {
      kill: (index) => kill9(state.apps[index]),
      start: (index) => startApp(index),
      healthy: async (index) => (await health(PORTS.apps[index])).status === 200,
    },
  })
}

/** POSTs through Caddy while app1 dies (deploy/test/lib/post_kill.js). */
function postKill({ ca }) {
  return postKillScenario({
    baseUrl: BASE,
    ca,
    caddyLog: join(logs, 'caddy.log'),
    deadPort: PORTS.apps[0],
    kill: () => kill9(state.apps[0]),
    restart: () => startApp(0),
    healthy: async () => (await health(PORTS.apps[0])).status === 200,
  })
}

/* ------------------------------------------------------------------ faults */

let userCount = 0
async function loadClient(ca, fit, tag) {
  const number = ++userCount
  const client = new Client(BASE, ca)
  const email = `${tag}-${number}-${secret(3)}@pacewise.test`.toLowerCase()
  await signUp(client, state.smtp, email, 'a long enough passphrase 42', waitFor)
  const userId = Number((await sql('SELECT id FROM users WHERE email = $1', [email]))[0].id)
  // Each user's files start on days of their own, in the past (future runs are refused) and
  // after 1990 (older ones too): eight spans of 1100 days, reused past the eighth user.
  const base = Date.parse('2025-06-01T06:00:00Z') - (((number - 1) % 8) + 1) * 1100 * 86400_000
  return {
    client,
    email,
    userId,
    base,
    fitFor: (n) => fit(new Date(base + n * 86400_000).toISOString(), number * 10000 + n),
    log: [],
  }
}

/* ------------------------------------------------------------------ PostgreSQL outages */

/** Eight athletes signed in, shared by the outage scenarios (each writes with a tag of its own). */
let outageWriters = null
function writersFor({ ca, fit }) {
  outageWriters ??= Promise.all(
    Array.from({ length: 8 }, async (_, index) => ({
      ...(await loadClient(ca, fit, 'writer')),
      index,
    }))
  )
  return outageWriters
}

function outageTopology(ports) {
  return {
    pgPort: PORTS.pg,
    sql,
    log,
    healthWatch,
    pgStop: (mode) => pgCtl('-m', mode, '-w', 'stop'),
    pgStart: () =>
      pgCtl('-o', `-p ${PORTS.pg} -k ${pgData} -c listen_addresses=127.0.0.1`, '-w', 'start'),
    appsHealthy: async () => (await Promise.all(ports.map(health))).every((h) => h.status === 200),
    databaseReported: reported('database'),
  }
}

/** `pg_ctl stop -m immediate` (a crash) or `-m fast`, under eight writers through Caddy. */
async function outageScenario(mode, context) {
  const writers = await writersFor(context)
  const outcome = await pgOutage(outageTopology(PORTS.apps), writers, {
    mode,
    tag: `pg-${mode}`,
    outageMs: OUTAGE_MS,
    // The writers are shared: each scenario uploads files of its own.
    fitFrom: mode === 'immediate' ? 0 : 400,
  })
  return {
    pass: outagePassed(outcome) && reported('database')(outcome.report.health),
    ...(outcome.failure ? { error: outcome.failure } : {}),
    ...outcome.report,
  }
}

/**
 * The suite proves it can fail: the same outage against the broken copy of
 * build/ (manual entries answered "saved" when their action failed) must be
 * reported as lost writes, or this scenario fails.
 */
async function mutationScenario(context) {
  const writers = (await writersFor(context)).map((writer) => ({
    ...writer,
    client: writer.client.signedInAt(`http://127.0.0.1:${PORTS.mutant}`),
  }))
  const outcome = await pgOutage(outageTopology([...PORTS.apps, PORTS.mutant]), writers, {
    mode: 'immediate',
    tag: 'mutant',
    paths: ['manual'],
    outageMs: Math.min(OUTAGE_MS, 2000),
  })
  const caught = outcome.check.lost.filter((l) => l.path === 'manual')
  return {
    pass: caught.length > 0,
    lostWritesCaught: caught.length,
    ...(caught.length ? {} : { error: 'the write check did not see the broken build lose writes' }),
    ...(outcome.failure ? { scenarioError: outcome.failure } : {}),
    writesInsideTransactionAtStop: outcome.report.writesInsideTransactionAtStop,
    writes: outcome.report.writes,
    lost: outcome.report.lost.slice(0, 3),
  }
}

/** Each app process reported `check` failing (503) at some point. */
const reported = (check) => (seen) =>
  PORTS.apps.every((p) => seen[p].some((s) => s.startsWith('503') && s.includes(check)))

/* ------------------------------------------------------------------ run */

try {
  await main()
} catch (error) {
  console.error(error)
  results.push({ name: 'setup', pass: false, error: String(error.message ?? error) })
} finally {
  await cleanup()
}
const failed = results.filter((r) => !r.pass)
const summary = { seconds: Math.round((Date.now() - started) / 1000), results }
writeFileSync(join(root, 'tmp', 'deploy-report.json'), JSON.stringify(summary, null, 2))
console.log(JSON.stringify(summary, null, 2))
console.log(failed.length ? `FAILED: ${failed.map((r) => r.name).join(', ')}` : 'PASSED')
if (!failed.length && !process.env.DEPLOY_KEEP) rmSync(tmp, { recursive: true, force: true })
else console.log(`logs kept in ${logs}`)
console.log(`\n${results.length - failed.length} passed, ${failed.length} failed`)
process.exit(failed.length ? 1 : 0)
