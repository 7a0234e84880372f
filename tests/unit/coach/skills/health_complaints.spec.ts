import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { complaintIn } from '#coach/offline/skills/health/complaints'
import { coachFor } from '#tests/unit/coach/skills/coach_for'

test.group('Offline coach: cramps, stitches and hangovers', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(15_000)

  test('the complaint a message names, in four languages', ({ assert }) => {
    const cases: [string, ReturnType<typeof complaintIn>][] = [
      ['cramps in my calves at km 30', 'cramp'],
      ['ich hatte beim langen Lauf einen Wadenkrampf', 'cramp'],
      ['des crampes aux mollets au 30e km', 'cramp'],
      ['me dan calambres en el gemelo', 'cramp'],
      ['side stitch every run', 'stitch'],
      ['immer Seitenstechen beim Laufen', 'stitch'],
      ["j'ai toujours un point de côté", 'stitch'],
      ['me da flato cuando corro rápido', 'stitch'],
      ['should i run hungover', 'hangover'],
      ['tengo resaca, corro hoy?', 'hangover'],
      ['period cramps, can I run?', null],
      ['Bauchkrämpfe seit gestern', null],
      ['my knee hurts', null],
    ]
    for (const [message, expected] of cases) assert.equal(complaintIn(message), expected, message)
  })

  test('answered in the language with when to see a doctor; a plan change or a red sign goes to its skill', async ({
    assert,
  }) => {
    const { ask } = await coachFor({ weeks: 2, plan: true })
    const stitch = await ask('side stitch every run')
    assert.match(stitch.content, /^\*\*Side stitch:\*\*/)
    assert.include(stitch.content, 'See a doctor')
    assert.equal(stitch.revisionId, null)
    const krampf = await ask('ich hatte beim langen Lauf einen Wadenkrampf, was tun?')
    assert.match(krampf.content, /^\*\*Krampf:\*\*/)
    assert.include(krampf.content, 'Arzt')
    const resaca = await ask('tengo resaca, corro hoy?')
    assert.match(resaca.content, /^\*\*Después de beber alcohol:\*\*/)
    const swollen = await ask("calf cramp and now it's swollen and I can't walk")
    assert.equal(swollen.intent, 'injury')
    assert.include(swollen.content, 'physiotherapist or doctor')
  })
})
