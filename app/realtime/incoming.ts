import type { RawData } from 'ws'
import { clientEvent } from '#realtime/client_events'
import type { Connection } from '#realtime/connection'
import { parseJson } from '#realtime/connection'
import { PusherErrorCode } from '#realtime/errors'
import type { Hub } from '#realtime/hub'
import { joinChannel, leave, subscriptionSucceeded } from '#realtime/membership'
import { subscribePresence } from '#realtime/presence'
import { authorizedSubscription, limitReached } from '#realtime/subscription_auth'

/**
 * A socket's messages (docs/protocols.md#connection): JSON text frames
 * `{ event, channel?, data }` up to maxMessageBytes; a malformed one gets a
 * pusher:error and the connection keeps serving. The frame was admitted
 * (frame budget) by the server before it reaches here.
 */
export function receive(hub: Hub, connection: Connection, raw: RawData, isBinary: boolean) {
  try {
    const size = Array.isArray(raw)
      ? raw.reduce((total, part) => total + part.length, 0)
      : raw instanceof ArrayBuffer
        ? raw.byteLength
        : raw.length
    if (size > hub.options.maxMessageBytes) {
      return hub.sendError(
        connection,
        PusherErrorCode.invalidMessage,
        'Maximum message size exceeded'
      )
    }
    if (isBinary) {
      return hub.sendError(
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
      return hub.sendError(connection, PusherErrorCode.invalidMessage, 'Invalid JSON')
    }
    dispatch(hub, connection, message)
  } catch (error) {
    hub.sendError(connection, PusherErrorCode.invalidMessage, 'Invalid message')
  }
}

function dispatch(hub: Hub, connection: Connection, message: unknown) {
  if (typeof message !== 'object' || message === null || Array.isArray(message)) {
    return hub.sendError(connection, PusherErrorCode.invalidMessage, 'Invalid message')
  }
  const { event, channel, data } = message as Record<string, unknown>
  if (typeof event !== 'string') {
    return hub.sendError(connection, PusherErrorCode.invalidMessage, 'Missing event')
  }
  const payload = typeof data === 'string' ? parseJson(data) : data
  switch (event) {
    case 'pusher:ping':
      return hub.send(connection, { event: 'pusher:pong', data: '{}' })
    case 'pusher:pong':
      return
    case 'pusher:subscribe':
      return subscribe(hub, connection, payload)
    case 'pusher:unsubscribe':
      return unsubscribe(hub, connection, payload)
  }
  if (event.length > hub.options.maxEventNameLength) {
    return hub.sendError(
      connection,
      PusherErrorCode.invalidMessage,
      `Event names are limited to ${hub.options.maxEventNameLength} characters`
    )
  }
  if (event.startsWith('client-')) {
    return clientEvent(hub, connection, event, channel, data)
  }
  hub.sendError(connection, PusherErrorCode.invalidMessage, `Unknown event ${event}`)
}

/** pusher:subscribe: authorized (subscription_auth.ts), within the limits, then joined. */
function subscribe(hub: Hub, connection: Connection, payload: unknown) {
  const request = authorizedSubscription(hub, connection, payload)
  if (!request) return
  const { channel, type, channelData } = request
  if (connection.channels.has(channel)) {
    return subscriptionSucceeded(hub, connection, channel)
  }
  if (connection.channels.size >= hub.options.maxSubscriptionsPerConnection) {
    return limitReached(
      hub,
      connection,
      channel,
      PusherErrorCode.overQuota,
      `A connection may subscribe to ${hub.options.maxSubscriptionsPerConnection} channels at most`
    )
  }
  if (type === 'presence') return subscribePresence(hub, connection, channel, channelData)
  joinChannel(hub, connection, channel)
}

function unsubscribe(hub: Hub, connection: Connection, payload: unknown) {
  const channel =
    typeof payload === 'object' && payload !== null
      ? (payload as Record<string, unknown>).channel
      : undefined
  if (typeof channel !== 'string') {
    return hub.sendError(connection, PusherErrorCode.invalidMessage, 'Invalid channel')
  }
  if (!connection.channels.has(channel)) return
  leave(hub, connection, channel)
}
