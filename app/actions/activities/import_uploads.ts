import { createReadStream } from 'node:fs'
import { open, readFile } from 'node:fs/promises'
import { randomUUID } from 'node:crypto'
import drive from '@adonisjs/drive/services/main'
import ImportJob from '#models/import_job'
import ImportActivityFile from '#actions/activities/import_activity_file'
import RefreshDailyLoads from '#actions/activities/refresh_daily_loads'
import FindAthleteProfile from '#actions/profile/find_athlete_profile'
import { athleteToday } from '#services/athlete_today'
import queue from '#services/queue'
import { importUploadKey, putUserFile } from '#services/user_files'
import activityFileWorkers, { FileWorkerError } from '#services/activity_file_workers'
import type { ArchiveListing, ListedEntry } from '#domain/files/zip'
import { isZip } from '#domain/files/parse_activity_file'
import { earliestLocalDate } from '#queries/activities'
import type { ImportResponse } from '#dtos/activity'

/** An archive with more activity files than this is imported by a background job. */
export const INLINE_ARCHIVE_MAX_FILES = 50
/**
 * Bytes all the archives of one request may inflate to (docs/decisions/017): 50 files of a
 * few MB each, with a wide margin; a bomb is stopped long before by the ratio cap.
 */
export const MAX_REQUEST_INFLATED_BYTES = 512 * 1024 ** 2

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
 * imported at once; a ZIP is unpacked and imported file by file (one entry in
 * memory at a time, inflated in a worker thread, within the request's and the
 * archive's caps), or, with more than 50 activity files, stored and handed to a
 * job that reports progress. Fitness and fatigue are refreshed once, from the
 * earliest new activity.
 */
export default class ImportUploads {
  async handle(userId: number, uploads: Upload[]): Promise<ImportResponse> {
    const results: ImportResponse['files'] = []
    let jobId: string | undefined
    const importFile = new ImportActivityFile()
    const budget = { remaining: MAX_REQUEST_INFLATED_BYTES }

    for (const upload of uploads) {
      if (!isZip(await readHead(upload.tmpPath))) {
        results.push(
          await importFile.handle({
            userId,
            fileName: upload.clientName,
            bytes: await readOwn(upload.tmpPath),
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
          await importFile.handle({
            userId,
            fileName: listed.name,
            bytes: extracted.bytes,
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

    await refreshFromEarliest(
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

export type ExtractedEntry =
  | { status: 'ok'; bytes: Uint8Array }
  | { status: 'rejected'; name: string; error: string }
  /** The archive's (or the request's) total is used up: the rest is not read. */
  | { status: 'stop'; error: string }

/**
 * Inflates the listed entries of one archive, one at a time, in a worker: only the entry
 * being imported is ever held. Counts the inflated bytes against the archive's ratio cap
 * and, for a request, the request's budget shared by all its archives.
 */
export class ArchiveReader {
  #used = 0

  constructor(
    private archive: Uint8Array,
    private listing: ArchiveListing,
    private budget: { remaining: number } = { remaining: Number.POSITIVE_INFINITY }
  ) {}

  async next(listed: ListedEntry): Promise<ExtractedEntry> {
    const name = listed.entry.rawName.slice(0, 200)
    const archiveLeft = this.listing.maxTotalBytes - this.#used
    const requestBound = this.budget.remaining < archiveLeft
    let extracted
    try {
      extracted = await activityFileWorkers.extractEntry(this.archive, listed, {
        remainingBytes: Math.max(0, requestBound ? this.budget.remaining : archiveLeft),
        maxTotalBytes: requestBound ? MAX_REQUEST_INFLATED_BYTES : this.listing.maxTotalBytes,
      })
    } catch (error) {
      if (!(error instanceof FileWorkerError)) throw error
      return { status: 'rejected', name, error: error.message }
    }
    if ('failure' in extracted) {
      if (extracted.failure.kind === 'total') {
        return { status: 'stop', error: extracted.failure.error }
      }
      return { status: 'rejected', name, error: extracted.failure.error }
    }
    this.#used += extracted.bytes.length
    this.budget.remaining -= extracted.bytes.length
    return { status: 'ok', bytes: extracted.bytes }
  }
}

/** The first bytes of a file, enough to recognise a ZIP. */
async function readHead(path: string): Promise<Uint8Array> {
  const handle = await open(path, 'r')
  try {
    const head = new Uint8Array(4)
    const { bytesRead } = await handle.read(head, 0, 4, 0)
    return head.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/**
 * A file's bytes in a buffer of their own (transferable to a worker), without the copy that
 * `new Uint8Array(buffer)` makes: on the event loop, that copy of a 25 MB upload costs hundreds
 * of milliseconds (docs/decisions/061-event-loop-budget.md).
 */
async function readOwn(path: string): Promise<Uint8Array> {
  const buffer = await readFile(path)
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength)
}

/**
 * A file read into shared memory, so that every worker task on it (the directory, each
 * entry) sees the same bytes without a copy.
 */
export async function readShared(path: string): Promise<Uint8Array> {
  const handle = await open(path, 'r')
  try {
    const { size } = await handle.stat()
    const bytes = new Uint8Array(new SharedArrayBuffer(size))
    let offset = 0
    while (offset < size) {
      const { bytesRead } = await handle.read(bytes, offset, size - offset, offset)
      if (bytesRead === 0) break
      offset += bytesRead
    }
    return offset === size ? bytes : bytes.subarray(0, offset)
  } finally {
    await handle.close()
  }
}

/**
 * A stored archive streamed into shared memory a chunk at a time: copying the whole file at
 * once into fresh memory would hold the event loop for hundreds of milliseconds on a 20 MB
 * archive (docs/decisions/061-event-loop-budget.md).
 */
export async function readSharedFromDrive(key: string): Promise<Uint8Array> {
  const disk = drive.use()
  const { contentLength } = await disk.getMetaData(key)
  const shared = new Uint8Array(new SharedArrayBuffer(contentLength))
  let offset = 0
  for await (const chunk of await disk.getStream(key)) {
    const bytes = chunk as Uint8Array
    if (offset + bytes.byteLength > contentLength) throw new Error(`${key} grew while read`)
    shared.set(bytes, offset)
    offset += bytes.byteLength
  }
  return offset === contentLength ? shared : shared.subarray(0, offset)
}

/** Recomputes the daily figures once, from the earliest local date among the new activities. */
export async function refreshFromEarliest(userId: number, activityIds: number[]) {
  if (activityIds.length === 0) return
  const earliest = await earliestLocalDate(activityIds)
  if (!earliest) return
  const profile = await new FindAthleteProfile().handle(userId)
  await new RefreshDailyLoads().handle({
    userId,
    fromDate: earliest,
    todayIso: athleteToday(profile.timeZone),
  })
  await queue.dispatchFollowUp('plan.check', { userId })
}
