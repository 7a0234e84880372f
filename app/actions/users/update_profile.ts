import type User from '#models/user'
import SendVerificationEmail from '#actions/auth/send_verification_email'

/**
 * Updates name and e-mail. A changed address must be verified again: it is
 * marked unverified and a new link is sent to it.
 */
export default class UpdateProfile {
  async handle(user: User, input: { name: string; email: string }) {
    const emailChanged = user.email !== input.email
    user.fullName = input.name
    if (emailChanged) {
      user.email = input.email
      user.emailVerifiedAt = null
    }
    await user.save()
    if (emailChanged) await new SendVerificationEmail().handle(user)
    return { emailChanged }
  }
}
