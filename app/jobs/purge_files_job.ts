import logger from '@adonisjs/core/services/logger'
import PurgeDeletedFiles from '#actions/files/purge_deleted_files'
import { fileDeletion } from '#config/drive'
import queue, { type JobPayloads } from '#services/queue'

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
