import { spawn, type ChildProcess } from 'node:child_process'
import { test } from '@japa/runner'
import PusherJs from 'pusher-js'
import app from '@adonisjs/core/services/app'
import User from '#models/user'
import { UserFactory, FACTORY_PASSWORD } from '#database/factories/user_factory'
import { realtimeConfig } from '#config/realtime'
import { signChannelAuth } from '#realtime/signatures'
import { DeadPort, RedisServer, command, redisServerMissing } from '#tests/support/redis_server'
import { until } from '#tests/support/wait_for'
import { PORT, serverSdk, subscribed, waitFor } from './realtime/helpers.js'

/**
 * Redis outages heal by themselves (docs/decisions/016-redis-outages.md).
 * The test starts its own redis-server and two app processes (`node
 * bin/server.js`, as in production) on it, then pauses it, crashes it and
 * starts it again on the same port, talking to the app over HTTP and
 * WebSockets only.
 */
const SKIP_REASON = redisServerMissing()
const REDIS_PORT = 6391
const LIMITER_DB = 1
const A_PORT = PORT + 100
const B_PORT = PORT + 101
const Pusher = PusherJs as unknown as typeof PusherJs.default

/** Every Redis client of both processes, retrying for a while: well past the old 10 attempts. */
const RECONNECT_ATTEMPTS_TO_SEE = 40

const children: ChildProcess[] = []
const killChildren = () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }
}
process.once('exit', killChildren)

async function startApp(port: number, redisUrl: string) {
  let output = ''
  const child = spawn(
    process.execPath,
    ['--import=ts-node-maintained/register/esm', 'bin/server.js'],
    {
      cwd: app.appRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        APP_URL: `http://127.0.0.1:${port}`,
        REDIS_URL: redisUrl,
        // The rate limits' own database in tests (config/redis.ts), read below.
        REDIS_LIMITER_DB: String(LIMITER_DB),
        QUEUE_DRIVER: 'redis',
        SESSION_DRIVER: 'cookie',
        REALTIME_REDIS_PREFIX: `outage-${process.pid}:rt:`,
        REALTIME_HEARTBEAT_MS: '200',
        REALTIME_PROCESS_TTL_MS: '1000',
        REALTIME_REAP_MS: '200',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }
  )
  children.push(child)
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  try {
    await until(
      `app process on port ${port}`,
      async () => {
        if (child.exitCode !== null) throw new Error(`app process exited:\n${output}`)
        const response = await fetch(`http://127.0.0.1:${port}/health`)
        return response.status === 200
      },
      90_000
    )
  } catch (error) {
    child.kill('SIGKILL')
    throw new Error(`${(error as Error).message}\n${output}`)
  }
  return { child, output: () => output }
}

/** GET /health with a client-side bound far above the endpoint's own timeout. */
async function health(port: number) {
  const response = await fetch(`http://127.0.0.1:${port}/health`, {
    signal: AbortSignal.timeout(5000),
  })
  return { status: response.status, body: (await response.json()) as any }
}

