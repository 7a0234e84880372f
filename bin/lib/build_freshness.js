/*
 * Whether build/ was made from the sources as they are now. `node ace build`
 * records a fingerprint of its inputs in build/.pacewise-build.json (the
 * onBuildCompleted hook, bin/lib/record_build_hook.ts); `npm start` compares
 * it with the sources' fingerprint now and rebuilds when they differ.
 *
 * The fingerprint is a SHA-256 over every input file's path and contents, so
 * an edit, a new or deleted file, or `git checkout` of other sources changes
 * it, and a file that was only touched does not. Reading the sources takes a
 * few tens of milliseconds.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** Inputs of `node ace build`: server code, client code, views, config, dependencies. */
export const SOURCES = [
  'app',
  'bin',
  'commands',
  'config',
  'database',
  'inertia',
  'providers',
  'public',
  'resources',
  'start',
  'adonisrc.ts',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
]

/** Written by the Vite dev server or by a run, not by hand: never a reason to rebuild. */
export const IGNORED = ['public/assets', 'public/hot']

/** The record of the sources a build was made from, inside the build directory. */
export const RECORD_FILE = '.pacewise-build.json'

/** What a complete build holds: the server, the client manifest, the SSR bundle. */
export const BUILD_OUTPUTS = ['bin/server.js', 'public/assets/.vite/manifest.json', 'ssr/ssr.js']

function listFiles(root, path, files) {
  const relativePath = relative(root, path).split(sep).join('/')
  if (!existsSync(path) || IGNORED.includes(relativePath)) return
  const stat = statSync(path)
  if (!stat.isDirectory()) {
    files.push(relativePath)
    return
  }
  for (const entry of readdirSync(path)) listFiles(root, join(path, entry), files)
}

/** The fingerprint of the sources under `root`, and how many files it covers. */
export function sourceFingerprint(root, sources = SOURCES) {
  const files = []
  for (const source of sources) listFiles(root, join(root, source), files)
  files.sort()
  const hash = createHash('sha256')
  for (const file of files) {
    hash.update(file)
    hash.update('\0')
    hash.update(
      createHash('sha256')
        .update(readFileSync(join(root, file)))
        .digest()
    )
  }
  return { fingerprint: hash.digest('hex'), files: files.length }
}

/** Why the build in `buildDir` does not match the sources in `root`, or null when it does. */
export function staleReason(root, buildDir, sources = SOURCES) {
  const missing = BUILD_OUTPUTS.find((file) => !existsSync(join(buildDir, file)))
  if (missing) return `there is no complete build (${missing} is missing)`
  let record
  try {
    record = JSON.parse(readFileSync(join(buildDir, RECORD_FILE), 'utf8'))
  } catch {
    return 'the build does not record which sources it was made from'
  }
  if (record.fingerprint !== sourceFingerprint(root, sources).fingerprint) {
    return 'the sources changed since the last build'
  }
  return null
}

/** Records in `buildDir` that it was built from the sources in `root` as they are now. */
export function writeBuildRecord(root, buildDir, sources = SOURCES) {
  const { fingerprint, files } = sourceFingerprint(root, sources)
  const record = { fingerprint, files, builtAt: new Date().toISOString() }
  writeFileSync(join(buildDir, RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`)
  return record
}

/**
 * Why `npm install`'s prepare step (bin/prepare.js) makes no build, or null when it builds:
 * only a plain `npm install` (not `npm ci`, which CI and the deployment image run), off CI,
 * not skipped with PACEWISE_SKIP_BUILD=1, in the source tree (not a build's own install),
 * and only when there is no complete build (a stale one is `npm start`'s to rebuild).
 * docs/decisions/037-build-at-npm-install.md
 */
export function installBuildSkipReason(env, root, buildDir = join(root, 'build')) {
  if (env.npm_command !== 'install') return 'not `npm install`'
  if (env.CI) return 'CI is set'
  if (env.PACEWISE_SKIP_BUILD === '1') return 'PACEWISE_SKIP_BUILD=1'
  if (!existsSync(join(root, 'vite.config.ts'))) return 'not the source tree'
  if (BUILD_OUTPUTS.every((file) => existsSync(join(buildDir, file)))) return 'there is a build'
  return null
}
