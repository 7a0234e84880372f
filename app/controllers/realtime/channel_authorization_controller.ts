import type { HttpContext } from '@adonisjs/core/http'
import { realtimeConfig } from '#config/realtime'
import { appKey } from '#config/app'
import { authorizeChannel } from '#realtime/channel_authorization'
import { recordChannelAuthorization } from '#realtime/main'
import { hmacSha256Hex } from '#realtime/signatures'
import { channelAuthorizationValidator } from '#validators/broadcasting'

/**
 * POST /broadcasting/auth: signs private and presence subscriptions for the
 * signed-in user. Guests, disabled accounts and refused channels get 403
 * (JSON, never a redirect: the caller is pusher-js).
 *
 * Before the signature leaves, the socket is recorded as authorized for the
 * user (ending the user's sessions closes it, on any process), then the
 * session is checked again: a session ended meanwhile gets 403, so no
 * signature outlives the session that asked for it
 * (docs/decisions/055-realtime-capacity-and-session-end.md). When the record
 * cannot reach the other processes (Redis down), 503 with Retry-After.
 */
export default class ChannelAuthorizationController {
  async store({ request, response, auth }: HttpContext) {
    const payload = await request.validateUsing(channelAuthorizationValidator)
    const user = (await auth.use('web').check()) ? auth.use('web').user! : null
    if (!user) return response.forbidden({ message: 'Sign in to join this channel.' })
    if (user.isDisabled) return response.forbidden({ message: 'This account has been disabled.' })

    const result = await authorizeChannel({
      user,
      socketId: payload.socket_id,
      channelName: payload.channel_name,
      credentials: realtimeConfig,
      encryptionMasterKey: hmacSha256Hex(appKey.release(), 'realtime.encryption-master-key'),
    })
    if (!result.allowed) return response.forbidden({ message: 'You may not join this channel.' })
    try {
      await recordChannelAuthorization(payload.socket_id, user.id)
    } catch {
      response.header('Retry-After', '5')
      return response.serviceUnavailable({ message: 'Realtime is unavailable, try again shortly.' })
    }
    if (!(await auth.use('web').isStillCurrent())) {
      return response.forbidden({ message: 'Sign in to join this channel.' })
    }
    return {
      auth: result.auth,
      channel_data: result.channel_data,
      shared_secret: result.shared_secret,
    }
  }
}
