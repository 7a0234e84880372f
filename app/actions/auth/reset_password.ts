import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import PasswordResetToken from '#models/password_reset_token'
import { hashResetToken } from '#services/hashes'
import EndSessions from '#actions/auth/end_sessions'

export type ResetPasswordResult =
  { ok: true; user: User } | { ok: false; reason: 'invalid' | 'expired' }

/**
 * Sets a new password from a reset link. The token is deleted (single use)
 * and every session of the account ends, remember-me tokens included.
 */
export default class ResetPassword {
  async handle(input: {
    token: string
    email: string
    password: string
    now: DateTime
  }): Promise<ResetPasswordResult> {
    return db.transaction(async (trx) => {
      const record = await PasswordResetToken.query({ client: trx })
        .where('tokenHash', hashResetToken(input.token))
        .first()
      if (!record) return { ok: false, reason: 'invalid' } as const

      const user = await User.find(record.userId, { client: trx })
      if (!user || user.email !== input.email) return { ok: false, reason: 'invalid' } as const

      if (record.expiresAt <= input.now) {
        await record.delete()
        return { ok: false, reason: 'expired' } as const
      }

      user.password = input.password
      if (!user.emailVerifiedAt) user.emailVerifiedAt = input.now // the link proved the address
      // The owner of the sign-in address takes over: a pending change is dropped
      // (docs/decisions/058-e-mail-change-and-one-address-per-mailbox.md#decision).
      user.pendingEmail = null
      await user.save()
      await PasswordResetToken.query({ client: trx }).where('userId', user.id).delete()
      await new EndSessions().handle(user, trx)
      return { ok: true, user } as const
    })
  }
}
