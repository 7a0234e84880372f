import { test } from '@japa/runner'
import { predictedRaceSeconds, racePace } from '#domain/plans/targets'
import { predictRaceSeconds } from '#domain/science/vdot'
import { predictRace } from '#domain/science/prediction'
import { parseDurationSeconds } from '#domain/units'

const seconds = (text: string) => parseDurationSeconds(text)!

test.group('Race pace without a goal', () => {
  test('a marathon runs at the one prediction: Table 5.1 slowed for low weekly volume', ({
    assert,
  }) => {
    // Daniels' Running Formula, 3rd ed., Table 5.1: the marathon at VDOT 50 is 3:10:49. At
    // 40 km a week predictRace slows it by 2.5 % (docs/science.md#race-prediction-vdot-and-riegel).
    assert.closeTo(predictedRaceSeconds(50, 42195), seconds('3:10:49'), 0.002 * 11449)
    assert.closeTo(
      predictedRaceSeconds(50, 42195, 40000),
      seconds('3:10:49') * 1.025,
      0.002 * 11449
    )
    const progress = predictRace({
      targetDistanceMeters: 42195,
      races: [{ distanceMeters: 10000, durationSeconds: predictRaceSeconds(50, 10000) }],
      weeklyDistanceMeters: 40000,
    })!
    assert.closeTo(predictedRaceSeconds(50, 42195, 40000), progress.seconds, 0.01)
    assert.closeTo(racePace(50, 42195, null, 40000), progress.seconds / 42.195, 1e-3)
  })

  test('other distances run at the VDOT race prediction', ({ assert }) => {
    // Table 5.1, VDOT 50: half marathon 1:31:35, 10 km 41:21.
    assert.closeTo(predictedRaceSeconds(50, 21097.5), predictRaceSeconds(50, 21097.5), 0.01)
    assert.closeTo(predictedRaceSeconds(50, 21097.5), seconds('1:31:35'), 0.01 * 5495)
    assert.closeTo(racePace(50, 10000, null, 20000), seconds('41:21') / 10, 0.01 * 248)
  })

  test('a goal time wins over any prediction', ({ assert }) => {
    assert.equal(racePace(30, 42195, seconds('4:30:00')), seconds('4:30:00') / 42.195)
  })
})
