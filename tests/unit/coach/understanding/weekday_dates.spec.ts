import { test } from '@japa/runner'
import { entityOf } from './support.js'

/**
 * A date written with its weekday and no year, read on Friday 27 November 2026: the date whose
 * weekday agrees, nearest to today, whatever direction the question looks (days.ts). Without a
 * weekday, or with a year, the date stands as written.
 */
const WEEKDAY_DATES: [string, string, string][] = [
  ['en', 'workout on thu 7 jan', '2027-01-07'],
  ['en', 'what did i run on thursday the 1st', '2026-10-01'],
  ['en', 'how was my run on 12 October', '2026-10-12'],
  ['de', 'lauf am donnerstag 7.1.2026', '2026-01-07'],
  ['de', 'training am donnerstag, 7. januar', '2027-01-07'],
  ['de', 'was war am mittwoch, 2. dezember', '2026-12-02'],
  ['fr', 'ma séance du jeudi 1er octobre', '2026-10-01'],
  ['fr', 'séance du jeudi 7 janvier', '2027-01-07'],
  ['es', 'entreno del jueves 7 de enero', '2027-01-07'],
  ['es', 'mi entrenamiento del 12 de octubre', '2026-10-12'],
  ['es', 'qué tengo el domingo 10', '2027-01-10'],
  ['en', 'how was my sunday 10 km run', '2026-11-22'],
]

test.group('Understanding: a date with its weekday', () => {
  for (const [language, text, expected] of WEEKDAY_DATES) {
    test(`${language}: "${text}" is ${expected}`, async ({ assert }) => {
      assert.equal(await entityOf(text, 'day'), expected)
    })
  }
})
