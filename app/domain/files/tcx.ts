/*
 * TCX (Garmin Training Center Database v2) parser: Garmin Connect, Strava and Polar exports.
 *
 * Reads the first Activity: its Sport attribute, laps (StartTime, TotalTimeSeconds,
 * DistanceMeters) and track points, including the ActivityExtension v2 `TPX` values
 * (Speed, RunCadence, Watts) whatever namespace prefix the exporter chose (`ns3:`, `ax:`...).
 */
import type { ActivityLap, ParseResult, ParsedActivity, Sport } from '#domain/files/activity_file'
import {
  type TrackPoint,
  type XmlNode,
  child,
  children,
  cleanName,
  cumulativeDistance,
  decodeText,
  isValidLatLng,
  normalizeFootCadence,
  numberAt,
  orderPoints,
  parseXml,
  sportFromText,
  streamsFromPoints,
  text,
  timeAt,
} from '#domain/files/xml_track'
import { FOOT_SPORTS } from '#domain/files/fit_encode'

const TCX_ARRAY_TAGS = new Set(['Activity', 'Lap', 'Track', 'Trackpoint', 'Course'])

const fail = (error: string): ParseResult => ({ activity: null, errors: [error] })

function readPoint(trackpoint: XmlNode): TrackPoint | undefined {
  const timeMs = timeAt(trackpoint, 'Time')
  if (timeMs === undefined) return undefined
  const position = child(trackpoint, 'Position')
  const lat = numberAt(position, 'LatitudeDegrees')
  const lng = numberAt(position, 'LongitudeDegrees')
  const validFix = isValidLatLng(lat, lng)
  const tpx = child(child(trackpoint, 'Extensions'), 'TPX')
  return {
    timeMs,
    lat: validFix ? lat : undefined,
    lng: validFix ? lng : undefined,
    altitude: numberAt(trackpoint, 'AltitudeMeters'),
    distance: numberAt(trackpoint, 'DistanceMeters'),
    heartRate: numberAt(child(trackpoint, 'HeartRateBpm'), 'Value'),
    // `Cadence` is the bike (or foot pod) value in the core schema; `RunCadence` the
    // extension's running one. Both count one leg for runs (see normalizeFootCadence).
    cadence: numberAt(tpx, 'RunCadence') ?? numberAt(trackpoint, 'Cadence'),
    power: numberAt(tpx, 'Watts'),
    speed: numberAt(tpx, 'Speed'),
  }
}

function sportFromTcx(activity: XmlNode): Sport {
  const attribute = text(activity, '@_Sport')
  if (attribute === 'Biking') return 'ride'
  if (attribute === 'Running') return 'run'
  // "Other" is what Garmin writes for everything but running and biking: the activity's
  // notes or creator sometimes say more, but guessing from free text is not worth it.
  return sportFromText(attribute) ?? 'other'
}

function sum(values: (number | undefined)[]): number | undefined {
  const present = values.filter((v): v is number => v !== undefined)
  return present.length > 0 ? present.reduce((a, b) => a + b, 0) : undefined
}

export function parseTcx(bytes: Uint8Array): ParseResult {
  if (bytes.length === 0) return fail('The file is empty.')
  const parsed = parseXml(decodeText(bytes), TCX_ARRAY_TAGS)
  if ('errorLine' in parsed)
    return fail(`The TCX file is not valid XML (line ${parsed.errorLine}).`)
  const database = child(parsed.root, 'TrainingCenterDatabase')
  if (!database) return fail('This file is not a TCX file.')
  const activityNode = children(child(database, 'Activities'), 'Activity')[0]
  if (!activityNode) {
    return fail(
      child(database, 'Courses') || child(database, 'Workouts')
        ? 'This TCX file is a course or workout, not a recorded activity.'
        : 'This TCX file has no activity.'
    )
  }

  const lapNodes = children(activityNode, 'Lap')
  const trackpoints = lapNodes.flatMap((lap) =>
    children(lap, 'Track').flatMap((track) => children(track, 'Trackpoint'))
  )
  if (trackpoints.length === 0) return fail('This TCX file has no track points.')
  const timed = trackpoints.map(readPoint).filter((p): p is TrackPoint => p !== undefined)
  if (timed.length === 0) return fail('This TCX file has no timestamps, so it cannot be imported.')
  const points = orderPoints(timed)

  const sport = sportFromTcx(activityNode)
  if (FOOT_SPORTS.has(sport)) normalizeFootCadence(points)

  const lapStarts = lapNodes.map((lap) => {
    const raw = text(lap, '@_StartTime')
    const ms = raw ? Date.parse(raw) : Number.NaN
    return Number.isFinite(ms) ? ms : undefined
  })
  // The first lap's StartTime is when the timer started; the first point can come later.
  const firstLapStart = lapStarts[0]
  const startMs =
    firstLapStart !== undefined && firstLapStart <= points[0].timeMs
      ? firstLapStart
      : points[0].timeMs

  const streams = streamsFromPoints(points, startMs)
  if (!streams.distance && streams.lat) streams.distance = cumulativeDistance(points)

  const laps: ActivityLap[] = []
  lapNodes.forEach((lap, i) => {
    const lapStart = lapStarts[i]
    const seconds = numberAt(lap, 'TotalTimeSeconds')
    if (lapStart === undefined || seconds === undefined) return
    const distanceMeters = numberAt(lap, 'DistanceMeters')
    laps.push({
      startSeconds: (lapStart - startMs) / 1000,
      elapsedSeconds: seconds,
      ...(distanceMeters === undefined ? {} : { distanceMeters }),
    })
  })

  const creator = child(activityNode, 'Creator')
  const device = cleanName(text(creator, 'Name'))
  const unitId = text(creator, 'UnitId')?.trim()
  const activityId = text(activityNode, 'Id')?.trim()
  const name = cleanName(text(activityNode, 'Notes'))
  const distanceMeters = sum(lapNodes.map((lap) => numberAt(lap, 'DistanceMeters')))
  // TCX TotalTimeSeconds is the timer time (pauses excluded), like FIT's total_timer_time.
  const movingSeconds = sum(lapNodes.map((lap) => numberAt(lap, 'TotalTimeSeconds')))

  const activity: ParsedActivity = {
    format: 'tcx',
    sport,
    startTime: new Date(startMs).toISOString(),
    ...(name ? { name } : {}),
    ...(device ? { device } : {}),
    // Only a device serial makes the Id (a start time) unique enough to detect duplicates.
    ...(unitId && activityId ? { sourceId: `tcx:${unitId}:${activityId}` } : {}),
    streams,
    laps: laps.sort((a, b) => a.startSeconds - b.startSeconds),
    totals: {
      ...(distanceMeters === undefined ? {} : { distanceMeters }),
      ...(movingSeconds === undefined ? {} : { movingSeconds }),
    },
  }
  const dropped = trackpoints.length - timed.length
  const warnings =
    dropped > 0 ? [`${dropped} track point(s) without a timestamp were skipped.`] : []
  return { activity, errors: warnings }
}
