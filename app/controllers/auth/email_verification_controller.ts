import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import VerifyEmail from '#actions/auth/verify_email'
import SendVerificationEmail from '#actions/auth/send_verification_email'
import ForbiddenException from '#exceptions/forbidden_exception'

export default class EmailVerificationController {
  async notice({ inertia, auth, response }: HttpContext) {
    const user = auth.getUserOrFail()
    if (user.isVerified) return response.redirect().toRoute('dashboard')
    return inertia.render('Auth/VerifyEmail', { email: user.email })
  }

  /**
   * Follows the signed link from the e-mail. The signature and expiry are
   * checked first; the link must be for the signed-in user's current address.
   */
  async verify({ request, params, auth, response, session }: HttpContext) {
    if (!request.hasValidSignature()) {
      session.flash(
        'error',
        'This verification link is invalid or has expired. We can send you a new one.'
      )
      return response.redirect().toRoute('verification.notice')
    }
    const user = auth.getUserOrFail()
    const result = await new VerifyEmail().handle({
      user,
      id: String(params.id),
      hash: String(params.hash),
      now: DateTime.now(),
    })
    if (result === 'invalid') {
      throw new ForbiddenException('This verification link belongs to another account or address.')
    }
    if (result === 'already_verified') return response.redirect().toRoute('dashboard')
    session.flash('success', 'Your e-mail address is verified. Welcome!')
    return response.redirect().toRoute('welcome')
  }

  async send({ auth, response, session }: HttpContext) {
    const user = auth.getUserOrFail()
    if (user.isVerified) return response.redirect().toRoute('dashboard')
    await new SendVerificationEmail().handle(user)
    session.flash('success', `A new verification link has been sent to ${user.email}.`)
    return response.redirect().back()
  }
}
