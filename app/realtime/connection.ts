import { randomInt } from 'node:crypto'
import type { WebSocket } from 'ws'
import { FrameBudget } from '#realtime/connection_limits'
import type { PusherServerOptions } from '#realtime/server_options'

/**
 * One socket the server serves, and the small helpers for the messages it
 * is sent (docs/protocols.md#connection).
 */
export interface Connection {
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

/** A new connection for an accepted socket, with a fresh socket id and a full frame budget. */
export function newConnection(
  socket: WebSocket,
  options: Required<PusherServerOptions>,
  now: number
): Connection {
  const connection: Connection = {
    socket,
    socketId: `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`,
    channels: new Set(),
    users: new Set(),
    frames: new FrameBudget(options.framesPerSecond, options.frameBurst, now),
    unsent: 0,
    sent: () => {
      connection.unsent -= 1
    },
    lastSeen: now,
    pingSentAt: null,
    clientEvents: { windowStart: 0, count: 0 },
    queue: Promise.resolve(),
  }
  return connection
}

export function errorMessage(code: number, message: string) {
  return { event: 'pusher:error', data: { code, message } }
}

/** A message to a socket that is not (or not yet) a connection. */
export function sendTo(socket: WebSocket, message: Record<string, unknown>) {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message))
}

/** A URL path segment, decoded; null when its percent-encoding is invalid. */
export function decodePathSegment(segment: string) {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
