import { test } from '@japa/runner'
import { ask } from './support.js'

/**
 * A weekday with a day of the month and no month ("sábado 19", "Tuesday the 17th"), read on
 * Friday 27 November 2026: the nearest date that is both, back for what was done, ahead for a
 * plan; a month named after it is that date.
 */
const DAYS: [string, string, string][] = [
  ['en', 'what did i run on tuesday the 17th', '2026-11-17'],
  ['en', 'my run on thursday 29th', '2026-10-29'],
  ['de', 'wie war mein Lauf am Samstag, den 14.', '2026-11-14'],
  ['de', 'was steht am Dienstag, den 1. an', '2026-12-01'],
  ['fr', "qu'est-ce que j'ai couru samedi 14", '2026-11-14'],
  ['fr', 'ma sortie du jeudi 29', '2026-10-29'],
  ['es', 'qué hice el sábado 19', '2026-09-19'],
  ['es', 'qué tengo el sábado 19', '2026-12-19'],
  ['es', 'qué corrí el sábado 14 de noviembre', '2026-11-14'],
]

test.group('Understanding: a weekday and a day of the month', () => {
  for (const [language, text, day] of DAYS) {
    test(`${language} "${text}" is ${day}`, async ({ assert }) => {
      const understanding = await ask(text)
      assert.equal(understanding.entities.day, day)
    })
  }

  test('a distance after a weekday is no day of the month', async ({ assert }) => {
    const understanding = await ask('what did I run on sunday 18 km')
    assert.notEqual(understanding.entities.day, '2026-10-18')
  })
})
