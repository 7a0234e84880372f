import { DateTime } from 'luxon'
import drive from '@adonisjs/drive/services/main'
import logger from '@adonisjs/core/services/logger'
import ImportJob, { type FileImportResult } from '#models/import_job'
import ImportActivity from '#actions/activities/import_activity'
import RefreshAfterImports from '#actions/activities/refresh_after_imports'
import activityFileWorkers from '#services/activity_file_workers'
import { ArchiveReader } from '#services/archive_reader'
import type { ArchiveListing, ListedEntry } from '#domain/files/zip'
import { readSharedFromDrive } from '#services/upload_bytes'
import { broadcast } from '#realtime/main'
import { userChannel } from '#realtime/events'
import type { JobPayloads } from '#services/queue'
import { AccountGoneError } from '#services/user_files'
import { userExists } from '#queries/users'

/** Progress is saved (and broadcast) at most this often. */
const PROGRESS_EVERY_MS = 500

/**
 * Imports a stored ZIP file by file, saving the result of each file and the
 * counts as it goes, so the page can show progress and be left and come back.
 * A job that was interrupted (a restart) resumes after the files already
 * reported; files imported in between are found again as duplicates.
 */
export default class ImportArchiveJob {
  async handle({ importJobId }: JobPayloads['import.archive']) {
    const job = await ImportJob.find(importJobId)
    if (!job || job.status === 'done' || job.status === 'failed' || !job.uploadKey) return

    try {
      job.status = 'running'
      await job.save()
      await this.report(job)

      const bytes = await readSharedFromDrive(job.uploadKey)
      const listing = await activityFileWorkers.listArchive(bytes)
      const archive = new ArchiveReader(bytes, listing)
      const results: FileImportResult[] = [...job.results]
      const importer = new ImportActivity()
      const importedIds = results
        .filter((result) => result.status === 'imported')
        .map((result) => result.activityId!)
      job.total = listing.entries.length + listing.rejected.length + listing.errors.length
      let lastReport = Date.now()

      // One entry at a time: inflated in a worker, imported, then dropped.
      for (const [index, listed] of listing.entries.entries()) {
        if (index < results.length) continue
        // An account deleted meanwhile: stop (docs/decisions/056-account-files-deleted-by-a-job.md).
        if (!(await userExists(job.userId))) throw new AccountGoneError(job.userId)
        const result = await this.importEntry(job, archive, listed, importer)
        if ('stop' in result) {
          job.total -= listing.entries.length - index - 1
          listing.errors.unshift(result.stop)
          break
        }
        results.push(result)
        if (result.status === 'imported') importedIds.push(result.activityId!)
        this.count(job, result)
        if (Date.now() - lastReport >= PROGRESS_EVERY_MS) {
          job.results = results
          await job.save()
          await this.report(job)
          lastReport = Date.now()
        }
      }
      for (const result of unreadResults(listing, job.uploadName)) {
        results.push(result)
        this.count(job, result)
      }

      await new RefreshAfterImports().handle(job.userId, importedIds)
      job.results = results
      job.status = 'done'
      job.finishedAt = DateTime.now()
      await job.save()
      await drive
        .use()
        .delete(job.uploadKey)
        .catch(() => {})
    } catch (error) {
      // The account was deleted meanwhile: its rows and files are gone, nothing to report.
      if (error instanceof AccountGoneError) return
      logger.error({ err: error, importJobId }, 'archive import failed')
      job.status = 'failed'
      job.error =
        'The import stopped because of an unexpected error. Files imported so far are kept.'
      job.finishedAt = DateTime.now()
      await job.save()
    }
    await this.report(job)
  }

  /**
   * One entry of the archive, inflated and imported; `stop` (the reason) when the archive cannot
   * be read further.
   */
  private async importEntry(
    job: ImportJob,
    archive: ArchiveReader,
    listed: ListedEntry,
    importer: ImportActivity
  ): Promise<FileImportResult | { stop: string }> {
    try {
      const extracted = await archive.next(listed)
      if (extracted.status === 'stop') return { stop: extracted.error }
      return extracted.status === 'rejected'
        ? { name: extracted.name, status: 'rejected', error: extracted.error }
        : await importer.handle({
            userId: job.userId,
            activity: { kind: 'file', fileName: listed.name, bytes: extracted.bytes },
            refreshDailyLoads: false,
          })
    } catch (error) {
      if (error instanceof AccountGoneError) throw error
      logger.error(
        { err: error, importJobId: job.id, file: listed.name },
        'import of one file failed'
      )
      return { name: listed.name, status: 'rejected', error: 'The file could not be imported.' }
    }
  }

  private count(job: ImportJob, result: FileImportResult) {
    job.processed += 1
    if (result.status === 'imported') job.imported += 1
    else if (result.status === 'duplicate') job.duplicates += 1
    else job.rejected += 1
  }

  private async report(job: ImportJob) {
    await broadcast(userChannel(job.userId), 'import.progress', {
      importJobId: job.id,
      status: job.status,
      total: job.total,
      processed: job.processed,
      imported: job.imported,
      duplicates: job.duplicates,
      rejected: job.rejected,
    }).catch(() => {})
  }
}

/** The results of the entries the listing rejected unread, then of its errors. */
function unreadResults(listing: ArchiveListing, uploadName: string | null): FileImportResult[] {
  return [
    ...listing.rejected.map((entry): FileImportResult => ({
      name: entry.name,
      status: 'rejected',
      error: entry.error,
    })),
    ...listing.errors.map((error): FileImportResult => ({
      name: uploadName ?? 'archive',
      status: 'rejected',
      error,
    })),
  ]
}
