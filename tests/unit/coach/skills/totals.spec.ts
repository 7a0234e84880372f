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
      'Week (Mon 16 March – Wed 18 March, so far): **8.0 km running** in 1 runs'
    )
    assert.include(
      answer.content,
      'Week (Mon 9 March – Sun 15 March): **48.0 km running** in 5 runs'
    )
  })

  test('two months compared in the language asked: {0}')
    .with([
      ['vergleiche diesen Monat mit dem letzten', 'Februar 2026', 'gelaufen'],
      ['compare ce mois-ci au mois dernier', 'février 2026', 'de course'],
      ['compara este mes con el anterior', 'febrero de 2026', 'corriendo'],
    ])
    .run(async ({ assert }, [question, february, running]) => {
      const { ask } = await coachFor({ weeks: 10, todayIso: A_WEDNESDAY })
      const answer = await ask(question)
      assert.equal(answer.intent, 'compare_months')
      assert.include(answer.content, february)
      assert.include(answer.content, running)
      for (const word of ['Per week', 'running', 'all sports', 'longest run']) {
        assert.notInclude(answer.content, word)
      }
      assert.notMatch(answer.content, /\d{4}-\d\d-\d\d/)
    })
})
