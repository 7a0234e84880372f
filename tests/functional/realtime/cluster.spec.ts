import { spawn, type ChildProcess } from 'node:child_process'
import { test } from '@japa/runner'
import PusherJs, { type PresenceChannel } from 'pusher-js'
import app from '@adonisjs/core/services/app'
import redis from '@adonisjs/redis/services/main'
import { UserFactory } from '#database/factories/user_factory'
import { realtimeConfig } from '#config/realtime'
import { disconnectUser, pusherServer } from '#realtime/main'
import { signChannelAuth } from '#realtime/signatures'
import type { ClusterOptions } from '#realtime/redis_cluster'
import { until } from '#tests/support/wait_for'
import { functionalGroup } from '../helpers.js'
import { FACTORY_PASSWORD } from '#database/factories/user_factory'
import { CookieClient } from '#tests/support/cookie_client'
import {
  PORT,
  connectPusher,
  connectRaw,
  socketIdOf,
  disconnectAll,
  deliveredSoFar,
  serverSdk,
  subscribed,
  waitFor,
  type PusherClient,
} from './helpers.js'

/**
 * Scale-out: the test server is process A; process B is `node bin/server.js`
 * (as `node ace serve` starts it) on PORT + 20, sharing Redis and the key
 * prefix. Only with REDIS_URL (the PostgreSQL + Redis run).
 */
const CLUSTERED = Boolean(process.env.REDIS_URL)
const SKIP_REASON = 'REDIS_URL is not set: the cluster tests need Redis'
const B_PORT = PORT + 20
const INTERVALS = { heartbeatMs: 200, processTtlMs: 1000, reapMs: 200 }
const Pusher = PusherJs as unknown as typeof PusherJs.default

let processB: ChildProcess | null = null
let outputB = ''
const killB = () => {
  if (processB && processB.exitCode === null && processB.signalCode === null) {
    processB.kill('SIGKILL')
  }
}
process.once('exit', killB)

/**
 * Deletes the cluster's keys (its prefix only) before B starts. A run that failed or was
 * killed can leave members of a dead process B behind in Redis; with the same user ids,
 * they would be counted, and keep "user-on-b" present, in this run.
 */
async function forgetEarlierRuns(prefix: string) {
  const connection = redis.connection('main').ioConnection
  let cursor = '0'
  do {
    const [next, keys] = await connection.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500)
    if (keys.length > 0) await connection.del(...keys)
    cursor = next
  } while (cursor !== '0')
}

/** Process A's intervals before the tests shortened them. */
let previous: Partial<ClusterOptions> = {}

async function startProcessB() {
  const cluster = pusherServer.cluster!
  previous = { ...cluster.options }
  cluster.configure(INTERVALS)
  outputB = ''
  processB = spawn(
    process.execPath,
    ['--import=ts-node-maintained/register/esm', 'bin/server.js'],
    {
      cwd: app.appRoot,
      env: {
        ...process.env,
        PORT: String(B_PORT),
        NODE_ENV: 'test',
        REALTIME_REDIS_PREFIX: cluster.options.prefix,
        REALTIME_HEARTBEAT_MS: String(INTERVALS.heartbeatMs),
        REALTIME_PROCESS_TTL_MS: String(INTERVALS.processTtlMs),
        REALTIME_REAP_MS: String(INTERVALS.reapMs),
        // B is a realtime node only: it must not consume this test run's background jobs.
        QUEUE_DRIVER: 'memory',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }
  )
  processB.stdout!.on('data', (chunk) => (outputB += chunk))
  processB.stderr!.on('data', (chunk) => (outputB += chunk))
  const processes = `${cluster.options.prefix}processes`
  try {
    await until(
      'process B to join the cluster',
      async () => {
        if (processB?.exitCode !== null) throw new Error(`process B exited:\n${outputB}`)
        const members = await redis.connection('main').ioConnection.smembers(processes)
        const response = await fetch(`http://127.0.0.1:${B_PORT}/`)
        return members.length >= 2 && response.status < 500
      },
      60_000
    )
  } catch (error) {
    killB()
    throw new Error(`${(error as Error).message}\n${outputB}`)
  }
}

const clientsOnB: PusherClient[] = []

/**
 * A pusher-js client on process B. B has its own sessions, so private and
 * presence channels are authorized here, signed with the app's secret.
 */
async function connectToB(member: { id: string; info: unknown } | null = null) {
  const pusher = new Pusher(realtimeConfig.key, {
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: B_PORT,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        if (!member) {
          return callback(null, { auth: signChannelAuth(realtimeConfig, socketId, channelName) })
        }
        const channelData = JSON.stringify({ user_id: member.id, user_info: member.info })
        callback(null, {
          auth: signChannelAuth(realtimeConfig, socketId, channelName, channelData),
          channel_data: channelData,
        })
      },
    },
  })
  clientsOnB.push(pusher)
  await waitFor<void>(
    'pusher-js to connect to process B',
    (resolve) => pusher.connection.bind('connected', () => resolve()),
    5000
  )
  return pusher
}

