import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { coachFor } from '#tests/unit/coach/skills/coach_for'

test.group('Offline coach skill: motivation', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(15_000)

  test('low motivation: the guidance beside the four weeks done', async ({ assert }) => {
    const { ask } = await coachFor({ weeks: 6 })
    const answer = await ask("I can't get motivated to run")
    assert.equal(answer.intent, 'motivation')
    assert.deepEqual(
      answer.toolUses.map((u) => u.name),
      ['recent_training']
    )
    assert.match(answer.content, /Look at what you've done: \d+ active days in the last four weeks/)
  })
})
