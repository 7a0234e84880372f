/*
 * What the GPX and TCX parsers share: decoding bytes to text, safe XML parsing with
 * fast-xml-parser, reading numbers and times, mapping sport names, and turning a list of
 * track points into the column streams of ActivityStreams.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import type { ActivityStreams, Sport } from '#domain/files/activity_file'

export interface TrackPoint {
  /** Unix milliseconds. */
  timeMs: number
  lat?: number
  lng?: number
  altitude?: number
  distance?: number
  heartRate?: number
  cadence?: number
  power?: number
  speed?: number
}

export type XmlNode = Record<string, unknown>

/**
 * Bytes to text. Honours a UTF-16 byte order mark (some Windows tools write UTF-16 GPX);
 * everything else is read as UTF-8, which covers ASCII and ISO-8859-1 numbers and tags.
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes)
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes)
  return new TextDecoder('utf-8').decode(bytes)
}

/**
 * Parses XML into plain objects. Namespace prefixes are removed (`gpxtpx:hr` and `ns3:hr`
 * both read as `hr`), and entity processing is off so a DOCTYPE can't expand entities
 * ("billion laughs"). Returns the 1-based line of the first syntax error instead of throwing.
 */
export function parseXml(
  xml: string,
  arrayTags: ReadonlySet<string>
): { root: XmlNode } | { errorLine: number } {
  const validation = XMLValidator.validate(xml)
  if (validation !== true) return { errorLine: validation.err.line }
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    removeNSPrefix: true,
    processEntities: false,
    htmlEntities: false,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    ignoreDeclaration: true,
    ignorePiTags: true,
    isArray: (tagName) => arrayTags.has(tagName),
  })
  try {
    return { root: parser.parse(xml) as XmlNode }
  } catch {
    return { errorLine: 1 }
  }
}

/** The first child object under `key`, or undefined. */
export function child(node: unknown, key: string): XmlNode | undefined {
  if (!node || typeof node !== 'object') return undefined
  const value = (node as XmlNode)[key]
  const first = Array.isArray(value) ? value[0] : value
  return first && typeof first === 'object' ? (first as XmlNode) : undefined
}

/** All child objects under `key` (tags in `arrayTags` are always arrays). */
export function children(node: unknown, key: string): XmlNode[] {
  if (!node || typeof node !== 'object') return []
  const value = (node as XmlNode)[key]
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value]
  return list.filter((item): item is XmlNode => !!item && typeof item === 'object')
}

/** Text content of `node[key]` (a plain value, or `#text` of an element with attributes). */
export function text(node: unknown, key: string): string | undefined {
  if (!node || typeof node !== 'object') return undefined
  let value = (node as XmlNode)[key]
  if (Array.isArray(value)) value = value[0]
  if (value && typeof value === 'object') value = (value as XmlNode)['#text']
  if (typeof value === 'string') return value
  if (typeof value === 'number') return String(value)
  return undefined
}

export function numberAt(node: unknown, key: string): number | undefined {
  const raw = text(node, key)
  if (raw === undefined || raw.trim() === '') return undefined
  const value = Number(raw)
  return Number.isFinite(value) ? value : undefined
}

/** ISO 8601 time → Unix ms; undefined when missing or unreadable. */
export function timeAt(node: unknown, key: string): number | undefined {
  const raw = text(node, key)
  if (!raw) return undefined
  const ms = Date.parse(raw.trim())
  return Number.isFinite(ms) ? ms : undefined
}

const XML_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
}

/**
 * Names are read with entity processing off (see parseXml), so decode the five predefined
 * entities and numeric character references here, and nothing else.
 */
export function cleanName(raw: string | undefined): string | undefined {
  if (!raw) return undefined
  const decoded = raw
    .replace(/&(#x[0-9a-f]+|#[0-9]+|amp|lt|gt|quot|apos);/gi, (entity, code: string) => {
      const lower = code.toLowerCase()
      if (lower.startsWith('#x')) return safeCodePoint(Number.parseInt(lower.slice(2), 16), entity)
      if (lower.startsWith('#')) return safeCodePoint(Number.parseInt(lower.slice(1), 10), entity)
      return XML_ENTITIES[lower] ?? entity
    })
    .replace(/\s+/g, ' ')
    .trim()
  return decoded ? decoded.slice(0, 200) : undefined
}

function safeCodePoint(code: number, fallback: string): string {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback
}

