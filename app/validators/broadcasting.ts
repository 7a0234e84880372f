import vine from '@vinejs/vine'
import { CHANNEL_NAME, SOCKET_ID } from '#realtime/channels'

/**
 * POST /broadcasting/auth, the fields pusher-js sends.
 */
export const channelAuthorizationValidator = vine.compile(
  vine.object({
    socket_id: vine.string().maxLength(64).regex(SOCKET_ID),
    channel_name: vine.string().regex(CHANNEL_NAME),
  })
)
