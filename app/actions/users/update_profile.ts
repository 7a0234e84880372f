import type User from '#models/user'
import RequestEmailChange from '#actions/users/request_email_change'

/**
 * Updates the name, and asks for a new address when the e-mail differs from the one the
 * account signs in with (the current password is checked first, so that a refused change
 * saves nothing). The new address becomes the sign-in address only once verified.
 */
export default class UpdateProfile {
  async handle(user: User, input: { name: string; email: string; current_password?: string }) {
    const emailChangeRequested = user.email !== input.email
    user.fullName = input.name
    if (emailChangeRequested) {
      await new RequestEmailChange().handle(user, {
        email: input.email,
        currentPassword: input.current_password,
      })
    }
    await user.save()
    return { emailChangeRequested }
  }
}
