import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Activity from '#models/activity'
import { A_WEDNESDAY, coachFor } from '#tests/unit/coach/skills/coach_for'

/**
 * The test athlete runs 8, 6, 10, 6 and 18 km on Tuesday to Sunday (not Friday) every week;
 * here nothing from Monday 16 February to Sunday 8 March: the last run before that break is
 * Sunday 15 February (18 km), the comeback Tuesday 10 March, 22 days without a run between.
 */
async function athleteWithBreak() {
  const athlete = await coachFor({ weeks: 8, todayIso: A_WEDNESDAY })
  await Activity.query()
    .where('userId', athlete.user.id)
    .whereBetween('localDate', ['2026-02-16', '2026-03-08'])
    .delete()
  return athlete
}

test.group('Offline coach skill: the runs around a break', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(30_000)

  test('the last run before an injury, in the four languages: {0}')
    .with([
      ['when was my last run before i got injured', 'Sun 15 February', '18.0 km', '22 days'],
      ['mein letzter Lauf vor der Verletzung?', 'So. 15. Februar', '18,0 km', '22 Tage'],
      ['ma dernière sortie avant la blessure', 'dim. 15 février', '18,0 km', '22 jours'],
      ['cuál fue mi última salida antes de la lesión', 'dom 15 de febrero', '18,0 km', '22 días'],
    ] as const)
    .run(async ({ assert }, [question, day, distance, daysOff]) => {
      const { ask } = await athleteWithBreak()
      const answer = await ask(question)
      assert.equal(answer.intent, 'history')
      assert.include(answer.content, day)
      assert.include(answer.content, distance)
      assert.include(answer.content, daysOff)
      assert.isNull(answer.revisionId, 'no plan change proposed')
      assert.isTrue(answer.toolUses.every((use) => use.name === 'training_history'))
    })

  test('the runs since the comeback, from its day to today', async ({ assert }) => {
    const { ask } = await athleteWithBreak()
    const answer = await ask('how many runs since I came back from the injury')
    assert.equal(answer.intent, 'history')
    assert.include(answer.content, 'from Tue 10 March to Wed 18 March')
    assert.isNull(answer.revisionId)
  })

  test('no break of two weeks: said so', async ({ assert }) => {
    const { ask } = await coachFor({ weeks: 8, todayIso: A_WEDNESDAY })
    const answer = await ask('my last run before the break')
    assert.include(answer.content, 'I see no break of two weeks or more')
  })
})
