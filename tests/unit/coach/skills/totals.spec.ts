import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { A_WEDNESDAY, coachFor } from '#tests/unit/coach/skills/coach_for'

test.group('Offline coach skill: totals', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(15_000)

  test('this week against last week, per week so far', async ({ assert }) => {
    const { ask } = await coachFor({ weeks: 3, todayIso: A_WEDNESDAY })
    const answer = await ask('Compare this week to last week')
    assert.equal(answer.intent, 'compare_months')
    // Monday to Wednesday: only Tuesday's 8 km are in (runs end yesterday), 8 / 3 × 7 = 18.7 km a
    // week against 48 km: 61 % less.
    assert.match(answer.content, /^Per week you are running about 61 % less\./)
    assert.include(
      answer.content,
      'Week (2026-03-16 to 2026-03-18, so far): **8.0 km running** in 1 runs'
    )
    assert.include(answer.content, 'Week (2026-03-09 to 2026-03-15): **48.0 km running** in 5 runs')
  })
})
