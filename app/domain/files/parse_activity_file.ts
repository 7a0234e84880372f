/*
 * One entry point for an uploaded activity file: sniffs the bytes (never trusting the name),
 * gunzips `.gz` uploads with a size cap, and hands the bytes to the FIT, GPX or TCX parser.
 * Never throws: every failure is a ParseResult with a message for the user.
 */
import type { ParseResult } from '#domain/files/activity_file'
import { parseFit } from '#domain/files/fit'
import { parseGpx } from '#domain/files/gpx'
import { parseTcx } from '#domain/files/tcx'
import { SizeLimitError, inflateCapped, isGzip } from '#domain/files/zip'

/** Largest single activity file accepted (a 6-hour TCX is about 10 MB), after gunzip too. */
export const MAX_ACTIVITY_FILE_BYTES = 25 * 1000 * 1000

const fail = (error: string): ParseResult => ({ activity: null, errors: [error] })

export function isZip(bytes: Uint8Array): boolean {
  // Local file header, or the end-of-central-directory record of an empty archive.
  return (
    bytes.length >= 4 &&
    bytes[0] === 0x50 &&
    bytes[1] === 0x4b &&
    ((bytes[2] === 3 && bytes[3] === 4) || (bytes[2] === 5 && bytes[3] === 6))
  )
}

export function isFitHeader(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 12 &&
    bytes[8] === 0x2e && // .
    bytes[9] === 0x46 && // F
    bytes[10] === 0x49 && // I
    bytes[11] === 0x54 // T
  )
}

/**
 * The local name of the XML root element (`gpx`, `TrainingCenterDatabase`), read from the
 * first few kilobytes after the declaration, comments and DOCTYPE; undefined if not XML.
 */
export function xmlRootName(bytes: Uint8Array): string | undefined {
  let head: string
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    head = new TextDecoder('utf-16le').decode(bytes.subarray(0, 8192))
  } else if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    head = new TextDecoder('utf-16be').decode(bytes.subarray(0, 8192))
  } else {
    head = new TextDecoder('utf-8').decode(bytes.subarray(0, 8192))
  }
  head = head
    .replace(/^\uFEFF/, '')
    .replace(/<\?[\s\S]*?\?>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/i, '')
    .trimStart()
  const match = /^<(?:[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)[\s>/]/.exec(head)
  return match?.[1]
}

/** A short guess at what a non-activity file is, for the error message. */
function describeOther(bytes: Uint8Array): string | undefined {
  const ascii = new TextDecoder('latin1').decode(bytes.subarray(0, 16))
  if (ascii.startsWith('%PDF')) return 'a PDF'
  if (isZip(bytes)) return 'a ZIP archive; upload it as an archive instead'
  if (ascii.startsWith('\x89PNG') || ascii.startsWith('\xff\xd8\xff') || ascii.startsWith('GIF8')) {
    return 'an image'
  }
  if (ascii.startsWith('RIFF') || ascii.slice(4, 8) === 'ftyp') return 'a video or audio file'
  const start = new TextDecoder('utf-8').decode(bytes.subarray(0, 512)).trimStart().toLowerCase()
  if (start.startsWith('<!doctype html') || start.startsWith('<html')) return 'a web page'
  if (start.startsWith('{') || start.startsWith('[')) return 'a JSON file'
  const root = xmlRootName(bytes)
  if (root) return `an XML file of another kind (<${root}>)`
  return undefined
}

function extensionOf(fileName: string): string {
  const match = /\.([a-z0-9]+)(\.gz)?$/i.exec(fileName.trim())
  return match ? match[1].toLowerCase() : ''
}

function sniffAndParse(bytes: Uint8Array, fileName: string, gunzipped: boolean): ParseResult {
  if (bytes.length === 0) return fail('The file is empty.')
  if (isGzip(bytes)) {
    if (gunzipped) return fail('This file is compressed twice, which is not supported.')
    let inflated: Uint8Array
    try {
      inflated = inflateCapped(bytes, 'gzip', MAX_ACTIVITY_FILE_BYTES)
    } catch (error) {
      return fail(
        error instanceof SizeLimitError
          ? `The file is larger than ${MAX_ACTIVITY_FILE_BYTES / 1e6} MB uncompressed.`
          : 'The compressed (.gz) file is damaged.'
      )
    }
    return sniffAndParse(inflated, fileName, true)
  }
  if (isFitHeader(bytes)) return parseFit(bytes)
  const root = xmlRootName(bytes)
  if (root === 'gpx') return parseGpx(bytes)
  if (root === 'TrainingCenterDatabase') return parseTcx(bytes)

  const extension = extensionOf(fileName)
  const what = describeOther(bytes)
  if (!what && ['fit', 'gpx', 'tcx'].includes(extension)) {
    return fail(
      `This file is named .${extension} but its content is not a ${extension.toUpperCase()} file.`
    )
  }
  return fail(
    what
      ? `This file is not a FIT, GPX or TCX activity (it looks like ${what}).`
      : 'This file is not a FIT, GPX or TCX activity.'
  )
}

/** Parses an uploaded activity file of any supported format. `fileName` only shapes messages. */
export function parseActivityFile(bytes: Uint8Array, fileName: string): ParseResult {
  if (bytes.length > MAX_ACTIVITY_FILE_BYTES) {
    return fail(`The file is larger than ${MAX_ACTIVITY_FILE_BYTES / 1e6} MB.`)
  }
  try {
    const result = sniffAndParse(bytes, fileName, false)
    if (result.activity && result.activity.streams.time.length === 0) {
      return fail('The file has no recorded samples.')
    }
    return result
  } catch {
    // The parsers are written not to throw; this is the last line of defence.
    return fail('The file could not be read.')
  }
}
