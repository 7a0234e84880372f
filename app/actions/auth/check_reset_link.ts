import type { DateTime } from 'luxon'
import { resetTokenFromLink, userOfResetToken } from '#queries/password_reset_tokens'

export type ResetLinkStatus = 'valid' | 'invalid' | 'expired'

/**
 * Whether a reset link can still set a password, checked when the link is opened so that the
 * page says so before the athlete types a new password. It reads only: the token is deleted
 * when it is used or, once expired, when someone tries to use it (ResetPassword).
 * The answer reveals nothing new: only the holder of the secret token can ask about it.
 */
export default class CheckResetLink {
  async handle(input: { token: string; email: string; now: DateTime }): Promise<ResetLinkStatus> {
    const record = await resetTokenFromLink(input.token)
    if (!record) return 'invalid'
    const user = await userOfResetToken(record)
    if (!user || user.email !== input.email) return 'invalid'
    return record.expiresAt <= input.now ? 'expired' : 'valid'
  }
}
