import { createHash } from 'node:crypto'
import router from '@adonisjs/core/services/router'
import mail from '@adonisjs/mail/services/main'
import { appUrl } from '#config/app'
import VerifyEmailNotification from '#mails/verify_email_notification'
import type User from '#models/user'

export const VERIFICATION_LINK_LIFETIME = '60 minutes'

/**
 * The hash in a verification link binds it to the address it was sent to:
 * once the e-mail changes, older links stop working.
 */
export function emailHash(email: string) {
  return createHash('sha256').update(email.toLowerCase()).digest('hex')
}

export function verificationUrl(user: User) {
  return router
    .builder()
    .prefixUrl(appUrl)
    .params({ id: user.id, hash: emailHash(user.email) })
    .makeSigned('verification.verify', { expiresIn: VERIFICATION_LINK_LIFETIME })
}

/**
 * Sends the signed, expiring "verify your e-mail address" link.
 */
export default class SendVerificationEmail {
  async handle(user: User) {
    await mail.sendLater(
      new VerifyEmailNotification({ name: user.fullName, email: user.email }, verificationUrl(user))
    )
  }
}
