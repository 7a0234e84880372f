import { test } from '@japa/runner'
import { healthKindIn } from '#coach/offline/skills/health/triage'
import { findSymptoms } from '#coach/understanding/workouts'
import { messageText } from '#coach/understanding/text'

/*
 * The signs that send a health question to the triage, however they are written: a body
 * temperature given as a number (a fever by its reading, docs/coach.md#illness-the-neck-check)
 * and swelling in any tense (a red flag for an injury, docs/coach.md#injuries-safe-triage).
 */
const FEVERS: [string, string][] = [
  ['en', 'temp is 38.9 now, ok for an easy jog?'],
  ['en', 'my temperature says 39, can I still do the long run'],
  ['en', '101 F this morning, run later?'],
  ['de', 'Temperatur 38,4 heute früh, kann ich locker laufen'],
  ['fr', "j'ai 38,5 de température, je peux trottiner ?"],
  ['es', 'tengo 39 grados, puedo salir a trotar'],
]

const SWELLINGS: [string, string][] = [
  ['en', 'my ankle swelled up after the trail run'],
  ['de', 'das Knie ist angeschwollen seit dem Lauf'],
  ['de', 'der Knöchel schwoll nach dem Lauf an'],
  ['fr', 'ma cheville a gonflé hier soir'],
  ['es', 'se me hinchó la rodilla después de la tirada larga'],
  ['es', 'el tobillo está hinchado desde ayer'],
]

/** Numbers that are no temperature: a distance, a pace, a count. */
const NOT_FEVERS = ['I ran 38.5 km on Sunday', 'my 10k in 39:40', 'ran 40 km this week']

test.group('Health signs', () => {
  test('a temperature as a number is a fever ({0})')
    .with(FEVERS)
    .run(({ assert }, [, message]) => {
      assert.include(findSymptoms(messageText(message).plain), 'fever')
      assert.equal(healthKindIn(message), 'illness')
    })

  test('swelling in any tense is an injury sign ({0})')
    .with(SWELLINGS)
    .run(({ assert }, [, message]) => {
      assert.include(findSymptoms(messageText(message).plain), 'swelling')
      assert.equal(healthKindIn(message), 'injury')
    })

  test('a number that is no temperature is no fever: {$self}')
    .with(NOT_FEVERS)
    .run(({ assert }, message) => {
      assert.notInclude(findSymptoms(messageText(message).plain), 'fever')
      assert.isNull(healthKindIn(message))
    })
})
