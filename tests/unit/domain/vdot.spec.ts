import { test } from '@japa/runner'
import fc from 'fast-check'
import type { Assert } from '@japa/assert'
import {
  predictRaceSeconds,
  trainingPaces,
  vdotFromRace,
  TRAINING_PACE_FRACTIONS,
  oxygenCost,
} from '#domain/science/vdot'
import { parseDurationSeconds } from '#domain/units'

const seconds = (text: string) => parseDurationSeconds(text)!
const NUM_RUNS = 200

test.group('VDOT from a race (Daniels & Gilbert 1979)', () => {
  test('matches the published checks: 5 km in 24:34 ≈ 39.1, 10 km in 40:00 ≈ 51.9', ({
    assert,
  }) => {
    assert.closeTo(vdotFromRace(5000, seconds('24:34')), 39.1, 0.1)
    assert.closeTo(vdotFromRace(10000, seconds('40:00')), 51.9, 0.1)
  })

  test('a faster race gives a higher VDOT', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1500, max: 42195, noNaN: true }),
        fc.double({ min: 150, max: 600, noNaN: true }),
        fc.double({ min: 0.001, max: 0.3, noNaN: true }),
        (distanceMeters, paceSecPerKm, slowerBy) => {
          const fast = (distanceMeters / 1000) * paceSecPerKm
          const slow = fast * (1 + slowerBy)
          return vdotFromRace(distanceMeters, fast) > vdotFromRace(distanceMeters, slow)
        }
      ),
      { numRuns: NUM_RUNS }
    )
  })
})

test.group('Race prediction from VDOT', () => {
  // Daniels' Running Formula, 3rd ed., Table 5.1 (equivalent race times per VDOT); ±1 %.
  const table: Array<[number, number, string]> = [
    [50, 5000, '19:57'],
    [50, 10000, '41:21'],
    [50, 21097.5, '1:31:35'],
    [50, 42195, '3:10:49'],
    [40, 5000, '24:08'],
    [40, 42195, '3:49:45'],
  ]
  for (const [vdot, distanceMeters, published] of table) {
    test(`VDOT ${vdot}, ${distanceMeters} m ≈ ${published} (Table 5.1)`, ({ assert }) => {
      const expected = seconds(published)
      assert.closeTo(predictRaceSeconds(vdot, distanceMeters), expected, expected * 0.01)
    })
  }

  test('predicted time grows with distance', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 25, max: 85, noNaN: true }),
        fc.double({ min: 800, max: 42195, noNaN: true }),
        fc.double({ min: 1, max: 20000, noNaN: true }),
        (vdot, distanceMeters, longerBy) =>
          predictRaceSeconds(vdot, distanceMeters + longerBy) >
          predictRaceSeconds(vdot, distanceMeters)
      ),
      { numRuns: NUM_RUNS }
    )
  })

  test('inverts vdotFromRace: relative error below 1e-6', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1500, max: 42195, noNaN: true }),
        // Realistic race paces: 2:30 to 10:00 per km.
        fc.double({ min: 150, max: 600, noNaN: true }),
        (distanceMeters, paceSecPerKm) => {
          const durationSeconds = (distanceMeters / 1000) * paceSecPerKm
          const vdot = vdotFromRace(distanceMeters, durationSeconds)
          const predicted = predictRaceSeconds(vdot, distanceMeters)
          return Math.abs(predicted - durationSeconds) / durationSeconds < 1e-6
        }
      ),
      { numRuns: NUM_RUNS }
    )
  })

  test('rejects a non-positive VDOT or distance', ({ assert }) => {
    assert.throws(() => predictRaceSeconds(0, 5000))
    assert.throws(() => predictRaceSeconds(50, 0))
  })
})

