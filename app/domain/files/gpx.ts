/*
 * GPX 1.0/1.1 parser (Garmin Connect, Strava, Apple Health exports and friends).
 *
 * Heart rate, cadence, speed and power come from the usual extensions: Garmin's
 * TrackPointExtension (`gpxtpx:hr`, `cad`, `speed`), Strava's bare `<power>`, and
 * cluetrust's gpxdata (`hr`, `cadence`, `distance`). GPX records no totals or laps.
 */
import type { ParseResult, ParsedActivity } from '#domain/files/activity_file'
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

const GPX_ARRAY_TAGS = new Set(['trk', 'trkseg', 'trkpt', 'rte', 'rtept', 'wpt'])

const fail = (error: string): ParseResult => ({ activity: null, errors: [error] })

/** The first number found under any of `keys`, in the extension node or its children. */
function extensionNumber(extensions: XmlNode | undefined, keys: string[]): number | undefined {
  if (!extensions) return undefined
  const nodes = [extensions, ...Object.values(extensions).flat()]
  for (const node of nodes) {
    if (!node || typeof node !== 'object') continue
    for (const key of keys) {
      const value = numberAt(node, key)
      if (value !== undefined) return value
    }
  }
  return undefined
}

function readPoint(trkpt: XmlNode): TrackPoint | undefined {
  const timeMs = timeAt(trkpt, 'time')
  if (timeMs === undefined) return undefined
  const lat = numberAt(trkpt, '@_lat')
  const lng = numberAt(trkpt, '@_lon')
  const extensions = child(trkpt, 'extensions')
  const validFix = isValidLatLng(lat, lng)
  return {
    timeMs,
    lat: validFix ? lat : undefined,
    lng: validFix ? lng : undefined,
    altitude: numberAt(trkpt, 'ele'),
    heartRate: extensionNumber(extensions, ['hr', 'heartrate']),
    cadence: extensionNumber(extensions, ['cad', 'cadence']),
    power: extensionNumber(extensions, ['power', 'PowerInWatts', 'watts']),
    speed: extensionNumber(extensions, ['speed']),
    distance: extensionNumber(extensions, ['distance']),
  }
}

export function parseGpx(bytes: Uint8Array): ParseResult {
  if (bytes.length === 0) return fail('The file is empty.')
  const parsed = parseXml(decodeText(bytes), GPX_ARRAY_TAGS)
  if ('errorLine' in parsed)
    return fail(`The GPX file is not valid XML (line ${parsed.errorLine}).`)
  const gpx = child(parsed.root, 'gpx')
  if (!gpx) return fail('This file is not a GPX file.')

  const tracks = children(gpx, 'trk')
  const trkpts = tracks.flatMap((trk) =>
    children(trk, 'trkseg').flatMap((segment) => children(segment, 'trkpt'))
  )
  if (trkpts.length === 0) {
    return fail(
      children(gpx, 'rte').length > 0
        ? 'This GPX file is a planned route, not a recorded activity (it has no track points).'
        : 'This GPX file has no track points.'
    )
  }
  const timed = trkpts.map(readPoint).filter((p): p is TrackPoint => p !== undefined)
  if (timed.length === 0) return fail('This GPX file has no timestamps, so it cannot be imported.')
  const points = orderPoints(timed)

  const firstTrack = tracks[0]
  const sport = sportFromText(text(firstTrack, 'type')) ?? 'run'
  if (FOOT_SPORTS.has(sport)) normalizeFootCadence(points)

  const startMs = points[0].timeMs
  const streams = streamsFromPoints(points, startMs)
  // Files rarely carry distance: when some point lacks it, measure the track instead.
  if (!points.every((p) => p.distance !== undefined) && streams.lat) {
    streams.distance = cumulativeDistance(points)
  }

  const metadata = child(gpx, 'metadata')
  const name = cleanName(text(firstTrack, 'name') ?? text(metadata, 'name'))
  const device = cleanName(text(gpx, '@_creator'))
  const activity: ParsedActivity = {
    format: 'gpx',
    sport,
    startTime: new Date(startMs).toISOString(),
    ...(name ? { name } : {}),
    ...(device ? { device } : {}),
    streams,
    laps: [],
    totals: {},
  }
  const dropped = trkpts.length - timed.length
  const warnings =
    dropped > 0 ? [`${dropped} track point(s) without a timestamp were skipped.`] : []
  return { activity, errors: warnings }
}
