import { test } from '@japa/runner'
import { detectLanguage } from '#coach/understanding/language'
import type { Language } from '#coach/understanding/types'

/** Short messages are the hard ones: one or two words, no accents, sometimes typos. */
const SHORT: [Language, string][] = [
  ['en', 'hi'],
  ['en', 'thanks!'],
  ['en', 'yes, do that'],
  ['en', 'and in August?'],
  ['en', 'my zones'],
  ['en', 'quickest 1k'],
  ['en', 'fastest 5k'],
  ['en', 'longest one pls'],
  ['en', 'how fit am i'],
  ['en', 'predict my 10k'],
  ['de', 'hallo'],
  ['de', 'danke'],
  ['de', 'ja, mach das'],
  ['de', 'und im August?'],
  ['de', 'meine Schuhe'],
  ['de', 'bin krank'],
  ['de', 'Prognose Marathon'],
  ['fr', 'bonjour'],
  ['fr', 'merci'],
  ['fr', 'oui, fais-le'],
  ['fr', 'et en août ?'],
  ['fr', 'mes chaussures'],
  ['fr', 'je suis malade'],
  ['fr', 'prédiction 10 km'],
  ['es', 'hola'],
  ['es', 'gracias'],
  ['es', 'sí, hazlo'],
  ['es', '¿y en agosto?'],
  ['es', 'mis zapatillas'],
  ['es', 'estoy enfermo'],
  ['es', 'cuanto corri ayer'],
]

const SENTENCES: [Language, string][] = [
  ['en', 'How many kilometres did I run in the last six weeks?'],
  ['de', 'Wie viele Kilometer bin ich in den letzten sechs Wochen gelaufen?'],
  ['fr', 'Combien de kilomètres ai-je couru ces six dernières semaines ?'],
  ['es', '¿Cuántos kilómetros he corrido en las últimas seis semanas?'],
]

test.group('Understanding: language', () => {
  for (const [language, text] of [...SHORT, ...SENTENCES]) {
    test(`"${text}" is ${language}`, ({ assert }) => {
      assert.equal(detectLanguage(text), language)
    })
  }

  test('a message with nothing to go by keeps the thread language', ({ assert }) => {
    for (const language of ['en', 'de', 'fr', 'es'] as const) {
      assert.equal(detectLanguage('ok', language), language)
      assert.equal(detectLanguage('15k?', language), language)
    }
  })

  test('a clear message wins over the thread language', ({ assert }) => {
    assert.equal(detectLanguage('Wie weit bin ich gestern gelaufen?', 'en'), 'de')
    assert.equal(detectLanguage('how far did I run yesterday', 'fr'), 'en')
  })

  test('without a thread, a message with nothing to go by is English', ({ assert }) => {
    assert.equal(detectLanguage('15k?'), 'en')
  })
})
