import { activityByExternalId } from '#queries/activities'
import type { FileImportResult } from '#models/import_job'
import ImportParsedActivity from '#actions/activities/import_parsed_activity'
import { parseStravaActivity, type StravaActivity } from '#domain/files/strava'
import type { StravaAthleteApi } from '#services/strava/strava_client'

export interface ImportStravaActivityInput {
  api: StravaAthleteApi
  /** A summary (from the activity list) or the detailed activity. */
  activity: StravaActivity
  /** False inside the backfill, which refreshes the daily figures once at the end. */
  refreshDailyLoads?: boolean
}

/**
 * Imports one Strava activity for the connected athlete: skipped without a
 * call to Strava when it is already stored (a replayed webhook, a resumed
 * backfill), otherwise its streams are fetched, mapped and imported like a
 * file (the import finds the same run from another device as a duplicate).
 */
export default class ImportStravaActivity {
  async handle({
    api,
    activity,
    refreshDailyLoads,
  }: ImportStravaActivityInput): Promise<FileImportResult> {
    const userId = api.account.userId
    const externalId = String(activity.id)
    const name = activity.name?.trim() || `Strava activity ${externalId}`
    const existing = await activityByExternalId(userId, 'strava', externalId)
    if (existing) return { name, status: 'duplicate', activityId: existing.id }

    const streams = await api.getStreams(activity.id)
    const { activity: parsed, errors } = parseStravaActivity(activity, streams)
    if (!parsed) return { name, status: 'rejected', error: errors[0] }

    const result = await new ImportParsedActivity().handle({
      userId,
      source: 'strava',
      externalId,
      parsed,
      name: activity.name,
      refreshDailyLoads,
    })
    return { name, ...result }
  }
}
