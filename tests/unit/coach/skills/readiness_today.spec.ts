import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import {
  answerReadinessToday,
  asksReadinessToday,
  readinessVerdict,
} from '#coach/offline/skills/readiness_today'
import { coachFor, thisWednesday } from '#tests/unit/coach/skills/coach_for'
import { turnFor } from '#tests/unit/coach/skills/turn_for'

test.group('Offline coach skill: readiness today (pure)', () => {
  test('the verdict: {0}')
    .with([
      ['tired, safe load, fresh', true, 'safe', 3, 'easy'],
      ['not tired, safe load, fresh', false, 'safe', 3, 'go'],
      ['not tired, low load', false, 'low', 10, 'go'],
      ['not tired, load up', false, 'elevated', -5, 'easy'],
      ['not tired, load spike', false, 'high', -5, 'rest'],
      ['tired, load up', true, 'elevated', -5, 'rest'],
      ['not tired, deep fatigue', false, 'safe', -25, 'easy'],
      ['tired, deep fatigue', true, 'safe', -25, 'rest'],
      ['not tired, very deep fatigue', false, 'safe', -35, 'rest'],
      ['no figures yet, tired', true, null, null, 'easy'],
    ] as const)
    .run(({ assert }, [, tired, band, form, verdict]) => {
      assert.equal(readinessVerdict(tired, band, form), verdict)
    })
})

test.group('Offline coach skill: readiness today', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(30_000)

  test('asks whether to train today: {0}')
    .with([
      ['legs are so heavy today, should i do the intervals', true],
      ['im knackered, should i skip today', true],
      ['should i run today or rest?', true],
      ['bin müde, soll ich heute trotzdem laufen', true],
      ['schwere beine heute, kann ich die harte einheit machen?', true],
      ["je suis crevée, je cours quand même aujourd'hui ?", true],
      ['épuisé ce matin, dois-je faire ma séance', true],
      ['estoy agotado, debería entrenar hoy?', true],
      ['piernas pesadas hoy, me salto el entreno?', true],
      ['am i good to go for a hard run today?', true],
      ['ready for the tempo session this evening?', true],
      ['bin ich heute fit genug für intervalle?', true],
      ["suis-je prêt pour la séance de seuil aujourd'hui ?", true],
      ['estoy listo para las series hoy?', true],
      ['what should i run today', false],
      ['whats on today', false],
      ['i have a fever, should i run today', false],
      ['my knee hurts, can i run today?', false],
      ["skip tomorrow's run, i'm busy", false],
      ['I have been tired for weeks and my runs are getting slower', false],
      ['so tired today, how much sleep do i need', false],
      ['tired today, what should i eat before my long run', false],
    ] as const)
    .run(async ({ assert }, [question, asks]) => {
      const { context } = await coachFor({ weeks: 4 })
      assert.equal(asksReadinessToday(await turnFor(context, question)), asks, question)
    })

  test("a verdict with the ratio, form and today's session, in the language asked: {0}")
    .with([
      ['legs feel heavy, is it ok to do a hard session today', /^\*\*Take it easy today\*\*/],
      ['soll ich heute laufen? bin echt müde', /^\*\*Heute locker\*\*/],
      ["je suis fatigué, je cours aujourd'hui ?", /^\*\*Doucement aujourd'hui\*\*/],
      ['estoy cansada, corro hoy?', /^\*\*Hoy suave\*\*/],
    ] as const)
    .run(async ({ assert }, [question, verdict]) => {
      const { context } = await coachFor({ weeks: 8, plan: true, todayIso: thisWednesday() })
      const answer = await answerReadinessToday(await turnFor(context, question))
      assert.match(answer, verdict)
      // The ratio with two decimals, a decimal comma outside English.
      assert.match(answer, /\*\*\d[.,]\d{2}\*\*/)
      assert.match(
        answer,
        /Planned today|Heute geplant|Prévu aujourd'hui|Previsto hoy|rest day|Ruhetag|jour de repos|día de descanso/
      )
    })

  test('a load spike and tiredness: rest, never go hard', async ({ assert }) => {
    const { context } = await coachFor({
      weeks: 8,
      plan: true,
      lastWeekFactor: 3.5,
      todayIso: thisWednesday(),
    })
    const answer = await answerReadinessToday(
      await turnFor(context, 'exhausted today, should i still do my workout')
    )
    assert.match(answer, /^\*\*Rest today\*\*/)
    assert.notInclude(answer, 'go ahead')
  })

  test('the engine answers it before the day plan', async ({ assert }) => {
    const { ask } = await coachFor({ weeks: 8, plan: true, todayIso: thisWednesday() })
    const answer = await ask('feeling wiped today, ok to run?')
    assert.equal(answer.intent, 'readiness_today')
    const plan = await ask('what should i run today')
    assert.notEqual(plan.intent, 'readiness_today')
  })
})
