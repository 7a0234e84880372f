import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { coachFor } from '#tests/unit/coach/skills/coach_for'

test.group('Offline coach skill: missed and skipped days', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(15_000)

  test('I missed a workout: without a past plan day, nothing to move', async ({ assert }) => {
    const { ask } = await coachFor({ plan: true })
    const answer = await ask('I missed my workout')
    assert.equal(answer.intent, 'missed_workout')
    assert.isNull(answer.revisionId)
    assert.include(answer.content, 'nothing needs moving')
  })

  test('a day to skip without a plan: nothing to skip', async ({ assert }) => {
    const { ask } = await coachFor({ weeks: 1 })
    const answer = await ask("can't make it tomorrow")
    assert.equal(answer.intent, 'skip_day')
    assert.include(answer.content, "without a training plan there's nothing to skip")
  })
})
