import type { HttpContext } from '@adonisjs/core/http'
import { realtimeConfig } from '#config/realtime'
import { appKey } from '#config/app'
import { authorizeChannel } from '#realtime/channel_authorization'
import { hmacSha256Hex } from '#realtime/signatures'
import { channelAuthorizationValidator } from '#validators/broadcasting'

/**
 * POST /broadcasting/auth: signs private and presence subscriptions for the
 * signed-in user. Guests, disabled accounts and refused channels get 403
 * (JSON, never a redirect: the caller is pusher-js).
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
    return {
      auth: result.auth,
      channel_data: result.channel_data,
      shared_secret: result.shared_secret,
    }
  }
}
