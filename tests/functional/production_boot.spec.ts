import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import type { Assert } from '@japa/assert'
import app from '@adonisjs/core/services/app'
import { until } from '#tests/support/wait_for'

/**
 * The app started the way a deployment starts it, as a child process with
 * NODE_ENV=production: bin/server.ts and `node ace` through the TypeScript
 * loader (as ace.js does). The environment is given explicitly, and ENV_PATH
 * points at an empty directory so that no .env file takes part.
 */

/** The development configuration: the APP_KEY committed in .env.test, nothing else set. */
const DEVELOPMENT = { APP_KEY: 'test-key-not-secret-0123456789abcdef' }

/** Secrets and a mailer production accepts, made at random for this run. */
const PRODUCTION = {
  APP_KEY: randomBytes(24).toString('base64url'),
  MAIL_MAILER: 'smtp',
  SMTP_HOST: '127.0.0.1',
  PUSHER_APP_ID: '4829137',
  PUSHER_APP_KEY: randomBytes(10).toString('hex'),
  PUSHER_APP_SECRET: randomBytes(32).toString('hex'),
}

const REFUSAL = 'Refusing to start in production'

interface Started {
  child: ChildProcess
  output: () => string
  exit: Promise<number | null>
}

const children = new Set<ChildProcess>()
const envDirs: string[] = []

function start(argv: string[], env: Record<string, string>): Started {
  const envDir = mkdtempSync(join(tmpdir(), 'pacewise-production-boot-'))
  envDirs.push(envDir)
  const child = spawn(process.execPath, ['--import=ts-node-maintained/register/esm', ...argv], {
    cwd: app.appRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      ENV_PATH: envDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      // Nothing is migrated: the test is about starting, not serving pages.
      SQLITE_PATH: ':memory:',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.add(child)
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exit = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      children.delete(child)
      resolve(code)
    })
  )
  return { child, output: () => output, exit }
}

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** Waits (bounded) until the process exits; its exit code. */
async function exitCode(started: Started, ms = 60_000): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`still running after ${ms / 1000} s:\n${started.output()}`)),
      ms
    )
  })
  try {
    return await Promise.race([started.exit, timeout])
  } finally {
    clearTimeout(timer)
  }
}

function assertRefusesEveryDevelopmentSetting(assert: Assert, output: string) {
  assert.include(output, REFUSAL)
  assert.include(output, '4 settings to fix')
  for (const expected of [
    '- APP_KEY ',
    '`node ace generate:key',
    '- MAIL_MAILER ',
    'set MAIL_MAILER=smtp',
    '- PUSHER_APP_KEY ',
    '- PUSHER_APP_SECRET ',
    '`node ace pusher:credentials`',
  ]) {
    assert.include(output, expected)
  }
}

test.group('Production boot', (group) => {
  group.each.timeout(90_000)
  group.each.teardown(() => {
    for (const child of children) child.kill('SIGKILL')
  })
  group.teardown(() => {
    for (const dir of envDirs) rmSync(dir, { recursive: true, force: true })
  })

  test('the web server refuses the development secrets, naming each one', async ({ assert }) => {
    const server = start(['bin/server.ts'], DEVELOPMENT)
    const code = await exitCode(server)
    assert.notEqual(code, 0)
    assertRefusesEveryDevelopmentSetting(assert, server.output())
    assert.notInclude(server.output(), 'started HTTP server')
  })

  test('ace commands that boot the app refuse them too (migration:run)', async ({ assert }) => {
    const migrate = start(['ace.js', 'migration:run', '--force'], DEVELOPMENT)
    const code = await exitCode(migrate)
    assert.notEqual(code, 0)
    assertRefusesEveryDevelopmentSetting(assert, migrate.output())
  })

  test('with production secrets the web server gets past the check and listens', async ({
    assert,
  }) => {
    const port = await freePort()
    const server = start(['bin/server.ts'], { ...PRODUCTION, PORT: String(port) })
    let status: number | null = null
    const answeredOrExited = async () => {
      if (server.child.exitCode !== null) return true
      const response = await fetch(`http://127.0.0.1:${port}/health`, {
        signal: AbortSignal.timeout(2000),
      })
      await response.arrayBuffer()
      status = response.status
      return true
    }
    await until('the production server to answer /health', answeredOrExited, 60_000, 200).catch(
      () => assert.fail(`not listening after 60 s:\n${server.output()}`)
    )
    if (status === null) {
      assert.fail(`the server exited (${server.child.exitCode}):\n${server.output()}`)
    }
    assert.isNumber(status)
    assert.notInclude(server.output(), REFUSAL)

    // Every response names its request with a UUID made by the server: a client's own id is
    // replaced, since no trusted proxy is configured here (docs/security.md#request-ids;
    // tests/functional/request_id.spec.ts covers the proxy's id passed on).
    const idOf = async (headers: Record<string, string> = {}) => {
      const response = await fetch(`http://127.0.0.1:${port}/health`, { headers })
      await response.arrayBuffer()
      return response.headers.get('x-request-id')
    }
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
    const [first, second] = [await idOf(), await idOf()]
    assert.match(first ?? '', uuid)
    assert.match(second ?? '', uuid)
    assert.notEqual(first, second)
    assert.match((await idOf({ 'X-Request-Id': 'proxy-7f3a.42' })) ?? '', uuid)
    assert.match((await idOf({ 'X-Request-Id': '<script>' })) ?? '', uuid)
    assert.match((await idOf({ 'X-Request-Id': 'a'.repeat(129) })) ?? '', uuid)

    server.child.kill('SIGTERM')
    await exitCode(server)
  })

  test('`node ace pusher:credentials` runs without any secrets and prints .env lines', async ({
    assert,
  }) => {
    const command = start(['ace.js', 'pusher:credentials'], {})
    assert.equal(await exitCode(command), 0)
    const lines = command.output().trim().split('\n')
    assert.lengthOf(lines, 3, command.output())
    assert.match(lines[0], /^PUSHER_APP_ID=\d+$/)
    assert.match(lines[1], /^PUSHER_APP_KEY=[0-9a-f]{20}$/)
    assert.match(lines[2], /^PUSHER_APP_SECRET=[0-9a-f]{64}$/)
  })
})
