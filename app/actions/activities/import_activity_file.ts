import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import Activity from '#models/activity'
import type { FileImportResult } from '#models/import_job'
import ImportParsedActivity from '#actions/activities/import_parsed_activity'
import { sha256Hex } from '#actions/activities/persist_activity'
import { MAX_ACTIVITY_FILE_BYTES, parseActivityFile } from '#domain/files/parse_activity_file'
import { formatBytes } from '#services/format_bytes'
import { implausibility } from '#domain/files/sanity'

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
 * rejected with a generic reason and logged by the caller.
 */
export default class ImportActivityFile {
  async handle({ userId, fileName, bytes, refreshDailyLoads }: ImportActivityFileInput) {
    const name = fileName
    if (bytes.byteLength === 0) return rejected(name, 'The file is empty.')
    if (bytes.byteLength > MAX_ACTIVITY_FILE_BYTES) {
      return rejected(
        name,
        `The file is too large (${formatBytes(bytes.byteLength)}; the limit is ${formatBytes(MAX_ACTIVITY_FILE_BYTES)}).`
      )
    }

    const sha256 = sha256Hex(bytes)
    const sameBytes = await Activity.query()
      .where('user_id', userId)
      .where('file_sha256', sha256)
      .select('id')
      .first()
    if (sameBytes) return duplicate(name, sameBytes.id)

    const { activity: parsed, errors } = parseActivityFile(bytes, fileName)
    if (!parsed) return rejected(name, errors[0] ?? 'The file could not be read.')
    const problem = implausibility(parsed, DateTime.now().plus({ days: 2 }).toISO()!)
    if (problem) return rejected(name, problem)

    let result
    try {
      result = await new ImportParsedActivity().handle({
        userId,
        source: 'file',
        externalId: parsed.sourceId ?? null,
        parsed,
        file: { name: fileName, bytes, format: parsed.format, sha256 },
        refreshDailyLoads,
      })
    } catch (error) {
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