test.group('Training paces', () => {
  const within3Percent = (assert: Assert, actual: number, published: string) => {
    const expected = seconds(published)
    assert.closeTo(actual, expected, expected * 0.03, `${actual.toFixed(1)} s vs ${published}`)
  }

  // Daniels' Running Formula, 3rd ed., Table 5.2, VDOT 50: M 4:31/km, T 4:15/km,
  // I 3:55/km (1:34 per 400 m), R 1:28 per 400 m (3:40/km).
  test('VDOT 50 matches Table 5.2 within 3 %', ({ assert }) => {
    const paces = trainingPaces(50)
    within3Percent(assert, paces.marathon, '4:31')
    within3Percent(assert, paces.threshold, '4:15')
    within3Percent(assert, paces.interval, '3:55')
    within3Percent(assert, paces.repetition, '3:40')
    // The easy band spans roughly 5:00 to 5:40 per km at VDOT 50.
    within3Percent(assert, paces.easy.fastSecPerKm, '5:00')
    within3Percent(assert, paces.easy.slowSecPerKm, '5:40')
  })

  // Table 5.2, other rows: VDOT 30 T 6:24/km, I 2:22 and R 2:16 per 400 m;
  // VDOT 40 T 5:06/km; VDOT 60 T 3:40/km, I 1:21 per 400 m.
  test('VDOT 30, 40 and 60 match Table 5.2 within 3 %', ({ assert }) => {
    within3Percent(assert, trainingPaces(30).threshold, '6:24')
    within3Percent(assert, trainingPaces(30).interval * 0.4, '2:22')
    within3Percent(assert, trainingPaces(30).repetition * 0.4, '2:16')
    within3Percent(assert, trainingPaces(40).threshold, '5:06')
    within3Percent(assert, trainingPaces(60).threshold, '3:40')
    within3Percent(assert, trainingPaces(60).interval * 0.4, '1:21')
  })

  // Daniels' VDOT calculator (vdoto2.com, Run SMART Project), per km:
  // half marathon 1:30:00 → E 5:02–5:33, M 4:27, T 4:11, I 3:51;
  // marathon 3:00:00 → E 4:51–5:21, M 4:16, T 4:02, I 3:42.
  const calculator: Array<[number, string, string[]]> = [
    [21097.5, '1:30:00', ['5:02', '5:33', '4:27', '4:11', '3:51']],
    [42195, '3:00:00', ['4:51', '5:21', '4:16', '4:02', '3:42']],
  ]
  for (const [distanceMeters, time, [easyFast, easySlow, m, t, i]] of calculator) {
    test(`paces from a ${distanceMeters} m race in ${time} match Daniels' calculator`, ({
      assert,
    }) => {
      const paces = trainingPaces(vdotFromRace(distanceMeters, seconds(time)))
      within3Percent(assert, paces.easy.fastSecPerKm, easyFast)
      within3Percent(assert, paces.easy.slowSecPerKm, easySlow)
      within3Percent(assert, paces.marathon, m)
      within3Percent(assert, paces.threshold, t)
      within3Percent(assert, paces.interval, i)
    })
  }

  test('paces are the speeds whose oxygen cost is the documented share of VDOT', ({ assert }) => {
    const vdot = 47.3
    const paces = trainingPaces(vdot)
    const costAt = (secPerKm: number) => oxygenCost(60000 / secPerKm)
    assert.closeTo(costAt(paces.threshold), vdot * TRAINING_PACE_FRACTIONS.threshold, 1e-9)
    assert.closeTo(costAt(paces.interval), vdot * TRAINING_PACE_FRACTIONS.interval, 1e-9)
    assert.closeTo(costAt(paces.easy.fastSecPerKm), vdot * TRAINING_PACE_FRACTIONS.easyFast, 1e-9)
    assert.closeTo(costAt(paces.easy.slowSecPerKm), vdot * TRAINING_PACE_FRACTIONS.easySlow, 1e-9)
    assert.closeTo(paces.marathon, predictRaceSeconds(vdot, 42195) / 42.195, 1e-9)
    // R is 6 s per 400 m faster than I.
    assert.closeTo((paces.interval - paces.repetition) * 0.4, 6, 1e-9)
  })

  test('paces are ordered E slow > E fast > M > T > I > R for VDOT 25–85', () => {
    fc.assert(
      fc.property(fc.double({ min: 25, max: 85, noNaN: true }), (vdot) => {
        const p = trainingPaces(vdot)
        return (
          p.easy.slowSecPerKm > p.easy.fastSecPerKm &&
          p.easy.fastSecPerKm > p.marathon &&
          p.marathon > p.threshold &&
          p.threshold > p.interval &&
          p.interval > p.repetition &&
          p.repetition > 0
        )
      }),
      { numRuns: NUM_RUNS }
    )
  })
})
