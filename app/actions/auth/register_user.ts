import User from '#models/user'
import SendVerificationEmail from '#actions/auth/send_verification_email'

/**
 * Creates an unverified athlete account and sends the verification link.
 */
export default class RegisterUser {
  async handle(input: { name: string; email: string; password: string }) {
    const user = await User.create({
      fullName: input.name,
      email: input.email,
      password: input.password,
      role: 'user',
      emailVerifiedAt: null,
    })
    await new SendVerificationEmail().handle(user)
    return user
  }
}
