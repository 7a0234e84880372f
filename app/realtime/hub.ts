import type { ChannelRegistry } from '#realtime/channel_registry'
import type { Connection } from '#realtime/connection'
import type { RedisCluster } from '#realtime/redis_cluster'
import type { OutgoingEvent, PusherServerOptions } from '#realtime/server_options'

/**
 * What the protocol's message handlers (incoming.ts, subscription_auth.ts,
 * membership.ts, presence.ts, client_events.ts) use of the socket server
 * (pusher_server.ts), which owns the sockets and hands itself to them as this.
 */
export interface Hub {
  readonly options: Required<PusherServerOptions>
  readonly registry: ChannelRegistry
  /** The other processes, through Redis (null: this process alone). */
  readonly cluster: RedisCluster | null
  /** True once shutdown has taken this process out of the cluster. */
  stopping(): boolean
  /** Every message to a socket goes through here (the slow-consumer limit). */
  send(connection: Connection, message: Record<string, unknown>): void
  sendError(connection: Connection, code: number, message: string): void
  /** To this process's subscribers of the channel, already serialized. */
  deliver(channel: string, text: string, exceptSocketId: string | null): void
  /** To every process's subscribers (cluster_fan_out.ts). */
  fanOut(event: OutgoingEvent, exceptSocketId?: string): Promise<void>
  /**
   * Runs a cluster operation after the socket's previous ones (a leave never
   * overtakes its join); failures are dropped (Redis down: local only).
   */
  enqueue(connection: Connection, operation: () => Promise<unknown>): void
}
