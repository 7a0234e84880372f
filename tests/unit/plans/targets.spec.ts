import { test } from '@japa/runner'
import { predictedRaceSeconds, racePace } from '#domain/plans/targets'
import { predictRaceSeconds, trainingPaces } from '#domain/science/vdot'
import { parseDurationSeconds } from '#domain/units'

const seconds = (text: string) => parseDurationSeconds(text)!

test.group('Race pace without a goal', () => {
  test("a marathon runs at Table 5.2's M pace, slower than the race equivalent at VDOT 30", ({
    assert,
  }) => {
    // Daniels' Running Formula, 3rd ed.: Table 5.2 M at VDOT 30 is 7:03 per km; Table 5.1's
    // marathon at VDOT 30 is 4:49:17 (6:51 per km).
    assert.closeTo(predictedRaceSeconds(30, 42195), seconds('7:03') * 42.195, 0.5)
    assert.closeTo(racePace(30, 42195, null), seconds('7:03'), 0.01)
    assert.closeTo(predictRaceSeconds(30, 42195), seconds('4:49:17'), 60)
    // A custom "42.2 km" is a marathon too.
    assert.closeTo(racePace(30, 42200, null), trainingPaces(30).marathon, 1e-9)
  })

  test('other distances run at the VDOT race prediction', ({ assert }) => {
    // Table 5.1, VDOT 50: half marathon 1:31:35, 10 km 41:21.
    assert.equal(predictedRaceSeconds(50, 21097.5), predictRaceSeconds(50, 21097.5))
    assert.closeTo(predictedRaceSeconds(50, 21097.5), seconds('1:31:35'), 0.01 * 5495)
    assert.closeTo(racePace(50, 10000, null), seconds('41:21') / 10, 0.01 * 248)
  })

  test('a goal time wins over any prediction', ({ assert }) => {
    assert.equal(racePace(30, 42195, seconds('4:30:00')), seconds('4:30:00') / 42.195)
  })
})
