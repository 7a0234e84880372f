import { test } from '@japa/runner'
import { defaultName } from '#domain/activities/naming'
import { gearSportOf } from '#domain/sports'

test.group('Activities: default names and gear sports', () => {
  test('the default name says the part of the local day and the sport', ({ assert }) => {
    const at = (startTime: string, zone: string) => defaultName({ sport: 'run', startTime }, zone)
    assert.equal(at('2026-03-07T06:30:00Z', 'UTC'), 'Morning run')
    // 06:30 UTC is 01:30 in New York (EST): still night there.
    assert.equal(at('2026-03-07T06:30:00Z', 'America/New_York'), 'Night run')
    assert.equal(at('2026-03-07T13:00:00Z', 'UTC'), 'Afternoon run')
    assert.equal(at('2026-03-07T18:00:00Z', 'UTC'), 'Evening run')
    assert.equal(at('2026-03-07T22:00:00Z', 'UTC'), 'Night run')
    assert.equal(
      defaultName({ sport: 'treadmill', startTime: '2026-03-07T06:30:00Z' }, 'UTC'),
      'Morning treadmill run'
    )
    assert.equal(
      defaultName({ sport: 'other', startTime: '2026-03-07T06:30:00Z' }, 'UTC'),
      'Morning workout'
    )
  })

  test('trail and treadmill runs use run shoes; other sports their own gear', ({ assert }) => {
    assert.equal(gearSportOf('run'), 'run')
    assert.equal(gearSportOf('trail_run'), 'run')
    assert.equal(gearSportOf('treadmill'), 'run')
    assert.equal(gearSportOf('ride'), 'ride')
    assert.equal(gearSportOf('walk'), 'walk')
  })
})
