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

  test('a day to skip is the coming one, and the label of the answer says which', async ({
    assert,
  }) => {
    const { context } = await coachFor({ weeks: 1, todayIso: '2026-03-21' })
    const { OfflineCoach } = await import('#coach/offline/engine')
    const answer = await new OfflineCoach().answer(context, "I can't run on Tuesday")
    assert.equal(answer.intent, 'skip_day')
    assert.match(answer.content, /^\*\*Tuesday 24 March:\*\*/)
    assert.include(answer.content, 'nothing to skip on Tuesday 24 March')
  })
})