/** Signs in like a browser: GET /login for the session cookie and CSRF token, then POST. */
async function signIn(port: number, email: string, password: string) {
  const page = await fetch(`http://127.0.0.1:${port}/login`, { signal: AbortSignal.timeout(5000) })
  const html = await page.text()
  const token = html.match(/<meta name="csrf-token" content="([^"]+)"/)?.[1]
  if (!token) throw new Error(`no CSRF token on /login (status ${page.status})`)
  const cookie = page.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  const response = await fetch(`http://127.0.0.1:${port}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({ email, password, _csrf: token }),
    signal: AbortSignal.timeout(10_000),
  })
  return { status: response.status, location: response.headers.get('location') }
}

test.group('Redis outage (own redis-server, two app processes)', (group) => {
  const redis = new RedisServer(REDIS_PORT)
  const deadPort = new DeadPort()
  let user: User | null = null
  let pusher: InstanceType<typeof Pusher> | null = null

  group.setup(async () => {
    if (SKIP_REASON) return
    await redis.start()
    user = await UserFactory.create()
  })
  group.teardown(async () => {
    pusher?.disconnect()
    killChildren()
    await deadPort.close()
    await redis.destroy()
    await user?.delete()
  })

  test('pauses and crashes of Redis degrade, /health tells, and everything heals', async ({
    assert,
  }) => {
    const a = await startApp(A_PORT, redis.url)
    const b = await startApp(B_PORT, redis.url)
    const output = () => `\n--- A ---\n${a.output()}\n--- B ---\n${b.output()}`
    const email = user!.email

    const healthy = await health(A_PORT)
    assert.equal(healthy.status, 200)
    assert.deepInclude(Object.keys(healthy.body.checks), 'redis')
    assert.deepInclude(Object.keys(healthy.body.checks), 'queue')

    // Realtime across processes before the outage: published on A, received on B.
    pusher = new Pusher(realtimeConfig.key, {
      cluster: 'mt1',
      wsHost: '127.0.0.1',
      wsPort: B_PORT,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
      channelAuthorization: {
        customHandler: ({ socketId, channelName }, callback) => {
          const channelData = JSON.stringify({ user_id: 'runner-42', user_info: {} })
          callback(null, {
            auth: signChannelAuth(realtimeConfig, socketId, channelName, channelData),
            channel_data: channelData,
          })
        },
      },
    })
    const channel = pusher.subscribe('outage-news')
    await subscribed(channel)
    await subscribed(pusher.subscribe('presence-outage'))
    // Presence is cluster-wide: A lists the member connected to B.
    const membersSeenByA = async () => {
      const response = await serverSdk({ port: A_PORT }).get({
        path: '/channels/presence-outage/users',
      })
      const body = (await response.json()) as { users: { id: string }[] }
      return body.users.map((member) => member.id)
    }
    assert.deepEqual(await membersSeenByA(), ['runner-42'])
    const received: unknown[] = []
    channel.bind('tick', (data: unknown) => received.push(data))
    const crossProcess = async (n: number) => {
      await until(
        `event ${n} from A to reach B`,
        async () => {
          await serverSdk({ port: A_PORT }).trigger('outage-news', 'tick', { n })
          return waitFor<boolean>(
            'tick',
            (resolve) =>
              channel.bind('tick', (data: { n: number }) => data.n === n && resolve(true)),
            500
          ).catch(() => false)
        },
        20_000
      )
    }
    await crossProcess(1)

    // Paused (SIGSTOP): connections stay open and nothing answers.
    redis.pause()
    const whilePaused = await health(A_PORT)
    assert.equal(whilePaused.status, 503, output())
    assert.isFalse(whilePaused.body.checks.redis.ok)
    assert.isTrue(whilePaused.body.checks.database.ok)
    const pausedLogin = await signIn(A_PORT, email, FACTORY_PASSWORD)
    assert.equal(pausedLogin.status, 302, output())
    assert.equal(pausedLogin.location, '/dashboard')
    redis.resume()
    await until('/health 200 after SIGCONT', async () => {
      const report = await health(A_PORT)
      return report.status === 200
    })

    // Crashed: the port answers nothing but closed connections.
    await redis.kill()
    await deadPort.listen(REDIS_PORT)
    const whileDown = await health(A_PORT)
    assert.equal(whileDown.status, 503, output())
    assert.isFalse(whileDown.body.checks.redis.ok)
    assert.isFalse(whileDown.body.checks.queue.ok)
    const downLogin = await signIn(A_PORT, email, FACTORY_PASSWORD)
    assert.equal(downLogin.status, 302, output())
    assert.equal(downLogin.location, '/dashboard')
    const wrongPassword = await signIn(A_PORT, email, 'not-the-password')
    assert.equal(wrongPassword.status, 302, output())
    assert.notEqual(wrongPassword.location, '/dashboard')
    await until(
      `${RECONNECT_ATTEMPTS_TO_SEE} reconnect attempts`,
      async () => deadPort.attempts >= RECONNECT_ATTEMPTS_TO_SEE,
      60_000
    )

    // Back on the same port, no restart of the app.
    await deadPort.close()
    await redis.start()
    // Each process heals on its own backoff.
    for (const port of [A_PORT, B_PORT]) {
      let last: unknown = null
      await until(`/health 200 on port ${port} after Redis is back`, async () => {
        const report = await health(port)
        last = report.body
        return report.status === 200
      }).catch((error) => {
        throw new Error(`${error.message}: ${JSON.stringify(last)}${output()}`)
      })
    }

    // The limiter counts in Redis again.
    await until('a failed sign-in counted in Redis', async () => {
      const failed = await signIn(A_PORT, email, 'not-the-password')
      assert.notEqual(failed.status, 500, output())
      const keys = await command(REDIS_PORT, `SELECT ${LIMITER_DB}\r\nKEYS *login_${email}*`)
      return keys.includes(email)
    })
    // Fan-out between processes resumed, and B wrote its presence member again.
    await crossProcess(2)
    await until('B to restore its presence member', async () => {
      const members = await membersSeenByA()
      return members.includes('runner-42')
    })
    assert.isAtLeast(received.length, 2)
  })
    .skip(Boolean(SKIP_REASON), SKIP_REASON ?? '')
    .timeout(240_000)
})
