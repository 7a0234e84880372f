import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import type { FileImportResult } from '#models/import_job'
import FindAthleteProfile from '#actions/profile/find_athlete_profile'
import PersistActivity from '#actions/activities/persist_activity'
import { athleteContextFor } from '#services/athlete_context'
import { athleteToday } from '#services/athlete_today'
import { readActivityFile } from '#services/activity_file_reader'
import { announceActivity } from '#realtime/activity_announcement'
import queue from '#services/queue'
import { databaseOutageOf } from '#services/database_outage'
import { AccountGoneError } from '#services/user_files'
import type { ParsedMeta } from '#services/activity_file_workers'
import type { StravaAthleteApi } from '#services/strava/strava_client'
import { sameActivity } from '#queries/activities'
import type { AthleteContext, PreparedActivity } from '#domain/activities/analysis_types'
import { duplicateKeys, stravaIdentity, type ActivityIdentity } from '#domain/activities/duplicates'
import { elapsedSecondsOf, prepareActivity, withoutStreams } from '#domain/activities/prepare'
import { defaultName } from '#domain/activities/naming'
import { localDateOf } from '#domain/activities/daily_load'
import type { FileFormat, ParsedActivity } from '#domain/files/activity_file'
import { parseStravaActivity, type StravaActivity } from '#domain/files/strava'

/** The original file, kept on Drive beside the activity. */
export interface OriginalFile {
  name: string
  bytes: Uint8Array
  format: FileFormat
  sha256: string
}

/** One activity to import, as its source hands it over. */
export type ActivityToImport =
  /** An upload or an archive entry: FIT, GPX or TCX bytes, possibly gzipped (moved to a worker). */
  | { kind: 'file'; fileName: string; bytes: Uint8Array }
  /** A Strava activity: a summary from the list, or the detailed activity of a webhook event. */
  | { kind: 'strava'; api: StravaAthleteApi; activity: StravaActivity }
  /** An activity parsed already (the demo history, tests), with its file when it has one. */
  | {
      kind: 'parsed'
      parsed: ParsedActivity
      /** A name to use instead of the activity's own. */
      name?: string
      /** The file's own recording id (ParsedActivity.sourceId). */
      externalId?: string | null
      file?: OriginalFile | null
    }

export interface ImportActivityInput {
  userId: number
  activity: ActivityToImport
  /**
   * False inside bulk imports (an upload of many files, an archive, the Strava history), which
   * refresh the daily figures once at the end (RefreshAfterImports).
   */
  refreshDailyLoads?: boolean
}

/** What the read and parse stages know of an activity. */
interface Read {
  identity: ActivityIdentity
  /** The rest of reading, which a stored activity is spared (Strava's streams, the analysis). */
  finish(): Promise<{ rejected: string } | Ready>
}

/** An activity parsed and analysed, ready to store. */
interface Ready {
  activity: ParsedMeta
  prepared: PreparedActivity
  name?: string
  file: OriginalFile | null
}

/**
 * Imports one activity, from whichever source (docs/decisions/066-one-import-flow.md). The
 * stages, in order:
 * 1. read: the bytes (a file's, hashed in a worker), or a Strava summary, or a parsed activity;
 * 2. parse: a file in a worker (parsed, checked for plausibility, analysed for the athlete, its
 *    streams encoded); a Strava activity's streams fetched and mapped by the pure parser, after
 *    the duplicate check, since its summary already says what it is;
 * 3. the one duplicate check, on every key the source gives (app/domain/activities/duplicates.ts);
 * 4. persist, in one transaction (PersistActivity), with
 * 5. the daily figures refreshed from its date, unless a batch refreshes them once at its end;
 * 6. notify the athlete's pages, and the plan check once the figures are refreshed.
 * Bad input is reported (`rejected` with the reason, `duplicate` with the stored activity's id),
 * never thrown. For a file, an unexpected failure is reported as rejected and logged, while the
 * database out of reach and a deleted account are thrown.
 */
export default class ImportActivity {
  async handle(input: ImportActivityInput): Promise<FileImportResult> {
    const name = resultName(input.activity)
    try {
      return await this.import(input, name)
    } catch (error) {
      if (input.activity.kind !== 'file' || error instanceof AccountGoneError) throw error
      // The database out of reach is not the file's fault: the request answers 503
      // (docs/decisions/059-lost-writes-and-database-outages.md).
      if (databaseOutageOf(error)) throw error
      logger.error({ err: error, userId: input.userId, name }, 'an activity file failed to import')
      return rejected(name, 'The file could not be imported: its contents are not usable.')
    }
  }

