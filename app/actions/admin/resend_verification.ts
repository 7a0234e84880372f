import User from '#models/user'
import SendVerificationEmail from '#actions/auth/send_verification_email'
import recordAdminAction from '#actions/admin/record_admin_action'
import AccountActionException from '#exceptions/account_action_exception'

/**
 * Sends a user a fresh verification link (the same mail as "resend" on
 * Auth/VerifyEmail). Audited as `user.verification_resent`.
 */
export default class ResendVerification {
  async handle(input: { admin: User; userId: number; ip?: string | null }) {
    const user = await User.findOrFail(input.userId)
    if (user.isVerified) {
      throw new AccountActionException(`${user.email} is already verified.`)
    }
    await new SendVerificationEmail().handle(user)
    await recordAdminAction({
      admin: input.admin,
      action: 'user.verification_resent',
      subject: user,
      ip: input.ip,
    })
    return user
  }
}
