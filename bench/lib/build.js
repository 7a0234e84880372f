/*
 * Makes sure build/ holds a production build of the current sources: runs
 * `npm run build` when build/ is missing or older than any source file.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT, BUILD_DIR, MANIFEST_PATH } from './paths.js'

/** Inputs of `node ace build`: the list `npm start` hashes to tell a stale build. */
import { SOURCES } from '../../bin/lib/build_freshness.js'

/** Written by the Vite dev server, not by hand: never a reason to rebuild. */
const IGNORED = new Set([join(ROOT, 'public', 'assets'), join(ROOT, 'public', 'hot')])

function newestMtime(path) {
  if (!existsSync(path) || IGNORED.has(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) {
    newest = Math.max(newest, newestMtime(join(path, entry)))
  }
  return newest
}

/** Why build/ needs rebuilding, or null when it is up to date. */
export function staleReason() {
  const outputs = [join(BUILD_DIR, 'bin', 'server.js'), MANIFEST_PATH, join(BUILD_DIR, 'ssr')]
  const missing = outputs.find((file) => !existsSync(file))
  if (missing) return `${missing} is missing`
  const builtAt = Math.min(...outputs.map((file) => statSync(file).mtimeMs))
  const newer = SOURCES.find((source) => newestMtime(join(ROOT, source)) > builtAt)
  return newer ? `${newer} changed after the last build` : null
}

export function ensureBuild({ skip = false } = {}) {
  const reason = staleReason()
  if (skip) {
    if (reason && !existsSync(MANIFEST_PATH)) {
      throw new Error(`--no-build given but there is no build: ${reason}`)
    }
    if (reason) console.warn(`warning: --no-build given, but ${reason}`)
    return
  }
  if (!reason) {
    console.log('build/ is up to date with the sources (skip with --no-build)')
    return
  }
  console.log(`Building (${reason}): npm run build`)
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const result = spawnSync(npm, ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`)
}
