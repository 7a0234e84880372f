#!/usr/bin/env node
/*
 * `npm run test:smoke` (a step of `npm test`): the production build, smoke-tested.
 * The Japa suites run the sources in development mode (Vite in the server, no SSR
 * bundle), so a fault that only the build has (a missing SSR bundle, a server
 * file the compiler left out, an asset path) goes unnoticed there. This script
 *   1. builds, always (`node ace build`; CI starts clean, so a stale build/
 *      must never pass for a fresh one);
 *   2. starts build/ as a deployment does, with the benchmarks' starter
 *      (bench/lib/server.js: bin/start_prod.js runs the migrations, then
 *      build/bin/server.js with NODE_ENV=production), on a free port, a
 *      throwaway SQLite file, secrets made for this run and an SMTP sink;
 *   3. checks: Landing is rendered on the server (its heading is in the HTML,
 *      outside the Inertia page object), GET /health answers 200, a user signed
 *      in through the login form (CSRF token) gets /dashboard both as an Inertia
 *      visit (JSON) and as HTML, and the client entry of the Vite manifest is
 *      served with a year-long cache header.
 * Exit code 0 when every check passes; the server's output is printed otherwise.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { performance } from 'node:perf_hooks'
import { ROOT, MANIFEST_PATH } from '../bench/lib/paths.js'
import { startServer } from '../bench/lib/server.js'
import { CookieJar, request, inertiaPage } from '../bench/lib/http.js'
import { signIn } from '../bench/dashboard.js'

/** Text of the Landing page's heading (inertia/pages/Landing.tsx). */
const LANDING_HEADING = 'Train smarter with a coach that knows your running.'
/** config/static.ts: built assets are cached for a year. */
const YEAR_SECONDS = 31_536_000

// The smoke test's configuration is its own: none of the caller's services
// (the PostgreSQL + Redis test run sets these) reach the production server.
for (const name of ['REDIS_URL', 'QUEUE_DRIVER', 'SESSION_DRIVER', 'NODE_ENV', 'PORT', 'APP_URL']) {
  delete process.env[name]
}
for (const name of Object.keys(process.env)) {
  if (name.startsWith('PG_') || name.startsWith('DB_') || name === 'DATABASE_URL') {
    delete process.env[name]
  }
}

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1)
const failures = []
function check(what, ok, detail = '') {
  console.log(`  ${ok ? '✔' : '✖'} ${what}${ok || !detail ? '' : `: ${detail}`}`)
  if (!ok) failures.push(what)
}

/** A port nobody listens on right now. */
async function freePort() {
  const server = createServer()
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** The HTML with the Inertia page object (data-page="…") taken out. */
function withoutPageObject(html) {
  return html
    .replace(/\sdata-page="[^"]*"/, '')
    .replace(/<script[^>]*data-page[^>]*>[\s\S]*?<\/script>/, '')
}

/** The client entry's built file (a .js under assets/), from the Vite manifest. */
function entryScript() {
  const manifest = JSON.parse(readFileSync(MANIFEST_PATH, 'utf8'))
  const entry = Object.values(manifest).find(
    (chunk) => chunk.isEntry && String(chunk.file).endsWith('.js')
  )
  if (!entry) throw new Error(`no JavaScript entry in ${MANIFEST_PATH}`)
  return `/assets/${entry.file}`
}

const started = performance.now()
console.log('Building (node ace build)')
const build = spawnSync(process.execPath, ['ace.js', 'build'], { cwd: ROOT, stdio: 'inherit' })
if (build.status !== 0) {
  console.error(`node ace build failed (exit ${build.status})`)
  process.exit(1)
}
const built = performance.now()
console.log(`Built in ${seconds(started)} s; starting build/ with NODE_ENV=production`)

const port = await freePort()
const server = await startServer({
  port,
  cpu: null,
  env: { LOG_LEVEL: 'warn', BENCH_BARE_ROUTE: 'false' },
})
try {
  const guest = new CookieJar()
  const landing = await request(server.baseUrl, guest, '/', { headers: { Accept: 'text/html' } })
  check('GET / answers 200', landing.status === 200, String(landing.status))
  check(
    'Landing is rendered on the server (its heading is in the HTML)',
    withoutPageObject(landing.text).includes(LANDING_HEADING),
    landing.text.slice(0, 500)
  )

  const health = await request(server.baseUrl, guest, '/health')
  check('GET /health answers 200', health.status === 200, `${health.status} ${health.text}`)

  const { jar } = await signIn(server)
  const full = await request(server.baseUrl, jar, '/dashboard', {
    headers: { Accept: 'text/html' },
  })
  const page = full.status === 200 ? inertiaPage(full.text) : null
  check(
    'GET /dashboard signed in, as HTML: 200, page Dashboard',
    page?.component === 'Dashboard',
    `${full.status} ${page?.component ?? full.text.slice(0, 300)}`
  )
  const visit = await request(server.baseUrl, jar, '/dashboard', {
    headers: {
      'X-Inertia': 'true',
      'X-Inertia-Version': String(page?.version ?? ''),
      'X-Requested-With': 'XMLHttpRequest',
      'Accept': 'text/html, application/xhtml+xml',
    },
  })
  const visited = visit.headers.get('content-type')?.includes('json')
    ? JSON.parse(visit.text)
    : null
  check(
    'GET /dashboard signed in, as an Inertia visit: 200 JSON, page Dashboard',
    visit.status === 200 &&
      visit.headers.get('x-inertia') === 'true' &&
      visited?.component === 'Dashboard',
    `${visit.status} ${visit.headers.get('content-type')} ${visit.text.slice(0, 300)}`
  )

  const asset = entryScript()
  check('the Dashboard HTML loads the client entry of the manifest', full.text.includes(asset))
  const served = await request(server.baseUrl, new CookieJar(), asset)
  const cacheControl = served.headers.get('cache-control') ?? ''
  const maxAge = Number(cacheControl.match(/max-age=(\d+)/)?.[1] ?? 0)
  check(
    `GET ${asset}: 200 JavaScript, cached for a year`,
    served.status === 200 &&
      /javascript/.test(served.headers.get('content-type') ?? '') &&
      maxAge >= YEAR_SECONDS &&
      cacheControl.includes('immutable'),
    `${served.status} ${served.headers.get('content-type')} Cache-Control: ${cacheControl}`
  )
} catch (error) {
  failures.push(error.message)
  console.error(error)
} finally {
  if (failures.length > 0) console.error(`--- server output ---\n${server.log()}`)
  await server.stop()
}

console.log(
  `Production smoke test: ${failures.length === 0 ? 'passed' : `${failures.length} failed`} ` +
    `(build ${((built - started) / 1000).toFixed(1)} s, start and checks ${seconds(built)} s)`
)
process.exit(failures.length === 0 ? 0 : 1)
