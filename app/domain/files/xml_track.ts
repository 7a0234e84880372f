/*
 * What the GPX and TCX parsers share: one streaming pass over the XML with saxes (no
 * document tree, see docs/decisions/021-streaming-gpx-and-tcx.md), reading numbers and
 * times, mapping sport names, and turning a list of track points into the column streams
 * of ActivityStreams.
 */
import { SaxesParser, type SaxesTagPlain } from 'saxes'
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

/**
 * What a format parser does with the elements, in document order. Names are local names:
 * the namespace prefix is dropped (`gpxtpx:hr` and `ns3:hr` both read as `hr`). `depth` is
 * the element's depth, the root's being 0.
 */
export interface XmlVisitor {
  open(name: string, attributes: Readonly<Record<string, string>>, depth: number): void
  /** `text` is the element's text (trimmed, at most MAX_TEXT_CHARS) when it has no child. */
  close(name: string, text: string, depth: number): void
  /** True once the visitor has seen enough (e.g. the root is of another kind). */
  done?(): boolean
}

export type XmlScanResult = { ok: true } | { ok: false; reason: 'syntax' | 'depth'; line: number }

/** Real files nest 9 elements deep at most (TCX's TPX values). */
export const MAX_XML_DEPTH = 64
/** Longer text is cut: numbers, times and names are short. */
export const MAX_TEXT_CHARS = 4096
const CHUNK_BYTES = 64 * 1024

/**
 * Bytes to text, a chunk at a time. Honours a UTF-16 byte order mark (some Windows tools
 * write UTF-16 GPX); everything else is read as UTF-8, which covers ASCII and ISO-8859-1
 * numbers and tags. A bad byte becomes U+FFFD.
 */
export function decoderFor(bytes: Uint8Array) {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le')
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be')
  return new TextDecoder('utf-8')
}

const localName = (name: string) => {
  const colon = name.indexOf(':')
  return colon < 0 ? name : name.slice(colon + 1)
}

/**
 * Reads the XML once, calling the visitor for each element, without building a document.
 * saxes checks well-formedness; it never expands a DOCTYPE's entities (it does not read
 * DTDs), so a reference to one stays as its literal text (`&lol3;`) and is not an error.
 * The predefined entities and character references are decoded. Never throws: a syntax
 * error, or nesting deeper than MAX_XML_DEPTH, is returned with its 1-based line.
 */
export function scanXml(bytes: Uint8Array, visitor: XmlVisitor): XmlScanResult {
  const parser = new SaxesParser({})
  let failure: XmlScanResult | undefined
  let depth = -1
  let text = ''
  let leaf = false
  parser.on('error', (error) => {
    if (failure) return
    // Entities declared in a DOCTYPE are not expanded; their references are kept as text.
    if (error.message.endsWith('undefined entity.')) return
    failure = { ok: false, reason: 'syntax', line: parser.line }
  })
  parser.on('opentag', (tag: SaxesTagPlain) => {
    depth++
    if (depth >= MAX_XML_DEPTH) {
      failure ??= { ok: false, reason: 'depth', line: parser.line }
      return
    }
    text = ''
    leaf = true
    visitor.open(localName(tag.name), tag.attributes as Record<string, string>, depth)
  })
  const onText = (data: string) => {
    if (leaf && text.length < MAX_TEXT_CHARS) text += data.slice(0, MAX_TEXT_CHARS - text.length)
  }
  parser.on('text', onText)
  parser.on('cdata', onText)
  parser.on('closetag', (tag: SaxesTagPlain) => {
    if (depth < MAX_XML_DEPTH) visitor.close(localName(tag.name), leaf ? text.trim() : '', depth)
    leaf = false
    text = ''
    depth--
  })

  try {
    const decoder = decoderFor(bytes)
    for (let offset = 0; offset < bytes.length && !failure; offset += CHUNK_BYTES) {
      if (visitor.done?.()) return { ok: true }
      const chunk = bytes.subarray(offset, offset + CHUNK_BYTES)
      parser.write(decoder.decode(chunk, { stream: offset + CHUNK_BYTES < bytes.length }))
    }
    if (!failure && !visitor.done?.()) parser.close()
  } catch {
    failure ??= { ok: false, reason: 'syntax', line: parser.line }
  }
  return failure ?? { ok: true }
}

/** A finite number from element or attribute text; undefined when missing or unreadable. */
export function parseNumber(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined
  const value = Number(raw)
  // Number('') and Number(' ') are 0: empty text is no value.
  if (value === 0 && raw.trim() === '') return undefined
  return Number.isFinite(value) ? value : undefined
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

/**
 * The two forms devices write, `2026-03-01T07:00:00Z` and `2026-03-01T07:00:00.000Z`, read
 * digit by digit (Date.parse is several times slower); NaN for anything else or any value
 * out of range, which parseTime then leaves to Date.parse.
 */
export function utcTimeMs(text: string): number {
  const length = text.length
  if (length !== 20 && length !== 24) return Number.NaN
  if (
    text.charCodeAt(4) !== 45 || // -
    text.charCodeAt(7) !== 45 ||
    text.charCodeAt(10) !== 84 || // T
    text.charCodeAt(13) !== 58 || // :
    text.charCodeAt(16) !== 58 ||
    text.charCodeAt(length - 1) !== 90 // Z
  ) {
    return Number.NaN
  }
  const digit = (at: number) => {
    const value = text.charCodeAt(at) - 48
    return value >= 0 && value <= 9 ? value : Number.NaN
  }
  const year = digit(0) * 1000 + digit(1) * 100 + digit(2) * 10 + digit(3)
  const month = digit(5) * 10 + digit(6)
  const day = digit(8) * 10 + digit(9)
  const hour = digit(11) * 10 + digit(12)
  const minute = digit(14) * 10 + digit(15)
  const second = digit(17) * 10 + digit(18)
  let ms = 0
  if (length === 24) {
    if (text.charCodeAt(19) !== 46) return Number.NaN // .
    ms = digit(20) * 100 + digit(21) * 10 + digit(22)
  }
  // NaN fails every comparison; years before 1970 are left to Date.parse as well.
  if (!(year >= 1970 && month >= 1 && month <= 12 && hour <= 23 && minute <= 59)) {
    return Number.NaN
  }
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
  const days = month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]
  if (!(day >= 1 && day <= days && second <= 59 && ms >= 0)) return Number.NaN
  return Date.UTC(year, month - 1, day, hour, minute, second, ms)
}

/** ISO 8601 time → Unix ms; undefined when missing or unreadable. */
export function parseTime(raw: string | undefined): number | undefined {
  if (!raw) return undefined
  const fast = utcTimeMs(raw)
  if (!Number.isNaN(fast)) return fast
  const ms = Date.parse(raw.trim())
  return Number.isFinite(ms) ? ms : undefined
}

/**
 * A name for display: entities are already decoded by the scanner (references to DOCTYPE
 * entities stay literal), so only whitespace is folded and the length capped.
 */
export function cleanName(raw: string | undefined): string | undefined {
  if (!raw) return undefined
  const folded = raw.replace(/\s+/g, ' ').trim()
  return folded ? folded.slice(0, 200) : undefined
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
  let ascending = true
  for (let i = 1; i < points.length && ascending; i++) {
    ascending = points[i].timeMs > points[i - 1].timeMs
  }
  // Recorded files are in order: nothing to sort or drop.
  if (ascending) return points
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
