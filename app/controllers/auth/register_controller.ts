import type { HttpContext } from '@adonisjs/core/http'
import { registerValidator } from '#validators/auth'
import RegisterUser from '#actions/auth/register_user'
import { registrationLimiter } from '#start/limiter'
import { consumeAttempt, waitText } from '#services/too_many_attempts'

export default class RegisterController {
  async create({ inertia }: HttpContext) {
    return inertia.render('Auth/Register')
  }

  /**
   * Creates the account and sends the verification link, or, for an address
   * that already has an account, tells its owner by mail. The answer is the
   * same either way (decision 018): nobody is signed in, and the login page
   * says to check the inbox. The verification link asks to sign in first.
   */
  async store(ctx: HttpContext) {
    const { request, response, session } = ctx
    const input = await request.validateUsing(registerValidator)
    await consumeAttempt(registrationLimiter(), `register_${request.ip()}`, (seconds) => ({
      message: `Too many sign-ups from your network. Try again in ${waitText(seconds)}.`,
      page: 'Auth/Register',
      field: 'email',
    }))
    await new RegisterUser().handle(input)
    session.flash('success', checkInboxMessage(input.email))
    return response.redirect().toRoute('login')
  }
}

export function checkInboxMessage(email: string) {
  return `Check your inbox: we sent a message to ${email} with the next step. To verify your address, follow its link and sign in.`
}
