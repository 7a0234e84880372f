import { MAX_CHANNEL_NAME_LENGTH, channelType, isValidChannelName } from '#realtime/channels'
import type { ChannelType } from '#realtime/channels'
import type { Connection } from '#realtime/connection'
import { PusherErrorCode } from '#realtime/errors'
import type { Hub } from '#realtime/hub'
import { verifyChannelAuth } from '#realtime/signatures'

/**
 * The socket's side of channel authorization (docs/protocols.md#authorization-signatures):
 * a pusher:subscribe names a valid channel and, for a private or presence
 * channel, carries the app's signature (channel_authorization.ts signs it);
 * and the refusals a subscription gets.
 */

export interface SubscriptionRequest {
  channel: string
  type: ChannelType
  /** The presence member as the client sent it (signed with the channel). */
  channelData: string | undefined
}

/** The subscription a pusher:subscribe asks for, or null once it has been refused. */
export function authorizedSubscription(
  hub: Hub,
  connection: Connection,
  payload: unknown
): SubscriptionRequest | null {
  const fields = (typeof payload === 'object' && payload ? payload : {}) as Record<string, unknown>
  const channel = fields.channel
  if (typeof channel === 'string' && channel.length > MAX_CHANNEL_NAME_LENGTH) {
    hub.sendError(
      connection,
      PusherErrorCode.unauthorized,
      `Channel names are limited to ${MAX_CHANNEL_NAME_LENGTH} characters`
    )
    return null
  }
  if (!isValidChannelName(channel)) {
    hub.sendError(connection, PusherErrorCode.invalidMessage, 'Invalid channel')
    return null
  }
  const type = channelType(channel)
  const channelData = typeof fields.channel_data === 'string' ? fields.channel_data : undefined
  if (type !== 'public') {
    const signed = verifyChannelAuth(
      hub.options,
      fields.auth,
      connection.socketId,
      channel,
      type === 'presence' ? (channelData ?? '') : undefined
    )
    if (!signed) {
      subscriptionError(hub, connection, channel, 'Invalid signature')
      return null
    }
  }
  return { channel, type, channelData }
}

/**
 * A subscription refused by a limit: pusher:error with the protocol's code
 * (for the connection) and a subscription_error for the channel, so that
 * the client's channel does not wait for an answer forever.
 */
export function limitReached(
  hub: Hub,
  connection: Connection,
  channel: string,
  code: number,
  message: string
) {
  hub.send(connection, { event: 'pusher:error', channel, data: { code, message } })
  hub.send(connection, {
    event: 'pusher:subscription_error',
    channel,
    data: { type: 'LimitReached', error: message, status: code },
  })
}

export function subscriptionError(
  hub: Hub,
  connection: Connection,
  channel: string,
  error: string
) {
  hub.send(connection, {
    event: 'pusher:subscription_error',
    channel,
    data: { type: 'AuthError', error, status: 401 },
  })
}
