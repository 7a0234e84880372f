import { test } from '@japa/runner'
import { ask } from './support.js'
import { nextThreadState } from '#coach/understanding/thread'
import type { OtherSport } from '#coach/understanding/types'

/**
 * A sport besides running named in a data question (facets.ts): the question is about that
 * sport, and a follow-up keeps it or names another ("and how far did I ride?").
 */
const NAMED: [string, OtherSport][] = [
  ['how many km did i ride last month', 'ride'],
  ['how far have i biked this year', 'ride'],
  ['total cycling in october?', 'ride'],
  ['wie viele kilometer radfahren letzte woche', 'ride'],
  ['wie weit bin ich im oktober geradelt', 'ride'],
  ['combien de km à vélo en octobre', 'ride'],
  ['cuántos km en bici el mes pasado', 'ride'],
  ['how much did i swim last week', 'swim'],
  ['wie oft war ich im september schwimmen', 'swim'],
  ['combien de natation ce mois-ci', 'swim'],
  ['cuánto nadé en agosto', 'swim'],
  ['how many km did i hike this summer', 'hike'],
  ['wie weit bin ich dieses jahr gewandert', 'hike'],
  ['how far did i walk yesterday', 'walk'],
  ['total distance this week including the bike', 'all'],
  ['und mit dem rad zusammen?', 'all'],
  ['km tous sports confondus en octobre', 'all'],
  ['kilómetros de todos los deportes este mes', 'all'],
]

const RUNNING = [
  'how far did i run last month',
  'wie ist es am sonntag gegangen',
  'ça marche, merci',
  'my knee hurts when walking',
  'wie viele km bin ich im oktober gelaufen',
]

test.group('Coach understanding: a sport besides running', () => {
  test('"{0}" asks about {1}')
    .with(NAMED)
    .run(async ({ assert }, [text, sport]) => {
      const understanding = await ask(text)
      assert.equal(understanding.entities.sport, sport)
    })

  test('"{$self}" names no other sport')
    .with(RUNNING)
    .run(async ({ assert }, text) => {
      const understanding = await ask(text)
      assert.isUndefined(understanding.entities.sport)
    })

  test('a follow-up names the sport, and the next one keeps it', async ({ assert }) => {
    const first = await ask('how far did i run last month')
    const second = await ask('and how far did i ride?', {
      thread: nextThreadState(undefined, first),
    })
    assert.equal(second.entities.sport, 'ride')
    assert.deepEqual(second.entities.period, first.entities.period)
    const third = await ask('and in september?', { thread: nextThreadState(undefined, second) })
    assert.equal(third.entities.sport, 'ride')
    assert.equal(third.entities.period?.fromIso.slice(5, 7), '09')
  })
})
