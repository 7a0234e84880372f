import type { HttpContext } from '@adonisjs/core/http'
import { registerValidator } from '#validators/auth'
import RegisterUser from '#actions/auth/register_user'

export default class RegisterController {
  async create({ inertia }: HttpContext) {
    return inertia.render('Auth/Register')
  }

  /**
   * Creates the account, signs the new user in and sends the verification
   * link; until it is followed, the signed-in area shows Auth/VerifyEmail.
   */
  async store({ request, response, auth }: HttpContext) {
    const input = await request.validateUsing(registerValidator)
    const user = await new RegisterUser().handle(input)
    await auth.use('web').login(user)
    return response.redirect().toRoute('verification.notice')
  }
}