  private async import(
    { userId, activity: source, refreshDailyLoads }: ImportActivityInput,
    name: string
  ): Promise<FileImportResult> {
    const profile = await new FindAthleteProfile().handle(userId)
    const todayIso = athleteToday(profile.timeZone)
    const athlete = athleteContextFor(profile, todayIso)

    // 1–2. Read, and parse as far as the source needs to say what the activity is.
    const read = await this.read(source, athlete)
    if ('rejected' in read) return rejected(name, read.rejected)

    // 3. The one duplicate check.
    const stored = await sameActivity(userId, duplicateKeys(read.identity))
    if (stored) return duplicate(source, name, stored.id)

    // 2, finished: what a stored activity was spared (Strava's streams, the analysis).
    const ready = await read.finish()
    if ('rejected' in ready) return rejected(name, ready.rejected)

    // 4–5. Persist in one transaction, with the daily figures unless a batch refreshes them.
    const { activity, prepared, file } = ready
    const persisted = await new PersistActivity().handle({
      userId,
      source: read.identity.source,
      externalId: read.identity.externalId,
      name: ready.name?.trim() || activity.name?.trim() || defaultName(activity, profile.timeZone),
      sport: activity.sport,
      startTime: activity.startTime,
      localDate: localDateOf(activity.startTime, profile.timeZone),
      todayIso,
      analysis: prepared.analysis,
      summary: prepared.summary,
      encodedStreams: prepared.encodedStreams,
      file,
      device: activity.device ?? null,
      refreshDailyLoads,
    })
    if (persisted.status === 'duplicate') return duplicate(source, name, persisted.activityId)

    // 6. Notify.
    await announceActivity(userId, {
      activityId: persisted.activityId,
      sport: activity.sport,
      startedAt: activity.startTime,
      distanceMeters: prepared.analysis.distanceMeters,
      durationSeconds: prepared.analysis.elapsedSeconds,
    })
    if (refreshDailyLoads !== false) await queue.dispatchFollowUp('plan.check', { userId })
    return { name, status: 'imported', activityId: persisted.activityId }
  }

  /** Stages 1 and 2, as each source allows: as far as needed to know the activity. */
  private async read(
    source: ActivityToImport,
    athlete: AthleteContext
  ): Promise<{ rejected: string } | Read> {
    switch (source.kind) {
      case 'file': {
        const latestStartIso = DateTime.now().plus({ days: 2 }).toISO()!
        const file = await readActivityFile(source.fileName, source.bytes, athlete, latestStartIso)
        if ('rejected' in file) return file
        const { activity, prepared, sha256, bytes } = file
        const ready: Ready = {
          activity,
          prepared,
          file: { name: source.fileName, bytes, format: activity.format, sha256 },
        }
        return {
          identity: {
            source: 'file',
            externalId: activity.sourceId ?? null,
            fileSha256: sha256,
            session: { startTime: activity.startTime, elapsedSeconds: prepared.elapsedSeconds },
          },
          finish: async () => ready,
        }
      }
      case 'strava': {
        const { api, activity: summary } = source
        return {
          identity: stravaIdentity(summary),
          finish: async () => {
            const streams = await api.getStreams(summary.id)
            const { activity: parsed, errors } = parseStravaActivity(summary, streams)
            if (!parsed) return { rejected: errors[0] }
            return analysed(parsed, athlete, { name: summary.name, file: null })
          },
        }
      }
      case 'parsed': {
        const { parsed, file = null } = source
        return {
          identity: {
            source: 'file',
            externalId: source.externalId ?? null,
            fileSha256: file?.sha256 ?? null,
            session: { startTime: parsed.startTime, elapsedSeconds: elapsedSecondsOf(parsed) },
          },
          finish: async () => analysed(parsed, athlete, { name: source.name, file }),
        }
      }
    }
  }
}

/** The analyse stage, where the source's parse ran (the pure parser, on the event loop). */
function analysed(
  parsed: ParsedActivity,
  athlete: AthleteContext,
  extra: { name?: string; file: OriginalFile | null }
): Ready {
  return { activity: withoutStreams(parsed), prepared: prepareActivity(parsed, athlete), ...extra }
}

/** The name an import reports for the activity (not necessarily the one it stores). */
function resultName(source: ActivityToImport) {
  switch (source.kind) {
    case 'file':
      return source.fileName
    case 'strava':
      return source.activity.name?.trim() || `Strava activity ${source.activity.id}`
    case 'parsed':
      return source.file?.name ?? source.name ?? source.parsed.name ?? 'activity'
  }
}

function rejected(name: string, error: string): FileImportResult {
  return { name, status: 'rejected', error }
}

/** A file's duplicate says why for the upload's result list; the others are counted only. */
function duplicate(source: ActivityToImport, name: string, activityId: number): FileImportResult {
  if (source.kind !== 'file') return { name, status: 'duplicate', activityId }
  return {
    name,
    status: 'duplicate',
    activityId,
    error: 'Already imported: this activity is in your history.',
  }
}
