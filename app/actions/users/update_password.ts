import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'

/**
 * Changes the password after checking the current one. Remember-me tokens
 * are revoked so that other devices must sign in again.
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
      await trx.from('remember_me_tokens').where('tokenable_id', user.id).delete()
    })
    return { ok: true as const }
  }
}
