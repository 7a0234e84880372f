import type { HttpContext } from '@adonisjs/core/http'
import { updatePasswordValidator } from '#validators/profile'
import UpdatePassword from '#actions/users/update_password'

export default class PasswordController {
  async update({ request, response, auth, session }: HttpContext) {
    const user = auth.getUserOrFail()
    const input = await request.validateUsing(updatePasswordValidator)
    const result = await new UpdatePassword().handle(user, {
      currentPassword: input.current_password,
      password: input.password,
    })
    if (!result.ok) {
      session.flashErrors({ current_password: 'The current password is incorrect.' })
      return response.redirect().back()
    }
    // Other sessions have ended; this one stays signed in.
    auth.use('web').storeVersion(user)
    return response.redirect().toRoute('profile.edit')
  }
}
