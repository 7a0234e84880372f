import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { OfflineCoach } from '#coach/offline/engine'
import type { ThreadState } from '#coach/understanding/types'
import { coachFor } from '#tests/unit/coach/skills/coach_for'

test.group('Offline coach: "can I run?" after a health message in the thread', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(20_000)

  test('the health rule holds, in the language, never the plan of the day', async ({ assert }) => {
    const { context } = await coachFor({ weeks: 2, plan: true })
    const conversations: [string[], RegExp][] = [
      [
        ['fever of 39 since yesterday', 'can i at least jog slowly tomorrow'],
        /no running until you have been free of fever and these symptoms for 24–48 hours/,
      ],
      [
        ['felt some chest tightness on my run', 'should i still do the long run tomorrow?'],
        /until a doctor has checked you/,
      ],
      [
        ['ich habe Fieber und Gliederschmerzen', 'kann ich morgen wenigstens locker laufen?'],
        /kein Laufen, bis du 24–48 Stunden ohne Fieber/,
      ],
      [
        ["j'ai de la fièvre depuis hier", 'je peux quand même courir demain ?'],
        /pas de course avant 24 à 48 heures sans fièvre/,
      ],
      [
        ['tengo fiebre desde ayer', '¿puedo correr suave mañana?'],
        /no corras hasta llevar 24–48 horas sin fiebre/,
      ],
    ]
    for (const [turns, expected] of conversations) {
      const coach = new OfflineCoach()
      let thread: ThreadState = {}
      let content = ''
      for (const turn of turns) {
        const answer = await coach.answer(context, turn, thread)
        thread = answer.thread ?? thread
        content = answer.content
      }
      assert.match(content, expected, turns.join(' / '))
    }
  })

  test('without a health message before, "can I run tomorrow" is a plan question', async ({
    assert,
  }) => {
    const { context } = await coachFor({ weeks: 2, plan: true })
    const coach = new OfflineCoach()
    const first = await coach.answer(context, 'how far did i run last week')
    const answer = await coach.answer(context, 'can i run tomorrow?', first.thread)
    assert.notEqual(answer.intent, 'illness')
    assert.notMatch(answer.content, /24–48/)
  })
})
