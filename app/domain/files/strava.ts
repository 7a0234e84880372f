/*
 * Strava's activity (SummaryActivity or DetailedActivity) and its streams, as API v3
 * answers them (https://developers.strava.com/docs/reference/), mapped to the one activity
 * shape the file parsers return. Pure: no I/O, no clock.
 *
 * Strava reports running cadence per leg (revolutions per minute of one foot): foot
 * sports are doubled to steps per minute; a bike's cadence stays in rpm.
 */
import type { ActivityLap, ActivityStreams, ParseResult, Sport } from '#domain/files/activity_file'
import { isFootSport } from '#domain/sports'

export interface StravaLap {
  start_date?: string
  elapsed_time?: number
  distance?: number
  start_index?: number
}

export interface StravaActivity {
  id: number
  name?: string
  /** The newer, finer type (TrailRun, GravelRide, ...); preferred over `type`. */
  sport_type?: string
  type?: string
  /** ISO 8601 UTC. */
  start_date: string
  distance?: number
  moving_time?: number
  elapsed_time?: number
  /** An indoor activity (treadmill, trainer). */
  trainer?: boolean
  manual?: boolean
  device_name?: string | null
  laps?: StravaLap[]
  /** The owner (`resource_state` 1: only the id). */
  athlete?: { id: number }
}

export interface StravaStream<T = number> {
  data: T[]
  series_type?: string
  original_size?: number
  resolution?: string
}

/** GET /activities/{id}/streams?key_by_type=true */
export interface StravaStreamSet {
  time?: StravaStream
  distance?: StravaStream
  latlng?: StravaStream<[number, number]>
  altitude?: StravaStream
  heartrate?: StravaStream
  cadence?: StravaStream
  watts?: StravaStream
  velocity_smooth?: StravaStream
}

const SPORTS: Record<string, Sport> = {
  Run: 'run',
  TrailRun: 'trail_run',
  VirtualRun: 'treadmill',
  Walk: 'walk',
  Hike: 'hike',
  Ride: 'ride',
  VirtualRide: 'ride',
  MountainBikeRide: 'ride',
  GravelRide: 'ride',
  EBikeRide: 'ride',
  EMountainBikeRide: 'ride',
  Velomobile: 'ride',
  Handcycle: 'ride',
  Swim: 'swim',
  WeightTraining: 'strength',
}

/**
 * Our sport for Strava's `sport_type` (or the older `type`); a run on a treadmill
 * (`trainer`) is a treadmill run.
 */
export function stravaSport(
  sportType?: string | null,
  type?: string | null,
  trainer = false
): Sport {
  const sport = SPORTS[sportType ?? ''] ?? SPORTS[type ?? ''] ?? 'other'
  return sport === 'run' && trainer ? 'treadmill' : sport
}

function finite(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

function numbers(values: unknown[]): number[] {
  return values.map((value) => (finite(value) ? value : Number.NaN))
}

/**
 * Maps an activity and its streams (null for a manual entry, which then imports from its
 * totals with a two-sample time/distance stream).
 */
export function parseStravaActivity(
  activity: StravaActivity,
  streams: StravaStreamSet | null
): ParseResult {
  const start = new Date(activity.start_date)
  if (!activity.start_date || Number.isNaN(start.getTime())) {
    return { activity: null, errors: ['The Strava activity has no valid start time.'] }
  }
  const sport = stravaSport(activity.sport_type, activity.type, activity.trainer)
  const elapsed = finite(activity.elapsed_time) ? activity.elapsed_time : undefined
  const distance = finite(activity.distance) ? activity.distance : undefined
  const moving = finite(activity.moving_time) ? activity.moving_time : undefined

  const time = streams?.time?.data?.length ? numbers(streams.time.data) : null
  let mapped: ActivityStreams
  if (time) {
    mapped = { time }
    const sameLength = <T>(stream?: StravaStream<T>) =>
      stream?.data && stream.data.length === time.length ? stream.data : null
    const channel = (stream?: StravaStream) => {
      const data = sameLength(stream)
      return data ? numbers(data) : undefined
    }
    mapped.distance = channel(streams!.distance)
    mapped.altitude = channel(streams!.altitude)
    mapped.heartRate = channel(streams!.heartrate)
    mapped.power = channel(streams!.watts)
    mapped.speed = channel(streams!.velocity_smooth)
    const cadence = channel(streams!.cadence)
    mapped.cadence = cadence && isFootSport(sport) ? cadence.map((value) => value * 2) : cadence
    const latlng = sameLength(streams!.latlng)
    if (latlng) {
      mapped.lat = latlng.map((pair) =>
        Array.isArray(pair) && finite(pair[0]) ? pair[0] : Number.NaN
      )
      mapped.lng = latlng.map((pair) =>
        Array.isArray(pair) && finite(pair[1]) ? pair[1] : Number.NaN
      )
    }
    for (const key of Object.keys(mapped) as (keyof ActivityStreams)[]) {
      if (mapped[key] === undefined) delete mapped[key]
    }
  } else {
    if (!elapsed) {
      return { activity: null, errors: ['The Strava activity has neither streams nor a duration.'] }
    }
    mapped = { time: [0, elapsed], distance: [0, distance ?? 0] }
  }

  return {
    activity: {
      // Not a file: the closest shape; the activity's `source` says where it came from.
      format: 'fit',
      sport,
      startTime: start.toISOString(),
      name: activity.name || undefined,
      device: activity.device_name || undefined,
      streams: mapped,
      laps: laps(activity, start.getTime(), time),
      totals: { distanceMeters: distance, elapsedSeconds: elapsed, movingSeconds: moving },
    },
    errors: [],
  }
}

function laps(activity: StravaActivity, startMs: number, time: number[] | null): ActivityLap[] {
  if (!activity.laps || activity.laps.length < 2) return []
  const result: ActivityLap[] = []
  for (const lap of activity.laps) {
    let startSeconds: number | undefined
    if (time && finite(lap.start_index) && finite(time[lap.start_index])) {
      startSeconds = time[lap.start_index]
    } else if (lap.start_date) {
      const lapStart = new Date(lap.start_date).getTime()
      if (!Number.isNaN(lapStart)) startSeconds = (lapStart - startMs) / 1000
    }
    if (startSeconds === undefined || !finite(lap.elapsed_time)) continue
    result.push({
      startSeconds,
      elapsedSeconds: lap.elapsed_time,
      ...(finite(lap.distance) ? { distanceMeters: lap.distance } : {}),
    })
  }
  return result
}
