import type { OutgoingEvent } from '#realtime/pusher_server'
import type { RealtimeEventName, RealtimeEvents } from '#realtime/events'

/**
 * Where a broadcast goes: `PusherServer.publish`, which delivers to the local
 * sockets and, with REDIS_URL, publishes on Redis so that every other
 * process delivers to its sockets (app/realtime/redis_cluster.ts).
 */
export interface Fanout {
  publish(event: OutgoingEvent, exceptSocketId?: string | null): void | Promise<void>
}

export interface BroadcastOptions {
  /** The socket that caused the event (Echo's X-Socket-ID): not sent there. */
  exceptSocketId?: string | null
}

/**
 * Typed server-side broadcasting: event names and payloads come from
 * RealtimeEvents.
 */
export class Broadcaster {
  constructor(private fanout: Fanout) {}

  async broadcast<Name extends RealtimeEventName>(
    channel: string | string[],
    event: Name,
    payload: RealtimeEvents[Name],
    options: BroadcastOptions = {}
  ) {
    const data = JSON.stringify(payload)
    for (const name of Array.isArray(channel) ? channel : [channel]) {
      await this.fanout.publish({ channel: name, event, data }, options.exceptSocketId)
    }
  }
}
