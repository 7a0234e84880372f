import { test } from '@japa/runner'
import { ask } from './support.js'
import { correctSpelling } from '#coach/understanding/spelling'
import type { Entities, Intent, Language } from '#coach/understanding/types'

/** Typed fast on a phone: typos, no capitals, no accents, shouting. */
const CASES: [Language, string, Intent, Partial<Entities>][] = [
  ['en', 'how far did i run yesteday', 'history_day', { day: '2026-11-26' }],
  ['en', 'what did i run on wendesday', 'history_day', { day: '2026-11-25' }],
  ['en', 'how many km in ocotber', 'totals', { period: undefined }],
  ['en', 'predcit my marathon time', 'prediction', { raceDistance: 'marathon' }],
  ['en', 'whats my treshold pace', 'paces', { workoutKind: 'threshold' }],
  ['en', 'HOW MANY KM THIS YEAR', 'totals', {}],
  ['en', 'can i do a sub 1:45 half', 'prediction', { raceDistance: 'half', goalSeconds: 6300 }],
  ['de', 'wie viele kilomter im oktober', 'totals', {}],
  ['de', 'wieviel bin ich gestren gelaufen', 'history_day', { day: '2026-11-26' }],
  ['de', 'was steht am samstg an', 'day_plan', { day: '2026-11-28' }],
  ['fr', 'combien de kilometre en octobre', 'totals', {}],
  ['fr', 'qu est ce que j ai couru hier', 'history_day', { day: '2026-11-26' }],
  ['fr', 'quelle est ma seance de demian', 'day_plan', { day: '2026-11-28' }],
  ['es', 'cuantos kilometros corri en octubre', 'totals', {}],
  ['es', 'que corri el domingo pasdo', 'history_day', { day: '2026-11-22' }],
  ['es', 'que ritmo umbral tengo', 'paces', { workoutKind: 'threshold' }],
]

test.group('Understanding: typos and casual typing', () => {
  for (const [language, text, intent, entities] of CASES) {
    test(`${language} "${text}" is ${intent}`, async ({ assert }) => {
      const understanding = await ask(text)
      assert.equal(understanding.language, language)
      assert.equal(understanding.intent, intent)
      for (const [key, value] of Object.entries(entities)) {
        if (value === undefined)
          assert.isDefined(understanding.entities.period ?? understanding.entities.day)
        else assert.deepEqual(understanding.entities[key as keyof Entities], value, key)
      }
    })
  }

  test('a word one edit from a known word is read as it, a word far from all is kept', ({
    assert,
  }) => {
    assert.equal(correctSpelling('how far did i run yesteday', 'en'), 'how far did i run yesterday')
    assert.equal(correctSpelling('predcit my time', 'en'), 'predict my time')
    assert.equal(correctSpelling('Zanzibar', 'en'), 'Zanzibar')
    assert.equal(correctSpelling('el domingo pasdo', 'es'), 'el domingo pasado')
    assert.equal(correctSpelling('une heure et demie', 'fr'), 'une heure et demie')
  })

  test('the original text is kept in the understanding', async ({ assert }) => {
    const understanding = await ask('how far did i run yesteday')
    assert.equal(understanding.text, 'how far did i run yesteday')
  })
})
