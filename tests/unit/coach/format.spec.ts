import { test } from '@japa/runner'
import { distance, distanceUnitsFor, pace, paceUnitsFor, weight } from '#coach/format'

test.group('Coach format: figures in the unit asked, else the profile', () => {
  test('distances: the unit asked wins over the profile', ({ assert }) => {
    assert.equal(distanceUnitsFor('imperial'), 'imperial')
    assert.equal(distanceUnitsFor('metric'), 'metric')
    assert.equal(distanceUnitsFor('imperial', { distanceUnit: 'km' }), 'metric')
    assert.equal(distanceUnitsFor('metric', { distanceUnit: 'mile' }), 'imperial')
    assert.equal(distance(16_093.44, distanceUnitsFor('imperial')), '10.0 mi')
    assert.equal(
      distance(16_093.44, distanceUnitsFor('imperial', { distanceUnit: 'km' })),
      '16.1 km'
    )
  })

  test('paces: the pace unit asked, else the distance unit asked, else the profile', ({
    assert,
  }) => {
    assert.equal(paceUnitsFor('imperial'), 'imperial')
    assert.equal(paceUnitsFor('imperial', { paceUnit: 'km' }), 'metric')
    assert.equal(paceUnitsFor('metric', { paceUnit: 'mile' }), 'imperial')
    assert.equal(paceUnitsFor('metric', { distanceUnit: 'mile' }), 'imperial')
    assert.equal(paceUnitsFor('imperial', { paceUnit: '400m' }), 'metric')
    // 5:00/km is 8:03/mi.
    assert.equal(pace(300, paceUnitsFor('metric', { paceUnit: 'mile' })), '8:03/mi')
  })

  test('a body weight in the profile units', ({ assert }) => {
    assert.equal(weight(70, 'metric'), '70 kg')
    assert.equal(weight(70, 'imperial'), '154 lb')
    assert.equal(weight(61.5, 'metric'), '61.5 kg')
  })
})
