/*
 * A CPU profile of the production server under a benchmark's load, with V8's sampling profiler
 * (node:inspector), for bench/tools/profile_top.js or Chrome's DevTools. Loaded with Node's
 * --import (see bench/README.md, "Finding where the time goes"); only the server process
 * (`bin/server.js`) records:
 *
 *   PROFILE_DIR=/tmp/prof NODE_OPTIONS="--import ./bench/tools/cpu_profile.js" \
 *     node bench/run.js pages --only=Plan --duration=10
 *
 * The profile is written to $PROFILE_DIR/server-<pid>.cpuprofile when the server stops (SIGTERM
 * or SIGINT from the benchmark). `--cpu-prof` cannot be given in NODE_OPTIONS, hence this.
 */
import { Session } from 'node:inspector/promises'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Sampling interval in µs (V8's default is 1,000). */
const INTERVAL_MICROS = 200

if (process.argv.at(-1)?.endsWith('bin/server.js') && process.env.PROFILE_DIR) {
  const session = new Session()
  session.connect()
  await session.post('Profiler.enable')
  await session.post('Profiler.setSamplingInterval', { interval: INTERVAL_MICROS })
  await session.post('Profiler.start')

  const write = async () => {
    const { profile } = await session.post('Profiler.stop')
    mkdirSync(process.env.PROFILE_DIR, { recursive: true })
    writeFileSync(
      join(process.env.PROFILE_DIR, `server-${process.pid}.cpuprofile`),
      JSON.stringify(profile)
    )
    process.exit(0)
  }
  process.once('SIGTERM', write)
  process.once('SIGINT', write)
}
