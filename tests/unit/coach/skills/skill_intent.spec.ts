import { test } from '@japa/runner'
import { skillIntent } from '#coach/offline/skill_intent'
import type { Intent, IntentType } from '#coach/offline/skill'
import { ask, TODAY } from '#tests/unit/coach/understanding/support'

/** The skill intent the router builds for a message, from the understanding alone. */
async function intentOf(text: string): Promise<Intent | 'clarify'> {
  const routed = skillIntent(await ask(text), TODAY)
  return 'clarify' in routed ? 'clarify' : routed.intent
}

/**
 * Families: each facet the understanding's family is refined by (the figure named, drinking
 * or eating, a past or coming day, a comparison, a shorter day, readiness for a race), with
 * several wordings in each of the four languages, lower case and without a question mark.
 */
const FAMILIES: [IntentType, string[]][] = [
  [
    'explain_metric',
    [
      'what is vdot',
      'explain trimp to me',
      'was bedeutet vdot',
      "c'est quoi le vdot",
      'qué significa vdot',
    ],
  ],
  ['acwr', ['what is my acwr right now', 'wie hoch ist meine acwr', 'cuál es mi acwr']],
  [
    'hydration',
    [
      'how much water should i drink on a long run',
      'wie viel soll ich beim marathon trinken',
      'combien boire pendant un semi',
      'cuánta agua debo beber en una media maratón',
    ],
  ],
  [
    'fuelling',
    [
      'how many gels for a marathon',
      'wie viele kohlenhydrate vor dem marathon',
      'combien de glucides pendant le marathon',
      'cuántos geles tomo en el maratón',
    ],
  ],
  [
    'compare_months',
    [
      'compare october with november',
      'vergleiche oktober mit november',
      'compare octobre et novembre',
      'compara octubre con noviembre',
    ],
  ],
  [
    'readiness',
    [
      'am i ready for a 10k in three weeks',
      'bin ich bereit für einen halbmarathon in 4 wochen',
      'suis-je prêt pour un marathon dans 6 semaines',
      'estoy listo para un 10k en 3 semanas',
    ],
  ],
  [
    'race_prediction',
    [
      'what could i run a half marathon in',
      'prognose für einen 10k',
      'quel temps pour un marathon',
      'qué tiempo haría en una media maratón',
    ],
  ],
]

test.group('Offline coach: the skill intent from the understanding', () => {
  for (const [expected, wordings] of FAMILIES) {
    test(`{0} → ${expected}`)
      .with(wordings.map((wording) => [wording]))
      .run(async ({ assert }, [wording]) => {
        const intent = await intentOf(wording)
        assert.equal(intent === 'clarify' ? intent : intent.type, expected, wording)
      })
  }

  test('slots: days off, a body site, the minutes of a short day', async ({ assert }) => {
    assert.deepInclude(await intentOf("I've got the flu, out for 5 days"), {
      type: 'illness',
      days: 5,
      symptoms: 'below_neck',
    })
    assert.deepInclude(await intentOf('my knee hurts since two weeks'), {
      type: 'injury',
      days: 14,
      site: 'front_knee',
    })
    assert.deepInclude(await intentOf('busy week, only 40 minutes a day'), {
      type: 'short_on_time',
      minutes: 40,
    })
  })

  test('a missed day is past, a skipped one is coming', async ({ assert }) => {
    const past = await intentOf('I missed my run yesterday')
    const coming = await intentOf("I can't run tomorrow")
    assert.equal(past === 'clarify' ? past : past.type, 'missed_workout')
    assert.equal(coming === 'clarify' ? coming : coming.type, 'skip_day')
  })

  test('a pace question is no term to define', async ({ assert }) => {
    for (const wording of [
      'in welchem tempo laufe ich meine tempoläufe',
      'lockeres tempo pro kilometer bitte',
    ]) {
      const intent = await intentOf(wording)
      assert.notEqual(intent === 'clarify' ? intent : intent.type, 'term', wording)
    }
  })
})
