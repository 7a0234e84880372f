import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import queue from '#services/queue'
import { sqlTimestamp } from '#queries/sql_dialect'
import { userFileFolders } from '#services/user_files'

/**
 * Deletes an account and every personal record and file of it. Records the
 * law or the books require (the admin audit log; billing events later) are
 * kept with the person anonymised. One transaction: all or nothing. The
 * files on the Drive disk (fs or S3) cannot join a transaction: the same
 * transaction records their keys and the user's folders in
 * pending_file_deletions, and the `files.purge` job removes them once it has
 * committed, retrying until done
 * (docs/decisions/056-account-files-deleted-by-a-job.md).
 */
export default class DeleteUser {
  async handle(user: User) {
    const userId = user.id
    const email = user.email
    const anonymous = `deleted user #${userId}`
    const now = sqlTimestamp(DateTime.now())

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
      // The stored keys too, in case one was ever written outside the user's folders.
      for (const [table, column] of [
        ['activities', 'file_key'],
        ['import_jobs', 'upload_key'],
      ] as const) {
        await trx.rawQuery(
          `INSERT INTO pending_file_deletions (kind, file_key, attempts, created_at)
           SELECT 'file', ${column}, 0, ? FROM ${table} WHERE user_id = ? AND ${column} IS NOT NULL`,
          [now, userId]
        )
      }
      await trx.table('pending_file_deletions').multiInsert(
        userFileFolders(userId).map((folder) => ({
          kind: 'folder',
          file_key: folder,
          attempts: 0,
          created_at: now,
        }))
      )
      // Rows owned by the user (tokens, activities, plans, coach threads, ...)
      // are removed by ON DELETE CASCADE foreign keys.
      await trx.from('users').where('id', userId).delete()
    })

    await queue.dispatchFollowUp('files.purge', {})
  }
}
