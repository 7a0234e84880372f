import logger from '@adonisjs/core/services/logger'
import type { AthleteContext, PreparedActivity } from '#domain/activities/analysis_types'
import { MAX_ACTIVITY_FILE_BYTES } from '#domain/files/parse_activity_file'
import activityFileWorkers, {
  FileWorkerError,
  type ParsedMeta,
} from '#services/activity_file_workers'
import { formatBytes } from '#services/format_bytes'

export type ReadActivityFile =
  | { rejected: string }
  | {
      /** The file's bytes, back from the worker (the ones passed in are detached). */
      bytes: Uint8Array
      sha256: string
      activity: ParsedMeta
      prepared: PreparedActivity
    }

/**
 * The read and parse stages of an uploaded file (docs/decisions/066-one-import-flow.md): one
 * FIT, GPX or TCX file (possibly gzipped) within the size cap, hashed, then parsed, checked for
 * plausibility, analysed for the athlete and its streams encoded, each in a worker thread off
 * the event loop (docs/decisions/017-import-workers-and-caps.md). Bad input, and a worker that
 * runs out of time or memory, come back as `rejected` with the reason; nothing is stored here.
 * The bytes passed in are moved to the worker: callers must not reuse them.
 */
export async function readActivityFile(
  fileName: string,
  input: Uint8Array,
  athlete: AthleteContext,
  /** Starts after this are implausible (now + 2 days: the worker reads no clock). */
  latestStartIso: string
): Promise<ReadActivityFile> {
  if (input.byteLength === 0) return { rejected: 'The file is empty.' }
  if (input.byteLength > MAX_ACTIVITY_FILE_BYTES) {
    return {
      rejected: `The file is too large (${formatBytes(input.byteLength)}; the limit is ${formatBytes(MAX_ACTIVITY_FILE_BYTES)}).`,
    }
  }
  try {
    const { sha256, bytes } = await activityFileWorkers.hash(input)
    const prepared = await activityFileWorkers.prepare(bytes, fileName, athlete, latestStartIso)
    if ('rejected' in prepared) return { rejected: prepared.rejected }
    return {
      bytes: prepared.bytes,
      sha256,
      activity: prepared.activity,
      prepared: prepared.prepared,
    }
  } catch (error) {
    if (!(error instanceof FileWorkerError)) throw error
    logger.warn({ fileName, reason: error.reason }, 'an activity file stopped its worker')
    return { rejected: error.message }
  }
}
