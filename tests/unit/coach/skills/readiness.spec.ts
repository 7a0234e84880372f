import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { A_WEDNESDAY, coachFor } from '#tests/unit/coach/skills/coach_for'

test.group('Offline coach skill: readiness', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(15_000)

  test('ready for a half in 10 days: the longest run covers it; a marathon needs more', async ({
    assert,
  }) => {
    const { ask } = await coachFor({ weeks: 5, todayIso: A_WEDNESDAY })
    const half = await ask('Am I ready for a half marathon in 10 days?')
    assert.equal(half.intent, 'readiness')
    assert.include(half.content, 'Race day: Saturday 2026-03-28 (10 days away).')
    // The weekly 18 km long run is over the 16 km a half asks for, under the marathon's 28 km.
    assert.match(half.content, /^Yes, you look ready for the Half marathon/)
    assert.include(half.content, 'longest run 18.0 km')
    const full = await ask('Am I ready for a marathon in 3 weeks?')
    assert.match(full.content, /^You can get there, but build up first/)
  })
})
