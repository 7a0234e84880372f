import { randomBytes } from 'node:crypto'
import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import PasswordResetToken from '#models/password_reset_token'
import EndSessions from '#actions/auth/end_sessions'
import { RESET_LINK_LIFETIME_MINUTES } from '#config/account'
import { hashResetToken } from '#services/hashes'

export type RevertEmailChangeResult =
  { ok: true; email: string; resetToken: string } | { ok: false; reason: 'invalid' | 'taken' }

/**
 * Restores the address a (signature-checked) revert link was mailed to, whether the new
 * one is still pending or was verified since: the pending address is dropped, every
 * session ends, and a reset token is drawn so that the owner chooses a new password at
 * once (whoever changed the address knew the old one). One transaction.
 * See docs/decisions/058-e-mail-change-and-one-address-per-mailbox.md.
 */
export default class RevertEmailChange {
  async handle(input: { userId: number; email: string; now: DateTime }) {
    return db.transaction(async (trx): Promise<RevertEmailChangeResult> => {
      const user = await User.find(input.userId, { client: trx })
      if (!user) return { ok: false, reason: 'invalid' }
      if (user.email !== input.email) {
        const other = await User.query({ client: trx }).where('email', input.email).first()
        if (other) return { ok: false, reason: 'taken' }
      }

      user.email = input.email
      user.pendingEmail = null
      user.emailVerifiedAt = user.emailVerifiedAt ?? input.now // the link proved the address
      await user.save()
      await new EndSessions().handle(user, trx)

      const resetToken = randomBytes(32).toString('base64url')
      await PasswordResetToken.query({ client: trx }).where('userId', user.id).delete()
      await PasswordResetToken.create(
        {
          userId: user.id,
          tokenHash: hashResetToken(resetToken),
          expiresAt: input.now.plus({ minutes: RESET_LINK_LIFETIME_MINUTES }),
        },
        { client: trx }
      )
      return { ok: true, email: user.email, resetToken }
    })
  }
}
