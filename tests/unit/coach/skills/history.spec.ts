import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { A_WEDNESDAY, coachFor } from '#tests/unit/coach/skills/coach_for'
import { addActivity } from '#tests/unit/coach/tools/context'

test.group('Offline coach skill: history', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(15_000)

  // The test athlete runs 8, 6, 10, 6 and 18 km on Tuesday to Sunday (not Friday) every week.
  test('last week: its total, its longest run and each session', async ({ assert }) => {
    const { ask } = await coachFor({ weeks: 3, todayIso: A_WEDNESDAY })
    const answer = await ask('How far did I run last week?')
    assert.equal(answer.intent, 'history')
    assert.deepEqual(
      answer.toolUses.map((u) => u.name),
      ['training_history']
    )
    assert.include(answer.content, 'Mon 9 March to Sun 15 March: **48.0 km running** in 5 runs')
    assert.include(answer.content, '- Longest run: 18.0 km on Sun 15 March.')
    assert.include(answer.content, 'Tue 10 March: a run of 8.0 km in 44:00 (5:30/km)')
  })

  test('a named day, the same distance in miles, and a day still ahead', async ({ assert }) => {
    const { ask } = await coachFor({ weeks: 3, todayIso: A_WEDNESDAY })
    const tuesday = await ask('What did I run yesterday?')
    assert.include(tuesday.content, 'On Tue 17 March you did a run of 8.0 km in 44:00')
    const miles = await ask('How many miles did I run last week?')
    // 48 km / 1.609344 km a mile, the profile's km beside it.
    assert.include(miles.content, '**29.8 mi (48.0 km) running** in 5 runs')
    const ahead = await ask('What did I run next Friday?')
    assert.include(ahead.content, 'is still ahead, so there is no training to look at yet')
    assert.lengthOf(ahead.toolUses, 0)
  })
  test('a ride asked by its power, in the four languages: {0}')
    .with([
      ['avg watts on my ride on monday', 'average power 212 W'],
      ['wie viel Watt im Schnitt bei der Radfahrt am Montag', 'Durchschnittsleistung 212 W'],
      ['puissance moyenne de mon vélo lundi', 'puissance moyenne 212 W'],
      ['potencia media de la bici del lunes', 'potencia media 212 W'],
    ] as const)
    .run(async ({ assert }, [question, power]) => {
      const { ask, user } = await coachFor({ weeks: 3, todayIso: A_WEDNESDAY })
      const ride = await addActivity(user.id, '2026-03-16', { sport: 'ride', km: 40, minutes: 80 })
      ride.avgPowerWatts = 212.4
      await ride.save()
      const answer = await ask(question)
      assert.equal(answer.intent, 'history')
      assert.include(answer.content, power)
      assert.include(answer.content, '40')
      assert.notInclude(answer.content, 'half', 'no race read into "media"')
    })
})
