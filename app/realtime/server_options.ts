import type { IncomingMessage } from 'node:http'
import type { PusherErrorCode } from '#realtime/errors'

/**
 * The socket server's options and their defaults: Pusher Channels' published
 * limits (docs/decisions/013-process-faults-and-realtime-limits.md) and our
 * capacity limits (docs/decisions/055-realtime-capacity-and-session-end.md).
 */
export interface PusherServerOptions {
  appId: string
  key: string
  secret: string
  /** Seconds without a message before the server pings (sent to clients). */
  activityTimeout?: number
  /** Seconds to wait for the pong before closing with 4201. */
  pongTimeout?: number
  /** Client events per socket per second. */
  clientEventsPerSecond?: number
  /** Bytes per message, socket and HTTP API alike. */
  maxMessageBytes?: number
  /** Channels one socket may be subscribed to at once (4004 beyond). */
  maxSubscriptionsPerConnection?: number
  /** Distinct users in one presence channel (4100 beyond). */
  maxPresenceMembers?: number
  /** Bytes of a presence member's user_info, as JSON (4009 beyond). */
  maxUserInfoBytes?: number
  /** Characters of a client event's name. */
  maxEventNameLength?: number
  /** Open sockets in this process; beyond, new ones are closed with 4100. */
  maxConnections?: number
  /** Open sockets per client address (an IPv6 /64); beyond, new ones are closed with 4100. */
  maxConnectionsPerAddress?: number
  /**
   * Estimated bytes of a socket's unsent output (app/realtime/connection_limits.ts);
   * a socket past it is a slow consumer, closed with 4100.
   */
  maxBufferedBytes?: number
  /** Frames (any kind) a socket may send per second, sustained. */
  framesPerSecond?: number
  /** Frames a socket may send at once; past the budget it is closed with 4100. */
  frameBurst?: number
  /** The client address of an upgrade request (X-Forwarded-For only from trusted proxies). */
  clientAddress?: (request: IncomingMessage) => string
}

export interface OutgoingEvent {
  channel: string
  event: string
  /** Already a string (the wire format): JSON text or plain text. */
  data: string
}

/** How a user's sockets are closed: 4009 (do not come back) or 4200 (authorize again). */
export type DisconnectCode = typeof PusherErrorCode.unauthorized | typeof PusherErrorCode.reconnect

export function withDefaults(options: PusherServerOptions): Required<PusherServerOptions> {
  return {
    activityTimeout: 120,
    pongTimeout: 30,
    clientEventsPerSecond: 10,
    maxMessageBytes: 10 * 1024,
    maxSubscriptionsPerConnection: 100,
    maxPresenceMembers: 100,
    maxUserInfoBytes: 1024,
    maxEventNameLength: 200,
    maxConnections: 5000,
    maxConnectionsPerAddress: 100,
    maxBufferedBytes: 256 * 1024,
    framesPerSecond: 20,
    frameBurst: 200,
    clientAddress: (request) => request.socket.remoteAddress ?? '',
    ...options,
  }
}
