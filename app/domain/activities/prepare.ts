import type { ParsedActivity } from '#domain/files/activity_file'
import type { AthleteContext, PreparedActivity } from '#domain/activities/analysis_types'
import { analyseActivity } from '#domain/activities/analyse'
import { summaryOf } from '#domain/activities/summary'
import { encodeStreams } from '#domain/activities/stream_codec'

/** A parsed activity's elapsed time: its totals, or its last sample's time minus its first. */
export function elapsedSecondsOf(activity: Pick<ParsedActivity, 'totals' | 'streams'>): number {
  const time = activity.streams.time
  return activity.totals.elapsedSeconds ?? (time.length > 0 ? time[time.length - 1] - time[0] : 0)
}

/**
 * The analyse stage of an import (docs/decisions/066-one-import-flow.md): a parsed activity
 * analysed for this athlete, summarised, and its streams encoded, ready to store. An import
 * worker runs it off the event loop for uploaded files; Strava activities and the demo
 * history run it where they are.
 */
export function prepareActivity(
  activity: ParsedActivity,
  athlete: AthleteContext
): PreparedActivity {
  const analysis = analyseActivity(activity, athlete)
  const data = encodeStreams(activity.streams)
  return {
    elapsedSeconds: elapsedSecondsOf(activity),
    analysis,
    summary: summaryOf(analysis, activity.laps, athlete.hrZones),
    encodedStreams: { data, sampleCount: activity.streams.time.length },
  }
}

/** A parsed activity without its streams: what travels and is stored once they are encoded. */
export function withoutStreams(activity: ParsedActivity): Omit<ParsedActivity, 'streams'> {
  const meta: Partial<ParsedActivity> = { ...activity }
  delete meta.streams
  return meta as Omit<ParsedActivity, 'streams'>
}
