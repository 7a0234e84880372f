/*
 * Readiness asked as a choice (hard or easy), with legs said to be dead or a short night with
 * a session to keep: the day's verdict with the acute:chronic ratio, in the language asked,
 * never a plan change (skills/readiness_today.ts).
 */
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { asksReadinessToday } from '#coach/offline/skills/readiness_today'
import { coachFor } from '#tests/unit/coach/skills/coach_for'
import { turnFor } from '#tests/unit/coach/skills/turn_for'

/** A fixed Thursday inside the test athlete's plan weeks. */
const THURSDAY = '2026-03-19'

test.group('Offline coach skill: readiness as a choice', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(30_000)

  test('is read as readiness today: {0}')
    .with([
      ['hard session or an easy jog this morning?', true],
      ['push it today or keep it slow', true],
      ['heute intensiv oder lieber langsam?', true],
      ['meine beine sind total leer, heute laufen?', true],
      ['séance dure ou footing tranquille ce soir ?', true],
      ["jambes coupées, je cours aujourd'hui ?", true],
      ['hoy series o descanso?', true],
      ['piernas muertas, corro hoy?', true],
      ['only slept 3 hours, still do the intervals?', true],
      ['nur 5 std geschlafen, trotzdem die intervalle laufen?', true],
      ['dormi 3h cette nuit, je fais quand même le fractionné ?', true],
      ['dormí 5 horas, hago igual las series?', true],
      ['slept 4 hours, should i run', false],
      ['make my plan harder or easier?', false],
      ['what is the difference between tempo or threshold runs', false],
    ] as const)
    .run(async ({ assert }, [question, asks]) => {
      const { context } = await coachFor({ weeks: 4, todayIso: THURSDAY })
      assert.equal(asksReadinessToday(await turnFor(context, question)), asks, question)
    })

  test('the engine gives the verdict and the ratio, and proposes nothing: {0}')
    .with([
      ['push it today or keep it slow', 'en', /Yes, go ahead|Take it easy|Rest today/],
      ['heute intensiv oder lieber langsam?', 'de', /Ja, du kannst|Heute locker|Heute Ruhe/],
      ["séance dure ou footing tranquille aujourd'hui ?", 'fr', /Oui, allez-y|Doucement|Repos/],
      ['hoy fuerte o tranquilo?', 'es', /Sí, adelante|Hoy suave|Hoy descanso/],
    ] as const)
    .run(async ({ assert }, [question, , verdict]) => {
      const { ask } = await coachFor({ weeks: 8, plan: true, todayIso: THURSDAY })
      const answer = await ask(question)
      assert.equal(answer.intent, 'readiness_today')
      assert.isNull(answer.revisionId)
      assert.match(answer.content, verdict)
      // The ratio with two decimals, a decimal comma outside English.
      assert.match(answer.content, /\*\*\d[.,]\d{2}\*\*/)
    })

  test('a short night with a session to keep is an easy day, not a go', async ({ assert }) => {
    const { ask } = await coachFor({ weeks: 8, plan: true, todayIso: THURSDAY })
    const answer = await ask('only slept 3 hours, still do the intervals?')
    assert.equal(answer.intent, 'readiness_today')
    assert.notMatch(answer.content, /Yes, go ahead/)
    assert.match(answer.content, /Take it easy today|Rest today/)
  })
})
