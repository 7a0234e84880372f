import type { ChannelRegistry } from '#realtime/channel_registry'
import { channelType } from '#realtime/channels'
import type { Hub } from '#realtime/hub'
import type { ClusterHandlers, LocalSubscriptions, RedisCluster } from '#realtime/redis_cluster'
import type { DisconnectCode, OutgoingEvent } from '#realtime/server_options'

/**
 * Fan-out across processes (docs/protocols.md#pusher-channels): with a
 * cluster (REDIS_URL) events also travel through Redis pub/sub to the other
 * processes, and subscription counts and presence members are the whole
 * cluster's; without one, this process's alone.
 */

/**
 * Sends to this process's subscribers and, with a cluster, to every other
 * process's (through Redis, resolved once published).
 */
export async function fanOut(
  hub: Pick<Hub, 'deliver' | 'cluster'>,
  event: OutgoingEvent,
  exceptSocketId?: string
) {
  const text = JSON.stringify(event)
  hub.deliver(event.channel, text, exceptSocketId ?? null)
  await hub.cluster?.publish(event.channel, text, exceptSocketId ?? null)
}

/** What the cluster asks of this process, as the socket server answers it. */
export function clusterHandlers(
  hub: Hub,
  local: {
    disconnectUser: (userId: string, code: DisconnectCode) => void
    authorized: (socketId: string, userId: string) => void
  }
): ClusterHandlers {
  return {
    deliver: (message) => hub.deliver(message.channel, message.text, message.except),
    disconnectUser: local.disconnectUser,
    authorized: local.authorized,
    memberRemoved: (channel, userId) =>
      hub.fanOut({
        channel,
        event: 'pusher_internal:member_removed',
        data: JSON.stringify({ user_id: userId }),
      }),
    local: () => localSubscriptions(hub.registry),
  }
}

/** This process's subscription counts and presence members (for the cluster). */
function localSubscriptions(registry: ChannelRegistry): LocalSubscriptions {
  const counts = new Map<string, number>()
  const presence: LocalSubscriptions['presence'] = []
  for (const channel of registry.channels()) {
    counts.set(channel, registry.subscriptionCount(channel))
    if (channelType(channel) !== 'presence') continue
    for (const member of registry.presenceSubscriptions(channel)) {
      presence.push({ channel, ...member })
    }
  }
  return { counts, presence }
}

/** Occupied channels and their subscription counts (cluster-wide with a cluster). */
export async function subscriptionCounts(
  registry: ChannelRegistry,
  cluster: RedisCluster | null,
  prefix: string
): Promise<Map<string, number>> {
  if (!cluster) {
    return new Map(
      registry.channels(prefix).map((name) => [name, registry.subscriptionCount(name)])
    )
  }
  const counts = await cluster.subscriptionCounts()
  for (const name of [...counts.keys()]) if (!name.startsWith(prefix)) counts.delete(name)
  return counts
}
