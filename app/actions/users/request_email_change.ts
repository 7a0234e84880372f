import hash from '@adonisjs/core/services/hash'
import router from '@adonisjs/core/services/router'
import mail from '@adonisjs/mail/services/main'
import { appUrl } from '#config/app'
import { emailChangeRevertDays } from '#config/account'
import User from '#models/user'
import { otherUserWithEmail } from '#queries/users'
import FieldRefusedException from '#exceptions/field_refused_exception'
import EmailChangeNotice from '#mails/email_change_notice'
import VerifyNewEmailNotification from '#mails/verify_new_email_notification'
import EmailInUseNotification from '#mails/email_in_use_notification'
import { emailHash } from '#services/hashes'
import { VERIFICATION_LINK_LIFETIME } from '#config/account'

/** The link that makes the pending address the sign-in address. */
export function newEmailVerificationUrl(user: User, pendingEmail: string) {
  return router
    .builder()
    .prefixUrl(appUrl)
    .params({ id: user.id, hash: emailHash(pendingEmail) })
    .makeSigned('email_change.verify', { expiresIn: VERIFICATION_LINK_LIFETIME })
}

/** The link, mailed to the address being replaced, that restores it. */
export function emailChangeRevertUrl(user: User, oldEmail: string) {
  return router
    .builder()
    .prefixUrl(appUrl)
    .params({ id: user.id })
    .qs({ email: oldEmail })
    .makeSigned('email_change.revert', { expiresIn: `${emailChangeRevertDays} days` })
}

/**
 * Asks for a new sign-in address after checking the current password. The address waits
 * as `pendingEmail` until its link is followed; the current address is told, with a link
 * that undoes the change. An address another account uses gets the same answer and the
 * same work (one read, one write, two mails): its owner is told instead of being sent a
 * link. See docs/decisions/058-e-mail-change-and-one-address-per-mailbox.md.
 */
export default class RequestEmailChange {
  async handle(user: User, input: { email: string; currentPassword: string | undefined }) {
    if (!input.currentPassword) {
      throw new FieldRefusedException(
        'current_password',
        'Enter your current password to change your e-mail address.'
      )
    }
    if (!(await hash.verify(user.password, input.currentPassword))) {
      throw new FieldRefusedException('current_password', 'The current password is incorrect.')
    }

    const owner = await otherUserWithEmail(input.email, user.id)
    user.pendingEmail = input.email
    await user.save()

    const recipient = { name: user.fullName, email: input.email }
    await mail.sendLater(
      owner
        ? new EmailInUseNotification(
            { name: owner.fullName, email: owner.email },
            router.builder().prefixUrl(appUrl).make('login')
          )
        : new VerifyNewEmailNotification(
            recipient,
            user.email,
            newEmailVerificationUrl(user, input.email)
          )
    )
    await mail.sendLater(
      new EmailChangeNotice(
        { name: user.fullName, email: user.email },
        input.email,
        emailChangeRevertUrl(user, user.email),
        emailChangeRevertDays
      )
    )
  }
}