/** Maps the free-text sport names of GPX `<type>` and TCX `Sport` to our Sport. */
export function sportFromText(raw: string | undefined): Sport | undefined {
  if (!raw) return undefined
  const value = raw.trim().toLowerCase()
  // Strava's GPX exports write its numeric activity type.
  const strava: Record<string, Sport> = { '1': 'ride', '4': 'hike', '9': 'run', '10': 'walk' }
  if (strava[value]) return strava[value]
  if (value.includes('trail')) return 'trail_run'
  if (value.includes('treadmill') || value.includes('indoor_running')) return 'treadmill'
  if (value.includes('run')) return 'run'
  if (value.includes('walk')) return 'walk'
  if (value.includes('hik')) return 'hike'
  if (/(bik|cycl|ride|biking)/.test(value)) return 'ride'
  if (value.includes('swim')) return 'swim'
  if (value.includes('strength') || value.includes('weight')) return 'strength'
  if (value === 'other') return 'other'
  return undefined
}

const EARTH_RADIUS_METERS = 6371008.8

/** Great-circle distance on the mean Earth sphere (IUGG mean radius), metres. */
export function haversineMeters(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const toRad = Math.PI / 180
  const dLat = (lat2 - lat1) * toRad
  const dLng = (lng2 - lng1) * toRad
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(a)))
}

/**
 * Sorts points by time (exports from some apps interleave segments) and drops repeated
 * timestamps, keeping the first, so that `time` strictly ascends.
 */
export function orderPoints(points: TrackPoint[]): TrackPoint[] {
  const sorted = points
    .map((point, index) => ({ point, index }))
    .sort((a, b) => a.point.timeMs - b.point.timeMs || a.index - b.index)
    .map(({ point }) => point)
  return sorted.filter((point, i) => i === 0 || point.timeMs > sorted[i - 1].timeMs)
}

const POINT_CHANNELS = [
  ['distance', 'distance'],
  ['heartRate', 'heartRate'],
  ['altitude', 'altitude'],
  ['lat', 'lat'],
  ['lng', 'lng'],
  ['cadence', 'cadence'],
  ['power', 'power'],
  ['speed', 'speed'],
] as const

/** Column streams from ordered points; a channel with no value at all is left out. */
export function streamsFromPoints(points: TrackPoint[], startMs: number): ActivityStreams {
  const streams: ActivityStreams = { time: points.map((p) => (p.timeMs - startMs) / 1000) }
  for (const [key, channel] of POINT_CHANNELS) {
    const values = points.map((p) => {
      const value = p[key]
      return value !== undefined && Number.isFinite(value) ? value : Number.NaN
    })
    if (values.some(Number.isFinite)) streams[channel] = values
  }
  return streams
}

/**
 * Cumulative distance along the track where the file gives none. Points without a position
 * add nothing and carry the last distance forward; before the first fix it is NaN.
 */
export function cumulativeDistance(points: TrackPoint[]): number[] {
  const distance: number[] = []
  let total = 0
  let previous: TrackPoint | undefined
  for (const point of points) {
    const hasFix = point.lat !== undefined && point.lng !== undefined
    if (hasFix && previous) {
      total += haversineMeters(previous.lat!, previous.lng!, point.lat!, point.lng!)
    }
    if (hasFix) previous = point
    distance.push(previous ? total : Number.NaN)
  }
  return distance
}

/**
 * Foot-sport cadence in GPX (`cad`) and TCX (`RunCadence`) from Garmin and Strava counts
 * one leg (strides/min, ~80-95 when running); we store steps/min. Files whose cadence is
 * already steps/min (median above 100: strides/min only pass 100 in a sprint, steps/min
 * fall below it only in a slow walk) are left alone.
 */
export function normalizeFootCadence(points: TrackPoint[]): void {
  const values = points
    .map((p) => p.cadence)
    .filter((c): c is number => c !== undefined && Number.isFinite(c) && c > 0)
    .sort((a, b) => a - b)
  if (values.length === 0) return
  const median = values[Math.floor(values.length / 2)]
  if (median > 100) return
  for (const point of points) {
    if (point.cadence !== undefined) point.cadence *= 2
  }
}

export function isValidLatLng(lat: number | undefined, lng: number | undefined): boolean {
  return (
    lat !== undefined &&
    lng !== undefined &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180 &&
    !(lat === 0 && lng === 0)
  )
}
