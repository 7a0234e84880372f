import { DateTime } from 'luxon'
import type { ActivitySource } from '#models/activity'
import FindAthleteProfile from '#actions/profile/find_athlete_profile'
import PersistActivity, { type PersistResult } from '#actions/activities/persist_activity'
import { athleteContextFor } from '#services/athlete_context'
import { athleteToday } from '#services/athlete_today'
import type { FileFormat, ParsedActivity } from '#domain/files/activity_file'
import { analyseActivity } from '#domain/activities/analyse'
import type { PreparedActivity } from '#domain/activities/analysis_types'
import { summaryOf } from '#domain/activities/summary'
import { localDateOf } from '#domain/activities/daily_load'
import { sameActivity } from '#queries/activities'
import { defaultName } from '#domain/activities/naming'

export interface ImportParsedActivityInput {
  userId: number
  source: ActivitySource
  /** A Strava id, or the file's own recording id (ParsedActivity.sourceId). */
  externalId?: string | null
  parsed: ParsedActivity
  /** A name to use instead of the file's own (Strava's title). */
  name?: string
  file?: { name: string; bytes: Uint8Array; format: FileFormat; sha256: string } | null
  refreshDailyLoads?: boolean
  /**
   * Analysis, summary and encoded streams already computed off the event loop (an import
   * worker, with this athlete's context); `parsed.streams` is then not read.
   */
  prepared?: PreparedActivity
}

/** Same start within a minute and elapsed time within 2 % (or a minute): the same run. */
export const DUPLICATE_START_TOLERANCE_SECONDS = 60
export const DUPLICATE_DURATION_TOLERANCE = 0.02

/**
 * Analyses a parsed activity for the athlete and stores it, unless it is
 * already there: the same source id, the same file bytes, or the same start
 * time and duration within tolerance (the same run from another device or
 * service). Duplicates are reported with the existing activity's id.
 */
export default class ImportParsedActivity {
  async handle(input: ImportParsedActivityInput): Promise<PersistResult> {
    const { parsed } = input
    const externalId = input.externalId ?? null
    const existing = await this.findDuplicate(input.userId, input.source, externalId, input)
    if (existing) return { status: 'duplicate', activityId: existing.id }

    const profile = await new FindAthleteProfile().handle(input.userId)
    const todayIso = athleteToday(profile.timeZone)
    const athlete = athleteContextFor(profile, todayIso)
    const prepared = input.prepared
    const analysis = prepared ? prepared.analysis : analyseActivity(parsed, athlete)

    return new PersistActivity().handle({
      userId: input.userId,
      source: input.source,
      externalId,
      name: input.name?.trim() || parsed.name?.trim() || defaultName(parsed, profile.timeZone),
      sport: parsed.sport,
      startTime: parsed.startTime,
      localDate: localDateOf(parsed.startTime, profile.timeZone),
      todayIso,
      analysis,
      summary: prepared ? prepared.summary : summaryOf(analysis, parsed.laps, athlete.hrZones),
      streams: prepared ? null : parsed.streams,
      encodedStreams: prepared?.encodedStreams ?? null,
      file: input.file ?? null,
      device: parsed.device ?? null,
      refreshDailyLoads: input.refreshDailyLoads,
    })
  }

  private async findDuplicate(
    userId: number,
    source: ActivitySource,
    externalId: string | null,
    input: ImportParsedActivityInput
  ) {
    const start = DateTime.fromISO(input.parsed.startTime, { zone: 'utc' })
    const times = input.parsed.streams.time
    const elapsed =
      input.prepared?.elapsedSeconds ??
      input.parsed.totals.elapsedSeconds ??
      (times.length > 0 ? times[times.length - 1] - times[0] : 0)
    const durationTolerance = Math.max(60, elapsed * DUPLICATE_DURATION_TOLERANCE)
    return sameActivity(userId, {
      source,
      externalId,
      fileSha256: input.file?.sha256,
      near: {
        startFrom: start.minus({ seconds: DUPLICATE_START_TOLERANCE_SECONDS }),
        startTo: start.plus({ seconds: DUPLICATE_START_TOLERANCE_SECONDS }),
        elapsedMin: elapsed - durationTolerance,
        elapsedMax: elapsed + durationTolerance,
      },
    })
  }
}
