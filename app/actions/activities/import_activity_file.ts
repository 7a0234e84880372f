import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import { activityIdWithFileHash } from '#queries/activities'
import type { FileImportResult } from '#models/import_job'
import ImportParsedActivity from '#actions/activities/import_parsed_activity'
import { MAX_ACTIVITY_FILE_BYTES } from '#domain/files/parse_activity_file'
import activityFileWorkers, { FileWorkerError } from '#services/activity_file_workers'
import { formatBytes } from '#services/format_bytes'
import FindAthleteProfile from '#actions/profile/find_athlete_profile'
import { athleteContextFor } from '#services/athlete_context'
import { athleteToday } from '#services/athlete_today'
import { AccountGoneError } from '#services/user_files'
import { databaseOutageOf } from '#services/database_outage'

export interface ImportActivityFileInput {
  userId: number
  fileName: string
  bytes: Uint8Array
  refreshDailyLoads?: boolean
}

/**
 * One FIT, GPX or TCX file (possibly gzipped) from an upload or an archive:
 * rejected with the parser's reason, a duplicate of what is stored, or
 * imported. Never throws for bad input; unexpected failures are reported as
 * rejected with a generic reason and logged by the caller; the database out of
 * reach is thrown. Hashing, parsing, analysis and stream encoding run off the
 * event loop (a worker thread); a file whose hash or parse runs out of time or
 * memory is rejected with that reason.
 * The bytes passed in are moved to the worker: callers must not reuse them.
 */
export default class ImportActivityFile {
  async handle({ userId, fileName, bytes: input, refreshDailyLoads }: ImportActivityFileInput) {
    let bytes = input
    const name = fileName
    if (bytes.byteLength === 0) return rejected(name, 'The file is empty.')
    if (bytes.byteLength > MAX_ACTIVITY_FILE_BYTES) {
      return rejected(
        name,
        `The file is too large (${formatBytes(bytes.byteLength)}; the limit is ${formatBytes(MAX_ACTIVITY_FILE_BYTES)}).`
      )
    }

    let sha256
    try {
      ;({ sha256, bytes } = await activityFileWorkers.hash(bytes))
    } catch (error) {
      if (!(error instanceof FileWorkerError)) throw error
      return rejected(name, error.message)
    }
    const sameBytes = await activityIdWithFileHash(userId, sha256)
    if (sameBytes !== null) return duplicate(name, sameBytes)

    const profile = await new FindAthleteProfile().handle(userId)
    const athlete = athleteContextFor(profile, athleteToday(profile.timeZone))
    let prepared
    try {
      prepared = await activityFileWorkers.prepare(
        bytes,
        fileName,
        athlete,
        DateTime.now().plus({ days: 2 }).toISO()!
      )
    } catch (error) {
      if (!(error instanceof FileWorkerError)) throw error
      logger.warn({ userId, fileName, reason: error.reason }, 'an activity file stopped its worker')
      return rejected(name, error.message)
    }
    bytes = prepared.bytes
    if ('rejected' in prepared) return rejected(name, prepared.rejected)
    // The streams stay encoded: only the worker read them.
    const parsed = { ...prepared.activity, streams: { time: [] } }

    let result
    try {
      result = await new ImportParsedActivity().handle({
        userId,
        source: 'file',
        externalId: parsed.sourceId ?? null,
        parsed,
        prepared: prepared.prepared,
        file: { name: fileName, bytes, format: parsed.format, sha256 },
        refreshDailyLoads,
      })
    } catch (error) {
      if (error instanceof AccountGoneError) throw error
      // The database out of reach is not the file's fault: the request answers 503
      // (docs/decisions/059-lost-writes-and-database-outages.md).
      if (databaseOutageOf(error)) throw error
      logger.error({ err: error, userId, fileName }, 'an activity file failed to import')
      return rejected(name, 'The file could not be imported: its contents are not usable.')
    }
    return result.status === 'imported'
      ? ({ name, status: 'imported', activityId: result.activityId } satisfies FileImportResult)
      : duplicate(name, result.activityId)
  }
}

function rejected(name: string, error: string): FileImportResult {
  return { name, status: 'rejected', error }
}

function duplicate(name: string, activityId: number): FileImportResult {
  return {
    name,
    status: 'duplicate',
    activityId,
    error: 'Already imported: this activity is in your history.',
  }
}
