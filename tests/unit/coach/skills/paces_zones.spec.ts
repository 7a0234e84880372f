import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { trainingPaces, vdotFromRace } from '#domain/science/vdot'
import { paceRange } from '#coach/format'
import { coachFor } from '#tests/unit/coach/skills/coach_for'

test.group('Offline coach skill: paces and zones', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(15_000)

  test('easy pace and zones from VDOT and LTHR', async ({ assert }) => {
    const { ask } = await coachFor({ weeks: 2 })
    const paces = trainingPaces(Math.round(vdotFromRace(10000, 2550) * 10) / 10)
    const easy = await ask('What pace for an easy run?')
    assert.include(
      easy.content,
      paceRange(paces.easy.fastSecPerKm, paces.easy.slowSecPerKm, 'metric')
    )
    const zones = await ask('What are my zones?')
    assert.include(zones.content, 'from your LTHR')
    assert.include(zones.content, 'bpm')
    assert.include(zones.content, 'threshold')
  })

  test('imperial athletes get miles and paces per mile', async ({ assert }) => {
    const { ask } = await coachFor({ units: 'imperial' })
    const progress = await ask('How am I doing?')
    assert.include(progress.content, ' mi running')
    const easy = await ask('What pace for an easy run?')
    assert.include(easy.content, '/mi')
    assert.notInclude(easy.content, '/km')
  })

  test('a pace converted between miles and km', async ({ assert }) => {
    const { ask } = await coachFor({ weeks: 2 })
    const answer = await ask('what is 8 min per mile in km')
    assert.equal(answer.intent, 'pace_convert')
    // 480 s / 1.609344 km = 298.3 s a km.
    assert.match(answer.content, /^\*\*8:00\/mi\*\* is \*\*4:58\/km\*\*/)
    assert.include(answer.content, 'Your training paces for comparison')
  })
})
