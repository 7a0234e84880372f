import { test } from '@japa/runner'
import fc from 'fast-check'
import type { ActivityStreams } from '#domain/files/activity_file'
import { STREAM_CHANNELS } from '#domain/files/activity_file'
import { StreamCodecError, decodeStreams, encodeStreams } from '#domain/activities/stream_codec'
import { longRun } from './synthetic.js'

/** What a round trip keeps: time to 1 ms, lat/lng to 1e-7°, others exactly or as Float32. */
function expected(channel: string, value: number): number {
  if (Number.isNaN(value)) return value
  if (channel === 'time') return Math.round(value * 1000) / 1000
  if (channel === 'lat' || channel === 'lng') return Math.round(value * 1e7) / 1e7
  return value
}

function assertRoundTrip(streams: ActivityStreams, decoded: ActivityStreams) {
  for (const channel of STREAM_CHANNELS) {
    const source = streams[channel]
    const out = decoded[channel]
    if (!source) {
      if (out !== undefined) throw new Error(`${channel} appeared`)
      continue
    }
    if (!out || out.length !== source.length) throw new Error(`${channel} length differs`)
    source.forEach((value, i) => {
      const want = expected(channel, value)
      const got = out[i]
      const ok =
        (Number.isNaN(want) && Number.isNaN(got)) ||
        got === want ||
        got === Math.fround(value) || // Float32 columns
        Math.abs(got - want) <= 1e-9 * Math.max(1, Math.abs(want))
      if (!ok) throw new Error(`${channel}[${i}]: ${value} → ${got}`)
    })
  }
}

const sample = fc.oneof(
  { weight: 6, arbitrary: fc.double({ min: -1e6, max: 1e6, noNaN: true }) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 250 }) },
  { weight: 1, arbitrary: fc.constant(Number.NaN) }
)
const coordinate = fc.oneof(
  { weight: 6, arbitrary: fc.double({ min: -180, max: 180, noNaN: true }) },
  { weight: 1, arbitrary: fc.constant(Number.NaN) }
)

const arbitraryStreams = fc
  .record({
    steps: fc.array(fc.double({ min: 0, max: 100, noNaN: true }), { maxLength: 300 }),
    channels: fc.subarray(STREAM_CHANNELS.filter((c) => c !== 'time')),
    seed: fc.array(fc.tuple(sample, coordinate), { minLength: 301, maxLength: 301 }),
  })
  .map(({ steps, channels, seed }) => {
    let t = 0
    const time = steps.map((step) => (t += step))
    const streams: ActivityStreams = { time }
    for (const channel of channels) {
      const pick = channel === 'lat' || channel === 'lng' ? 1 : 0
      streams[channel] = time.map((_, i) => seed[(i * 7 + channel.length) % seed.length][pick])
    }
    return streams
  })

test.group('Stream codec', () => {
  test('round trip of arbitrary streams keeps the stated precision', () => {
    fc.assert(
      fc.property(arbitraryStreams, (streams) => {
        assertRoundTrip(streams, decodeStreams(encodeStreams(streams)))
      }),
      { numRuns: 150 }
    )
  })

  test('device-recorded decimals come back exactly; a 4-hour run is compact', ({ assert }) => {
    const streams = longRun(4 * 3600)
    // As a FIT file records them: whole bpm, cm, 0.2 m, mm/s.
    streams.distance = streams.distance!.map((d) => Math.round(d * 100) / 100)
    streams.altitude = streams.altitude!.map((a) => Math.round(a * 5) / 5)
    streams.speed = streams.speed!.map((v) => Math.round(v * 1000) / 1000)
    const bytes = encodeStreams(streams)
    const decoded = decodeStreams(bytes)
    assert.deepEqual(decoded.distance, streams.distance)
    assert.deepEqual(decoded.altitude, streams.altitude)
    assert.deepEqual(decoded.speed, streams.speed)
    assert.deepEqual(decoded.heartRate, streams.heartRate)
    assert.deepEqual(decoded.time, streams.time)
    assertRoundTrip(streams, decoded)
    // 14,401 samples × 9 channels: 1 MB as float64, about 100 KB here.
    assert.isBelow(bytes.length, 130_000)
  }).timeout(10_000)

  test('corrupt bytes throw a clear error', ({ assert }) => {
    const bytes = encodeStreams(longRun(600))
    assert.throws(() => decodeStreams(new Uint8Array(3)), StreamCodecError, /too short/)
    const badMagic = bytes.slice()
    badMagic[0] = 0
    assert.throws(() => decodeStreams(badMagic), StreamCodecError, /magic/)
    const badVersion = bytes.slice()
    badVersion[4] = 99
    assert.throws(() => decodeStreams(badVersion), StreamCodecError, /version/)
    assert.throws(() => decodeStreams(bytes.slice(0, bytes.length - 40)), StreamCodecError)
    const badCount = bytes.slice()
    badCount[8] ^= 1
    assert.throws(() => decodeStreams(badCount), StreamCodecError)
    // Flip every 211th byte of the body, one at a time: never a silent wrong answer.
    for (let i = 16; i < bytes.length; i += 211) {
      const flipped = bytes.slice()
      flipped[i] ^= 0x5a
      assert.throws(() => decodeStreams(flipped), StreamCodecError)
    }
  }).timeout(10_000)

  test('refuses streams it cannot store', ({ assert }) => {
    assert.throws(() => encodeStreams({ time: [0, 1], heartRate: [1] }), /samples/)
    assert.throws(() => encodeStreams({ time: [0, Number.NaN] }), /finite/)
    assert.throws(() => encodeStreams({ time: [0], lat: [200] }), /180/)
    assert.deepEqual(decodeStreams(encodeStreams({ time: [] })), { time: [] })
  })
})
