import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import ActivityStream from '#models/activity_stream'
import { decodeStreams } from '#domain/activities/stream_codec'
import { analyseWorkout, type WorkoutAnalysis } from '#domain/activities/workout'
import { ActivityDtos, type DisplayStreamsDto } from '#dtos/activity'
import type { ActivityPageRecord, StoredActivityView } from '#queries/pages/activity'
import { RawJson } from '#services/raw_json'

/**
 * Version of what the activity page derives from the stored streams: the display streams
 * (`ActivityDtos.streams`, downsample.ts) and the workout analysis (`analyseWorkout`, and the
 * profile it is built on). Bump it with any change of what those return: every stored view
 * is then recomputed on its activity's next view (no migration).
 */
export const ACTIVITY_VIEW_VERSION = 1

export interface ActivityView {
  /** The display streams, as the JSON text stored; null when the activity has none. */
  streams: RawJson<DisplayStreamsDto> | null
  /** The workout analysis without the plan comparison. */
  analysis: WorkoutAnalysis
}

const NO_ANALYSIS: WorkoutAnalysis = { laps: [], lapsMeaningful: false, intervals: [] }

/**
 * What the activity page shows from the recorded samples
 * (docs/decisions/031-workout-analysis-at-view-time.md,
 * docs/decisions/043-activity-page-derived-data.md): computed from the stored streams on the
 * first view and stored with the version of the code that computed it and the sport it was
 * computed for; read back as it is on later views, as long as both still match. The streams
 * never change after import and neither do the laps (in the summary); the sport, which the
 * analysis reads, can be edited. A view that fails to store is still answered.
 */
export default class LoadActivityView {
  async handle(
    activity: ActivityPageRecord,
    stored: StoredActivityView | null
  ): Promise<ActivityView> {
    if (stored && stored.viewVersion === ACTIVITY_VIEW_VERSION && stored.sport === activity.sport) {
      return {
        streams: stored.streams === null ? null : new RawJson(stored.streams),
        analysis: JSON.parse(stored.analysis),
      }
    }
    const row = await ActivityStream.find(activity.id)
    const streams = row ? decodeStreams(row.data) : null
    const analysis = streams
      ? analyseWorkout({ streams, sport: activity.sport, laps: activity.summary?.laps ?? [] })
      : NO_ANALYSIS
    const streamsJson = streams ? JSON.stringify(ActivityDtos.streams(streams, false)) : null
    const analysisJson = JSON.stringify(analysis)
    await this.#store(activity, streamsJson, analysisJson)
    return {
      streams: streamsJson === null ? null : new RawJson(streamsJson),
      // As a later view reads it back, so that the first view shows the same.
      analysis: JSON.parse(analysisJson),
    }
  }

  async #store(activity: ActivityPageRecord, streams: string | null, analysis: string) {
    try {
      await db
        .knexQuery()
        .table('activity_page_views')
        .insert({
          activity_id: activity.id,
          view_version: ACTIVITY_VIEW_VERSION,
          sport: activity.sport,
          streams,
          analysis,
        })
        .onConflict('activity_id')
        .merge()
    } catch (error) {
      // The activity was deleted meanwhile, or the database refused the write: the next view
      // computes it again.
      logger.warn({ err: error, activityId: activity.id }, 'activity page view not stored')
    }
  }
}
