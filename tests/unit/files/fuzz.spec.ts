import { test } from '@japa/runner'
import { CrcCalculator } from '@garmin/fitsdk'
import type { ParseResult } from '#domain/files/activity_file'
import { STREAM_CHANNELS } from '#domain/files/activity_file'
import { encodeFitActivity } from '#domain/files/fit_encode'
import { parseFit } from '#domain/files/fit'
import { parseGpx } from '#domain/files/gpx'
import { parseTcx } from '#domain/files/tcx'
import { parseActivityFile } from '#domain/files/parse_activity_file'
import { fixture, syntheticActivity } from '#tests/unit/files/helpers'
import { mulberry32 } from '#database/demo/prng'

function mutate(source: Uint8Array, random: () => number): Uint8Array {
  const int = (n: number) => Math.floor(random() * n)
  let bytes = source.slice()
  const steps = 1 + int(4)
  for (let s = 0; s < steps; s++) {
    const kind = int(5)
    if (kind === 0) {
      for (let k = 0, n = 1 + int(8); k < n && bytes.length > 0; k++)
        bytes[int(bytes.length)] = int(256)
    } else if (kind === 1) {
      bytes = bytes.slice(0, int(bytes.length + 1))
    } else if (kind === 2) {
      const at = int(bytes.length + 1)
      const insert = Uint8Array.from({ length: 1 + int(16) }, () => int(256))
      bytes = Uint8Array.from([...bytes.subarray(0, at), ...insert, ...bytes.subarray(at)])
    } else if (kind === 3) {
      const at = int(bytes.length + 1)
      bytes = Uint8Array.from([...bytes.subarray(0, at), ...bytes.subarray(at + 1 + int(32))])
    } else {
      // Flip a digit or a character that matters to XML and number parsing.
      const specials = [0x3c, 0x3e, 0x2f, 0x2d, 0x2e, 0x30, 0x39, 0x45, 0x22, 0x26]
      if (bytes.length > 0) bytes[int(bytes.length)] = specials[int(specials.length)]
    }
  }
  return bytes
}

/** Rewrites a FIT header's data size and both CRCs, so mutations reach the decoder. */
function fixFitChecks(bytes: Uint8Array): Uint8Array {
  if (bytes.length < 16 || bytes[0] !== 14) return bytes
  const out = bytes.slice()
  const view = new DataView(out.buffer)
  view.setUint32(4, out.length - 16, true)
  view.setUint16(12, CrcCalculator.calculateCRC(out, 0, 12), true)
  view.setUint16(out.length - 2, CrcCalculator.calculateCRC(out, 0, out.length - 2), true)
  return out
}

function checkInvariant(result: ParseResult): string | undefined {
  if (!result.activity) return result.errors.length > 0 ? undefined : 'null activity, no errors'
  const { streams, startTime } = result.activity
  if (Number.isNaN(Date.parse(startTime))) return `bad startTime ${startTime}`
  const time = streams.time
  if (time.length === 0) return 'empty time'
  for (let i = 0; i < time.length; i++) {
    if (!Number.isFinite(time[i])) return `time[${i}] not finite`
    if (i > 0 && !(time[i] > time[i - 1])) return `time not ascending at ${i}`
  }
  for (const channel of STREAM_CHANNELS) {
    const values = streams[channel]
    if (values && values.length !== time.length) return `${channel} length differs`
  }
  return undefined
}

test.group('Parsers under fuzzing', () => {
  test('1,000 mutated FIT, GPX and TCX files never throw and keep the contract', ({ assert }) => {
    const fit = encodeFitActivity(syntheticActivity(60))
    const sources: [string, Uint8Array, (bytes: Uint8Array) => ParseResult][] = [
      ['fit', fit, parseFit],
      ['fit+crc', fit, (b) => parseFit(fixFitChecks(b))],
      ['gpx', fixture('garmin_connect_run.gpx'), parseGpx],
      ['gpx', fixture('strava_run.gpx'), parseGpx],
      ['tcx', fixture('garmin_run.tcx'), parseTcx],
      ['tcx', fixture('strava_ride.tcx'), parseTcx],
    ]
    const random = mulberry32(20260301)
    const failures: string[] = []
    let accepted = 0
    for (let i = 0; i < 1000; i++) {
      const [label, source, parse] = sources[i % sources.length]
      const bytes = mutate(source, random)
      for (const [how, run] of [
        [label, () => parse(bytes)],
        ['any', () => parseActivityFile(bytes, `fuzz.${label.slice(0, 3)}`)],
      ] as const) {
        try {
          const result = run()
          const problem = checkInvariant(result)
          if (problem) failures.push(`#${i} ${how}: ${problem}`)
          if (result.activity) accepted++
        } catch (error) {
          failures.push(`#${i} ${how}: threw ${(error as Error).message}`)
        }
      }
    }
    assert.deepEqual(failures.slice(0, 10), [])
    // Many mutations still leave a readable activity: the fuzzing reaches the parsers' depths.
    assert.isAbove(accepted, 100)
  })
})