test.group('Realtime cluster (two processes over Redis)', (group) => {
  functionalGroup(group)
  group.setup(async () => {
    if (!CLUSTERED) return
    await forgetEarlierRuns(pusherServer.cluster!.options.prefix)
    await startProcessB()
  })
  group.teardown(() => {
    killB()
    if (CLUSTERED) pusherServer.cluster!.configure(previous)
  })
  group.each.teardown(async () => {
    for (const pusher of clientsOnB.splice(0)) pusher.disconnect()
    await disconnectAll()
  })

  test('an event published on either process reaches subscribers on both', async ({
    assert,
    client,
  }) => {
    const a = await connectPusher(client)
    const onA = a.subscribe('cluster-news')
    await subscribed(onA)
    const b1 = await connectToB()
    const b2 = await connectToB()
    const onB1 = b1.subscribe('cluster-news')
    const onB2 = b2.subscribe('cluster-news')
    await Promise.all([subscribed(onB1), subscribed(onB2)])

    const atA = waitFor<unknown>('event on A', (resolve) => onA.bind('from-b', resolve))
    await serverSdk({ port: B_PORT }).trigger('cluster-news', 'from-b', { n: 1 })
    assert.deepEqual(await atA, { n: 1 })

    const atB = waitFor<unknown>('event on B', (resolve) => onB2.bind('from-a', resolve))
    const notB1: unknown[] = []
    onB1.bind('from-a', (data: unknown) => notB1.push(data))
    await serverSdk().trigger(
      'cluster-news',
      'from-a',
      { n: 2 },
      { socket_id: b1.connection.socket_id }
    )
    assert.deepEqual(await atB, { n: 2 })

    const broadcastAtB = waitFor<unknown>('server publish on B', (resolve) =>
      onB1.bind('server', resolve)
    )
    await pusherServer.publish({ channel: 'cluster-news', event: 'server', data: '{"n":3}' })
    assert.deepEqual(await broadcastAtB, { n: 3 })
    // A marker sent the way "from-a" was (triggered on A, through Redis to B) arrives after it.
    await deliveredSoFar(onB1)
    assert.deepEqual(notB1, [])

    const { channels } = await serverSdk({ port: B_PORT })
      .get({ path: '/channels', params: { info: 'subscription_count' } })
      .then((response) => response.json())
    assert.deepEqual(channels['cluster-news'], { subscription_count: 3 })
  }).skip(!CLUSTERED, SKIP_REASON)

  test('presence members, client events and counts are cluster-wide', async ({
    assert,
    client,
  }) => {
    const [admin, other] = await UserFactory.apply('admin').createMany(2)
    const a = await connectPusher(client, admin)
    const onA = a.subscribe('presence-admin') as PresenceChannel
    await subscribed(onA)
    const added: string[] = []
    const removed: string[] = []
    onA.bind('pusher:member_added', (member: { id: string }) => added.push(member.id))
    onA.bind('pusher:member_removed', (member: { id: string }) => removed.push(member.id))

    const b = await connectToB({ id: String(other.id), info: { name: 'Other' } })
    const otherOnB = b.subscribe('presence-admin') as PresenceChannel
    const seenFromB = (await subscribed(otherOnB)) as { count: number }
    assert.equal(seenFromB.count, 2)
    await until('member_added on A', async () => added.length === 1)
    assert.deepEqual(added, [String(other.id)])
    assert.equal(onA.members.count, 2)

    const sameUserOnB = await connectToB({ id: String(admin.id), info: { name: admin.fullName } })
    const adminOnB = sameUserOnB.subscribe('presence-admin') as PresenceChannel
    await subscribed(adminOnB)
    assert.equal(adminOnB.members.count, 2)
    // B publishes a member_added before it answers the subscription; a marker B publishes
    // afterwards reaches A behind it.
    await deliveredSoFar(onA, B_PORT)
    assert.deepEqual(added, [String(other.id)])

    const whisper = waitFor<{ data: unknown; userId: string }>('client event on B', (resolve) =>
      otherOnB.bind('client-typing', (data: unknown, metadata: { user_id: string }) =>
        resolve({ data, userId: metadata.user_id })
      )
    )
    const echoed: unknown[] = []
    onA.bind('client-typing', (data: unknown) => echoed.push(data))
    onA.trigger('client-typing', { typing: true })
    assert.deepEqual(await whisper, { data: { typing: true }, userId: String(admin.id) })

    const sdk = serverSdk()
    const info = await sdk
      .get({ path: '/channels/presence-admin', params: { info: 'user_count' } })
      .then((response) => response.json())
    assert.deepInclude(info, { occupied: true, subscription_count: 3, user_count: 2 })
    const { users } = await sdk
      .get({ path: '/channels/presence-admin/users' })
      .then((response) => response.json())
    assert.sameDeepMembers(users, [{ id: String(admin.id) }, { id: String(other.id) }])

    const presenceKey = `${pusherServer.cluster!.options.prefix}presence:presence-admin`
    const sockets = () => redis.connection('main').ioConnection.hlen(presenceKey)
    assert.equal(await sockets(), 3)
    sameUserOnB.disconnect()
    // B removes the socket from the presence hash, then (in the same step, before it handles
    // anything else) publishes member_removed when it was the user's last socket; a marker B
    // publishes once the socket is gone reaches A behind that.
    await until('B to drop the closed socket from presence', async () => (await sockets()) === 2)
    await deliveredSoFar(onA, B_PORT)
    assert.deepEqual(removed, [])
    assert.deepEqual(echoed, [])
  }).skip(!CLUSTERED, SKIP_REASON)

  test("disconnectUser on one process closes the user's sockets on the others", async ({
    assert,
  }) => {
    const privateOnB = await connectToB()
    await subscribed(privateOnB.subscribe('private-App.Models.User.9001'))
    const presenceOnB = await connectToB({ id: '9001', info: null })
    await subscribed(presenceOnB.subscribe('presence-admin'))
    const otherOnB = await connectToB({ id: '9002', info: null })
    const otherPresence = otherOnB.subscribe('presence-admin') as PresenceChannel
    await subscribed(otherPresence)
    const removed = waitFor<{ id: string }>('member_removed on B', (resolve) =>
      otherPresence.bind('pusher:member_removed', resolve)
    )

    assert.equal(await disconnectUser(9001), 0)
    await until(
      'both sockets of user 9001 on B to close',
      async () =>
        privateOnB.connection.state === 'disconnected' &&
        presenceOnB.connection.state === 'disconnected'
    )
    const member = await removed
    assert.equal(member.id, '9001')
    assert.equal(otherOnB.connection.state, 'connected')
  }).skip(!CLUSTERED, SKIP_REASON)

  test("ending a user's sessions on A closes the sockets on B that A authorized, subscribed or not", async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const laptop = new CookieClient()
    await laptop.signIn(user.email, FACTORY_PASSWORD)
    const channel = `private-App.Models.User.${user.id}`
    const authorizedOnB = async () => {
      const raw = await connectRaw(realtimeConfig.key, B_PORT)
      const socketId = await socketIdOf(raw)
      const response = await laptop.post(
        '/broadcasting/auth',
        { socket_id: socketId, channel_name: channel },
        { Accept: 'application/json' }
      )
      assert.equal(response.status, 200)
      const { auth } = (await response.json()) as { auth: string }
      const closed = waitFor<number>(
        'the socket on B to close',
        (resolve) => raw.socket.on('close', resolve),
        5000
      )
      return { raw, auth, closed }
    }
    const subscribedOnB = await authorizedOnB()
    subscribedOnB.raw.send({
      event: 'pusher:subscribe',
      data: { channel, auth: subscribedOnB.auth },
    })
    await subscribedOnB.raw.next('pusher_internal:subscription_succeeded')
    const pendingOnB = await authorizedOnB()
    const bystanderOnB = await connectToB()
    await subscribed(bystanderOnB.subscribe('cluster-news'))

    const changed = await laptop.send('PUT', '/password', {
      current_password: FACTORY_PASSWORD,
      password: 'a brand new password',
      password_confirmation: 'a brand new password',
    })
    assert.equal(changed.status, 302)
    assert.equal(await subscribedOnB.closed, 4200)
    assert.equal(await pendingOnB.closed, 4200)
    assert.equal(bystanderOnB.connection.state, 'connected')
  }).skip(!CLUSTERED, SKIP_REASON)

  test("a killed process's members are removed on the others", async ({ assert, client }) => {
    const [admin] = await UserFactory.apply('admin').createMany(1)
    const a = await connectPusher(client, admin)
    const onA = a.subscribe('presence-admin') as PresenceChannel
    await subscribed(onA)
    const b = await connectToB({ id: 'user-on-b', info: null })
    const onB = b.subscribe('presence-admin')
    await subscribed(onB)
    await until('member_added on A', async () => onA.members.count === 2)

    const removed = waitFor<{ id: string }>(
      'member_removed on A',
      (resolve) => onA.bind('pusher:member_removed', resolve),
      INTERVALS.processTtlMs + 10_000
    )
    killB()
    const member = await removed
    assert.equal(member.id, 'user-on-b')
    const { users } = await serverSdk()
      .get({ path: '/channels/presence-admin/users' })
      .then((response) => response.json())
    assert.deepEqual(users, [{ id: String(admin.id) }])
  })
    .skip(!CLUSTERED, SKIP_REASON)
    .timeout(10_000)
})
