import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { A_WEDNESDAY, coachFor } from '#tests/unit/coach/skills/coach_for'

/**
 * A race distance asked with a verb in the conditional is a time still to run: the prediction
 * for that distance, not the runs of the week (the history) nor a best effort.
 */
test.group('Offline coach: a time to come, asked in the conditional', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(30_000)

  test('{0}')
    .with([
      ['how long would a 5k take me', '5 km: **'],
      ['wie lange bräuchte ich für 10 km', '10 km: **'],
      ['combien de temps je mettrais sur 10 km', '10 km : **'],
      ['cuánto tardaría en 5 km', '5 km: **'],
    ] as const)
    .run(async ({ assert }, [question, line]) => {
      const { ask } = await coachFor({ weeks: 6, todayIso: A_WEDNESDAY })
      const answer = await ask(question)
      assert.equal(answer.intent, 'race_prediction')
      assert.include(answer.content, line)
      assert.deepEqual(
        answer.toolUses.map((use) => use.name),
        ['race_predictions']
      )
    })
})
