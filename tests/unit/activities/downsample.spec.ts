import { test } from '@japa/runner'
import fc from 'fast-check'
import type { ActivityStreams } from '#domain/files/activity_file'
import { STREAM_CHANNELS } from '#domain/files/activity_file'
import { downsampleStreams, lttbIndices, streamsForDisplay } from '#domain/activities/downsample'
import { longRun } from './synthetic.js'

const range = (n: number) => Array.from({ length: n }, (_, i) => i)

test.group('Downsampling', () => {
  test('never exceeds maxPoints, keeps first and last, stays index-aligned', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(fc.double({ min: -1e4, max: 1e4, noNaN: true }), fc.constant(Number.NaN)),
          {
            minLength: 1,
            maxLength: 400,
          }
        ),
        fc.integer({ min: 2, max: 120 }),
        (values, maxPoints) => {
          const time = values.map((_, i) => i * 1.5)
          const streams: ActivityStreams = {
            time,
            heartRate: values,
            altitude: values.map((v) => v / 2),
          }
          const out = downsampleStreams(streams, maxPoints)
          const n = out.time.length
          if (n > maxPoints || n !== out.heartRate!.length || n !== out.altitude!.length) {
            return false
          }
          if (out.time[0] !== 0 || out.time[n - 1] !== time[time.length - 1]) return false
          // Every output sample is the source sample at the same index, in order.
          let previous = -1
          return out.time.every((t, k) => {
            const i = t / 1.5
            const aligned =
              i > previous &&
              Object.is(out.heartRate![k], values[i]) &&
              Object.is(out.altitude![k], values[i] / 2)
            previous = i
            return aligned
          })
        }
      ),
      { numRuns: 200 }
    )
  })

  test('LTTB keeps a lone spike that a stride would drop', ({ assert }) => {
    const x = range(1000)
    const y = x.map((i) => (i === 537 ? 100 : 0))
    assert.include(lttbIndices(x, y, 50), 537)
    assert.deepEqual(lttbIndices([0, 1, 2], [0, 0, 0], 10), [0, 1, 2])
    assert.throws(() => lttbIndices(x, y, 1), /at least 2/)
  })

  test('display payload: NaN as null, derived speed, under 150 KB for a 4-hour run', ({
    assert,
  }) => {
    const streams = longRun(4 * 3600)
    delete streams.speed // as from a GPX file: speed is derived from distance
    streams.heartRate![5] = Number.NaN
    const display = streamsForDisplay(streams)
    assert.isAtMost(display.time.length, 1200)
    assert.equal(display.time[0], 0)
    assert.equal(display.time.at(-1), 4 * 3600)
    for (const channel of STREAM_CHANNELS) assert.lengthOf(display[channel]!, display.time.length)
    assert.closeTo(display.speed![600]!, 3, 0.5)
    const json = JSON.stringify(display)
    assert.notInclude(json, 'NaN')
    assert.isBelow(json.length, 150_000)
    const small = streamsForDisplay({ time: [0, 1, 2], heartRate: [Number.NaN, 150.4, 151] })
    assert.deepEqual(small, { time: [0, 1, 2], heartRate: [null, 150, 151] })
  })
})
