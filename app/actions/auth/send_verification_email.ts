import router from '@adonisjs/core/services/router'
import mail from '@adonisjs/mail/services/main'
import { appUrl } from '#config/app'
import VerifyEmailNotification from '#mails/verify_email_notification'
import type User from '#models/user'
import { emailHash } from '#services/hashes'
import { VERIFICATION_LINK_LIFETIME } from '#config/account'

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
