import { test } from '@japa/runner'
import {
  describePredictionMethod,
  predictRace,
  predictRaceFromVdot,
  unadjustedSeconds,
  riegelSeconds,
  volumeSlowdownFactor,
  VOLUME_ADJUSTMENT,
} from '#domain/science/prediction'
import { predictRaceSeconds, vdotFromRace } from '#domain/science/vdot'
import { parseDurationSeconds } from '#domain/units'

const seconds = (text: string) => parseDurationSeconds(text)!

test.group('Riegel (1981)', () => {
  test('10 km in 40:00 predicts a marathon of about 3:04:00', ({ assert }) => {
    // 2400 × (42195 / 10000)^1.06 = 2400 × 4.2195^1.06 ≈ 2400 × 4.600 ≈ 11 040 s.
    assert.closeTo(riegelSeconds(10000, seconds('40:00'), 42195), seconds('3:04:00'), 60)
  })

  test('the exponent can be changed and 1.0 means even pace', ({ assert }) => {
    assert.closeTo(riegelSeconds(5000, 1200, 10000, 1), 2400, 1e-9)
    assert.isAbove(riegelSeconds(5000, 1200, 10000, 1.15), riegelSeconds(5000, 1200, 10000))
  })
})

test.group('Combined race prediction', () => {
  const races = [
    { distanceMeters: 5000, durationSeconds: seconds('21:30'), dateIso: '2025-03-01' },
    { distanceMeters: 10000, durationSeconds: seconds('40:00'), dateIso: '2025-04-12' },
    { distanceMeters: 21097.5, durationSeconds: seconds('1:32:00'), dateIso: '2025-05-18' },
  ]

  test('uses the race with the best VDOT and names it', ({ assert }) => {
    const prediction = predictRace({ targetDistanceMeters: 5000, races })!
    assert.equal(prediction.method, 'vdot')
    assert.deepEqual(prediction.basedOn, races[1])
    assert.closeTo(prediction.vdot, vdotFromRace(10000, 2400), 1e-12)
    assert.closeTo(prediction.seconds, predictRaceSeconds(prediction.vdot, 5000), 1e-9)
    assert.closeTo(prediction.riegelSeconds, riegelSeconds(10000, 2400, 5000), 1e-9)
    assert.include(prediction.notes[0], '10 km in 40:00 on 2025-04-12')
    assert.isNull(prediction.volumeAdjustment)
  })

  test('slows a marathon prediction for low weekly volume, modestly and explained', ({
    assert,
  }) => {
    const plain = predictRace({ targetDistanceMeters: 42195, races })!
    const low = predictRace({ targetDistanceMeters: 42195, races, weeklyDistanceMeters: 20000 })!
    const mid = predictRace({ targetDistanceMeters: 42195, races, weeklyDistanceMeters: 40000 })!
    const high = predictRace({ targetDistanceMeters: 42195, races, weeklyDistanceMeters: 90000 })!
    assert.closeTo(low.seconds, plain.seconds * 1.05, 1e-6)
    assert.closeTo(mid.seconds, plain.seconds * 1.025, 1e-6)
    assert.equal(high.seconds, plain.seconds)
    assert.deepEqual(low.volumeAdjustment, { weeklyDistanceMeters: 20000, factor: 1.05 })
    assert.isTrue(low.notes.some((note) => note.includes('Slowed by 5.0 %')))
    assert.isTrue(plain.notes.some((note) => note.includes('No weekly distance given')))
  })

  test('the volume adjustment never touches races shorter than 30 km', ({ assert }) => {
    assert.equal(volumeSlowdownFactor(21097.5, 0), 1)
    assert.equal(volumeSlowdownFactor(VOLUME_ADJUSTMENT.minTargetMeters, 0), 1.05)
    const half = predictRace({ targetDistanceMeters: 21097.5, races, weeklyDistanceMeters: 10000 })!
    assert.isNull(half.volumeAdjustment)
  })

  test('with today given, leaves out old and future races', ({ assert }) => {
    const prediction = predictRace({
      targetDistanceMeters: 10000,
      races: [...races, { distanceMeters: 5000, durationSeconds: 1000, dateIso: '2024-01-01' }],
      todayIso: '2025-06-01',
      maxRaceAgeDays: 70,
    })!
    // The 5 km of 2025-03-01 (92 days) and the 2024 race are too old; the 10 km wins.
    assert.deepEqual(prediction.basedOn, races[1])
    assert.lengthOf(
      prediction.notes.filter((note) => note.includes('not within the last 70 days')),
      2
    )
  })

  test('returns null when no race qualifies', ({ assert }) => {
    assert.isNull(predictRace({ targetDistanceMeters: 10000, races: [] }))
    assert.isNull(
      predictRace({
        targetDistanceMeters: 10000,
        races: [{ distanceMeters: 400, durationSeconds: 60 }],
      })
    )
  })
})

test.group('One prediction from a VDOT', () => {
  test("Daniels' Table 5.1 at VDOT 50 (5 km 19:57, 10 km 41:21, half 1:31:35, marathon 3:10:49)", ({
    assert,
  }) => {
    const published: Array<[number, string]> = [
      [5000, '19:57'],
      [10000, '41:21'],
      [21097.5, '1:31:35'],
      [42195, '3:10:49'],
    ]
    for (const [meters, time] of published) {
      // 60 km a week: no volume adjustment, so the table's figure itself (within 0.3 %).
      const prediction = predictRaceFromVdot(50, meters, 60000)
      assert.closeTo(prediction.seconds, seconds(time), 0.003 * seconds(time))
      assert.isNull(prediction.volumeAdjustment)
    }
  })

  test('the same seconds as predictRace on the race the VDOT came from', ({ assert }) => {
    // Progress and the coach call predictRace with the athlete's race; a plan holds only its VDOT.
    const race = { distanceMeters: 10000, durationSeconds: seconds('45:00') }
    const fromRace = predictRace({
      targetDistanceMeters: 42195,
      races: [race],
      weeklyDistanceMeters: 35000,
    })!
    const fromVdot = predictRaceFromVdot(fromRace.vdot, 42195, 35000)
    assert.closeTo(fromVdot.seconds, fromRace.seconds, 0.001)
    assert.closeTo(fromVdot.vdot, fromRace.vdot, 1e-9)
  })

  test('the VDOT table figure stays as the unadjusted second opinion', ({ assert }) => {
    // 30 km a week: 3.75 % slower than Table 5.1 (VOLUME_ADJUSTMENT, linear from 60 to 20 km).
    const prediction = predictRaceFromVdot(50, 42195, 30000)
    assert.closeTo(prediction.volumeAdjustment!.factor, 1.0375, 1e-12)
    assert.closeTo(unadjustedSeconds(prediction), seconds('3:10:49'), 0.003 * 11449)
    assert.closeTo(prediction.seconds, unadjustedSeconds(prediction) * 1.0375, 1e-6)
  })

  test('the method is named: VDOT (Daniels & Gilbert) and the weekly volume', ({ assert }) => {
    assert.equal(
      describePredictionMethod(45, 40000),
      'VDOT 45 (Daniels & Gilbert), adjusted for 40 km a week'
    )
    assert.equal(describePredictionMethod(47.26), 'VDOT 47.3 (Daniels & Gilbert)')
  })
})
