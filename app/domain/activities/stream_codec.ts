/*
 * Compact storage of ActivityStreams: one blob per activity instead of one row per sample.
 *
 * Layout (little-endian):
 *   0  4 bytes  magic "PWST"
 *   4  u8       format version (1)
 *   5  u8       reserved (0)
 *   6  u16      channel bitmap, bit k = STREAM_CHANNELS[k] present (bit 0, time, always set)
 *   8  u32      sample count n
 *  12  u32      CRC-32 of the uncompressed body
 *  16  …        body, raw DEFLATE (RFC 1951, fflate)
 * Body: one column of n 4-byte words per present channel, in STREAM_CHANNELS order, each
 * byte-shuffled (all first bytes, then all second bytes, …) so that DEFLATE sees the slowly
 * changing high bytes together (the "shuffle" filter of Blosc / HDF5).
 *
 * Integer columns store deltas modulo 2^32, ZigZag-mapped so small negative deltas have zero
 * high bytes. Columns and the precision a round trip keeps:
 * - time: milliseconds, Int32 deltas of Math.round(seconds × 1000); exact to 0.5 ms. Times must
 *   be finite and within ±24 days.
 * - lat, lng: Int32 of Math.round(degrees × 1e7) (about 1 cm), deltas modulo 2^32; NaN is
 *   stored as −2^31, which no coordinate within ±180° reaches.
 * - distance, heartRate, altitude, cadence, power, speed: when every finite value is exactly
 *   a multiple of 10^-k for some k in 0..3 (devices record whole bpm, cm, mm/s, 0.2 m …), Int32
 *   deltas of value × 10^k with NaN as −2^31: the round trip is exact. Otherwise Float32
 *   (Math.fround of each value, about 7 significant digits; NaN and ±Infinity kept), each
 *   word XORed with the previous one (Pelkonen et al. 2015, "Gorilla", VLDB 8:1816) so
 *   repeated values become zeros. The body starts with one mode byte per channel: 0 = Float32,
 *   1 + k = decimal scale k (time and lat/lng always write 0 and use their fixed scales).
 */
import { deflateSync, inflateSync } from 'fflate'
import type { ActivityStreams, StreamChannel } from '#domain/files/activity_file'
import { STREAM_CHANNELS } from '#domain/files/activity_file'

const MAGIC = [0x50, 0x57, 0x53, 0x54] // "PWST"
export const STREAM_CODEC_VERSION = 1
const HEADER_BYTES = 16
const NAN_COORDINATE = -0x80000000
const MAX_TIME_MS = 0x7fffffff
const MAX_DECIMALS = 3
const MAX_SCALED = 0x7fffffff

type ColumnKind = 'time' | 'coordinate' | 'float'

const KIND: Record<StreamChannel, ColumnKind> = {
  time: 'time',
  lat: 'coordinate',
  lng: 'coordinate',
  distance: 'float',
  heartRate: 'float',
  altitude: 'float',
  cadence: 'float',
  power: 'float',
  speed: 'float',
}

/** Thrown by decodeStreams for bytes that are not an intact encoded stream. */
export class StreamCodecError extends Error {
  constructor(message: string) {
    super(`Cannot decode activity streams: ${message}`)
    this.name = 'StreamCodecError'
  }
}

