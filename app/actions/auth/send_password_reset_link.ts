import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import router from '@adonisjs/core/services/router'
import mail from '@adonisjs/mail/services/main'
import { appUrl } from '#config/app'
import User from '#models/user'
import PasswordResetToken from '#models/password_reset_token'
import ResetPasswordNotification from '#mails/reset_password_notification'
import NoAccountNotification from '#mails/no_account_notification'
import limiter from '@adonisjs/limiter/services/main'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { passwordResetMailsPerHour, RESET_LINK_LIFETIME_MINUTES } from '#config/account'
import { hashResetToken, sha256Hex } from '#services/hashes'

/**
 * Mails a single-use reset link when the address belongs to an account, and
 * a "no account uses this address" mail otherwise, doing the same work on
 * both paths (a token is drawn and hashed, one transaction with a delete and
 * a write, one mail queued) so that neither the answer nor its timing tells
 * whether the address has an account (decision 018). One address gets at most
 * `passwordResetMailsPerHour` of these mails, whoever asks and from wherever: beyond that
 * the request does nothing at all, for an address with an account or without, so that an
 * emailed link is not replaced (docs/decisions/058-e-mail-change-and-one-address-per-mailbox.md).
 */
export default class SendPasswordResetLink {
  async handle(input: { email: string; now: DateTime }) {
    if (!(await withinRecipientLimit(input.email))) return
    const user = await User.findBy('email', input.email)
    const token = randomBytes(32).toString('base64url')
    const tokenHash = hashResetToken(token)
    const expiresAt = input.now.plus({ minutes: RESET_LINK_LIFETIME_MINUTES })

    await db.transaction(async (trx) => {
      await PasswordResetToken.query({ client: trx })
        .where('userId', user?.id ?? 0)
        .delete()
      if (user) {
        await PasswordResetToken.create({ userId: user.id, tokenHash, expiresAt }, { client: trx })
      } else {
        // The write of the other path, matching no row (ids start at 1).
        await trx
          .from('password_reset_tokens')
          .where('user_id', 0)
          .update({ token_hash: tokenHash, expires_at: expiresAt.toJSDate() })
      }
    })

    const links = router.builder().prefixUrl(appUrl)
    if (!user) {
      await mail.sendLater(
        new NoAccountNotification({ email: input.email }, links.make('register'))
      )
      return
    }
    const url = links.params({ token }).qs({ email: user.email }).make('password.reset')
    await mail.sendLater(
      new ResetPasswordNotification({ name: user.fullName, email: user.email }, url)
    )
  }
}

/** Counts one mail to `email` (keyed by its digest: no address is stored in the limiter). */
async function withinRecipientLimit(email: string) {
  try {
    await limiter
      .use({ requests: passwordResetMailsPerHour, duration: '1 hour' })
      .consume(`reset_mail_${sha256Hex(new TextEncoder().encode(email))}`)
    return true
  } catch (error) {
    if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) return false
    throw error
  }
}
