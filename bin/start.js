#!/usr/bin/env node
/*
 * `npm start`: the trial. The app on its embedded defaults (SQLite, in-process
 * queue and realtime, the log mailer with the development mailbox, the
 * offline coach), served from the production build with NODE_ENV=development:
 * built assets and server-rendered pages like a deployment, the demo users
 * and the mailbox like development (production seeds nothing, serves no
 * mailbox and refuses the development secrets: `npm run start:prod`).
 *
 * 1. Creates .env (with a generated APP_KEY) when missing.
 * 2. Builds into build/ when there is no build or the sources changed since
 *    (bin/lib/build_freshness.js).
 * 3. Runs the migrations and seeds the demo athlete and the admin, without
 *    their training history.
 * 4. Starts the server, prints the logins once it answers, then imports the
 *    demo athlete's history in a background process at low priority
 *    (`node ace demo:import`): the Dashboard shows its progress, and a run that
 *    was stopped resumes on the next start.
 *
 * `npm run dev` is the hot-reloading development server on the same database.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { setPriority } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { staleReason } from './lib/build_freshness.js'

const root = fileURLToPath(new URL('../', import.meta.url))
const buildDir = join(root, 'build')
process.chdir(root)

if (!existsSync('.env')) {
  const example = readFileSync('.env.example', 'utf8')
  const key = randomBytes(32).toString('base64url')
  writeFileSync('.env', example.replace(/^APP_KEY=.*$/m, `APP_KEY=${key}`))
  console.log('Created .env from .env.example with a new APP_KEY.')
}
mkdirSync('tmp', { recursive: true })

function setting(name, fallback) {
  if (process.env[name] !== undefined && process.env[name] !== '') return process.env[name]
  const match = readFileSync('.env', 'utf8').match(new RegExp(`^${name}=(.*)$`, 'm'))
  return match?.[1]?.trim() || fallback
}

if (setting('NODE_ENV', 'development') === 'production') {
  console.error(
    '`npm start` is the trial (demo users, development mailbox) and does not run with\n' +
      'NODE_ENV=production. A deployment runs `npm run build` and `npm run start:prod`.'
  )
  process.exit(1)
}

const reason = staleReason(root, buildDir)
if (reason) {
  console.log(`Building the app into build/ (${reason}); this takes a minute or two.`)
  const build = spawnSync(process.execPath, ['ace', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
  const still = staleReason(root, buildDir)
  if (still) console.warn(`Note: ${still} (a file changed during the build).`)
}

/** A path from .env (relative to the project) as the build's app root sees it. */
function fromBuild(path) {
  return path === ':memory:' ? path : relative(buildDir, resolve(root, path))
}

const port = setting('PORT', '3333')
const host = setting('HOST', 'localhost')
const env = {
  ...process.env,
  NODE_ENV: 'development',
  // The project's .env, read by the build's env loader.
  ENV_PATH: root,
  // The data stays in the project, not in build/ (which every build replaces).
  SQLITE_PATH: fromBuild(setting('SQLITE_PATH', 'tmp/db.sqlite3')),
  DRIVE_FS_ROOT: fromBuild(setting('DRIVE_FS_ROOT', 'storage')),
  // db:seed leaves the training history to demo:import (database/seeders/main_seeder.ts).
  DEMO_HISTORY: 'background',
}

function ace(...args) {
  const result = spawnSync(process.execPath, ['ace.js', ...args], {
    cwd: buildDir,
    stdio: 'inherit',
    env,
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

ace('migration:run', '--force')
ace('db:seed', '--compact-output')

const children = new Set()
function run(args, options = {}) {
  const child = spawn(process.execPath, args, { cwd: buildDir, stdio: 'inherit', env, ...options })
  children.add(child)
  child.on('exit', () => children.delete(child))
  return child
}

const server = run(['bin/server.js'])
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal)
  })
}
server.on('exit', (code) => {
  for (const child of children) child.kill('SIGTERM')
  process.exit(code ?? 0)
})

const baseUrl = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`
await answering(`${baseUrl}/health`)
console.log(`
  Pacewise is running on ${baseUrl}

  Demo athlete: athlete@pacewise.test / pacewise
  Admin:        admin@pacewise.test / pacewise
  Mailbox:      ${baseUrl}/dev/mailbox (e-mails sent in development)

  The demo athlete's training history is imported in the background;
  the Dashboard shows how far it got.
`)

const history = process.env.DEMO_HISTORY_KIND === 'fixture' ? 'fixture' : 'demo'
const importer = run([
  'ace.js',
  'demo:import',
  `--history=${history}`,
  `--cache-dir=${join(root, 'tmp', 'demo-activities')}`,
])
try {
  // Page requests first: the import yields the CPU to the server.
  setPriority(importer.pid, 10)
} catch {}
importer.on('exit', (code) => {
  if (code !== 0 && code !== null) {
    console.error(`The demo history import stopped (exit ${code}); the next start resumes it.`)
  }
})

/** Resolves once the server answers `url` (any status), polling every 100 ms. */
async function answering(url) {
  for (;;) {
    if (server.exitCode !== null) return
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) })
      return
    } catch {
      await new Promise((done) => setTimeout(done, 100))
    }
  }
}
