import type { HttpContext } from '@adonisjs/core/http'
import hash from '@adonisjs/core/services/hash'
import { confirmPasswordValidator } from '#validators/auth'
import {
  hasIntendedAction,
  isLocalPath,
  markPasswordConfirmed,
  takeIntendedAction,
  takeReturnTo,
} from '#services/password_confirmation'

export default class ConfirmPasswordController {
  async show({ inertia, session }: HttpContext) {
    return inertia.render('Auth/ConfirmPassword', {
      completesAction: hasIntendedAction(session),
    })
  }

  /**
   * Confirms the password; sensitive actions are then allowed for 3 hours. A state change
   * that waited for it is completed next (`continue`), a page is shown again.
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
    if (hasIntendedAction(session)) return response.redirect().toRoute('password.confirm.continue')
    return response.redirect(intended && isLocalPath(intended) ? intended : '/dashboard')
  }

  /**
   * The action that waited for the password, handed to the browser once to send again (with
   * its CSRF token, through the route's own validation and policy); when it has run, or there
   * is none, or it belongs to someone else or is too old, back to the page it was asked from,
   * keeping that action's flash messages and errors.
   */
  async continue({ inertia, response, session, auth }: HttpContext) {
    const user = auth.getUserOrFail()
    const action = takeIntendedAction(session, user.id, Date.now())
    if (action) {
      return inertia.render('Auth/ContinueAction', {
        action: { method: action.method, url: action.url, fields: action.fields },
      })
    }
    session.reflash()
    return response.redirect(takeReturnTo(session))
  }
}
