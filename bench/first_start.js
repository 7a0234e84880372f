#!/usr/bin/env node
/*
 * How long a person waits after `npm start`: seconds from the command to the
 * first 200 on GET /, with the existing build (default) or with none
 * (--missing-build: build/ is deleted first, so `npm start` builds it).
 *
 *   node bench/first_start.js [--missing-build] [--port=3352] [--runs=1]
 *
 * Each run starts `npm start` in its own process group on a fresh SQLite file
 * (migrations and seeding included in the time), polls GET / every 50 ms,
 * prints the seconds, and stops the group again. The demo history import that
 * follows runs in the background and is not part of the figure.
 */
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { ROOT, BUILD_DIR } from './lib/paths.js'

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=')
    return [key, value ?? 'true']
  })
)
const port = Number(args.port ?? 3352)
const runs = Number(args.runs ?? 1)
const missingBuild = args['missing-build'] === 'true'

async function once(run) {
  const sqlitePath = `tmp/first-start-${process.pid}-${run}.sqlite3`
  if (missingBuild) rmSync(BUILD_DIR, { recursive: true, force: true })
  const started = process.hrtime.bigint()
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const child = spawn(npm, ['start'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      SQLITE_PATH: sqlitePath,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise((resolve) => child.on('exit', resolve))
  let seconds = null
  try {
    while (child.exitCode === null) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/`, {
          signal: AbortSignal.timeout(5000),
        })
        if (response.status === 200) {
          seconds = Number(process.hrtime.bigint() - started) / 1e9
          break
        }
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    if (seconds === null) throw new Error(`npm start exited before answering:\n${output}`)
    return seconds
  } finally {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
    await exited
    for (const suffix of ['', '-wal', '-shm'])
      rmSync(join(ROOT, `${sqlitePath}${suffix}`), { force: true })
  }
}

const figures = []
for (let run = 0; run < runs; run++) {
  const load = loadavg()[0].toFixed(1)
  const seconds = await once(run)
  figures.push(seconds)
  console.log(
    `npm start → first 200 on /: ${seconds.toFixed(1)} s (${missingBuild ? 'no build' : 'existing build'}, load average before ${load})`
  )
}
