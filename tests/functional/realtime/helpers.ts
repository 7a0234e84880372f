import type { ApiClient } from '@japa/api-client'
import PusherJs, { type Channel } from 'pusher-js'
import PusherServerSdk from 'pusher'
import WebSocket from 'ws'
import type User from '#models/user'
import { realtimeConfig } from '#config/realtime'
import { pusherServer } from '#realtime/main'

/**
 * pusher-js's Node build exports the class itself (its typings describe an
 * ES module with a default export).
 */
const Pusher = PusherJs as unknown as typeof PusherJs.default
export type PusherClient = InstanceType<typeof Pusher>

const HOST = '127.0.0.1'
export const PORT = Number(process.env.PORT)

/**
 * Resolves with the first value `subscribe` hands to its callback, or
 * rejects after `ms`.
 */
export function waitFor<T>(
  what: string,
  subscribe: (resolve: (value: T) => void) => void,
  ms = 2000
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Timed out waiting for ${what}`)), ms)
    subscribe((value) => {
      clearTimeout(timer)
      resolve(value)
    })
  })
}

/**
 * Waits until a condition on the server holds (state changes that have no
 * client-side event, like the server noticing a closed socket).
 */
export async function eventually(what: string, condition: () => boolean, ms = 2000) {
  const deadline = Date.now() + ms
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

let markers = 0

/**
 * Waits until everything the server had sent to the client of `channel` has arrived: triggers a
 * marker event on the channel (HTTP events API) and waits for it on that client. A WebSocket
 * delivers in order, so an event the server had sent before (one that must not arrive) would be
 * there before the marker. Call it once the server has done what could send that event.
 * `port` triggers the marker on another process of a cluster (process B): its events reach
 * the others through Redis in the order that process published them.
 */
export async function deliveredSoFar(channel: Channel, port = PORT) {
  markers += 1
  const event = `test-marker-${markers}`
  const arrived = waitFor<unknown>(`${event} on ${channel.name}`, (resolve) =>
    channel.bind(event, resolve)
  )
  await serverSdk({ port }).trigger(channel.name, event, { marker: markers })
  await arrived
  channel.unbind(event)
}

const opened: { disconnect(): void }[] = []

/**
 * A pusher-js client (Node build) on the test server. Private and presence
 * channels are authorized through POST /broadcasting/auth as `user`
 * (session + CSRF token, like the browser).
 */
export async function connectPusher(client: ApiClient, user: User | null = null) {
  const pusher = new Pusher(realtimeConfig.key, {
    cluster: 'mt1',
    wsHost: HOST,
    wsPort: PORT,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        let request = client
          .post('/broadcasting/auth')
          .header('Accept', 'application/json')
          .withCsrfToken()
          .form({ socket_id: socketId, channel_name: channelName })
        if (user) request = request.loginAs(user)
        request
          .then((response) => {
            if (response.status() !== 200) {
              callback(new Error(`Authorization failed: ${response.status()}`), null)
            } else {
              callback(null, response.body())
            }
          })
          .catch((error: Error) => callback(error, null))
      },
    },
  })
  opened.push(pusher)
  await waitFor<void>('pusher-js to connect', (resolve) =>
    pusher.connection.bind('connected', () => resolve())
  )
  return pusher
}

export function subscribed(channel: Channel) {
  return waitFor<unknown>(`subscription to ${channel.name}`, (resolve) =>
    channel.bind('pusher:subscription_succeeded', resolve)
  )
}

/**
 * A raw WebSocket on /app/{key}, with every message it received and a way
 * to wait for the next matching one.
 */
export async function connectRaw(key = realtimeConfig.key, port = PORT) {
  const socket = new WebSocket(`ws://${HOST}:${port}/app/${key}?protocol=7&client=js&version=8.6.0`)
  opened.push({ disconnect: () => socket.terminate() })
  const received: Record<string, any>[] = []
  const waiters: { match: (m: Record<string, any>) => boolean; resolve: (m: any) => void }[] = []
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString())
    received.push(message)
    for (const waiter of [...waiters]) {
      if (waiter.match(message)) {
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve(message)
      }
    }
  })
  const next = (event: string, ms = 2000) =>
    waitFor<Record<string, any>>(
      event,
      (resolve) => {
        const index = received.findIndex((message) => message.event === event)
        if (index >= 0) return resolve(received.splice(index, 1)[0])
        waiters.push({
          match: (message) => message.event === event,
          resolve: (message) => {
            received.splice(received.indexOf(message), 1)
            resolve(message)
          },
        })
      },
      ms
    )
  const send = (message: unknown) =>
    socket.send(typeof message === 'string' ? message : JSON.stringify(message))
  const errorCode = async (event = 'pusher:error') => {
    const error = await next(event)
    return error.data.code as number | null
  }
  return { socket, received, next, send, errorCode }
}

/**
 * Sets some of the server's limits for one test; the returned function puts
 * them back (give it to the test's `cleanup`).
 */
export function overrideLimits(limits: Partial<typeof pusherServer.options>) {
  const previous = { ...pusherServer.options }
  Object.assign(pusherServer.options, limits)
  return () => {
    Object.assign(pusherServer.options, previous)
  }
}

/**
 * Closes every client a test opened and waits until the server holds no
 * connection.
 */
export async function disconnectAll() {
  for (const client of opened.splice(0)) client.disconnect()
  await eventually('every socket to close', () => pusherServer.connectionCount === 0)
}

/**
 * The official server SDK, pointed at the test server.
 */
export function serverSdk(overrides: { secret?: string; port?: number } = {}) {
  return new PusherServerSdk({
    appId: realtimeConfig.appId,
    key: realtimeConfig.key,
    secret: overrides.secret ?? realtimeConfig.secret,
    host: HOST,
    port: String(overrides.port ?? PORT),
    useTLS: false,
  })
}

/**
 * The socket id a raw connection was given.
 */
export async function socketIdOf(raw: Awaited<ReturnType<typeof connectRaw>>): Promise<string> {
  const established = await raw.next('pusher:connection_established')
  return JSON.parse(established.data).socket_id
}

/**
 * The channel of the next subscription_succeeded a raw connection receives.
 */
export async function succeededChannel(raw: Awaited<ReturnType<typeof connectRaw>>) {
  const message = await raw.next('pusher_internal:subscription_succeeded')
  return message.channel as string
}
