import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { trainingPaces, vdotFromRace } from '#domain/science/vdot'
import { pace } from '#coach/format'
import { coachFor } from '#tests/unit/coach/skills/coach_for'

test.group('Offline coach skill: terms', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(15_000)

  test("a tempo run explained, with the athlete's threshold pace (Daniels)", async ({ assert }) => {
    const { ask } = await coachFor({ weeks: 2 })
    const paces = trainingPaces(Math.round(vdotFromRace(10000, 2550) * 10) / 10)
    const answer = await ask('What is a tempo run?')
    assert.equal(answer.intent, 'term')
    assert.match(answer.content, /^\*\*Tempo \(threshold\) run\*\*: /)
    assert.include(answer.content, `threshold pace ${pace(paces.threshold, 'metric')}`)
  })
})
