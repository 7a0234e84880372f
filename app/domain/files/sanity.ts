/*
 * Last checks on a parsed activity before it is analysed and stored, whatever the parser:
 * a damaged file can decode to values no recording has (timestamps years apart, a start
 * in 1989 or 2150, impossible distances). Such a file is rejected, never stored half-right.
 */
import type { ParsedActivity } from '#domain/files/activity_file'

/** The longest recording we accept (multi-day ultras stay well inside). */
export const MAX_RECORDING_SECONDS = 7 * 24 * 3600
/** Faster than any human-powered sport over a whole recording (metres per second). */
export const MAX_AVERAGE_SPEED_MPS = 30
export const EARLIEST_START_ISO = '1990-01-01T00:00:00.000Z'

/** Null when the activity looks like a real recording, else the reason to show. */
export function implausibility(activity: ParsedActivity, latestStartIso: string): string | null {
  const start = Date.parse(activity.startTime)
  if (!Number.isFinite(start)) return 'The file has no valid start time.'
  if (start < Date.parse(EARLIEST_START_ISO) || start > Date.parse(latestStartIso)) {
    return `The file's start time (${activity.startTime.slice(0, 10)}) is not plausible.`
  }
  const time = activity.streams.time
  if (time.length === 0) return 'The file has no recorded samples.'
  for (let i = 0; i < time.length; i++) {
    if (!Number.isFinite(time[i]) || (i > 0 && time[i] < time[i - 1])) {
      return 'The file is damaged: its timestamps are out of order.'
    }
  }
  const span = time[time.length - 1] - time[0]
  if (span > MAX_RECORDING_SECONDS) {
    return 'The file is damaged: its timestamps span more than a week.'
  }
  const distances = [activity.totals.distanceMeters, lastFinite(activity.streams.distance)]
  for (const distance of distances) {
    if (distance === undefined) continue
    if (!Number.isFinite(distance) || distance < 0)
      return 'The file is damaged: its distance is invalid.'
    if (
      distance >
      MAX_AVERAGE_SPEED_MPS * Math.max(span, activity.totals.elapsedSeconds ?? 0, 60)
    ) {
      return 'The file is damaged: its distance is impossible for its duration.'
    }
  }
  return null
}

function lastFinite(values: number[] | undefined) {
  if (!values) return undefined
  for (let i = values.length - 1; i >= 0; i--) if (Number.isFinite(values[i])) return values[i]
  return undefined
}
