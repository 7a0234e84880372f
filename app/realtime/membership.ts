import { channelType } from '#realtime/channels'
import type { Connection } from '#realtime/connection'
import type { Hub } from '#realtime/hub'

/**
 * Joining and leaving a channel once the subscription is allowed
 * (docs/protocols.md#channels): the registry, the cluster's subscription
 * counts and presence members, and the answers that go with them.
 */

/** A public, private or encrypted channel: the socket joins, then the answer. */
export function joinChannel(hub: Hub, connection: Connection, channel: string) {
  hub.registry.subscribe(channel, connection.socketId)
  connection.channels.add(channel)
  const cluster = hub.cluster
  if (cluster) hub.enqueue(connection, () => cluster.countSubscription(channel, 1))
  subscriptionSucceeded(hub, connection, channel)
}

/** pusher_internal:subscription_succeeded; on a presence channel, with its members. */
export function subscriptionSucceeded(hub: Hub, connection: Connection, channel: string) {
  const cluster = hub.cluster
  if (cluster && channelType(channel) === 'presence') {
    return hub.enqueue(connection, async () => {
      hub.send(connection, {
        event: 'pusher_internal:subscription_succeeded',
        channel,
        data: JSON.stringify({ presence: await cluster.presence(channel) }),
      })
    })
  }
  const data =
    channelType(channel) === 'presence'
      ? JSON.stringify({ presence: hub.registry.presence(channel) })
      : '{}'
  hub.send(connection, {
    event: 'pusher_internal:subscription_succeeded',
    channel,
    data,
  })
}

/**
 * The socket leaves the channel; a presence member leaving with their last
 * connection is announced with member_removed (docs/protocols.md#presence).
 */
export function leave(hub: Hub, connection: Connection, channel: string) {
  connection.channels.delete(channel)
  const userId = hub.registry.userIdOf(channel, connection.socketId)
  const { memberRemoved } = hub.registry.unsubscribe(channel, connection.socketId)
  const cluster = hub.cluster
  if (cluster) {
    if (hub.stopping()) return
    return hub.enqueue(connection, async () => {
      await cluster.countSubscription(channel, -1)
      if (userId === null) return
      const { last } = await cluster.leave(channel, connection.socketId, userId)
      if (last) {
        await hub.fanOut({
          channel,
          event: 'pusher_internal:member_removed',
          data: JSON.stringify({ user_id: userId }),
        })
      }
    })
  }
  if (memberRemoved !== null) {
    hub.fanOut({
      channel,
      event: 'pusher_internal:member_removed',
      data: JSON.stringify({ user_id: memberRemoved }),
    })
  }
}
