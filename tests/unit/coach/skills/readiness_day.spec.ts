import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { asksReadinessToday } from '#coach/offline/skills/readiness_today'
import { OfflineCoach } from '#coach/offline/engine'
import type { ThreadState } from '#coach/understanding/types'
import { coachFor, proposedRevisions, thisWednesday } from '#tests/unit/coach/skills/coach_for'
import { turnFor } from '#tests/unit/coach/skills/turn_for'

/*
 * The failure classes on the skills' side (docs/coach.md, "Readiness today"): readiness for a
 * session on a named day, in every language and every way of naming the day; a diagnosis
 * asked; overtraining with no data; "and the mile?" after a best time; "and on race morning?"
 * after a nutrition question. The wordings are this file's own.
 */
const WORDINGS = {
  en: ['am I fit for a hard workout {d}', 'ok to do intervals {d}?', 'can i go hard {d}'],
  de: ['bin ich {d} fit für Intervalle', 'kann ich {d} einen Tempolauf machen'],
  fr: ['suis-je en forme pour du fractionné {d}', 'je peux faire une séance dure {d} ?'],
  es: ['estoy bien para series {d}', '¿puedo hacer un tempo {d}?'],
} as const
const DAYS = {
  en: ['today', 'tomorrow', 'on saturday'],
  de: ['heute', 'morgen', 'am Samstag'],
  fr: ["aujourd'hui", 'demain', 'samedi'],
  es: ['hoy', 'mañana', 'el sábado'],
} as const

const ASKS = (Object.keys(WORDINGS) as (keyof typeof WORDINGS)[]).flatMap((language) =>
  WORDINGS[language].flatMap((wording) => DAYS[language].map((day) => wording.replace('{d}', day)))
)

test.group('Offline coach skill: readiness on a named day', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(60_000)

  test('asks for a verdict on that day (all wordings × days × languages)', async ({ assert }) => {
    const { context } = await coachFor({ weeks: 4, plan: true, todayIso: thisWednesday() })
    for (const question of ASKS) {
      assert.isTrue(asksReadinessToday(await turnFor(context, question)), question)
    }
  })

  test('not a verdict: {0}')
    .with([
      'am I ready for my 10K race on Friday?',
      'can I race a 10K in 3 weeks?',
      'what is planned tomorrow',
      'move tomorrow’s run to saturday',
      'how should I taper for sunday',
    ])
    .run(async ({ assert }, question) => {
      const { context } = await coachFor({ weeks: 4, plan: true, todayIso: thisWednesday() })
      assert.isFalse(asksReadinessToday(await turnFor(context, question)), question)
    })

  test('the verdict names that day and its session, never a proposal: {0}')
    .with([
      ['can i go hard tomorrow', /Planned on Thursday|Thursday .* is a \*\*rest day\*\*/],
      ['bin ich morgen fit für Intervalle', /Geplant am Donnerstag|Am Donnerstag, .* Ruhetag/],
      ['suis-je en forme pour du fractionné demain', /Prévu jeudi|jeudi .* jour de repos/],
      ['¿puedo hacer series mañana?', /Previsto el jueves|El jueves, .* día de descanso/],
    ] as const)
    .run(async ({ assert }, [question, line]) => {
      const { ask, user } = await coachFor({ weeks: 8, plan: true, todayIso: thisWednesday() })
      const answer = await ask(question)
      assert.equal(answer.intent, 'readiness_today', question)
      assert.match(answer.content, line)
      assert.match(answer.content, /\*\*\d[.,]\d{2}\*\*/)
      assert.lengthOf(await proposedRevisions(user.id), 0)
    })
})

test.group('Offline coach: diagnosis, overtraining with no data, follow-ups', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(60_000)

  test('a diagnosis asked gets none and no plan change: {0}')
    .with([
      ['diagnose my ankle, is it a sprain or not', /only a doctor or physiotherapist/],
      ['ist es ein Meniskusriss, ja oder nein? mein Knie tut weh', /Arzt oder Physiotherapeut/],
      ["j'ai mal au genou, est-ce une tendinite, oui ou non ?", /médecin ou un kinésithérapeute/],
      ['me duele la rodilla, ¿es una rotura de menisco sí o no?', /médico o fisioterapeuta/],
    ] as const)
    .run(async ({ assert }, [question, referral]) => {
      const { ask, user } = await coachFor({ weeks: 4, plan: true })
      const answer = await ask(question)
      assert.match(answer.content, referral)
      assert.isNull(answer.revisionId)
      assert.lengthOf(await proposedRevisions(user.id), 0)
    })

  test('overtraining with no runs says there is no data: {0}')
    .with([
      ['am I overtraining?', /no training data yet/],
      ['bin ich im Übertraining?', /keine Trainingsdaten/],
      ['suis-je en surentraînement ?', /pas encore de données/],
      ['¿estoy sobreentrenado?', /no hay datos de entrenamiento/],
    ] as const)
    .run(async ({ assert }, [question, said]) => {
      const { ask } = await coachFor({ weeks: 0 })
      const answer = await ask(question)
      assert.match(answer.content, said)
    })

  test('a follow-up changes the distance or the moment: {0} ⏎ {1}')
    .with([
      ['my best 5k time', 'and the mile?', /1 mile/],
      ['meine beste 5k zeit', 'und auf der meile?', /1 Meile/],
      ['what should I eat the night before my half', 'and on race morning?', /1–4 g|1-4 g/],
      ['que manger la veille du semi', 'et le matin de la course ?', /^Avant une course/],
    ] as const)
    .run(async ({ assert }, [first, second, expected]) => {
      const { context } = await coachFor({ weeks: 8, plan: true })
      const coach = new OfflineCoach()
      let thread: ThreadState = {}
      const opening = await coach.answer(context, first, thread)
      thread = opening.thread ?? thread
      const answer = await coach.answer(context, second, thread)
      assert.notEqual(answer.intent, 'clarify')
      assert.match(answer.content, expected)
    })
})
