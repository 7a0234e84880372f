import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { A_WEDNESDAY, coachFor } from '#tests/unit/coach/skills/coach_for'

test.group('Offline coach skill: volume and frequency', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(15_000)

  test('cut back: 75 % of the best recent week', async ({ assert }) => {
    const { ask } = await coachFor({ weeks: 5, todayIso: A_WEDNESDAY })
    const answer = await ask('I want to cut back my mileage')
    assert.equal(answer.intent, 'volume')
    assert.include(
      answer.content,
      'a lighter week at about **36.0 km** (75 % of your best recent week of 48.0 km)'
    )
  })

  test('more: at most 10 % over the best recent week', async ({ assert }) => {
    const { ask } = await coachFor({ weeks: 5, todayIso: A_WEDNESDAY })
    const answer = await ask('could I bump up my weekly km')
    assert.include(answer.content, 'go up to about **52.8 km** next week (+10 % at most)')
  })

  test("how many days a week: the athlete's own days, and which follow each other", async ({
    assert,
  }) => {
    const { ask } = await coachFor()
    const answer = await ask('how many days a week should I run')
    assert.equal(answer.intent, 'frequency')
    assert.include(
      answer.content,
      'Your week has 4 running days (Tuesday, Thursday, Saturday, Sunday); one is followed by another run the next day.'
    )
  })
})
