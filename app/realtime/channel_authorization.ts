import type User from '#models/user'
import { channelRules } from '#realtime/channel_rules'
import { channelType } from '#realtime/channels'
import { encryptedChannelSecret, signChannelAuth } from '#realtime/signatures'

export interface ChannelAuthorizationInput {
  user: User
  socketId: string
  channelName: string
  credentials: { key: string; secret: string }
  /** Master key of private-encrypted- channels. */
  encryptionMasterKey: string
}

export type ChannelAuthorization =
  | { allowed: false }
  | { allowed: true; auth: string; channel_data?: string; shared_secret?: string }

/**
 * Signs a subscription when the channel's rule (start/channels.ts) lets the
 * user in. Presence members are identified by user id.
 */
export async function authorizeChannel(
  input: ChannelAuthorizationInput
): Promise<ChannelAuthorization> {
  const type = channelType(input.channelName)
  if (type === 'public') return { allowed: false }
  const matched = channelRules.match(input.channelName)
  if (!matched) return { allowed: false }
  const verdict = await matched.rule(input.user, matched.params)
  if (verdict === false) return { allowed: false }

  if (type === 'presence') {
    const userInfo = typeof verdict === 'object' ? verdict : {}
    const channelData = JSON.stringify({ user_id: String(input.user.id), user_info: userInfo })
    return {
      allowed: true,
      auth: signChannelAuth(input.credentials, input.socketId, input.channelName, channelData),
      channel_data: channelData,
    }
  }
  const auth = signChannelAuth(input.credentials, input.socketId, input.channelName)
  if (type === 'private-encrypted') {
    return {
      allowed: true,
      auth,
      shared_secret: encryptedChannelSecret(input.encryptionMasterKey, input.channelName),
    }
  }
  return { allowed: true, auth }
}
