#!/usr/bin/env node
/*
 * `npm run start:prod`: serves the production build (`npm run build`) from
 * build/, after running pending migrations. Configuration comes from the
 * environment; on a development machine the project's .env is read too
 * (ENV_PATH), with NODE_ENV forced to production.
 */
import { spawnSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../', import.meta.url))
const buildDir = fileURLToPath(new URL('../build/', import.meta.url))

if (!existsSync(`${buildDir}bin/server.js`)) {
  console.error('No production build found: run `npm run build` first.')
  process.exit(1)
}

const env = { ...process.env, NODE_ENV: 'production' }
if (!env.ENV_PATH && existsSync(`${root}.env`)) env.ENV_PATH = root

const migrate = spawnSync(process.execPath, ['ace.js', 'migration:run', '--force'], {
  cwd: buildDir,
  stdio: 'inherit',
  env,
})
if (migrate.status !== 0) process.exit(migrate.status ?? 1)

const server = spawn(process.execPath, ['bin/server.js'], { cwd: buildDir, stdio: 'inherit', env })
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal))
}
server.on('exit', (code) => process.exit(code ?? 0))
