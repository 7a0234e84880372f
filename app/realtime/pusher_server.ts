import type { IncomingMessage, Server as PlainHttpServer } from 'node:http'
import type { Server as HttpsServer } from 'node:https'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'
import { ChannelRegistry } from '#realtime/channel_registry'
import { ConnectionCounts, addressKey, unsentOutputBytes } from '#realtime/connection_limits'
import {
  decodePathSegment,
  errorMessage,
  newConnection,
  sendTo,
  type Connection,
} from '#realtime/connection'
import { PusherErrorCode } from '#realtime/errors'
import type { Hub } from '#realtime/hub'
import { receive } from '#realtime/incoming'
import { leave } from '#realtime/membership'
import { clusterHandlers, fanOut, subscriptionCounts } from '#realtime/cluster_fan_out'
import type { RedisCluster } from '#realtime/redis_cluster'
import { closeReason, isAuthorizedFor } from '#realtime/session_end'
import {
  withDefaults,
  type DisconnectCode,
  type OutgoingEvent,
  type PusherServerOptions,
} from '#realtime/server_options'

export type { DisconnectCode, OutgoingEvent, PusherServerOptions }

type HttpServer = PlainHttpServer | HttpsServer

const PATH = /^\/app\/([^/?]+)(?:\?.*)?$/

const TEXT_FRAME = { binary: false }

/**
 * Our Pusher Channels protocol v7 server on `ws`, sharing the app's HTTP
 * server (upgrade requests on `/app/{key}`). Fan-out is in-process, plus
 * through Redis to the other processes when a cluster is given.
 *
 * This class owns the sockets: their admission, their output and their end.
 * The protocol's messages are handled in incoming.ts and the modules it
 * calls (subscription_auth.ts, membership.ts, presence.ts, client_events.ts),
 * through the Hub (hub.ts) this class hands them; cluster_fan_out.ts holds
 * what travels between processes.
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
  #hub: Hub
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
    this.#hub = {
      options: this.options,
      registry: this.registry,
      cluster,
      stopping: () => this.#stopping,
      send: (connection, message) => this.#send(connection, message),
      sendError: (connection, code, message) => this.#send(connection, errorMessage(code, message)),
      deliver: (channel, text, exceptSocketId) => this.#deliver(channel, text, exceptSocketId),
      fanOut: (event, exceptSocketId) => fanOut(this.#hub, event, exceptSocketId),
      enqueue: (connection, operation) => {
        connection.queue = connection.queue.then(operation).then(
          () => {},
          () => {}
        )
      },
    }
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
      this.#clusterReady = this.cluster.start(
        clusterHandlers(this.#hub, {
          disconnectUser: (userId, code) => this.#disconnectLocalUser(userId, code),
          authorized: (socketId, userId) => this.#noteAuthorization(socketId, userId),
        })
      )
      this.#clusterReady.catch(() => {})
    }
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
    const connection = newConnection(socket, this.options, Date.now())
    this.#connections.set(connection.socketId, connection)
    socket.on('message', (data, isBinary) => {
      if (!this.#admitFrame(connection)) return
      this.#touch(connection)
      receive(this.#hub, connection, data, isBinary)
    })
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
    let closed = 0
    for (const connection of this.#connections.values()) {
      if (!isAuthorizedFor(this.registry, connection, userId)) continue
      closed += 1
      connection.socket.close(code, closeReason(code))
      // Its channels are left now, not when the client acknowledges the close.
      this.#close(connection)
    }
    return closed
  }

  #close(connection: Connection) {
    if (!this.#connections.delete(connection.socketId)) return
    for (const channel of [...connection.channels]) leave(this.#hub, connection, channel)
  }

  /**
   * Delivers a server event to this process's subscribers of its channel.
   */
  publish(event: OutgoingEvent, exceptSocketId?: string | null) {
    return fanOut(this.#hub, event, exceptSocketId ?? undefined)
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
    return subscriptionCounts(this.registry, this.cluster, prefix)
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
