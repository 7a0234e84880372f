import type { Connection } from '#realtime/connection'
import { parseJson } from '#realtime/connection'
import { PusherErrorCode } from '#realtime/errors'
import type { Hub } from '#realtime/hub'
import { leave, subscriptionSucceeded } from '#realtime/membership'
import type { RedisCluster } from '#realtime/redis_cluster'
import { limitReached, subscriptionError } from '#realtime/subscription_auth'

/**
 * Joining a presence channel (docs/protocols.md#presence): the member from
 * channel_data, the member limits (docs/protocols.md#error-codes), then the
 * join, announced with member_added on the user's first connection.
 */
export function subscribePresence(
  hub: Hub,
  connection: Connection,
  channel: string,
  channelData: string | undefined
) {
  const member = parseJson(channelData ?? '') as Record<string, unknown> | null
  const userId = member?.user_id
  if (
    !(typeof userId === 'string' && userId.length > 0) &&
    !(typeof userId === 'number' && Number.isFinite(userId))
  ) {
    return subscriptionError(hub, connection, channel, 'Invalid channel_data')
  }
  const infoBytes = Buffer.byteLength(JSON.stringify(member?.user_info ?? null))
  if (infoBytes > hub.options.maxUserInfoBytes) {
    return limitReached(
      hub,
      connection,
      channel,
      PusherErrorCode.unauthorized,
      `Presence user_info is limited to ${hub.options.maxUserInfoBytes} bytes`
    )
  }
  if (presenceFull(hub, hub.registry.presence(channel), String(userId))) {
    return presenceFullError(hub, connection, channel)
  }
  const added = hub.registry.subscribe(channel, connection.socketId, {
    userId: String(userId),
    userInfo: member?.user_info ?? null,
  })
  connection.channels.add(channel)
  if (hub.cluster) {
    return joinCluster(hub, hub.cluster, connection, channel, String(userId), member?.user_info)
  }
  if (added.memberAdded) {
    hub.fanOut(
      {
        channel,
        event: 'pusher_internal:member_added',
        data: JSON.stringify({ user_id: String(userId), user_info: member?.user_info }),
      },
      connection.socketId
    )
  }
  subscriptionSucceeded(hub, connection, channel)
}

/** With a cluster, the member limit and member_added are the whole cluster's. */
function joinCluster(
  hub: Hub,
  cluster: RedisCluster,
  connection: Connection,
  channel: string,
  userId: string,
  userInfo: unknown
) {
  return hub.enqueue(connection, async () => {
    await cluster.countSubscription(channel, 1)
    if (presenceFull(hub, await cluster.presence(channel), userId)) {
      // Closed meanwhile: the close has already queued the leave.
      if (connection.channels.has(channel)) leave(hub, connection, channel)
      return presenceFullError(hub, connection, channel)
    }
    const joined = await cluster.join(channel, connection.socketId, userId, userInfo ?? null)
    if (joined.first) {
      await hub.fanOut(
        {
          channel,
          event: 'pusher_internal:member_added',
          data: JSON.stringify({ user_id: userId, user_info: userInfo }),
        },
        connection.socketId
      )
    }
    hub.send(connection, {
      event: 'pusher_internal:subscription_succeeded',
      channel,
      data: JSON.stringify({ presence: joined.presence }),
    })
  })
}

/** A user not yet a member of a presence channel that holds the maximum. */
function presenceFull(hub: Hub, presence: { ids: string[]; count: number }, userId: string) {
  return presence.count >= hub.options.maxPresenceMembers && !presence.ids.includes(userId)
}

function presenceFullError(hub: Hub, connection: Connection, channel: string) {
  limitReached(
    hub,
    connection,
    channel,
    PusherErrorCode.overCapacity,
    `Presence channels hold ${hub.options.maxPresenceMembers} members at most`
  )
}
