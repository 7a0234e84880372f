import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { ToolSession } from '#coach/tools/index'
import type { Language } from '#coach/offline/language'
import type { IntentOf } from '#coach/offline/skill'
import { nutritionSleepSkill } from '#coach/offline/skills/nutrition_sleep'
import { understand } from '#coach/understanding/index'
import type { Turn } from '#coach/offline/turn'
import { coachFor } from '#tests/unit/coach/skills/coach_for'

/**
 * Fuelling, hydration and sleep answers in the turn's language (the engine decides the
 * language; these call the skill as the dispatch does, with the intent of an English twin).
 */
const CASES: [Language, string, 'fuelling' | 'hydration' | 'sleep', RegExp][] = [
  ['en', 'Should I carb load before my marathon?', 'fuelling', /700–840 g for you at 70 kg/],
  [
    'de',
    'Soll ich vor dem Marathon Kohlenhydrate laden?',
    'fuelling',
    /700–840 g für dich bei 70 kg/,
  ],
  [
    'fr',
    'Dois-je faire une charge glucidique avant le marathon ?',
    'fuelling',
    /700 à 840 g pour vous à 70 kg/,
  ],
  [
    'es',
    '¿Debo hacer carga de carbohidratos antes del maratón?',
    'fuelling',
    /700–840 g para ti con 70 kg/,
  ],
  ['de', 'Was soll ich vor einem langen Lauf essen?', 'fuelling', /^Vor einem langen Lauf/],
  ['fr', 'Que manger avant une sortie longue ?', 'fuelling', /^Avant une sortie longue/],
  ['es', '¿Qué como antes de una tirada larga?', 'fuelling', /^Antes de una tirada larga/],
  ['de', 'Wie viel soll ich beim langen Lauf trinken?', 'hydration', /^Trink nach Durst/],
  ['fr', 'Combien boire pendant une sortie longue ?', 'hydration', /^Buvez selon la soif/],
  ['es', '¿Cuánto debo beber en una tirada larga?', 'hydration', /^Bebe según la sed/],
  ['de', 'Wie viel Schlaf brauche ich?', 'sleep', /\*\*7–9 Stunden\*\*/],
  ['fr', "De combien d'heures de sommeil ai-je besoin ?", 'sleep', /\*\*7 à 9 heures\*\*/],
  ['es', '¿Cuánto necesito dormir?', 'sleep', /\*\*7–9 horas\*\*/],
]

test.group('Offline coach skill: fuelling, hydration and sleep in four languages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(15_000)

  for (const [language, question, type, expected] of CASES) {
    test(`${type} (${language}): "${question}"`, async ({ assert }) => {
      const { context } = await coachFor({ weeks: 4, coachTone: 'detailed' })
      const understanding = await understand(question, {
        todayIso: context.todayIso,
        timeZone: context.profile.timeZone,
        units: context.profile.units,
      })
      const turn: Turn = {
        session: new ToolSession(context),
        question,
        language,
        tone: 'detailed',
        today: context.todayIso,
        understanding,
        thread: {},
      }
      const answer = await nutritionSleepSkill.answer(turn, { type } as IntentOf<typeof type>)
      assert.match(answer, expected)
      const sources = { en: 'Sources:', de: 'Quellen:', fr: 'Sources:', es: 'Fuentes:' }[language]
      assert.include(answer, sources)
      // No English sentence leaks into another language's answer (citations aside).
      if (language !== 'en') assert.notMatch(answer.split('**Why**')[0], /\b(the|your|and)\b/)
    })
  }
})
