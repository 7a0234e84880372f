import { DateTime } from 'luxon'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { pendingFileDeletionsAfter } from '#queries/pending_file_deletions'
import { sqlTimestamp } from '#queries/sql_dialect'
import { deleteFolder } from '#services/user_files'

const PAGE_SIZE = 100

/**
 * Removes from the Drive disk the files that deleted accounts left
 * (pending_file_deletions), one entry at a time: an entry whose files are
 * gone is deleted, one that failed (the disk or the object store unreachable)
 * keeps its place with the attempt counted and the error kept, for the next
 * run. Deleting a key or a folder that is already gone succeeds, so two runs
 * at once do no harm. Returns how many entries were done and how many failed.
 * See docs/decisions/056-account-files-deleted-by-a-job.md.
 */
export default class PurgeDeletedFiles {
  async handle(): Promise<{ removed: number; failed: number }> {
    const disk = drive.use()
    let removed = 0
    let failed = 0
    let afterId = 0
    let firstError: unknown = null
    for (;;) {
      const entries = await pendingFileDeletionsAfter(afterId, PAGE_SIZE)
      if (entries.length === 0) break
      for (const entry of entries) {
        afterId = entry.id
        try {
          if (entry.kind === 'folder') await deleteFolder(disk, entry.fileKey)
          else await disk.delete(entry.fileKey)
          await db.from('pending_file_deletions').where('id', entry.id).delete()
          removed += 1
        } catch (error) {
          failed += 1
          firstError ??= error
          await db
            .from('pending_file_deletions')
            .where('id', entry.id)
            .update({
              attempts: entry.attempts + 1,
              last_error: String((error as Error).cause ?? error).slice(0, 1000),
              updated_at: sqlTimestamp(DateTime.now()),
            })
        }
      }
    }
    if (failed > 0) {
      logger.warn({ err: firstError, failed, removed }, 'files of deleted accounts not removed yet')
    }
    return { removed, failed }
  }
}
