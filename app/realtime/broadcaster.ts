import type { OutgoingEvent } from '#realtime/pusher_server'
import type { RealtimeEventName, RealtimeEvents } from '#realtime/events'

/**
 * Where a broadcast goes. In one process: straight to the local sockets.
 * With several processes, a Redis transport implements this by publishing
 * to a channel every process subscribes to, each calling its local
 * `PusherServer.publish` (not built yet).
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
