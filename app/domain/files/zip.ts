/*
 * Extracts activity files (.fit, .gpx, .tcx and their .gz) from a ZIP archive, such as a
 * Strava bulk export (`activities/123.fit.gz`) or a folder of watch files zipped by hand.
 *
 * The archive is untrusted: sizes in its headers can lie (ZIP bombs) and names can point
 * outside any folder. So we read the central directory ourselves, decompress one entry at a
 * time with fflate's streaming inflater, count the real output and stop at the caps, and
 * reduce every name to a safe base name. Other files (CSV, photos, media) are skipped
 * silently and only counted in `skippedCount`.
 */
import { Gunzip, Inflate } from 'fflate'

export const MAX_ARCHIVE_FILES = 5_000
export const MAX_ARCHIVE_TOTAL_BYTES = 2 * 1024 ** 3
export const MAX_ARCHIVE_ENTRY_BYTES = 50 * 1000 * 1000
/**
 * Largest inflated/compressed ratio of one entry, and of an archive as a whole (see
 * docs/decisions/017-import-workers-and-caps.md): activity files compress 3-20x, bombs 1,000x.
 */
export const MAX_COMPRESSION_RATIO = 100
/** An entry may inflate to this much whatever its ratio (tiny files compress oddly). */
export const RATIO_FREE_ENTRY_BYTES = 1024 ** 2
/** An archive may inflate to this much in all whatever its ratio. */
export const RATIO_FREE_ARCHIVE_BYTES = 16 * 1024 ** 2

export interface ArchiveLimits {
  /** Activity files read at most; the rest are reported once in `errors`. */
  maxFiles?: number
  /** Decompressed bytes over all returned entries. */
  maxTotalBytes?: number
  /** Decompressed bytes per entry (after gunzip for `.gz` entries). */
  maxEntryBytes?: number
  /** Decompressed/compressed ratio per entry and over the archive. */
  maxRatio?: number
}

export interface ArchiveEntry {
  /** Safe base name, `.gz` removed when it was gunzipped (e.g. `123.fit`). */
  name: string
  bytes: Uint8Array
}

export interface ArchiveResult {
  entries: ArchiveEntry[]
  /** Activity files that could not be extracted, with the reason. */
  rejected: { name: string; error: string }[]
  /** Problems with the archive as a whole (damaged, over the caps). */
  errors: string[]
  /** Files that are not activity files (photos, CSV...), skipped on purpose. */
  skippedCount: number
}

const ACTIVITY_EXTENSION = /\.(fit|gpx|tcx)(\.gz)?$/i
/** Compressed input fed to the inflater per step: bounds the output of one step (~1:1032). */
const INFLATE_STEP_BYTES = 8 * 1024

export class SizeLimitError extends Error {}

function megabytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${bytes / 1024 ** 3} GiB`
  if (bytes % 1024 ** 2 === 0) return `${bytes / 1024 ** 2} MiB`
  return `${Math.round(bytes / 1e6)} MB`
}

/**
 * Decompresses DEFLATE (`raw`) or gzip data step by step, throwing SizeLimitError as soon as
 * the output passes `maxBytes`, so a lying header or a bomb never allocates more than
 * about maxBytes + 8 MB.
 */
export function inflateCapped(data: Uint8Array, format: 'raw' | 'gzip', maxBytes: number) {
  const chunks: Uint8Array[] = []
  let total = 0
  const onData = (chunk: Uint8Array) => {
    total += chunk.length
    if (total > maxBytes) throw new SizeLimitError(`larger than ${megabytes(maxBytes)}`)
    chunks.push(chunk)
  }
  const stream = format === 'gzip' ? new Gunzip(onData) : new Inflate(onData)
  if (data.length === 0) stream.push(data, true)
  for (let offset = 0; offset < data.length; offset += INFLATE_STEP_BYTES) {
    const end = Math.min(offset + INFLATE_STEP_BYTES, data.length)
    stream.push(data.subarray(offset, end), end === data.length)
  }
  const out = new Uint8Array(total)
  let position = 0
  for (const chunk of chunks) {
    out.set(chunk, position)
    position += chunk.length
  }
  return out
}

export function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 3 && bytes[0] === 0x1f && bytes[1] === 0x8b && bytes[2] === 8
}

export interface CentralEntry {
  rawName: string
  method: number
  flags: number
  compressedSize: number
  size: number
  localHeaderOffset: number
}

class ZipFormatError extends Error {}

function u16(b: Uint8Array, i: number) {
  return b[i] | (b[i + 1] << 8)
}
function u32(b: Uint8Array, i: number) {
  return (b[i] | (b[i + 1] << 8) | (b[i + 2] << 16)) + b[i + 3] * 0x1000000
}
function u64(b: Uint8Array, i: number) {
  return u32(b, i) + u32(b, i + 4) * 0x100000000
}

/** Reads the central directory (ZIP64 aware), the one place where names and sizes live. */
function readCentralDirectory(b: Uint8Array): CentralEntry[] {
  let eocd = -1
  for (let i = b.length - 22; i >= 0 && i >= b.length - 22 - 0xffff; i--) {
    if (u32(b, i) === 0x06054b50) {
      eocd = i
      break
    }
  }
  if (eocd < 0) throw new ZipFormatError('no end of central directory')
  let count = u16(b, eocd + 10)
  let offset = u32(b, eocd + 16)
  if (eocd >= 20 && u32(b, eocd - 20) === 0x07064b50) {
    const zip64 = u64(b, eocd - 12)
    if (zip64 + 56 <= b.length && u32(b, zip64) === 0x06064b50) {
      count = u64(b, zip64 + 32)
      offset = u64(b, zip64 + 48)
    }
  }
  const entries: CentralEntry[] = []
  const decoder = new TextDecoder('utf-8')
  for (let i = 0; i < count; i++) {
    if (offset + 46 > b.length || u32(b, offset) !== 0x02014b50) {
      throw new ZipFormatError('bad central directory record')
    }
    const nameLength = u16(b, offset + 28)
    const extraLength = u16(b, offset + 30)
    const commentLength = u16(b, offset + 32)
    const nameStart = offset + 46
    if (nameStart + nameLength + extraLength > b.length) {
      throw new ZipFormatError('bad central directory record')
    }
    const entry: CentralEntry = {
      rawName: decoder.decode(b.subarray(nameStart, nameStart + nameLength)),
      flags: u16(b, offset + 8),
      method: u16(b, offset + 10),
      compressedSize: u32(b, offset + 20),
      size: u32(b, offset + 24),
      localHeaderOffset: u32(b, offset + 42),
    }
    readZip64Extra(b, nameStart + nameLength, extraLength, entry)
    entries.push(entry)
    offset = nameStart + nameLength + extraLength + commentLength
  }
  return entries
}

/** ZIP64 extra field: the 64-bit values of the fields whose 32-bit value is 0xFFFFFFFF. */
function readZip64Extra(b: Uint8Array, start: number, length: number, entry: CentralEntry) {
  for (let i = start; i + 4 <= start + length;) {
    const id = u16(b, i)
    const size = u16(b, i + 2)
    if (id === 0x0001) {
      let p = i + 4
      if (entry.size === 0xffffffff && p + 8 <= i + 4 + size) {
        entry.size = u64(b, p)
        p += 8
      }
      if (entry.compressedSize === 0xffffffff && p + 8 <= i + 4 + size) {
        entry.compressedSize = u64(b, p)
        p += 8
      }
      if (entry.localHeaderOffset === 0xffffffff && p + 8 <= i + 4 + size) {
        entry.localHeaderOffset = u64(b, p)
      }
    }
    i += 4 + size
  }
}

function compressedData(b: Uint8Array, entry: CentralEntry): Uint8Array {
  const local = entry.localHeaderOffset
  if (local + 30 > b.length || u32(b, local) !== 0x04034b50) {
    throw new ZipFormatError('bad local header')
  }
  const start = local + 30 + u16(b, local + 26) + u16(b, local + 28)
  const end = start + entry.compressedSize
  if (end > b.length) throw new ZipFormatError('entry data runs past the end of the archive')
  return b.subarray(start, end)
}

/**
 * Why an entry name is unsafe, or undefined. We never write these names to disk, but a
 * traversal name is a sign of a hostile archive and the user should see it was refused.
 */
function unsafeNameReason(name: string): string | undefined {
  if (name.includes('\\')) return 'The file name contains a backslash.'
  if (name.startsWith('/') || /^[a-z]:/i.test(name)) return 'The file name is an absolute path.'
  if (name.split('/').includes('..')) return 'The file name points outside the archive (..).'
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(name)) return 'The file name contains control characters.'
  return undefined
}

function isSkippedPath(name: string): boolean {
  const segments = name.split('/')
  const base = segments[segments.length - 1]
  return (
    name.endsWith('/') ||
    segments.some((segment) => segment === '__MACOSX') ||
    base.startsWith('.') ||
    base === ''
  )
}

function uniqueName(base: string, taken: Set<string>): string {
  let name = base
  const dot = base.indexOf('.')
  for (let n = 2; taken.has(name.toLowerCase()); n++) {
    name = dot > 0 ? `${base.slice(0, dot)} (${n})${base.slice(dot)}` : `${base} (${n})`
  }
  taken.add(name.toLowerCase())
  return name
}

/** An activity file of an archive, found in its directory and not yet inflated. */
export interface ListedEntry {
  /** Safe base name, `.gz` removed (e.g. `123.fit`), unique within the archive. */
  name: string
  gzipped: boolean
  entry: CentralEntry
}

export interface ArchiveListing {
  entries: ListedEntry[]
  /** Activity files refused from the directory alone (unsafe name, encrypted...). */
  rejected: { name: string; error: string }[]
  /** Problems with the archive as a whole (damaged, too many files). */
  errors: string[]
  skippedCount: number
  /** Most bytes the archive may inflate to in all: its ratio cap. */
  maxTotalBytes: number
}

/**
 * Reads an archive's directory without inflating anything: the activity files to extract
 * one by one with `extractEntry`, those refused by name or header, and the archive's cap.
 */
export function listArchive(bytes: Uint8Array, limits: ArchiveLimits = {}): ArchiveListing {
  const maxFiles = limits.maxFiles ?? MAX_ARCHIVE_FILES
  const maxEntryBytes = limits.maxEntryBytes ?? MAX_ARCHIVE_ENTRY_BYTES
  const maxRatio = limits.maxRatio ?? MAX_COMPRESSION_RATIO
  const result: ArchiveListing = {
    entries: [],
    rejected: [],
    errors: [],
    skippedCount: 0,
    maxTotalBytes: Math.min(
      limits.maxTotalBytes ?? MAX_ARCHIVE_TOTAL_BYTES,
      Math.max(RATIO_FREE_ARCHIVE_BYTES, maxRatio * bytes.length)
    ),
  }

  let central: CentralEntry[]
  try {
    central = readCentralDirectory(bytes)
  } catch {
    result.errors.push('The ZIP archive is damaged or incomplete.')
    return result
  }

  const taken = new Set<string>()
  for (const entry of central) {
    const rawName = entry.rawName
    if (isSkippedPath(rawName)) continue
    const displayName = rawName.slice(0, 200)
    const unsafe = unsafeNameReason(rawName)
    if (unsafe) {
      result.rejected.push({ name: displayName, error: unsafe })
      continue
    }
    const base = rawName.split('/').pop()!
    if (!ACTIVITY_EXTENSION.test(base)) {
      result.skippedCount++
      continue
    }
    if (result.entries.length + result.rejected.length >= maxFiles) {
      result.errors.push(
        `The archive has more than ${maxFiles.toLocaleString('en-US')} activity files; only the first ${maxFiles.toLocaleString('en-US')} were read.`
      )
      break
    }
    const reject = (error: string) => result.rejected.push({ name: displayName, error })
    if (entry.flags & 1) {
      reject('The file is encrypted.')
      continue
    }
    if (entry.method !== 0 && entry.method !== 8) {
      reject('The file uses an unsupported compression method.')
      continue
    }
    // The header's size is only a first filter; the real size is enforced while inflating.
    // (A .gz entry's header gives the compressed size, so it is capped again after gunzip.)
    if (entry.size > maxEntryBytes) {
      reject(`The file is larger than ${megabytes(maxEntryBytes)} uncompressed.`)
      continue
    }
    if (entry.size > Math.max(RATIO_FREE_ENTRY_BYTES, maxRatio * entry.compressedSize)) {
      reject(ratioError(maxRatio))
      continue
    }
    const gzipped = /\.gz$/i.test(base)
    result.entries.push({
      name: uniqueName(gzipped ? base.slice(0, -3) : base, taken),
      gzipped,
      entry,
    })
  }
  return result
}

export interface EntryLimits {
  /** The per-entry cap (MAX_ARCHIVE_ENTRY_BYTES). */
  maxEntryBytes?: number
  /** What is left of the archive's (or request's) total... */
  remainingBytes: number
  /** ...and that total, for the message. */
  maxTotalBytes: number
  maxRatio?: number
}

function ratioError(maxRatio: number) {
  return `The file was refused: it expands more than ${maxRatio} times when decompressed, which activity files never do (a "ZIP bomb").`
}

/** Why `extractEntry` stopped: each cause has its own message for the user. */
export type EntryFailure =
  | { kind: 'too_large'; error: string }
  | { kind: 'ratio'; error: string }
  | { kind: 'total'; error: string }
  | { kind: 'damaged'; error: string }

/**
 * Inflates one listed entry (and gunzips a `.gz` one), stopping as soon as the output passes
 * the smallest of: the per-entry cap, what is left of the total, and `maxRatio` times the
 * entry's compressed size (at least RATIO_FREE_ENTRY_BYTES). Never holds more than this entry.
 */
export function extractEntry(
  archive: Uint8Array,
  listed: ListedEntry,
  limits: EntryLimits
): { bytes: Uint8Array } | { failure: EntryFailure } {
  const maxEntryBytes = limits.maxEntryBytes ?? MAX_ARCHIVE_ENTRY_BYTES
  const maxRatio = limits.maxRatio ?? MAX_COMPRESSION_RATIO
  const { entry, gzipped } = listed
  const ratioCap = Math.max(RATIO_FREE_ENTRY_BYTES, maxRatio * entry.compressedSize)
  const cap = Math.min(maxEntryBytes, limits.remainingBytes, ratioCap)
  try {
    const raw = compressedData(archive, entry)
    let data = entry.method === 0 ? raw.slice() : inflateCapped(raw, 'raw', cap)
    if (data.length > cap) throw new SizeLimitError('too large')
    if (gzipped) data = inflateCapped(data, 'gzip', cap)
    return { bytes: data }
  } catch (error) {
    if (!(error instanceof SizeLimitError)) {
      return {
        failure: { kind: 'damaged', error: 'The file is damaged and could not be decompressed.' },
      }
    }
    if (cap === limits.remainingBytes && cap < maxEntryBytes && cap < ratioCap) {
      return {
        failure: {
          kind: 'total',
          error: `The archive holds more than ${megabytes(limits.maxTotalBytes)} of files uncompressed; the rest was not read.`,
        },
      }
    }
    if (cap === ratioCap && ratioCap < maxEntryBytes) {
      return {
        failure: {
          kind: 'ratio',
          error: ratioError(maxRatio),
        },
      }
    }
    return {
      failure: {
        kind: 'too_large',
        error: `The file is larger than ${megabytes(maxEntryBytes)} uncompressed.`,
      },
    }
  }
}

/**
 * Every activity file of an archive at once (listArchive + extractEntry). Holds all entries
 * in memory: the app extracts entry by entry instead; this stays for tools and tests.
 */
export function extractArchive(bytes: Uint8Array, limits: ArchiveLimits = {}): ArchiveResult {
  const listing = listArchive(bytes, limits)
  const result: ArchiveResult = {
    entries: [],
    rejected: [...listing.rejected],
    errors: [],
    skippedCount: listing.skippedCount,
  }
  let remaining = listing.maxTotalBytes
  for (const listed of listing.entries) {
    const extracted = extractEntry(bytes, listed, {
      ...limits,
      remainingBytes: remaining,
      maxTotalBytes: listing.maxTotalBytes,
    })
    if ('failure' in extracted) {
      if (extracted.failure.kind === 'total') {
        result.errors.push(extracted.failure.error)
        break
      }
      result.rejected.push({
        name: listed.entry.rawName.slice(0, 200),
        error: extracted.failure.error,
      })
      continue
    }
    remaining -= extracted.bytes.length
    result.entries.push({ name: listed.name, bytes: extracted.bytes })
  }
  result.errors.push(...listing.errors)
  return result
}
