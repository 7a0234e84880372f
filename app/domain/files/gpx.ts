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
  type XmlScanResult,
  cleanName,
  cumulativeDistance,
  isValidLatLng,
  normalizeFootCadence,
  orderPoints,
  parseNumber,
  parseTime,
  sportFromText,
  streamsFromPoints,
} from '#domain/files/xml_track'
import { readXml } from '#domain/files/xml_fast_scan'
import { isFootSport } from '#domain/sports'

const fail = (error: string): ParseResult => ({ activity: null, errors: [error] })

type Channel = 'heartRate' | 'cadence' | 'power' | 'speed' | 'distance'

/** Extension element names per channel, in order of preference. */
const EXTENSION_KEYS: Record<string, { channel: Channel; rank: number }> = {
  hr: { channel: 'heartRate', rank: 0 },
  heartrate: { channel: 'heartRate', rank: 1 },
  cad: { channel: 'cadence', rank: 0 },
  cadence: { channel: 'cadence', rank: 1 },
  power: { channel: 'power', rank: 0 },
  PowerInWatts: { channel: 'power', rank: 1 },
  watts: { channel: 'power', rank: 2 },
  speed: { channel: 'speed', rank: 0 },
  distance: { channel: 'distance', rank: 0 },
}

/** What one pass over a GPX file collects. */
class GpxReader {
  root: string | undefined
  creator: string | undefined
  trackCount = 0
  routeCount = 0
  pointCount = 0
  sportText: string | undefined
  trackName: string | undefined
  metadataName: string | undefined
  readonly timed: TrackPoint[] = []

  #metadataCount = 0
  // The track point being read (depth 3: gpx > trk > trkseg > trkpt).
  #inPoint = false
  #time: string | undefined
  #ele: string | undefined
  #lat: number | undefined
  #lng: number | undefined
  #extensionsCount = 0
  #extensionChild = 0
  /**
   * Extension values: an element right under <extensions> wins over one a level deeper
   * (inside e.g. TrackPointExtension), then the first such child, then the preferred name.
   */
  #extensionRank: Partial<Record<Channel, number>> = {}
  #extensionValue: Partial<Record<Channel, number>> = {}
  #path: string[] = []

  done = () => this.root !== undefined && this.root !== 'gpx'

  open = (name: string, attributes: Readonly<Record<string, string>>, depth: number) => {
    this.#path[depth] = name
    if (depth === 0) {
      this.root = name
      if (name === 'gpx') this.creator = attributes.creator
      return
    }
    if (this.root !== 'gpx') return
    const path = this.#path
    if (depth === 1) {
      if (name === 'trk') this.trackCount++
      else if (name === 'rte') this.routeCount++
      else if (name === 'metadata') this.#metadataCount++
    } else if (depth === 3 && name === 'trkpt' && path[1] === 'trk' && path[2] === 'trkseg') {
      this.pointCount++
      this.#inPoint = true
      this.#time = undefined
      this.#ele = undefined
      this.#lat = parseNumber(attributes.lat)
      this.#lng = parseNumber(attributes.lon)
      this.#extensionsCount = 0
      this.#extensionChild = 0
      this.#extensionRank = {}
      this.#extensionValue = {}
    } else if (this.#inPoint && depth === 4 && name === 'extensions') {
      this.#extensionsCount++
    } else if (this.#inPoint && depth === 5 && path[4] === 'extensions') {
      this.#extensionChild++
    }
  }

  close = (name: string, text: string, depth: number) => {
    if (this.root !== 'gpx' || depth === 0) return
    const path = this.#path
    if (depth === 2) {
      if (path[1] === 'trk' && this.trackCount === 1) {
        if (name === 'type') this.sportText ??= text
        else if (name === 'name') this.trackName ??= text
      } else if (path[1] === 'metadata' && this.#metadataCount === 1 && name === 'name') {
        this.metadataName ??= text
      }
      return
    }
    if (!this.#inPoint) return
    if (depth === 3) {
      this.#inPoint = false
      this.#finishPoint()
    } else if (depth === 4) {
      if (name === 'time') this.#time ??= text
      else if (name === 'ele') this.#ele ??= text
    } else if (this.#extensionsCount === 1 && path[4] === 'extensions' && depth <= 6) {
      // <extensions><hr> (depth 5) or <extensions><TrackPointExtension><hr> (depth 6).
      const key = EXTENSION_KEYS[name]
      if (!key) return
      const value = parseNumber(text)
      if (value === undefined) return
      const rank = depth === 5 ? key.rank : 100 + this.#extensionChild * 10 + key.rank
      const best = this.#extensionRank[key.channel]
      if (best === undefined || rank < best) {
        this.#extensionRank[key.channel] = rank
        this.#extensionValue[key.channel] = value
      }
    }
  }

  #finishPoint() {
    const timeMs = parseTime(this.#time)
    if (timeMs === undefined) return
    const lat = this.#lat
    const lng = this.#lng
    const validFix = isValidLatLng(lat, lng)
    const ext = this.#extensionValue
    this.timed.push({
      timeMs,
      lat: validFix ? lat : undefined,
      lng: validFix ? lng : undefined,
      altitude: parseNumber(this.#ele),
      heartRate: ext.heartRate,
      cadence: ext.cadence,
      power: ext.power,
      speed: ext.speed,
      distance: ext.distance,
    })
  }
}

function scanError(result: Exclude<XmlScanResult, { ok: true }>): ParseResult {
  return fail(
    result.reason === 'depth'
      ? `The GPX file nests elements too deeply (line ${result.line}).`
      : `The GPX file is not valid XML (line ${result.line}).`
  )
}

export function parseGpx(bytes: Uint8Array): ParseResult {
  if (bytes.length === 0) return fail('The file is empty.')
  const { result: scanned, visitor: reader } = readXml(bytes, () => new GpxReader())
  if (!scanned.ok) return scanError(scanned)
  if (reader.root !== 'gpx') return fail('This file is not a GPX file.')

  if (reader.pointCount === 0) {
    return fail(
      reader.routeCount > 0
        ? 'This GPX file is a planned route, not a recorded activity (it has no track points).'
        : 'This GPX file has no track points.'
    )
  }
  const timed = reader.timed
  if (timed.length === 0) return fail('This GPX file has no timestamps, so it cannot be imported.')
  const points = orderPoints(timed)

  const sport = sportFromText(reader.sportText) ?? 'run'
  if (isFootSport(sport)) normalizeFootCadence(points)

  const startMs = points[0].timeMs
  const streams = streamsFromPoints(points, startMs)
  // Files rarely carry distance: when some point lacks it, measure the track instead.
  if (!points.every((p) => p.distance !== undefined) && streams.lat) {
    streams.distance = cumulativeDistance(points)
  }

  const name = cleanName(reader.trackName ?? reader.metadataName)
  const device = cleanName(reader.creator)
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
  const dropped = reader.pointCount - timed.length
  const warnings =
    dropped > 0 ? [`${dropped} track point(s) without a timestamp were skipped.`] : []
  return { activity, errors: warnings }
}
