/*
 * Starts the production build the way a deployment does (bin/start_prod.js:
 * migrations, then build/bin/server.js), pinned to one CPU core with taskset,
 * on its own port and its own SQLite file, and stops it again. It gets this
 * run's throwaway secrets (lib/secrets.js) and sends its e-mails to an SMTP
 * sink in this process (lib/smtp_sink.js): production refuses the development
 * secrets and the log mailer.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ROOT } from './paths.js'
import { benchSecrets } from './secrets.js'
import { startSmtpSink } from './smtp_sink.js'

const LOG_LIMIT = 64 * 1024

/**
 * @param {object} options
 * @param {number} options.port
 * @param {string} [options.cpu]  taskset CPU list for the server, e.g. '0'
 * @param {Record<string, string>} [options.env]  extra environment
 * @param {string|null} [options.pgDatabase]  PostgreSQL (DB_CONNECTION=pg) on this
 *   database instead of a SQLite file; the caller creates and drops it
 * @param {string} [options.root]  the checkout whose build/ is served (default
 *   this one; bench/hostile_uploads.js measures another worktree's for "before")
 * @param {boolean} [options.manyFiles]  raise the open-files limit first
 *   (`ulimit -n`, see withManyFiles) for thousands of sockets
 */
export async function startServer({
  port,
  cpu = '0',
  env: extraEnv = {},
  manyFiles = false,
  pgDatabase = null,
  root = ROOT,
}) {
  const sqlitePath = `tmp/bench-${process.pid}-${port}.sqlite3`
  // The project's .env (if any) is not read: the benchmark's configuration is
  // the explicit one below, plus the caller's environment.
  const envDir = mkdtempSync(join(tmpdir(), 'pacewise-bench-env-'))
  const smtp = await startSmtpSink()
  const env = {
    ...process.env,
    ENV_PATH: envDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    ...benchSecrets,
    APP_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: process.env.LOG_LEVEL || 'info',
    SQLITE_PATH: sqlitePath,
    DB_CONNECTION: 'sqlite',
    SESSION_DRIVER: process.env.SESSION_DRIVER || 'cookie',
    MAIL_MAILER: 'smtp',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'false',
    BENCH_BARE_ROUTE: 'true',
    // PostgreSQL on a dedicated database the caller created (bench/progress.js).
    ...(pgDatabase
      ? {
          DB_CONNECTION: 'pg',
          PG_HOST: process.env.PG_HOST || '127.0.0.1',
          PG_USER: process.env.PG_USER || 'postgres',
          PG_DATABASE: pgDatabase,
        }
      : {}),
    ...extraEnv,
  }
  const pinned = cpu ? ['taskset', '-c', cpu] : []
  const [command, ...args] = (manyFiles ? withManyFiles : (argv) => argv)([
    ...pinned,
    process.execPath,
    'bin/start_prod.js',
  ])
  // Its own process group, so that a last-resort SIGKILL also reaches the
  // server process that bin/start_prod.js spawns.
  const child = spawn(command, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })

  let log = ''
  const keep = (chunk) => {
    log = (log + chunk.toString()).slice(-LOG_LIMIT)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  let exited = null
  const exitPromise = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exited = { code, signal }
      resolve(exited)
    })
  })

  const server = {
    pid: child.pid,
    port,
    buildDir: join(root, 'build'),
    baseUrl: `http://127.0.0.1:${port}`,
    sqliteFile: join(root, 'build', sqlitePath),
    log: () => log,
    cpuSeconds: () => processCpuSeconds(child.pid),
    mailsSent: () => smtp.messages(),
    stop: () => stop(child, exitPromise, () => exited, server.sqliteFile, envDir, smtp),
  }

  try {
    await waitUntilReady(server, () => exited)
  } catch (error) {
    await server.stop()
    throw new Error(`${error.message}\n--- server output ---\n${log}`)
  }
  return server
}

/**
 * The command line `argv` run through `sh -c 'ulimit -n …; exec …'`: the
 * open-files limit raised to 65535, or to the hard limit when that is lower.
 * `exec` keeps the pid, so the caller still signals the process it started.
 */
export function withManyFiles(argv) {
  const script = 'ulimit -n 65535 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec "$@"'
  return ['sh', '-c', script, 'sh', ...argv]
}

/**
 * CPU time (user + system, all threads) used so far by the process we started
 * and its children (the server proper), from /proc; null where there is none.
 */
function processCpuSeconds(pid) {
  try {
    const ticks = 100 // USER_HZ on Linux
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    let seconds = (Number(fields[11]) + Number(fields[12])) / ticks // utime, stime
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim()
    for (const child of children ? children.split(' ') : []) {
      seconds += processCpuSeconds(Number(child)) ?? 0
    }
    return seconds
  } catch {
    return null
  }
}

async function waitUntilReady(server, exited, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`the server exited early (${JSON.stringify(exited())})`)
    try {
      const res = await fetch(`${server.baseUrl}/health`, { signal: AbortSignal.timeout(2000) })
      await res.arrayBuffer()
      if (res.status === 200) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the server did not answer GET /health within ${timeoutMs / 1000} s`)
}

/**
 * SIGTERM to the process we started (bin/start_prod.js forwards it to the
 * server, which shuts down gracefully); after 10 s, SIGKILL to the process
 * group this module created for it (start_prod and its server). Then the SQLite
 * file (and its WAL files) and the empty env directory are removed and the
 * SMTP sink closed.
 */
async function stop(child, exitPromise, exited, sqliteFile, envDir, smtp) {
  if (!exited()) {
    child.kill('SIGTERM')
    const timer = setTimeout(() => {
      if (!exited()) process.kill(-child.pid, 'SIGKILL')
    }, 10_000)
    await exitPromise
    clearTimeout(timer)
  }
  for (const file of [sqliteFile, `${sqliteFile}-wal`, `${sqliteFile}-shm`]) {
    if (existsSync(file)) rmSync(file)
  }
  rmSync(envDir, { recursive: true, force: true })
  await smtp.close()
}
