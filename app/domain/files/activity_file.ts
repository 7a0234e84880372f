/*
 * The one shape every activity file parser returns (FIT, GPX, TCX; Strava streams map to it
 * too). Pure data in SI units: seconds, metres, bpm, metres per second, watts, degrees.
 *
 * Streams are columns of equal length. A channel the file does not record is absent
 * (undefined); a sample missing inside a recorded channel is NaN. `time` is always present:
 * seconds since `startTime`, ascending.
 */

// The sports live in #domain/sports; parsers and their callers keep importing them from here.
import type { Sport } from '#domain/sports'

export { SPORTS } from '#domain/sports'
export type { Sport }

export type FileFormat = 'fit' | 'gpx' | 'tcx'

export interface ActivityStreams {
  /** Seconds since the activity's start, ascending. Always present. */
  time: number[]
  /** Cumulative distance, metres. */
  distance?: number[]
  /** Heart rate, beats per minute. */
  heartRate?: number[]
  /** Altitude above sea level, metres. */
  altitude?: number[]
  /** WGS84 latitude, degrees. */
  lat?: number[]
  /** WGS84 longitude, degrees. */
  lng?: number[]
  /** Cadence, steps per minute for foot sports (both feet), revolutions per minute on a bike. */
  cadence?: number[]
  /** Power, watts. */
  power?: number[]
  /** Speed, metres per second. */
  speed?: number[]
}

export type StreamChannel = keyof ActivityStreams

export const STREAM_CHANNELS: readonly StreamChannel[] = [
  'time',
  'distance',
  'heartRate',
  'altitude',
  'lat',
  'lng',
  'cadence',
  'power',
  'speed',
]

export interface ActivityLap {
  /** Seconds since the activity's start. */
  startSeconds: number
  elapsedSeconds: number
  /** Device-recorded lap distance, metres, when the file has one. */
  distanceMeters?: number
  /** Timer time of the lap (pauses excluded), seconds: FIT total_timer_time, TCX TotalTimeSeconds. */
  timerSeconds?: number
  /** What closed the lap, when the file says: a button press, or the watch's auto-lap. */
  trigger?: LapTrigger
  /** The lap's intensity (FIT lap.intensity, TCX Intensity): rest laps are recoveries. */
  intensity?: LapIntensity
}

export type LapTrigger = 'manual' | 'distance' | 'time' | 'position' | 'end' | 'other'
export type LapIntensity = 'active' | 'rest' | 'warmup' | 'cooldown' | 'recovery' | 'interval'

export interface ParsedActivity {
  format: FileFormat
  sport: Sport
  /** Start of the recording, ISO 8601 in UTC (e.g. 2026-03-01T07:15:00.000Z). */
  startTime: string
  /** A name the file carries (GPX/TCX name, FIT workout name), if any. */
  name?: string
  /** Manufacturer and product, if the file says. */
  device?: string
  /**
   * An id that identifies the recording independently of the bytes (FIT: file_id serial
   * number + time created), used for duplicate detection. Absent when the file has none.
   */
  sourceId?: string
  streams: ActivityStreams
  laps: ActivityLap[]
  /** Device-recorded totals from the session/summary, when present (preferred over streams). */
  totals: {
    distanceMeters?: number
    elapsedSeconds?: number
    movingSeconds?: number
  }
}

export interface ParseResult {
  /** Null when the file cannot be imported; `errors` then says why (first entry shown). */
  activity: ParsedActivity | null
  /** Human-readable problems. Non-empty with a null activity: rejected. */
  errors: string[]
}
