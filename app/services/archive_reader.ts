import type { ArchiveListing, ListedEntry } from '#domain/files/zip'
import { MAX_REQUEST_INFLATED_BYTES } from '#domain/files/import_limits'
import activityFileWorkers, { FileWorkerError } from '#services/activity_file_workers'

export type ExtractedEntry =
  | { status: 'ok'; bytes: Uint8Array }
  | { status: 'rejected'; name: string; error: string }
  /** The archive's (or the request's) total is used up: the rest is not read. */
  | { status: 'stop'; error: string }

/**
 * Inflates the listed entries of one archive, one at a time, in a worker: only the entry
 * being imported is ever held. Counts the inflated bytes against the archive's ratio cap
 * and, for a request, the request's budget shared by all its archives
 * (docs/decisions/017-import-workers-and-caps.md).
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
