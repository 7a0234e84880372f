import { createReadStream } from 'node:fs'
import { randomUUID } from 'node:crypto'
import ImportJob from '#models/import_job'
import ImportActivity from '#actions/activities/import_activity'
import RefreshAfterImports from '#actions/activities/refresh_after_imports'
import queue from '#services/queue'
import { importUploadKey, putUserFile } from '#services/user_files'
import activityFileWorkers, { FileWorkerError } from '#services/activity_file_workers'
import { ArchiveReader } from '#services/archive_reader'
import { readHead, readOwn, readShared } from '#services/upload_bytes'
import type { ArchiveListing } from '#domain/files/zip'
import { isZip } from '#domain/files/parse_activity_file'
import { INLINE_ARCHIVE_MAX_FILES, MAX_REQUEST_INFLATED_BYTES } from '#domain/files/import_limits'
import type { ImportResponse } from '#dtos/activity'

export interface Upload {
  /** The name the browser sent. */
  clientName: string
  /**
   * Where the uploads middleware wrote it; removed when the request ends, so whatever
   * outlives the request (a queued archive) is copied to Drive first (docs/security.md#uploads).
   */
  tmpPath: string
  size: number
}

/**
 * The files of one `POST /activities/import`: each FIT/GPX/TCX file is
 * imported at once (ImportActivity); a ZIP is unpacked and imported file by file
 * (one entry in memory at a time, inflated in a worker thread, within the request's
 * and the archive's caps), or, with more than 50 activity files, stored and handed
 * to a job that reports progress. Fitness and fatigue are refreshed once, from the
 * earliest new activity (RefreshAfterImports).
 */
export default class ImportUploads {
  async handle(userId: number, uploads: Upload[]): Promise<ImportResponse> {
    const results: ImportResponse['files'] = []
    let jobId: string | undefined
    const importer = new ImportActivity()
    const budget = { remaining: MAX_REQUEST_INFLATED_BYTES }

    for (const upload of uploads) {
      if (!isZip(await readHead(upload.tmpPath))) {
        results.push(
          await importer.handle({
            userId,
            activity: {
              kind: 'file',
              fileName: upload.clientName,
              bytes: await readOwn(upload.tmpPath),
            },
            refreshDailyLoads: false,
          })
        )
        continue
      }
      const bytes = await readShared(upload.tmpPath)

      let listing: ArchiveListing
      try {
        listing = await activityFileWorkers.listArchive(bytes)
      } catch (error) {
        if (!(error instanceof FileWorkerError)) throw error
        results.push({ name: upload.clientName, status: 'rejected', error: error.message })
        continue
      }
      const count = listing.entries.length + listing.rejected.length
      if (count === 0) {
        results.push({
          name: upload.clientName,
          status: 'rejected',
          error: listing.errors[0] ?? 'The ZIP archive holds no FIT, GPX or TCX files.',
        })
        continue
      }
      if (count > INLINE_ARCHIVE_MAX_FILES) {
        const job = await this.queueArchive(userId, upload, count)
        jobId = job.id
        results.push({ name: upload.clientName, status: 'queued', jobId: job.id })
        continue
      }

      const archive = new ArchiveReader(bytes, listing, budget)
      for (const listed of listing.entries) {
        const extracted = await archive.next(listed)
        if (extracted.status === 'stop') {
          results.push({ name: upload.clientName, status: 'rejected', error: extracted.error })
          break
        }
        if (extracted.status === 'rejected') {
          results.push({ name: extracted.name, status: 'rejected', error: extracted.error })
          continue
        }
        results.push(
          await importer.handle({
            userId,
            activity: { kind: 'file', fileName: listed.name, bytes: extracted.bytes },
            refreshDailyLoads: false,
          })
        )
      }
      for (const entry of listing.rejected) {
        results.push({ name: entry.name, status: 'rejected', error: entry.error })
      }
      for (const error of listing.errors) {
        results.push({ name: upload.clientName, status: 'rejected', error })
      }
    }

    await new RefreshAfterImports().handle(
      userId,
      results.filter((r) => r.status === 'imported').map((r) => r.activityId!)
    )
    return { files: results, jobId }
  }

  private async queueArchive(userId: number, upload: Upload, count: number) {
    const id = randomUUID()
    const uploadKey = importUploadKey(userId, id)
    await putUserFile(userId, uploadKey, (disk) =>
      disk.putStream(uploadKey, createReadStream(upload.tmpPath))
    )
    const job = await ImportJob.create({
      id,
      userId,
      kind: 'archive',
      status: 'queued',
      uploadKey,
      uploadName: upload.clientName.slice(0, 255),
      total: count,
      processed: 0,
      imported: 0,
      duplicates: 0,
      rejected: 0,
      results: [],
      error: null,
      finishedAt: null,
    })
    await queue.dispatch('import.archive', { importJobId: job.id })
    return job
  }
}
