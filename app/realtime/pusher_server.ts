import { randomInt } from 'node:crypto'
import type { IncomingMessage, Server as PlainHttpServer } from 'node:http'
import type { Server as HttpsServer } from 'node:https'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type RawData, type WebSocket } from 'ws'
import { ChannelRegistry } from '#realtime/channel_registry'
import {
  ConnectionCounts,
  FrameBudget,
  addressKey,
  unsentOutputBytes,
} from '#realtime/connection_limits'
import {
  MAX_CHANNEL_NAME_LENGTH,
  allowsClientEvents,
  channelType,
  isValidChannelName,
} from '#realtime/channels'
import { PusherErrorCode } from '#realtime/errors'
import { verifyChannelAuth } from '#realtime/signatures'
import type { LocalSubscriptions, RedisCluster } from '#realtime/redis_cluster'
import {
  withDefaults,
  type DisconnectCode,
  type OutgoingEvent,
  type PusherServerOptions,
} from '#realtime/server_options'

export type { DisconnectCode, OutgoingEvent, PusherServerOptions }

interface Connection {
  socket: WebSocket
  socketId: string
  channels: Set<string>
  /** Users whose channel authorization this socket was given (/broadcasting/auth). */
  users: Set<string>
  frames: FrameBudget
  /** Messages handed to `ws` and not yet written to the kernel. */
  unsent: number
  sent: () => void
  lastSeen: number
  pingSentAt: number | null
  clientEvents: { windowStart: number; count: number }
  /** Cluster (Redis) operations of this socket, in order. */
  queue: Promise<void>
}

type HttpServer = PlainHttpServer | HttpsServer

const PATH = /^\/app\/([^/?]+)(?:\?.*)?$/

const TEXT_FRAME = { binary: false }

/**
 * Our Pusher Channels protocol v7 server on `ws`, sharing the app's HTTP
 * server (upgrade requests on `/app/{key}`). Fan-out is in-process, plus
 * through Redis to the other processes when a cluster is given.
 */
export class PusherServer {
  readonly registry = new ChannelRegistry()
  readonly options: Required<PusherServerOptions>
  #wss: WebSocketServer
  #connections = new Map<string, Connection>()
  /** Every accepted socket until `ws` closes it (also those already let go). */
  #counts = new ConnectionCounts()
  #httpServer: HttpServer | null = null
  #sweepTimer: NodeJS.Timeout | null = null
  #clusterReady: Promise<void> = Promise.resolve()
  #stopping = false
  #onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) =>
    this.handleUpgrade(request, socket, head)

