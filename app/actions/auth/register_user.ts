import hash from '@adonisjs/core/services/hash'
import router from '@adonisjs/core/services/router'
import mail from '@adonisjs/mail/services/main'
import { appUrl } from '#config/app'
import User from '#models/user'
import SendVerificationEmail from '#actions/auth/send_verification_email'
import RegistrationAttemptNotification from '#mails/registration_attempt_notification'
import { isUniqueViolation } from '#services/unique_violation'

export type RegisterUserResult = { created: true; user: User } | { created: false }

/**
 * Creates an unverified athlete account and sends the verification link. An
 * address that already has an account gets a mail telling its owner, after
 * the same work (the password is hashed all the same), so that the caller
 * can answer both alike; so does the loser of two simultaneous sign-ups with
 * one address (the unique index decides). See decision 018.
 */
export default class RegisterUser {
  async handle(input: {
    name: string
    email: string
    password: string
  }): Promise<RegisterUserResult> {
    const existing = await User.findBy('email', input.email)
    if (existing) {
      await hash.make(input.password)
      await notifyOwner(existing)
      return { created: false }
    }

    // One INSERT, atomic on its own; the unique index on users.email decides
    // between simultaneous sign-ups with one address.
    let user: User
    try {
      user = await User.create({
        fullName: input.name,
        email: input.email,
        password: input.password,
        role: 'user',
        emailVerifiedAt: null,
      })
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      const owner = await User.findBy('email', input.email)
      if (!owner) throw error
      await notifyOwner(owner)
      return { created: false }
    }
    await new SendVerificationEmail().handle(user)
    return { created: true, user }
  }
}

async function notifyOwner(owner: User) {
  const loginUrl = router.builder().prefixUrl(appUrl).make('login')
  await mail.sendLater(
    new RegistrationAttemptNotification({ name: owner.fullName, email: owner.email }, loginUrl)
  )
}
