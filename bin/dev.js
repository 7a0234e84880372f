#!/usr/bin/env node
/*
 * `npm start`: the app on the embedded defaults, on a fresh machine.
 * Creates .env (with a generated APP_KEY) when missing, migrates and seeds
 * the development database, prints the demo logins and starts the server.
 */
import { spawnSync, spawn } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'

const root = new URL('../', import.meta.url)
process.chdir(fileURLToPath(root))

if (!existsSync('.env')) {
  const example = readFileSync('.env.example', 'utf8')
  const key = randomBytes(32).toString('base64url')
  writeFileSync('.env', example.replace(/^APP_KEY=.*$/m, `APP_KEY=${key}`))
  console.log('Created .env from .env.example with a new APP_KEY.')
}
mkdirSync('tmp', { recursive: true })

function ace(...args) {
  const result = spawnSync(process.execPath, ['ace', ...args], {
    stdio: 'inherit',
    env: process.env,
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

ace('migration:run', '--force')
ace('db:seed', '--compact-output')

const port = process.env.PORT ?? readEnv('PORT') ?? '3333'
const host = process.env.HOST ?? readEnv('HOST') ?? 'localhost'
console.log(`
  Pacewise is starting on http://${host}:${port}

  Demo athlete: athlete@pacewise.test / pacewise
  Admin:        admin@pacewise.test / pacewise
  Mailbox:      http://${host}:${port}/dev/mailbox (e-mails sent in development)
`)

const server = spawn(process.execPath, ['ace', 'serve'], { stdio: 'inherit', env: process.env })
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal))
}
server.on('exit', (code) => process.exit(code ?? 0))

function readEnv(name) {
  const match = readFileSync('.env', 'utf8').match(new RegExp(`^${name}=(.*)$`, 'm'))
  return match?.[1]?.trim() || undefined
}
