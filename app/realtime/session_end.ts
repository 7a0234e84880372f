import type { ChannelRegistry } from '#realtime/channel_registry'
import type { Connection } from '#realtime/connection'
import { PusherErrorCode } from '#realtime/errors'
import type { DisconnectCode } from '#realtime/server_options'

/**
 * Signatures do not outlive the session that asked for them
 * (docs/decisions/055-realtime-capacity-and-session-end.md): the sockets a
 * user's ended session or disabled account closes.
 */

/**
 * A socket authorized for the user: given a channel authorization for them,
 * subscribed to their private channel or holding a presence membership as them.
 */
export function isAuthorizedFor(registry: ChannelRegistry, connection: Connection, userId: string) {
  const userChannel = `private-App.Models.User.${userId}`
  const encryptedChannel = `private-encrypted-App.Models.User.${userId}`
  return (
    connection.users.has(userId) ||
    [...connection.channels].some(
      (channel) =>
        channel === userChannel ||
        channel === encryptedChannel ||
        registry.userIdOf(channel, connection.socketId) === userId
    )
  )
}

/** The close reason sent with 4009 (a disabled account) or 4200 (authorize again). */
export function closeReason(code: DisconnectCode) {
  return code === PusherErrorCode.unauthorized ? 'Unauthorized' : 'Session ended: authorize again'
}
