import { test } from '@japa/runner'
import { holidayIn } from '#coach/understanding/holidays'
import { ask, TODAY } from './support.js'

/**
 * Fixed-date holidays named instead of a date, read on Friday 27 November 2026: a history
 * question's holiday is the last one (Christmas 2025), a plan question's the next one.
 */
const DAYS: [string, string, string][] = [
  ['en', 'what did i do on xmas eve', '2025-12-24'],
  ['en', 'how far did i run on boxing day', '2025-12-26'],
  ['en', 'did i go out on new years eve', '2025-12-31'],
  ['en', 'what did i run on new years day', '2026-01-01'],
  ['en', 'what is planned for christmas day', '2026-12-25'],
  ['de', 'wie weit bin ich am zweiten Weihnachtstag gelaufen', '2025-12-26'],
  ['de', 'was bin ich an Heiligabend gelaufen', '2025-12-24'],
  ['de', 'wie lange war mein Lauf an Neujahr', '2026-01-01'],
  ['de', 'was steht an Silvester an', '2026-12-31'],
  ['fr', "qu'est-ce que j'ai couru la veille de Noël", '2025-12-24'],
  ['fr', "j'ai couru combien le jour de l'an", '2026-01-01'],
  ['fr', "qu'est-ce qui est prévu pour la Saint-Sylvestre", '2026-12-31'],
  ['es', 'cuánto corrí en Nochebuena', '2025-12-24'],
  ['es', 'qué hice el día de Reyes', '2026-01-06'],
  ['es', 'qué tengo planificado en Nochevieja', '2026-12-31'],
]

/** "Since" a holiday: from that day to today. */
const SINCE: [string, string, string][] = [
  ['en', 'how many km since xmas', '2025-12-25'],
  ['de', 'wie viele Läufe seit Silvester', '2025-12-31'],
  ['fr', 'combien de km depuis le jour de l’an', '2026-01-01'],
  ['es', 'cuántas salidas desde Nochebuena', '2025-12-24'],
]

test.group('Understanding: holidays', () => {
  for (const [language, text, day] of DAYS) {
    test(`${language} "${text}" is ${day}`, async ({ assert }) => {
      const understanding = await ask(text)
      assert.equal(understanding.entities.day, day)
      assert.isUndefined(understanding.entities.period)
    })
  }

  for (const [language, text, from] of SINCE) {
    test(`${language} "${text}" runs from ${from} to today`, async ({ assert }) => {
      const understanding = await ask(text)
      const { period } = understanding.entities
      assert.equal(period?.fromIso, from)
      assert.equal(period?.toIso, TODAY)
    })
  }

  test('a season’s wish names no day', ({ assert }) => {
    for (const wish of ['merry christmas', 'frohe weihnachten', 'joyeux noel', 'feliz navidad'])
      assert.isUndefined(holidayIn(wish), wish)
    assert.equal(holidayIn('since christmas, merry christmas')?.day, 25)
  })
})
