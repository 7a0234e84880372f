#!/usr/bin/env node
/*
 * npm's `prepare` step (package.json): after a plain `npm install` in a
 * checkout without a build, makes the production build, so that the
 * `npm start` that follows answers within seconds instead of building first
 * (docs/decisions/0XX-build-at-npm-install.md).
 *
 * It builds only when all of these hold, and otherwise does nothing:
 * - the command is `npm install` (npm_command): `npm ci`, which CI and the
 *   deployment image run, never builds here (they build explicitly);
 * - not on CI (`CI` set) and not skipped with PACEWISE_SKIP_BUILD=1;
 * - this is the source tree (vite.config.ts is here), not a build's own
 *   `npm ci --omit=dev`;
 * - there is no complete build yet. A stale one is left to `npm start`,
 *   which rebuilds it (bin/lib/build_freshness.js): a developer's routine
 *   `npm install` does not rebuild.
 * A failed build does not fail the install: `npm start` tries again and
 * shows the error.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../', import.meta.url))

function skipReason() {
  if (process.env.npm_command !== 'install') return `not \`npm install\``
  if (process.env.CI) return 'CI is set'
  if (process.env.PACEWISE_SKIP_BUILD === '1') return 'PACEWISE_SKIP_BUILD=1'
  if (!existsSync(join(root, 'vite.config.ts'))) return 'not the source tree'
  return null
}

const skip = skipReason()
if (!skip) {
  const { BUILD_OUTPUTS } = await import('./lib/build_freshness.js')
  const complete = BUILD_OUTPUTS.every((file) => existsSync(join(root, 'build', file)))
  if (!complete) {
    console.log('Building the app into build/ for `npm start` (PACEWISE_SKIP_BUILD=1 skips this).')
    const started = Date.now()
    const build = spawnSync(process.execPath, ['ace', 'build'], { cwd: root, stdio: 'inherit' })
    if (build.status === 0) {
      console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`)
    } else {
      console.warn('The build failed; `npm start` will try again and show why.')
    }
  }
}
