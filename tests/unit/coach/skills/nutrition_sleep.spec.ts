import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { coachFor } from '#tests/unit/coach/skills/coach_for'

test.group('Offline coach skill: nutrition and sleep', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(15_000)

  test("carbohydrate loading for the athlete's weight; no race figures before a long run", async ({
    assert,
  }) => {
    const { ask } = await coachFor({ weeks: 4 })
    const loading = await ask('Should I carb load before my marathon?')
    assert.equal(loading.intent, 'fuelling')
    // 10–12 g per kg for the test athlete's 70 kg.
    assert.include(loading.content, '(700–840 g for you at 70 kg)')
    assert.include(loading.content, 'Your predicted marathon time is')
    const longRun = await ask('What should I eat before a long run?')
    assert.match(longRun.content, /^Before a long run/)
    assert.notInclude(longRun.content, 'Your predicted')
  })

  test('sleep and hydration: the guidance with its sources', async ({ assert }) => {
    const { ask } = await coachFor({ coachTone: 'detailed' })
    const sleep = await ask('How much sleep do I need?')
    assert.equal(sleep.intent, 'sleep')
    assert.include(sleep.content, '**7–9 hours**')
    assert.include(sleep.content, 'Sources: ')
    const drink = await ask('How much should I drink on a long run?')
    assert.equal(drink.intent, 'hydration')
    assert.match(drink.content, /^Drink to thirst/)
  })
})
