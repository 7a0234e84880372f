import { test } from '@japa/runner'
import fc from 'fast-check'
import { acuteChronicRatio, acwrBand, fitnessFatigue } from '#domain/science/fitness'

test.group('Fitness, fatigue and form', () => {
  test('matches a hand-computed series', ({ assert }) => {
    const days = fitnessFatigue([100, 0, 50])
    // Day 0: form = 0 − 0 = 0; fitness = 0 + (100 − 0) / 42 = 2.380952…; fatigue = 100 / 7 = 14.285714…
    const fitness0 = 100 / 42
    const fatigue0 = 100 / 7
    // Day 1: form = 2.380952 − 14.285714 = −11.904762; fitness = 2.380952 × 41/42 = 2.324263;
    //        fatigue = 14.285714 × 6/7 = 12.244898
    const fitness1 = fitness0 * (41 / 42)
    const fatigue1 = fatigue0 * (6 / 7)
    // Day 2: form = 2.324263 − 12.244898 = −9.920635; fitness = 2.324263 + (50 − 2.324263) / 42
    //        = 3.459400; fatigue = 12.244898 + (50 − 12.244898) / 7 = 17.638484
    const expected = [
      { fitness: 2.380952381, fatigue: 14.285714286, form: 0 },
      { fitness: 2.324263039, fatigue: 12.244897959, form: fitness0 - fatigue0 },
      { fitness: 3.459399632, fatigue: 17.638483965, form: fitness1 - fatigue1 },
    ]
    assert.closeTo(expected[1].form, -11.904761905, 1e-9)
    assert.closeTo(expected[2].form, -9.92063492, 1e-8)
    days.forEach((day, i) => {
      assert.closeTo(day.fitness, expected[i].fitness, 1e-8)
      assert.closeTo(day.fatigue, expected[i].fatigue, 1e-8)
      assert.closeTo(day.form, expected[i].form, 1e-8)
    })
  })

  test('time constants and the initial state can be set', ({ assert }) => {
    const [day] = fitnessFatigue([10], {
      fitnessDays: 10,
      fatigueDays: 2,
      initial: { fitness: 50, fatigue: 30 },
    })
    assert.closeTo(day.form, 20, 1e-12)
    assert.closeTo(day.fitness, 50 + (10 - 50) / 10, 1e-12)
    assert.closeTo(day.fatigue, 30 + (10 - 30) / 2, 1e-12)
  })

  test('continuing from a stored day equals computing from scratch', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 400, noNaN: true }), { minLength: 1, maxLength: 400 }),
        fc.nat(),
        (loads, split) => {
          const k = split % (loads.length + 1)
          const scratch = fitnessFatigue(loads)
          const head = fitnessFatigue(loads.slice(0, k))
          const initial = k > 0 ? head[k - 1] : undefined
          const tail = fitnessFatigue(loads.slice(k), { initial })
          return [...head, ...tail].every(
            (day, i) =>
              Math.abs(day.fitness - scratch[i].fitness) < 1e-9 &&
              Math.abs(day.fatigue - scratch[i].fatigue) < 1e-9 &&
              Math.abs(day.form - scratch[i].form) < 1e-9
          )
        }
      ),
      { numRuns: 200 }
    )
  })
})

test.group('Acute:chronic workload ratio', () => {
  test('last 7 days mean over last 28 days mean', ({ assert }) => {
    // 21 days at 50 then 7 days at 100: acute 100, chronic (21 × 50 + 7 × 100) / 28 = 62.5.
    const loads = [...Array(30).fill(0), ...Array(21).fill(50), ...Array(7).fill(100)]
    assert.closeTo(acuteChronicRatio(loads)!, 1.6, 1e-12)
    assert.equal(acwrBand(1.6), 'high')
  })

  test('null with fewer than 28 days or no chronic load', ({ assert }) => {
    assert.isNull(acuteChronicRatio(Array(27).fill(50)))
    assert.isNull(acuteChronicRatio(Array(28).fill(0)))
    assert.equal(acuteChronicRatio(Array(28).fill(50)), 1)
  })

  test('bands: < 0.8 low, 0.8–1.3 safe, up to 1.5 elevated, 1.5 and above high', ({ assert }) => {
    assert.equal(acwrBand(0.7), 'low')
    assert.equal(acwrBand(0.8), 'safe')
    assert.equal(acwrBand(1.3), 'safe')
    assert.equal(acwrBand(1.4), 'elevated')
    assert.equal(acwrBand(1.5), 'high')
  })
})
