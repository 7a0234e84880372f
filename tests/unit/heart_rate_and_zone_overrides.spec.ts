import { test } from '@japa/runner'
import { ageInYears, tanakaMaxHr } from '#domain/science/heart_rate'
import { boundariesProblem, withBoundaries } from '#domain/science/zone_overrides'
import { hrZonesByLthr, hrZonesByMax } from '#domain/science/zones'

test.group('Heart rate helpers', () => {
  test('Tanaka: 208 - 0.7 x age (J Am Coll Cardiol 2001)', ({ assert }) => {
    assert.equal(tanakaMaxHr(20), 194)
    assert.equal(tanakaMaxHr(40), 180)
    assert.equal(tanakaMaxHr(35), 184) // 183.5 rounds up
    assert.equal(tanakaMaxHr(60), 166)
  })

  test('age in whole years, birthday counted on the day', ({ assert }) => {
    assert.equal(ageInYears('1990-04-12', '2026-04-11'), 35)
    assert.equal(ageInYears('1990-04-12', '2026-04-12'), 36)
    assert.equal(ageInYears('2000-02-29', '2026-02-28'), 25)
    assert.equal(ageInYears('2000-02-29', '2026-03-01'), 26)
  })
})

test.group('Manual zone boundaries', () => {
  test('replace the inner boundaries and keep the zones contiguous', ({ assert }) => {
    const computed = hrZonesByMax(190)
    const manual = withBoundaries(computed, [110, 130, 150, 170])
    assert.deepEqual(
      manual.map((zone) => [zone.name, zone.min, zone.max]),
      [
        ['Z1', 0, 110],
        ['Z2', 110, 130],
        ['Z3', 130, 150],
        ['Z4', 150, 170],
        ['Z5', 170, Number.POSITIVE_INFINITY],
      ]
    )
    for (let index = 1; index < manual.length; index++) {
      assert.equal(manual[index].min, manual[index - 1].max)
    }
  })

  test('explain boundaries that cannot be used', ({ assert }) => {
    const friel = hrZonesByLthr(170)
    assert.equal(boundariesProblem(friel, [140, 150]), 'Give 6 boundaries for 7 zones.')
    assert.equal(
      boundariesProblem(friel, [144, 153, 150, 170, 175, 182]),
      'Each boundary must be higher than the one before.'
    )
    assert.isNull(boundariesProblem(friel, [144, 153, 162, 170, 175, 182]))
  })
})
