import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import router from '@adonisjs/core/services/router'
import mail from '@adonisjs/mail/services/main'
import { appUrl } from '#config/app'
import User from '#models/user'
import PasswordResetToken from '#models/password_reset_token'
import ResetPasswordNotification from '#mails/reset_password_notification'

export const RESET_LINK_LIFETIME_MINUTES = 60

export function hashResetToken(token: string) {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * Mails a single-use reset link when the address belongs to an account, and
 * does nothing otherwise: the caller answers the same either way.
 */
export default class SendPasswordResetLink {
  async handle(input: { email: string; now: DateTime }) {
    const user = await User.findBy('email', input.email)
    if (!user) return

    const token = randomBytes(32).toString('base64url')
    await db.transaction(async (trx) => {
      await PasswordResetToken.query({ client: trx }).where('userId', user.id).delete()
      await PasswordResetToken.create(
        {
          userId: user.id,
          tokenHash: hashResetToken(token),
          expiresAt: input.now.plus({ minutes: RESET_LINK_LIFETIME_MINUTES }),
        },
        { client: trx }
      )
    })

    const url = router
      .builder()
      .prefixUrl(appUrl)
      .params({ token })
      .qs({ email: user.email })
      .make('password.reset')
    await mail.sendLater(
      new ResetPasswordNotification({ name: user.fullName, email: user.email }, url)
    )
  }
}
