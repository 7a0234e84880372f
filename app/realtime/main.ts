import { realtimeConfig } from '#config/realtime'
import { PusherServer } from '#realtime/pusher_server'
import { Broadcaster } from '#realtime/broadcaster'

/**
 * This process's broadcaster: the socket server (attached to the HTTP server
 * by start/realtime.ts) and the typed `broadcast` on top of it.
 */
export const pusherServer = new PusherServer(realtimeConfig)

export const broadcaster = new Broadcaster(pusherServer)

export const broadcast = broadcaster.broadcast.bind(broadcaster)
