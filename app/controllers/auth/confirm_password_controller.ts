import type { HttpContext } from '@adonisjs/core/http'
import hash from '@adonisjs/core/services/hash'
import { confirmPasswordValidator } from '#validators/auth'
import { markPasswordConfirmed } from '#services/password_confirmation'

export default class ConfirmPasswordController {
  async show({ inertia }: HttpContext) {
    return inertia.render('Auth/ConfirmPassword')
  }

  /**
   * Confirms the password; sensitive actions are then allowed for 3 hours.
   */
  async store({ request, response, session, auth }: HttpContext) {
    const user = auth.getUserOrFail()
    const { password } = await request.validateUsing(confirmPasswordValidator)
    if (!(await hash.verify(user.password, password))) {
      session.flashErrors({ password: 'This password is incorrect.' })
      return response.redirect().back()
    }
    markPasswordConfirmed(session, Date.now())
    const intended = session.pull('confirm_intended_url', null) as string | null
    const target =
      intended && intended.startsWith('/') && !intended.startsWith('//') ? intended : '/dashboard'
    return response.redirect(target)
  }
}
