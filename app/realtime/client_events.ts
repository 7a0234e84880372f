import { allowsClientEvents } from '#realtime/channels'
import type { Connection } from '#realtime/connection'
import { PusherErrorCode } from '#realtime/errors'
import type { Hub } from '#realtime/hub'

/**
 * A `client-...` event (docs/protocols.md#client-events): on a private or
 * presence channel the socket has joined, at most clientEventsPerSecond a
 * second; it reaches the other subscribers on every process, never the sender.
 */
export function clientEvent(
  hub: Hub,
  connection: Connection,
  event: string,
  channel: unknown,
  data: unknown
) {
  if (typeof channel !== 'string' || !allowsClientEvents(channel)) {
    return hub.sendError(
      connection,
      PusherErrorCode.unauthorized,
      'Client events are only allowed on private and presence channels'
    )
  }
  if (!connection.channels.has(channel)) {
    return hub.sendError(connection, PusherErrorCode.unauthorized, `Not subscribed to ${channel}`)
  }
  const now = Date.now()
  const window = connection.clientEvents
  if (now - window.windowStart >= 1000) {
    window.windowStart = now
    window.count = 0
  }
  window.count += 1
  if (window.count > hub.options.clientEventsPerSecond) {
    return hub.sendError(
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
  const userId = hub.registry.userIdOf(channel, connection.socketId)
  if (userId !== null) message.user_id = userId
  const text = JSON.stringify(message)
  hub.deliver(channel, text, connection.socketId)
  hub.cluster?.publish(channel, text, connection.socketId).catch(() => {})
}
