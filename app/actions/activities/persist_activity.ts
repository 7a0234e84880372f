import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import Activity, { type ActivitySource } from '#models/activity'
import Gear from '#models/gear'
import type { FileFormat, Sport } from '#domain/files/activity_file'
import type { ActivityAnalysis } from '#domain/activities/analysis_types'
import type { ActivitySummary } from '#domain/activities/summary'
import { analysisColumns } from '#domain/activities/analysis_columns'
import RefreshDailyLoads from '#actions/activities/refresh_daily_loads'
import { sqlTimestamp } from '#queries/sql_dialect'
import { sameActivity } from '#queries/activities'
import { databaseOutageOf } from '#services/database_outage'
import { gearSportOf, isRunSport } from '#domain/sports'
import { activityFileKey, putUserFile } from '#services/user_files'

export interface PersistActivityInput {
  userId: number
  source: ActivitySource
  externalId: string | null
  name: string
  sport: Sport
  /** ISO 8601, UTC. */
  startTime: string
  localDate: string
  todayIso: string
  analysis: ActivityAnalysis
  summary: ActivitySummary | null
  /** The streams encoded (app/domain/activities/stream_codec.ts); null without streams. */
  encodedStreams: { data: Uint8Array; sampleCount: number } | null
  file: { name: string; bytes: Uint8Array; format: FileFormat; sha256: string } | null
  device?: string | null
  perceivedEffort?: number | null
  notes?: string | null
  loadSource?: string
  /** False inside bulk imports, which refresh the daily figures once at the end. */
  refreshDailyLoads?: boolean
}

export type PersistResult =
  { status: 'imported'; activityId: number } | { status: 'duplicate'; activityId: number }

/**
 * The persist stage of an import, and of a manual entry (docs/decisions/066-one-import-flow.md):
 * stores one analysed activity: the original file (Drive), the summary row,
 * its compressed streams and best efforts, and the daily figures from its
 * date on, in one transaction. The file is written first and removed again
 * if the transaction fails (kept when the connection died under it, which may
 * have committed), so nothing is ever half-stored. A unique-key race
 * with a concurrent import of the same activity ends as `duplicate`: that is no
 * second duplicate check, only what the database's unique keys answered.
 * Telling the athlete's pages and the plan is the caller's next stage
 * (app/realtime/activity_announcement.ts, the plan check).
 */
export default class PersistActivity {
  async handle(input: PersistActivityInput): Promise<PersistResult> {
    const file = input.file
    const fileKey = file ? activityFileKey(input.userId, file.format) : null
    if (file && fileKey) {
      await putUserFile(input.userId, fileKey, (disk) => disk.put(fileKey, bufferView(file.bytes)))
    }

    try {
      const activity = await db.transaction(async (trx) => {
        const gear = await Gear.query({ client: trx })
          .where('user_id', input.userId)
          .where('sport', gearSportOf(input.sport))
          .where('is_default', true)
          .whereNull('retired_at')
          .first()
        const created = await Activity.create(activityRow(input, fileKey, gear?.id ?? null), {
          client: trx,
        })
        if (input.encodedStreams && input.encodedStreams.sampleCount > 0) {
          await trx.table('activity_streams').insert({
            activity_id: created.id,
            sample_count: input.encodedStreams.sampleCount,
            data: bufferView(input.encodedStreams.data),
          })
        }
        // Personal bests are running bests: a ride's fastest kilometre is not one.
        if (input.analysis.bestEfforts.length > 0 && isRunSport(input.sport)) {
          await trx
            .table('activity_best_efforts')
            .multiInsert(bestEffortRows(input, created.id, created.startTime.toMillis()))
        }
        if (input.refreshDailyLoads !== false) {
          await new RefreshDailyLoads().handle({
            userId: input.userId,
            fromDate: input.localDate,
            todayIso: input.todayIso,
            trx,
          })
        }
        return created
      })

      return { status: 'imported', activityId: activity.id }
    } catch (error) {
      // A connection lost under the COMMIT may have stored the row: its file stays (an orphan
      // file costs disk space; a row without its file is a torn write)
      // (docs/decisions/059-lost-writes-and-database-outages.md).
      if (fileKey && databaseOutageOf(error) !== 'interrupted')
        await drive
          .use()
          .delete(fileKey)
          .catch(() => {})
      // The first error says what happened to the write; a failed look for the conflict (the
      // database still out of reach) must not replace "may be stored" with "nothing changed".
      const existing = await this.findConflict(input).catch(() => null)
      if (existing) return { status: 'duplicate', activityId: existing.id }
      throw error
    }
  }

  private async findConflict(input: PersistActivityInput) {
    if (!input.externalId && !input.file) return null
    return sameActivity(input.userId, {
      source: input.source,
      externalId: input.externalId,
      fileSha256: input.file?.sha256,
    })
  }
}

/** The activity's summary row: the analysis' columns and what the import or the athlete gave. */
function activityRow(input: PersistActivityInput, fileKey: string | null, gearId: number | null) {
  const { analysis } = input
  return {
    userId: input.userId,
    source: input.source,
    externalId: input.externalId,
    name: input.name.slice(0, 200),
    sport: input.sport,
    startTime: DateTime.fromISO(input.startTime, { zone: 'utc' }),
    localDate: input.localDate,
    ...analysisColumns(analysis),
    loadSource: input.loadSource ?? analysis.load.loadSource,
    perceivedEffort: input.perceivedEffort ?? null,
    summary: input.summary,
    notes: input.notes ?? null,
    gearId,
    fileFormat: input.file?.format ?? null,
    fileName: input.file?.name.slice(0, 255) ?? null,
    fileKey,
    fileBytes: input.file?.bytes.byteLength ?? null,
    fileSha256: input.file?.sha256 ?? null,
    device: input.device?.slice(0, 120) ?? null,
  }
}

/** The activity's best efforts as rows, each with its start time (UTC). */
function bestEffortRows(input: PersistActivityInput, activityId: number, startMs: number) {
  return input.analysis.bestEfforts.map((effort) => ({
    activity_id: activityId,
    user_id: input.userId,
    distance_meters: effort.distanceMeters,
    duration_seconds: effort.durationSeconds,
    start_offset_seconds: effort.startSeconds,
    start_time: sqlTimestamp(
      DateTime.fromMillis(startMs + effort.startSeconds * 1000, { zone: 'utc' })
    ),
  }))
}

/**
 * The same bytes as a Buffer, without a copy: copying a 25 MB upload into fresh memory costs
 * the event loop hundreds of milliseconds (docs/decisions/061-event-loop-budget.md).
 */
function bufferView(bytes: Uint8Array) {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}
