import { rm } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'

/**
 * Deletes an account and every personal record and file of it. Records the
 * law or the books require (the admin audit log; billing events later) are
 * kept with the person anonymised. One transaction: all or nothing.
 */
export default class DeleteUser {
  async handle(user: User) {
    const userId = user.id
    const email = user.email
    const anonymous = `deleted user #${userId}`

    await db.transaction(async (trx) => {
      await trx
        .from('audit_logs')
        .where('actor_id', userId)
        .update({ actor_id: null, actor_label: anonymous })
      await trx
        .from('audit_logs')
        .where('subject_user_id', userId)
        .update({ subject_user_id: null, subject_label: anonymous })
      await trx.from('dev_mails').where('to_address', email).delete()
      // Rows owned by the user (tokens, and later activities, plans, coach
      // threads) are removed by ON DELETE CASCADE foreign keys.
      await trx.from('users').where('id', userId).delete()
    })

    await rm(userFilesPath(userId), { recursive: true, force: true })
  }
}

export function userFilesPath(userId: number) {
  return app.makePath('storage', 'users', String(userId))
}
