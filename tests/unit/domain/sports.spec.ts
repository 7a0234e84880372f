import { test } from '@japa/runner'
import { FOOT_SPORTS, RUN_SPORTS, SPORTS, isFootSport, isRunSport } from '#domain/sports'

test.group('Sports', () => {
  test('the list and its groups', ({ assert }) => {
    assert.deepEqual(
      [...SPORTS],
      ['run', 'trail_run', 'treadmill', 'walk', 'hike', 'ride', 'swim', 'strength', 'other']
    )
    assert.deepEqual([...FOOT_SPORTS], ['run', 'trail_run', 'treadmill', 'walk', 'hike'])
    assert.deepEqual([...RUN_SPORTS], ['run', 'trail_run', 'treadmill'])
    // Every running sport is on foot; every group is made of known sports.
    for (const sport of RUN_SPORTS) assert.include(FOOT_SPORTS, sport)
    for (const sport of FOOT_SPORTS) assert.include(SPORTS, sport)
  })

  test('{sport}: on foot {foot}, running {running}')
    .with(
      SPORTS.map((sport) => ({
        sport,
        foot: ['run', 'trail_run', 'treadmill', 'walk', 'hike'].includes(sport),
        running: ['run', 'trail_run', 'treadmill'].includes(sport),
      }))
    )
    .run(({ assert }, { sport, foot, running }) => {
      assert.equal(isFootSport(sport), foot)
      assert.equal(isRunSport(sport), running)
    })

  test('an unknown sport is in no group', ({ assert }) => {
    assert.isFalse(isFootSport('rowing'))
    assert.isFalse(isRunSport('Run'))
  })
})