  /**
   * With a cluster (REDIS_URL), fan-out goes through Redis pub/sub and
   * presence membership and counts live in Redis; without, in process.
   */
  constructor(
    options: PusherServerOptions,
    readonly cluster: RedisCluster | null = null
  ) {
    this.options = withDefaults(options)
    /**
     * Frames above maxMessageBytes get a pusher:error; only absurd ones
     * (ten times the limit) make `ws` close the socket with 1009.
     */
    this.#wss = new WebSocketServer({
      noServer: true,
      maxPayload: this.options.maxMessageBytes * 10,
      // No compression: a deflate context costs memory per socket, and our messages are small.
      perMessageDeflate: false,
    })
  }

  get attached() {
    return this.#httpServer !== null
  }

  /**
   * Listens for upgrades on the app's Node HTTP server (idempotent).
   */
  attach(httpServer: HttpServer) {
    if (this.#httpServer === httpServer) return
    this.detach()
    this.#httpServer = httpServer
    httpServer.on('upgrade', this.#onUpgrade)
    const everyMs = Math.max(1000, (this.options.activityTimeout * 1000) / 4)
    this.#sweepTimer = setInterval(() => this.sweep(Date.now()), everyMs)
    this.#sweepTimer.unref()
    this.#stopping = false
    if (this.cluster) {
      this.#clusterReady = this.cluster.start({
        deliver: (message) => this.#deliver(message.channel, message.text, message.except),
        disconnectUser: (userId, code) => this.#disconnectLocalUser(userId, code),
        authorized: (socketId, userId) => this.#noteAuthorization(socketId, userId),
        memberRemoved: (channel, userId) =>
          this.#fanOut({
            channel,
            event: 'pusher_internal:member_removed',
            data: JSON.stringify({ user_id: userId }),
          }),
        local: () => this.#localSubscriptions(),
      })
      this.#clusterReady.catch(() => {})
    }
  }

  /** This process's subscription counts and presence members (for the cluster). */
  #localSubscriptions(): LocalSubscriptions {
    const counts = new Map<string, number>()
    const presence: LocalSubscriptions['presence'] = []
    for (const channel of this.registry.channels()) {
      counts.set(channel, this.registry.subscriptionCount(channel))
      if (channelType(channel) !== 'presence') continue
      for (const member of this.registry.presenceSubscriptions(channel)) {
        presence.push({ channel, ...member })
      }
    }
    return { counts, presence }
  }

  /** Resolves once the cluster transport (if any) is subscribed. */
  ready() {
    return this.#clusterReady
  }

  detach() {
    this.#httpServer?.off('upgrade', this.#onUpgrade)
    this.#httpServer = null
    if (this.#sweepTimer) clearInterval(this.#sweepTimer)
    this.#sweepTimer = null
  }

  /**
   * Closes every socket with 4200 (reconnect now: another process, or this
   * one restarted, will take it).
   */
  async shutdown() {
    this.detach()
    if (this.cluster) {
      await Promise.all([...this.#connections.values()].map((connection) => connection.queue))
      this.#stopping = true
      await this.cluster.removeProcess(this.cluster.processId).catch(() => {})
    }
    const closing = [...this.#connections.values()].map(
      (connection) =>
        new Promise<void>((resolve) => {
          connection.socket.once('close', () => resolve())
          connection.socket.close(PusherErrorCode.reconnect, 'Server shutting down')
          setTimeout(() => {
            connection.socket.terminate()
            resolve()
          }, 1000).unref()
        })
    )
    await Promise.all(closing)
    await this.cluster?.stop()
  }

  get connectionCount() {
    return this.#connections.size
  }

  /**
   * The estimated unsent output (bytes) the server holds for a socket it
   * still serves, as the slow-consumer limit sees it; null for another id.
   */
  unsentOutputOf(socketId: string) {
    const connection = this.#connections.get(socketId)
    if (!connection) return null
    return unsentOutputBytes(connection.socket.bufferedAmount, connection.unsent)
  }

  /**
   * Runs on the HTTP server's `upgrade` event, outside any request handler:
   * nothing may throw out of here (it would be an uncaught exception).
   */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const match = PATH.exec(request.url ?? '')
    if (!match) return // another upgrade handler (Vite's HMR) may take it
    socket.on('error', () => socket.destroy())
    try {
      const address = addressKey(this.options.clientAddress(request))
      this.#wss.handleUpgrade(request, socket, head, (ws) => {
        try {
          this.#accept(ws, match[1], address)
        } catch {
          ws.terminate()
        }
      })
    } catch {
      socket.destroy()
    }
  }

  /**
   * Over a connection cap the socket is closed at once with 4100 (over
   * capacity), after the handshake: pusher-js retries a 4100 after a second,
   * while it retries a refused handshake immediately
   * (docs/decisions/055-realtime-capacity-and-session-end.md). An accepted socket
   * counts against the caps until `ws` has closed it.
   */
  #accept(socket: WebSocket, key: string, address: string) {
    socket.on('error', () => socket.terminate())
    const refusal = this.#counts.refusal(address, this.options)
    if (refusal) {
      const message =
        refusal === 'total'
          ? 'Over capacity: too many connections'
          : 'Over capacity: too many connections from this address'
      sendTo(socket, errorMessage(PusherErrorCode.overCapacity, message))
      socket.close(PusherErrorCode.overCapacity, message)
      // The close frame is written; a peer that never answers it holds nothing here.
      socket.terminate()
      return
    }
    this.#counts.add(address)
    socket.once('close', () => this.#counts.remove(address))
    this.#open(socket, key)
  }

  #open(socket: WebSocket, key: string) {
    if (decodePathSegment(key) !== this.options.key) {
      const shown = key.length > 64 ? `${key.slice(0, 64)}…` : key
      sendTo(
        socket,
        errorMessage(PusherErrorCode.unknownApp, `App key ${shown} not in this cluster.`)
      )
      socket.close(PusherErrorCode.unknownApp, 'Unknown app')
      return
    }
    const now = Date.now()
    const connection: Connection = {
      socket,
      socketId: `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`,
      channels: new Set(),
      users: new Set(),
      frames: new FrameBudget(this.options.framesPerSecond, this.options.frameBurst, now),
      unsent: 0,
      sent: () => {
        connection.unsent -= 1
      },
      lastSeen: now,
      pingSentAt: null,
      clientEvents: { windowStart: 0, count: 0 },
      queue: Promise.resolve(),
    }
    this.#connections.set(connection.socketId, connection)
    socket.on('message', (data, isBinary) => this.#receive(connection, data, isBinary))
    socket.on('ping', () => this.#admitFrame(connection))
    socket.on('pong', () => {
      if (this.#admitFrame(connection)) this.#touch(connection)
    })
    socket.on('close', () => this.#close(connection))
    this.#send(connection, {
      event: 'pusher:connection_established',
      data: JSON.stringify({
        socket_id: connection.socketId,
        activity_timeout: this.options.activityTimeout,
      }),
    })
  }

  /**
   * Spends a frame of the socket's budget; a socket over it is closed with
   * 4100 and its frames are no longer read. False when the frame must be
   * ignored (over budget, or the socket was already let go).
   */
  #admitFrame(connection: Connection) {
    if (this.#connections.get(connection.socketId) !== connection) return false
    if (connection.frames.spend(Date.now())) return true
    this.#letGo(connection, 'Over capacity: too many messages')
    return false
  }

  /**
   * Closes a socket with 4100 and forgets it at once (channels left, no more
   * answers or events); `ws` holds it until the close completes, at most
   * its close timeout, and it counts against the caps until then.
   */
  #letGo(connection: Connection, reason: string) {
    connection.socket.close(PusherErrorCode.overCapacity, reason)
    this.#close(connection)
  }

  #touch(connection: Connection) {
    connection.lastSeen = Date.now()
    connection.pingSentAt = null
  }

  #receive(connection: Connection, raw: RawData, isBinary: boolean) {
    if (!this.#admitFrame(connection)) return
    this.#touch(connection)
    try {
      const size = Array.isArray(raw)
        ? raw.reduce((total, part) => total + part.length, 0)
        : raw instanceof ArrayBuffer
          ? raw.byteLength
          : raw.length
      if (size > this.options.maxMessageBytes) {
        return this.#sendError(
          connection,
          PusherErrorCode.invalidMessage,
          'Maximum message size exceeded'
        )
      }
      if (isBinary) {
        return this.#sendError(
          connection,
          PusherErrorCode.invalidMessage,
          'Binary frames are not supported'
        )
      }
      const text = Array.isArray(raw) ? Buffer.concat(raw).toString() : raw.toString()
      let message: unknown
      try {
        message = JSON.parse(text)
      } catch {
        return this.#sendError(connection, PusherErrorCode.invalidMessage, 'Invalid JSON')
      }
      this.#dispatch(connection, message)
    } catch (error) {
      this.#sendError(connection, PusherErrorCode.invalidMessage, 'Invalid message')
    }
  }

  #dispatch(connection: Connection, message: unknown) {
    if (typeof message !== 'object' || message === null || Array.isArray(message)) {
      return this.#sendError(connection, PusherErrorCode.invalidMessage, 'Invalid message')
    }
    const { event, channel, data } = message as Record<string, unknown>
    if (typeof event !== 'string') {
      return this.#sendError(connection, PusherErrorCode.invalidMessage, 'Missing event')
    }
    const payload = typeof data === 'string' ? parseJson(data) : data
    switch (event) {
      case 'pusher:ping':
        return this.#send(connection, { event: 'pusher:pong', data: '{}' })
      case 'pusher:pong':
        return
      case 'pusher:subscribe':
        return this.#subscribe(connection, payload)
      case 'pusher:unsubscribe':
        return this.#unsubscribe(connection, payload)
    }
    if (event.length > this.options.maxEventNameLength) {
      return this.#sendError(
        connection,
        PusherErrorCode.invalidMessage,
        `Event names are limited to ${this.options.maxEventNameLength} characters`
      )
    }
    if (event.startsWith('client-')) {
      return this.#clientEvent(connection, event, channel, data)
    }
    this.#sendError(connection, PusherErrorCode.invalidMessage, `Unknown event ${event}`)
  }

  #subscribe(connection: Connection, payload: unknown) {
    const fields = (typeof payload === 'object' && payload ? payload : {}) as Record<
      string,
      unknown
    >
    const channel = fields.channel
    if (typeof channel === 'string' && channel.length > MAX_CHANNEL_NAME_LENGTH) {
      return this.#sendError(
        connection,
        PusherErrorCode.unauthorized,
        `Channel names are limited to ${MAX_CHANNEL_NAME_LENGTH} characters`
      )
    }
    if (!isValidChannelName(channel)) {
      return this.#sendError(connection, PusherErrorCode.invalidMessage, 'Invalid channel')
    }
    const type = channelType(channel)
    const channelData = typeof fields.channel_data === 'string' ? fields.channel_data : undefined
    if (type !== 'public') {
      const signed = verifyChannelAuth(
        this.options,
        fields.auth,
        connection.socketId,
        channel,
        type === 'presence' ? (channelData ?? '') : undefined
      )
      if (!signed) return this.#subscriptionError(connection, channel, 'Invalid signature')
    }
    if (connection.channels.has(channel)) {
      return this.#subscriptionSucceeded(connection, channel)
    }
    if (connection.channels.size >= this.options.maxSubscriptionsPerConnection) {
      return this.#limitReached(
        connection,
        channel,
        PusherErrorCode.overQuota,
        `A connection may subscribe to ${this.options.maxSubscriptionsPerConnection} channels at most`
      )
    }
    if (type === 'presence') return this.#subscribePresence(connection, channel, channelData)
    this.registry.subscribe(channel, connection.socketId)
    connection.channels.add(channel)
    const cluster = this.cluster
    if (cluster) this.#enqueue(connection, () => cluster.countSubscription(channel, 1))
    this.#subscriptionSucceeded(connection, channel)
  }

  /** A presence channel: the member from channel_data, the member limits, then the join. */
  #subscribePresence(connection: Connection, channel: string, channelData: string | undefined) {
    const member = parseJson(channelData ?? '') as Record<string, unknown> | null
    const userId = member?.user_id
    if (
      !(typeof userId === 'string' && userId.length > 0) &&
      !(typeof userId === 'number' && Number.isFinite(userId))
    ) {
      return this.#subscriptionError(connection, channel, 'Invalid channel_data')
    }
    const infoBytes = Buffer.byteLength(JSON.stringify(member?.user_info ?? null))
    if (infoBytes > this.options.maxUserInfoBytes) {
      return this.#limitReached(
        connection,
        channel,
        PusherErrorCode.unauthorized,
        `Presence user_info is limited to ${this.options.maxUserInfoBytes} bytes`
      )
    }
    if (this.#presenceFull(this.registry.presence(channel), String(userId))) {
      return this.#presenceFullError(connection, channel)
    }
    const added = this.registry.subscribe(channel, connection.socketId, {
      userId: String(userId),
      userInfo: member?.user_info ?? null,
    })
    connection.channels.add(channel)
    if (this.cluster) {
      const cluster = this.cluster
      return this.#enqueue(connection, async () => {
        await cluster.countSubscription(channel, 1)
        if (this.#presenceFull(await cluster.presence(channel), String(userId))) {
          // Closed meanwhile: #close has already queued the leave.
          if (connection.channels.has(channel)) this.#leave(connection, channel)
          return this.#presenceFullError(connection, channel)
        }
        const joined = await cluster.join(
          channel,
          connection.socketId,
          String(userId),
          member?.user_info ?? null
        )
        if (joined.first) {
          await this.#fanOut(
            {
              channel,
              event: 'pusher_internal:member_added',
              data: JSON.stringify({ user_id: String(userId), user_info: member?.user_info }),
            },
            connection.socketId
          )
        }
        this.#send(connection, {
          event: 'pusher_internal:subscription_succeeded',
          channel,
          data: JSON.stringify({ presence: joined.presence }),
        })
      })
    }
    if (added.memberAdded) {
      this.#fanOut(
        {
          channel,
          event: 'pusher_internal:member_added',
          data: JSON.stringify({ user_id: String(userId), user_info: member?.user_info }),
        },
        connection.socketId
      )
    }
    this.#subscriptionSucceeded(connection, channel)
  }

  #subscriptionSucceeded(connection: Connection, channel: string) {
    const cluster = this.cluster
    if (cluster && channelType(channel) === 'presence') {
      return this.#enqueue(connection, async () => {
        this.#send(connection, {
          event: 'pusher_internal:subscription_succeeded',
          channel,
          data: JSON.stringify({ presence: await cluster.presence(channel) }),
        })
      })
    }
    const data =
      channelType(channel) === 'presence'
        ? JSON.stringify({ presence: this.registry.presence(channel) })
        : '{}'
    this.#send(connection, {
      event: 'pusher_internal:subscription_succeeded',
      channel,
      data,
    })
  }

  /** A user not yet a member of a presence channel that holds the maximum. */
  #presenceFull(presence: { ids: string[]; count: number }, userId: string) {
    return presence.count >= this.options.maxPresenceMembers && !presence.ids.includes(userId)
  }

  #presenceFullError(connection: Connection, channel: string) {
    this.#limitReached(
      connection,
      channel,
      PusherErrorCode.overCapacity,
      `Presence channels hold ${this.options.maxPresenceMembers} members at most`
    )
  }

  /**
   * A subscription refused by a limit: pusher:error with the protocol's code
   * (for the connection) and a subscription_error for the channel, so that
   * the client's channel does not wait for an answer forever.
   */
  #limitReached(connection: Connection, channel: string, code: number, message: string) {
    this.#send(connection, { event: 'pusher:error', channel, data: { code, message } })
    this.#send(connection, {
      event: 'pusher:subscription_error',
      channel,
      data: { type: 'LimitReached', error: message, status: code },
    })
  }

  #subscriptionError(connection: Connection, channel: string, error: string) {
    this.#send(connection, {
      event: 'pusher:subscription_error',
      channel,
      data: { type: 'AuthError', error, status: 401 },
    })
  }

  #unsubscribe(connection: Connection, payload: unknown) {
    const channel =
      typeof payload === 'object' && payload !== null
        ? (payload as Record<string, unknown>).channel
        : undefined
    if (typeof channel !== 'string') {
      return this.#sendError(connection, PusherErrorCode.invalidMessage, 'Invalid channel')
    }
    if (!connection.channels.has(channel)) return
    this.#leave(connection, channel)
  }

  #leave(connection: Connection, channel: string) {
    connection.channels.delete(channel)
    const userId = this.registry.userIdOf(channel, connection.socketId)
    const { memberRemoved } = this.registry.unsubscribe(channel, connection.socketId)
    const cluster = this.cluster
    if (cluster) {
      if (this.#stopping) return
      return this.#enqueue(connection, async () => {
        await cluster.countSubscription(channel, -1)
        if (userId === null) return
        const { last } = await cluster.leave(channel, connection.socketId, userId)
        if (last) {
          await this.#fanOut({
            channel,
            event: 'pusher_internal:member_removed',
            data: JSON.stringify({ user_id: userId }),
          })
        }
      })
    }
    if (memberRemoved !== null) {
      this.#fanOut({
        channel,
        event: 'pusher_internal:member_removed',
        data: JSON.stringify({ user_id: memberRemoved }),
      })
    }
  }

  #clientEvent(connection: Connection, event: string, channel: unknown, data: unknown) {
    if (typeof channel !== 'string' || !allowsClientEvents(channel)) {
      return this.#sendError(
        connection,
        PusherErrorCode.unauthorized,
        'Client events are only allowed on private and presence channels'
      )
    }
    if (!connection.channels.has(channel)) {
      return this.#sendError(
        connection,
        PusherErrorCode.unauthorized,
        `Not subscribed to ${channel}`
      )
    }
    const now = Date.now()
    const window = connection.clientEvents
    if (now - window.windowStart >= 1000) {
      window.windowStart = now
      window.count = 0
    }
    window.count += 1
    if (window.count > this.options.clientEventsPerSecond) {
      return this.#sendError(
        connection,
        PusherErrorCode.clientEventRateLimit,
        'Client event rejected: rate limit exceeded'
      )
    }
    const message: Record<string, unknown> = {
      event,
      channel,
      data: typeof data === 'string' ? data : JSON.stringify(data ?? null),
    }
    const userId = this.registry.userIdOf(channel, connection.socketId)
    if (userId !== null) message.user_id = userId
    const text = JSON.stringify(message)
    this.#deliver(channel, text, connection.socketId)
    this.cluster?.publish(channel, text, connection.socketId).catch(() => {})
  }

  /**
   * Runs a cluster operation after the socket's previous ones (a leave never
   * overtakes its join); failures are dropped (Redis down: local only).
   */
  #enqueue(connection: Connection, operation: () => Promise<unknown>) {
    connection.queue = connection.queue.then(operation).then(
      () => {},
      () => {}
    )
  }

  /**
   * Remembers that a socket was given a channel authorization for a user
   * (POST /broadcasting/auth, before the signature leaves), so that ending
   * the user's sessions closes it even if it subscribes only later. The
   * socket may live on another process: then the record travels through the
   * cluster, and this resolves once Redis took it (it throws when Redis is
   * unreachable; the caller must not hand out the signature then).
   */
  async recordAuthorization(socketId: string, userId: string) {
    if (this.#noteAuthorization(socketId, userId)) return
    await this.cluster?.recordAuthorization(socketId, userId)
  }

  #noteAuthorization(socketId: string, userId: string) {
    const connection = this.#connections.get(socketId)
    connection?.users.add(userId)
    return connection !== undefined
  }

  /**
   * Ends every socket authorized for a user, on every process (through
   * Redis with a cluster): sockets that were given a channel authorization
   * for the user, subscribed to the user's private channel or holding a
   * presence membership as the user. They are closed with `code`: 4009
   * (unauthorized, a disabled account), which pusher-js does not retry, or
   * 4200 (a session ended), after which it reconnects and subscribes with
   * fresh authorizations, which only a current session gets. Resolves with
   * the number of this process's sockets closed, once the other processes
   * have been told.
   */
  async disconnectUser(userId: string, code: DisconnectCode = PusherErrorCode.unauthorized) {
    const closed = this.#disconnectLocalUser(userId, code)
    await this.cluster?.disconnectUser(userId, code)
    return closed
  }

  #disconnectLocalUser(userId: string, code: DisconnectCode) {
    const userChannel = `private-App.Models.User.${userId}`
    const encryptedChannel = `private-encrypted-App.Models.User.${userId}`
    let closed = 0
    for (const connection of this.#connections.values()) {
      const authorized =
        connection.users.has(userId) ||
        [...connection.channels].some(
          (channel) =>
            channel === userChannel ||
            channel === encryptedChannel ||
            this.registry.userIdOf(channel, connection.socketId) === userId
        )
      if (!authorized) continue
      closed += 1
      connection.socket.close(
        code,
        code === PusherErrorCode.unauthorized ? 'Unauthorized' : 'Session ended: authorize again'
      )
      // Its channels are left now, not when the client acknowledges the close.
      this.#close(connection)
    }
    return closed
  }

  #close(connection: Connection) {
    if (!this.#connections.delete(connection.socketId)) return
    for (const channel of [...connection.channels]) this.#leave(connection, channel)
  }

  /**
   * Delivers a server event to this process's subscribers of its channel.
   */
  publish(event: OutgoingEvent, exceptSocketId?: string | null) {
    return this.#fanOut(event, exceptSocketId ?? undefined)
  }

  /**
   * Sends to this process's subscribers and, with a cluster, to every other
   * process's (through Redis, resolved once published).
   */
  async #fanOut(event: OutgoingEvent, exceptSocketId?: string) {
    const text = JSON.stringify(event)
    this.#deliver(event.channel, text, exceptSocketId ?? null)
    await this.cluster?.publish(event.channel, text, exceptSocketId ?? null)
  }

  #deliver(channel: string, text: string, exceptSocketId: string | null) {
    // Encoded once for every subscriber, sent as a text frame.
    const payload = Buffer.from(text)
    for (const socketId of this.registry.socketsOf(channel)) {
      if (socketId === exceptSocketId) continue
      const connection = this.#connections.get(socketId)
      if (connection) this.#write(connection, payload)
    }
  }

  /** Occupied channels and their subscription counts (cluster-wide with a cluster). */
  async subscriptionCounts(prefix = ''): Promise<Map<string, number>> {
    if (!this.cluster) {
      return new Map(
        this.registry.channels(prefix).map((name) => [name, this.registry.subscriptionCount(name)])
      )
    }
    const counts = await this.cluster.subscriptionCounts()
    for (const name of [...counts.keys()]) if (!name.startsWith(prefix)) counts.delete(name)
    return counts
  }

  /** Presence members (cluster-wide with a cluster). */
  async presence(channel: string) {
    return this.cluster ? this.cluster.presence(channel) : this.registry.presence(channel)
  }

  /**
   * Inactive connections: after activity_timeout without a message the
   * server sends pusher:ping; without an answer within pongTimeout it closes
   * with 4201 (the client reconnects). `now` is passed in for tests.
   */
  sweep(now: number) {
    for (const connection of this.#connections.values()) {
      if (connection.pingSentAt !== null) {
        if (now - connection.pingSentAt >= this.options.pongTimeout * 1000) {
          connection.socket.close(PusherErrorCode.inactive, 'Pong reply not received in time')
        }
      } else if (now - connection.lastSeen >= this.options.activityTimeout * 1000) {
        connection.pingSentAt = now
        this.#send(connection, { event: 'pusher:ping', data: '{}' })
      }
    }
  }

  #send(connection: Connection, message: Record<string, unknown>) {
    this.#write(connection, JSON.stringify(message))
  }

  #sendError(connection: Connection, code: number, message: string) {
    this.#send(connection, errorMessage(code, message))
  }

  /**
   * Every message to a socket goes through here: a socket whose unsent
   * output is over maxBufferedBytes is a slow consumer (or does not read at
   * all) and is let go with 4100 instead of growing the process's memory.
   */
  #write(connection: Connection, data: string | Buffer) {
    const socket = connection.socket
    if (socket.readyState !== socket.OPEN) return
    if (
      unsentOutputBytes(socket.bufferedAmount, connection.unsent) > this.options.maxBufferedBytes
    ) {
      return this.#letGo(connection, 'Over capacity: messages are not being read')
    }
    connection.unsent += 1
    socket.send(data, TEXT_FRAME, connection.sent)
  }
}

function errorMessage(code: number, message: string) {
  return { event: 'pusher:error', data: { code, message } }
}

/** A message to a socket that is not (or not yet) a connection. */
function sendTo(socket: WebSocket, message: Record<string, unknown>) {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message))
}

/** A URL path segment, decoded; null when its percent-encoding is invalid. */
function decodePathSegment(segment: string) {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
