import { test } from '@japa/runner'
import fc from 'fast-check'
import { bestEfforts, STANDARD_EFFORT_DISTANCES_METERS } from '#domain/science/efforts'

function constantSpeedStream(speedMps: number, durationSeconds: number, stepSeconds = 1) {
  const timeSeconds: number[] = []
  const distanceMeters: number[] = []
  for (let t = 0; t <= durationSeconds; t += stepSeconds) {
    timeSeconds.push(t)
    distanceMeters.push(speedMps * t)
  }
  return { timeSeconds, distanceMeters }
}

test.group('Best efforts', () => {
  test('defaults to 400 m, 1 km, 1 mile, 5 km, 10 km, half and full marathon', ({ assert }) => {
    assert.deepEqual(
      [...STANDARD_EFFORT_DISTANCES_METERS],
      [400, 1000, 1609.344, 5000, 10000, 21097.5, 42195]
    )
  })

  test('a constant-speed stream gives distance / speed for every distance', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1.5, max: 7, noNaN: true }),
        fc.integer({ min: 1, max: 5 }),
        (speedMps, stepSeconds) => {
          const stream = constantSpeedStream(speedMps, 2 * 3600, stepSeconds)
          const covered = stream.distanceMeters[stream.distanceMeters.length - 1]
          const efforts = bestEfforts(stream)
          const expected = STANDARD_EFFORT_DISTANCES_METERS.filter((d) => d <= covered)
          return (
            efforts.length === expected.length &&
            efforts.every(
              (effort, i) =>
                effort.distanceMeters === expected[i] &&
                Math.abs(effort.durationSeconds - expected[i] / speedMps) <
                  1e-9 * (expected[i] / speedMps)
            )
          )
        }
      ),
      { numRuns: 200 }
    )
  })

  test('finds a fast stretch between samples, interpolated', ({ assert }) => {
    // 10 s steps: 3 m/s, then 5 m/s from t = 600 s to t = 900 s (1500 m), then 3 m/s again.
    const timeSeconds: number[] = []
    const distanceMeters: number[] = []
    for (let t = 0; t <= 1800; t += 10) {
      timeSeconds.push(t)
      distanceMeters.push(t <= 600 ? 3 * t : t <= 900 ? 1800 + 5 * (t - 600) : 3300 + 3 * (t - 900))
    }
    const [fourHundred, oneKm, mile] = bestEfforts({ timeSeconds, distanceMeters })
    assert.closeTo(fourHundred.durationSeconds, 80, 1e-9)
    assert.closeTo(oneKm.durationSeconds, 200, 1e-9)
    // A mile needs 109.344 m beyond the fast 1500 m: 1500 / 5 + 109.344 / 3 = 336.448 s.
    assert.closeTo(mile.durationSeconds, 300 + 109.344 / 3, 1e-9)
    assert.isAtLeast(mile.startSeconds, 600 - 109.344 / 3 - 1e-9)
    assert.isAtMost(mile.startSeconds, 600)
  })

  test('a pause inside the window counts, a pause before it does not', ({ assert }) => {
    // 0–300 s at 4 m/s (1200 m), standing still until 400 s, then 4 m/s to 700 s (2400 m).
    const timeSeconds: number[] = []
    const distanceMeters: number[] = []
    for (let t = 0; t <= 700; t++) {
      timeSeconds.push(t)
      distanceMeters.push(t <= 300 ? 4 * t : t <= 400 ? 1200 : 1200 + 4 * (t - 400))
    }
    const [, oneKm, mile] = bestEfforts({ timeSeconds, distanceMeters })
    assert.closeTo(oneKm.durationSeconds, 250, 1e-9)
    // The mile cannot avoid the pause: 1609.344 / 4 + 100 s.
    assert.closeTo(mile.durationSeconds, 1609.344 / 4 + 100, 1e-9)
  })

  test('skips distances longer than the stream and accepts custom distances', ({ assert }) => {
    const stream = constantSpeedStream(4, 300)
    assert.deepEqual(
      bestEfforts(stream).map((effort) => effort.distanceMeters),
      [400, 1000]
    )
    assert.deepEqual(bestEfforts(stream, [1200, 1201]), [
      { distanceMeters: 1200, durationSeconds: 300, startSeconds: 0 },
    ])
    assert.deepEqual(bestEfforts({ timeSeconds: [0], distanceMeters: [0] }), [])
  })

  test('reads a decreasing distance (GPS glitch) as its running maximum', ({ assert }) => {
    const stream = constantSpeedStream(4, 600)
    stream.distanceMeters[100] = 0
    const [fourHundred, oneKm] = bestEfforts(stream)
    // Sample 100 is read as 396 m (sample 99): from t = 100 s the next 400 m take 99 s,
    // because the second after the glitch covers 8 m. No window goes backwards or below 0.
    assert.closeTo(fourHundred.durationSeconds, 99, 1e-9)
    assert.closeTo(fourHundred.startSeconds, 100, 1e-9)
    assert.closeTo(oneKm.durationSeconds, 249, 1e-9)
  })

  // Its time (target 20 ms) is measured by bench/science.js.
  test('handles a 6-hour 1 Hz stream', ({ assert }) => {
    const stream = constantSpeedStream(2.5, 6 * 3600)
    const efforts = bestEfforts(stream)
    assert.lengthOf(efforts, 7)
  })
})
