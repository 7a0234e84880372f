import logger from '@adonisjs/core/services/logger'
import PurgeDeletedFiles from '#actions/files/purge_deleted_files'
import { fileDeletion } from '#config/drive'
import queue, { type JobPayloads } from '#services/queue'
import { hasPendingFileDeletions } from '#queries/pending_file_deletions'

/**
 * `files.purge`: removes the files of deleted accounts, and while some are
 * left (the disk or the database out of reach) queues itself again after a
 * delay that doubles with each attempt, up to FILE_DELETION_RETRY_MAX_MS, on
 * either queue driver. Rows still pending when a process starts are picked up
 * again (start/jobs.ts). See docs/decisions/056-account-files-deleted-by-a-job.md.
 */
export default class PurgeFilesJob {
  async handle({ attempt = 0 }: JobPayloads['files.purge']) {
    let failed: number
    try {
      const result = await new PurgeDeletedFiles().handle()
      failed = result.failed
    } catch (error) {
      logger.warn({ err: error }, 'removing deleted account files failed; retrying later')
      failed = 1
    }
    if (failed === 0) return
    await queue.dispatch(
      'files.purge',
      { attempt: attempt + 1 },
      { delayMs: retryDelayMs(attempt) }
    )
  }
}

export function retryDelayMs(attempt: number) {
  return Math.min(fileDeletion.retryMs * 2 ** Math.min(attempt, 30), fileDeletion.maxRetryMs)
}

/**
 * Queues the job when entries are waiting: a crash after the deletion, or the
 * queue out of reach when it was made (start/jobs.ts calls it when a web
 * process starts).
 */
export async function queuePendingFileDeletions() {
  const pending = await hasPendingFileDeletions().catch(() => false)
  if (pending) await queue.dispatchFollowUp('files.purge', {})
}