// CRC-32 (ISO 3309 / ITU-T V.42, reflected polynomial 0xEDB88320), as in gzip and PNG.
const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (let i = 0; i < bytes.length; i++) crc = CRC_TABLE[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

// ZigZag (Protocol Buffers encoding guide): signed 32-bit delta → unsigned, small stays small.
function zigzag(delta: number): number {
  const d = delta | 0
  return ((d << 1) ^ (d >> 31)) >>> 0
}
function unzigzag(word: number): number {
  return (word >>> 1) ^ -(word & 1)
}

function encodeColumn(kind: ColumnKind, mode: number, values: number[], words: Uint32Array) {
  const n = words.length
  if (kind === 'time') {
    let previous = 0
    for (let i = 0; i < n; i++) {
      const value = values[i]
      const ms = Math.round(value * 1000)
      if (!Number.isFinite(value) || Math.abs(ms) > MAX_TIME_MS) {
        throw new RangeError(`time[${i}] must be a finite number of seconds within ±24 days`)
      }
      words[i] = zigzag(ms - previous)
      previous = ms
    }
  } else if (kind === 'coordinate') {
    let previous = 0
    for (let i = 0; i < n; i++) {
      const value = values[i]
      let quantized = NAN_COORDINATE
      if (!Number.isNaN(value)) {
        if (!(Math.abs(value) <= 180)) throw new RangeError('lat/lng must be degrees within ±180')
        quantized = Math.round(value * 1e7)
      }
      words[i] = zigzag(quantized - previous)
      previous = quantized
    }
  } else if (mode > 0) {
    const factor = 10 ** (mode - 1)
    let previous = 0
    for (let i = 0; i < n; i++) {
      const value = values[i]
      const scaled = Number.isNaN(value) ? NAN_COORDINATE : Math.round(value * factor)
      words[i] = zigzag(scaled - previous)
      previous = scaled
    }
  } else {
    const floats = new Float32Array(n)
    for (let i = 0; i < n; i++) floats[i] = values[i]
    const bits = new Uint32Array(floats.buffer)
    let previous = 0
    for (let i = 0; i < n; i++) {
      words[i] = (bits[i] ^ previous) >>> 0
      previous = bits[i]
    }
  }
}

/** 1 + the smallest k ≤ 3 such that every finite value is exactly an integer / 10^k; else 0. */
function decimalMode(values: number[]): number {
  for (let k = 0; k <= MAX_DECIMALS; k++) {
    const factor = 10 ** k
    let exact = true
    for (let i = 0; i < values.length && exact; i++) {
      const value = values[i]
      if (Number.isNaN(value)) continue
      const scaled = Math.round(value * factor)
      exact = Math.abs(scaled) < MAX_SCALED && scaled / factor === value && !Object.is(value, -0)
    }
    if (exact) return k + 1
  }
  return 0
}

function decodeColumn(kind: ColumnKind, mode: number, words: Uint32Array): number[] {
  const n = words.length
  const out = new Array<number>(n)
  if (kind === 'time') {
    let ms = 0
    for (let i = 0; i < n; i++) {
      ms = (ms + unzigzag(words[i])) | 0
      out[i] = ms / 1000
    }
  } else if (kind === 'coordinate') {
    let quantized = 0
    for (let i = 0; i < n; i++) {
      quantized = (quantized + unzigzag(words[i])) | 0
      out[i] = quantized === NAN_COORDINATE ? Number.NaN : quantized / 1e7
    }
  } else if (mode > 0) {
    const factor = 10 ** (mode - 1)
    let scaled = 0
    for (let i = 0; i < n; i++) {
      scaled = (scaled + unzigzag(words[i])) | 0
      out[i] = scaled === NAN_COORDINATE ? Number.NaN : scaled / factor
    }
  } else {
    const bits = new Uint32Array(n)
    let previous = 0
    for (let i = 0; i < n; i++) {
      previous = (words[i] ^ previous) >>> 0
      bits[i] = previous
    }
    const floats = new Float32Array(bits.buffer)
    for (let i = 0; i < n; i++) out[i] = floats[i]
  }
  return out
}

/** Byte-shuffle n 4-byte words into target at offset (plane b holds every word's byte b). */
function shuffleInto(words: Uint32Array, target: Uint8Array, offset: number) {
  const n = words.length
  const bytes = new Uint8Array(words.buffer, words.byteOffset, n * 4)
  for (let i = 0; i < n; i++) {
    const source = i * 4
    target[offset + i] = bytes[source]
    target[offset + n + i] = bytes[source + 1]
    target[offset + 2 * n + i] = bytes[source + 2]
    target[offset + 3 * n + i] = bytes[source + 3]
  }
}

function unshuffle(source: Uint8Array, offset: number, n: number): Uint32Array {
  const words = new Uint32Array(n)
  const bytes = new Uint8Array(words.buffer)
  for (let i = 0; i < n; i++) {
    const target = i * 4
    bytes[target] = source[offset + i]
    bytes[target + 1] = source[offset + n + i]
    bytes[target + 2] = source[offset + 2 * n + i]
    bytes[target + 3] = source[offset + 3 * n + i]
  }
  return words
}

/** Little-endian check: typed-array words are read as bytes in platform order. */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1

export function encodeStreams(streams: ActivityStreams): Uint8Array {
  if (!LITTLE_ENDIAN) throw new Error('encodeStreams needs a little-endian platform')
  const n = streams.time.length
  const present = STREAM_CHANNELS.filter((channel) => streams[channel] !== undefined)
  for (const channel of present) {
    if (streams[channel]!.length !== n) {
      throw new RangeError(
        `Stream "${channel}" has ${streams[channel]!.length} samples, time has ${n}`
      )
    }
  }
  const columnsOffset = present.length
  const body = new Uint8Array(columnsOffset + present.length * n * 4)
  const words = new Uint32Array(n)
  present.forEach((channel, k) => {
    const kind = KIND[channel]
    const mode = kind === 'float' ? decimalMode(streams[channel]!) : 0
    body[k] = mode
    encodeColumn(kind, mode, streams[channel]!, words)
    shuffleInto(words, body, columnsOffset + k * n * 4)
  })

  const compressed = deflateSync(body, { level: 6 })
  const out = new Uint8Array(HEADER_BYTES + compressed.length)
  const view = new DataView(out.buffer)
  out.set(MAGIC, 0)
  view.setUint8(4, STREAM_CODEC_VERSION)
  view.setUint8(5, 0)
  let bitmap = 0
  for (const channel of present) bitmap |= 1 << STREAM_CHANNELS.indexOf(channel)
  view.setUint16(6, bitmap, true)
  view.setUint32(8, n, true)
  view.setUint32(12, crc32(body), true)
  out.set(compressed, HEADER_BYTES)
  return out
}

export function decodeStreams(bytes: Uint8Array): ActivityStreams {
  if (!LITTLE_ENDIAN) throw new Error('decodeStreams needs a little-endian platform')
  if (!(bytes instanceof Uint8Array) || bytes.length < HEADER_BYTES) {
    throw new StreamCodecError('too short to hold a header')
  }
  if (MAGIC.some((byte, i) => bytes[i] !== byte)) {
    throw new StreamCodecError('not an encoded stream (bad magic bytes)')
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const version = view.getUint8(4)
  if (version !== STREAM_CODEC_VERSION) {
    throw new StreamCodecError(`unsupported version ${version}`)
  }
  const bitmap = view.getUint16(6, true)
  const n = view.getUint32(8, true)
  const expectedCrc = view.getUint32(12, true)
  if (!(bitmap & 1) || bitmap >> STREAM_CHANNELS.length !== 0) {
    throw new StreamCodecError('bad channel bitmap')
  }
  const present = STREAM_CHANNELS.filter((_, k) => bitmap & (1 << k))
  const expectedLength = present.length + present.length * n * 4

  let body: Uint8Array
  try {
    body = inflateSync(bytes.subarray(HEADER_BYTES))
  } catch (error) {
    throw new StreamCodecError(`corrupt compressed body (${(error as Error).message})`)
  }
  if (body.length !== expectedLength) {
    throw new StreamCodecError(`body is ${body.length} bytes, header says ${expectedLength}`)
  }
  if (crc32(body) !== expectedCrc) throw new StreamCodecError('checksum mismatch')

  const streams: ActivityStreams = { time: [] }
  present.forEach((channel, k) => {
    const kind = KIND[channel]
    const mode = body[k]
    if (mode > MAX_DECIMALS + 1 || (kind !== 'float' && mode !== 0)) {
      throw new StreamCodecError(`bad column mode ${mode} for ${channel}`)
    }
    streams[channel] = decodeColumn(kind, mode, unshuffle(body, present.length + k * n * 4, n))
  })
  return streams
}
