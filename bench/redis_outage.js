/*
 * Redis outage timings (docs/decisions/016-redis-outages.md): one app process
 * (`bin/server.js`, development build) on its own redis-server, which is
 * paused (SIGSTOP), killed and started again. Prints the latency of
 * GET /health and of a failed sign-in (the login limiter's path) in each
 * state, and how long after Redis answers again /health is back to 200.
 *
 *   node bench/redis_outage.js [--redis-port=6393] [--port=3545] [--down-ms=8000]
 *
 * Uses its own SQLite file (tmp/bench-redis-outage.sqlite3, migrated first)
 * and stops what it started, by pid.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createConnection } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { ROOT } from './lib/paths.js'

const option = (name, fallback) => {
  const found = process.argv.find((arg) => arg.startsWith(`--${name}=`))
  return found ? Number(found.split('=')[1]) : fallback
}
const REDIS_PORT = option('redis-port', 6393)
const APP_PORT = option('port', 3545)
const DOWN_MS = option('down-ms', 8000)
const SQLITE_PATH = 'tmp/bench-redis-outage.sqlite3'
const dir = mkdtempSync(join(tmpdir(), 'pacewise-bench-redis-'))

function ping() {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port: REDIS_PORT })
    const done = (ok) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(300, () => done(false))
    socket.on('error', () => done(false))
    socket.on('connect', () => socket.write('PING\r\n'))
    socket.on('data', (data) => done(String(data).startsWith('+PONG')))
  })
}

let redis = null
async function startRedis() {
  redis = spawn(
    'redis-server',
    ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { cwd: dir, stdio: 'ignore' }
  )
  const deadline = Date.now() + 10_000
  while (!(await ping())) {
    if (Date.now() > deadline) throw new Error('redis-server did not start')
    await sleep(50)
  }
}

const base = `http://127.0.0.1:${APP_PORT}`
const env = {
  ...process.env,
  NODE_ENV: 'test',
  PORT: String(APP_PORT),
  SQLITE_PATH,
  DB_CONNECTION: 'sqlite',
  REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}/0`,
  QUEUE_DRIVER: 'redis',
  SESSION_DRIVER: 'cookie',
  LOG_LEVEL: 'error',
}

async function timed(run) {
  const started = performance.now()
  const status = await run()
  return `${Math.round(performance.now() - started)} ms (${status})`
}

const health = () => fetch(`${base}/health`).then((response) => response.status)

async function failedSignIn() {
  const page = await fetch(`${base}/login`)
  const html = await page.text()
  const token = html.match(/name="csrf-token" content="([^"]+)"/)[1]
  const cookie = page.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  return timed(async () => {
    const response = await fetch(`${base}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({
        email: 'nobody@example.test',
        password: 'x'.repeat(12),
        _csrf: token,
      }),
    })
    return response.status
  })
}

async function report(state) {
  const healthTimes = []
  const signInTimes = []
  for (let i = 0; i < 3; i++) healthTimes.push(await timed(health))
  for (let i = 0; i < 3; i++) signInTimes.push(await failedSignIn())
  console.log(`${state.padEnd(7)} /health: ${healthTimes.join(', ')}`)
  console.log(`${''.padEnd(7)} failed sign-in: ${signInTimes.join(', ')}`)
}

let app = null
try {
  const migrated = spawnSync(process.execPath, ['ace.js', 'migration:run', '--force'], {
    cwd: ROOT,
    env,
    stdio: 'ignore',
  })
  if (migrated.status !== 0) throw new Error('migration:run failed')
  await startRedis()
  app = spawn(process.execPath, ['--import=ts-node-maintained/register/esm', 'bin/server.js'], {
    cwd: ROOT,
    env,
    stdio: 'ignore',
  })
  const deadline = Date.now() + 120_000
  while ((await health().catch(() => 0)) !== 200) {
    if (Date.now() > deadline) throw new Error('the app did not become healthy')
    await sleep(200)
  }
  await report('up')
  redis.kill('SIGSTOP')
  await report('paused')
  redis.kill('SIGCONT')
  redis.kill('SIGKILL')
  await report('down')
  await sleep(DOWN_MS)
  await startRedis()
  const answering = performance.now()
  while ((await health()) !== 200) await sleep(20)
  const healed = Math.round(performance.now() - answering)
  console.log(`healed  /health 200 ${healed} ms after Redis answers (down ${DOWN_MS} ms)`)
  await report('back')
} finally {
  app?.kill('SIGKILL')
  redis?.kill('SIGKILL')
  rmSync(dir, { recursive: true, force: true })
  for (const suffix of ['', '-wal', '-shm'])
    rmSync(join(ROOT, SQLITE_PATH + suffix), { force: true })
}
