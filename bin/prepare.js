#!/usr/bin/env node
/*
 * npm's `prepare` step (package.json): after a plain `npm install` in a
 * checkout without a build, makes the production build, so that the
 * `npm start` that follows answers within seconds instead of building first
 * (docs/decisions/037-build-at-npm-install.md). When it builds and when not:
 * installBuildSkipReason in bin/lib/build_freshness.js (never on `npm ci`,
 * on CI, with PACEWISE_SKIP_BUILD=1, or when there is a build already).
 * A failed build does not fail the install: `npm start` tries again and
 * shows the error.
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { installBuildSkipReason } from './lib/build_freshness.js'

const root = fileURLToPath(new URL('../', import.meta.url))

if (installBuildSkipReason(process.env, root) === null) {
  console.log('Building the app into build/ for `npm start` (PACEWISE_SKIP_BUILD=1 skips this).')
  const started = Date.now()
  const build = spawnSync(process.execPath, ['ace', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status === 0) {
    console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`)
  } else {
    console.warn('The build failed; `npm start` will try again and show why.')
  }
}
