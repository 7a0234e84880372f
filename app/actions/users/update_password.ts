import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import EndSessions from '#actions/auth/end_sessions'

/**
 * Changes the password after checking the current one and ends every
 * session of the account (remember-me tokens included). The caller keeps
 * its own session with the new version the user model then carries.
 */
export default class UpdatePassword {
  async handle(user: User, input: { currentPassword: string; password: string }) {
    if (!(await hash.verify(user.password, input.currentPassword))) {
      return { ok: false as const }
    }
    await db.transaction(async (trx) => {
      user.useTransaction(trx)
      user.password = input.password
      await user.save()
      await new EndSessions().handle(user, trx)
    })
    return { ok: true as const }
  }
}
