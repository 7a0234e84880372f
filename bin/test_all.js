#!/usr/bin/env node
/*
 * `npm test`: everything CI checks, in order.
 *   1. lint, format check, typecheck (server and client)
 *   2. the production build's smoke test (bin/smoke_prod.js: `node ace build`, then
 *      build/ started with NODE_ENV=production and checked over HTTP; about 80 s)
 *   3. unit + functional + browser suites on SQLite (in-process queue, realtime, rate limits)
 *   4. what differs on PostgreSQL + Redis (DB_CONNECTION=pg, REDIS_URL, QUEUE_DRIVER=redis;
 *      the rate limits on the next Redis database, see config/redis.ts): the unit and functional
 *      suites. The browser suite drives the same server code through Chromium and runs once, on
 *      SQLite; the deployment test (`npm run test:deploy`) clicks through a browser on PostgreSQL
 *      + Redis (docs/decisions/064-ci-runs-what-differs.md).
 * Steps 1 and 2 run only when no suite is named. Step 4 needs PostgreSQL (database `test`)
 * and Redis on 127.0.0.1; outside CI
 * it is skipped with a warning when they are not reachable (`--sqlite-only`
 * skips it on purpose). Browser tests need Chromium: /usr/bin/chromium, or
 * CHROMIUM_PATH; as root it is installed with apt-get when missing.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createConnection } from 'node:net'
import { fileURLToPath } from 'node:url'

process.chdir(fileURLToPath(new URL('../', import.meta.url)))
const args = process.argv.slice(2)
const sqliteOnly = args.includes('--sqlite-only')
const suites = args.filter((arg) => !arg.startsWith('--'))
const totals = { passed: 0, failed: 0 }

function run(label, command, commandArgs, env = {}) {
  console.log(`\n=== ${label} ===`)
  const result = spawnSync(command, commandArgs, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  if (result.status !== 0) {
    console.error(`\n${label} failed.`)
    process.exit(result.status ?? 1)
  }
}

/** Runs the Japa suites, echoing output and counting the results. */
function runTests(label, env, named = suites) {
  console.log(`\n=== ${label} ===`)
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['ace', 'test', ...named], {
      env: { ...process.env, FORCE_COLOR: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output += chunk
        ;(stream === child.stdout ? process.stdout : process.stderr).write(chunk)
      })
    }
    child.on('exit', (code) => {
      const passed = Number(output.match(/Tests\s+(?:.*?)(\d+) passed/)?.[1] ?? 0)
      const failed = Number(output.match(/Tests\s+(\d+) failed/)?.[1] ?? 0)
      totals.passed += passed
      totals.failed += failed + (code !== 0 && failed === 0 ? 1 : 0)
      resolve(code ?? 1)
    })
  })
}

function reachable(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port })
    socket.setTimeout(1000)
    socket.on('connect', () => {
      socket.end()
      resolve(true)
    })
    socket.on('error', () => resolve(false))
    socket.on('timeout', () => {
      socket.destroy()
      resolve(false)
    })
  })
}

function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (existsSync(path)) return
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    run('Installing Chromium (apt-get)', 'sh', [
      '-c',
      'apt-get update -qq && apt-get install -y -qq chromium',
    ])
    return
  }
  console.error(
    `Chromium not found at ${path}: install it (apt-get install chromium) or set CHROMIUM_PATH.`
  )
  process.exit(1)
}

if (suites.length === 0) {
  run('Lint', 'npx', ['eslint', '.'])
  run('Format check', 'npx', ['prettier', '--check', '.'])
  run('Typecheck (server)', 'npx', ['tsc', '--noEmit'])
  run('Typecheck (client)', 'npx', ['tsc', '--noEmit', '-p', 'inertia/tsconfig.json'])
  run('Production build smoke test', process.execPath, ['bin/smoke_prod.js'])
}
if (suites.length === 0 || suites.includes('browser')) ensureChromium()

let failures = 0
// The SQLite run pretends the host is in New York: the app must keep its clock in UTC whatever
// the machine's zone (start/utc.ts, docs/decisions/052-the-process-runs-in-utc.md).
failures +=
  (await runTests('Tests on SQLite', { DB_CONNECTION: 'sqlite', TZ: 'America/New_York' })) === 0
    ? 0
    : 1

/** The suites whose code paths differ on PostgreSQL + Redis (see the header). */
const PG_SUITES = ['unit', 'functional']
const pgSuites = suites.length === 0 ? PG_SUITES : suites.filter((s) => PG_SUITES.includes(s))

if (!sqliteOnly && pgSuites.length > 0) {
  const services = (await reachable(5432)) && (await reachable(6379))
  if (services) {
    failures +=
      (await runTests(
        'Tests on PostgreSQL + Redis',
        {
          DB_CONNECTION: 'pg',
          PG_HOST: process.env.PG_HOST ?? '127.0.0.1',
          PG_PORT: process.env.PG_PORT ?? '5432',
          PG_USER: process.env.PG_USER ?? 'postgres',
          PG_DATABASE: process.env.PG_DATABASE ?? 'test',
          REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/1',
          QUEUE_DRIVER: 'redis',
        },
        pgSuites
      )) === 0
        ? 0
        : 1
  } else if (process.env.CI) {
    console.error('PostgreSQL (5432) or Redis (6379) is not reachable on 127.0.0.1: CI needs both.')
    failures += 1
  } else {
    console.warn(
      '\nPostgreSQL or Redis not reachable on 127.0.0.1: skipped the PostgreSQL + Redis run.'
    )
  }
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed`)
process.exit(failures === 0 && totals.failed === 0 ? 0 : 1)
