import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { forgotPasswordValidator, resetPasswordValidator } from '#validators/auth'
import queue from '#services/queue'
import ResetPassword from '#actions/auth/reset_password'
import CheckResetLink from '#actions/auth/check_reset_link'

const SAME_ANSWER =
  'If an account exists for that address, we have e-mailed a link to reset its password.'

export default class PasswordResetController {
  async request({ inertia }: HttpContext) {
    return inertia.render('Auth/ForgotPassword')
  }

  /**
   * The answer is the same whether or not the address has an account, and so
   * is the work: the request only queues a job, which looks the address up and
   * mails the link or a "no account" notice (docs/decisions/018-sessions-sign-up-and-enumeration.md).
   */
  async email({ request, response, session }: HttpContext) {
    const { email } = await request.validateUsing(forgotPasswordValidator)
    await queue.dispatch('auth.password_reset', { email, requestedAt: DateTime.now().toISO()! })
    session.flash('success', SAME_ANSWER)
    return response.redirect().back()
  }

  /**
   * The form, or, for a link that can no longer reset anything, why not and a way to ask
   * for a new one (checked on load, not only on submit).
   */
  async edit({ inertia, params, request }: HttpContext) {
    const token = String(params.token)
    const email = String(request.qs().email ?? '')
    const linkStatus = await new CheckResetLink().handle({ token, email, now: DateTime.now() })
    return inertia.render('Auth/ResetPassword', { token, email, linkStatus })
  }

  /**
   * Sets the new password, signs the user in and sends them on.
   */
  async update({ request, response, session, auth }: HttpContext) {
    const input = await request.validateUsing(resetPasswordValidator)
    const result = await new ResetPassword().handle({ ...input, now: DateTime.now() })
    if (!result.ok) {
      session.flashExcept(['password', 'password_confirmation'])
      session.flashErrors({
        email:
          result.reason === 'expired'
            ? 'This reset link has expired. Ask for a new one.'
            : 'This reset link is invalid or has already been used.',
      })
      return response.redirect().back()
    }
    await auth.use('web').login(result.user)
    session.flash('success', 'Your password has been reset.')
    return response.redirect().toRoute('dashboard')
  }
}
