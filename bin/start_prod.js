#!/usr/bin/env node
/*
 * `npm run start:prod`: serves the production build (`npm run build`) from
 * build/, after running pending migrations. Configuration comes from the
 * environment; on a development machine the project's .env is read too
 * (ENV_PATH), with NODE_ENV forced to production. Production refuses the
 * development secrets and mailer (start/production_guard.ts): they are
 * checked here first, with the same rules, so that a machine without them
 * gets one message listing all of them and how to make each.
 */
import { spawnSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = fileURLToPath(new URL('../', import.meta.url))
const buildDir = fileURLToPath(new URL('../build/', import.meta.url))

if (!existsSync(`${buildDir}bin/server.js`)) {
  console.error('No production build found: run `npm run build` first.')
  process.exit(1)
}

process.env.NODE_ENV = 'production'
if (!process.env.ENV_PATH && existsSync(`${root}.env`)) process.env.ENV_PATH = root
// The values the server will see: its .env files (read by AdonisJS's own
// loader, as the server reads them) under the environment, which wins.
const { EnvProcessor } = await import('@adonisjs/core/env')
await new EnvProcessor(pathToFileURL(buildDir)).process()
const rules = `${buildDir}app/domain/deployment/production_config.js`
if (!existsSync(rules)) {
  console.error('The production build is older than the sources: run `npm run build` again.')
  process.exit(1)
}
const { productionConfigProblems, formatProductionConfigProblems } = await import(
  pathToFileURL(rules).href
)
const problems = productionConfigProblems(process.env)
if (problems.length > 0) {
  console.error(formatProductionConfigProblems(problems))
  const from = process.env.ENV_PATH ? `${process.env.ENV_PATH.replace(/\/?$/, '/')}.env` : null
  console.error(`(Read from the environment${from ? ` and ${from}` : ''}.)`)
  process.exit(1)
}
const env = { ...process.env }

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
