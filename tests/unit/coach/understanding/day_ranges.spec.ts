import { test } from '@japa/runner'
import { findDayRange, moveTargetIn } from '#coach/understanding/day_ranges'
import { messageText } from '#coach/understanding/text'
import type { Language } from '#coach/understanding/types'

/*
 * Ranges of days named by their ends (app/coach/understanding/day_ranges.ts): the period is
 * exactly those days, looking forward for plan changes and back for history questions.
 */
type Row = [text: string, language: Language, today: string, from: string, to: string]

const FORWARD: Row[] = [
  // Saturday 2026-03-21: "next week" is 23–29 March.
  ['im away on a work trip tue-thu next week', 'en', '2026-03-21', '2026-03-24', '2026-03-26'],
  ['i travel monday to wednesday', 'en', '2026-03-21', '2026-03-23', '2026-03-25'],
  ['away from Wednesday till Friday', 'en', '2026-03-21', '2026-03-25', '2026-03-27'],
  ['out of town thursday through sunday', 'en', '2026-03-21', '2026-03-26', '2026-03-29'],
  ['off from the 3rd to the 6th', 'en', '2026-03-21', '2026-04-03', '2026-04-06'],
  ['on holiday 28th-2nd', 'en', '2026-03-21', '2026-03-28', '2026-04-02'],
  ['from tomorrow until friday im away', 'en', '2026-03-21', '2026-03-22', '2026-03-27'],
  [
    'bin nächste woche von dienstag bis donnerstag auf dienstreise',
    'de',
    '2026-03-21',
    '2026-03-24',
    '2026-03-26',
  ],
  ['mo-mi bin ich auf geschäftsreise', 'de', '2026-03-21', '2026-03-23', '2026-03-25'],
  ['ich bin vom 3. bis 6. april im urlaub', 'de', '2026-03-21', '2026-04-03', '2026-04-06'],
  ['absent du mardi au jeudi', 'fr', '2026-03-21', '2026-03-24', '2026-03-26'],
  ['je pars en vacances du 3 au 6 avril', 'fr', '2026-03-21', '2026-04-03', '2026-04-06'],
  ['en déplacement de lundi à mercredi', 'fr', '2026-06-10', '2026-06-15', '2026-06-17'],
  ['viajo de martes a jueves la semana que viene', 'es', '2026-03-21', '2026-03-24', '2026-03-26'],
  ['estaré fuera del 3 al 6 de abril', 'es', '2026-03-21', '2026-04-03', '2026-04-06'],
  ['fuera del miércoles al viernes', 'es', '2026-11-02', '2026-11-04', '2026-11-06'],
]

test.group('Understanding: ranges of days', () => {
  test('{0} ({1}, today {2})')
    .with(FORWARD)
    .run(({ assert }, [text, language, today, from, to]) => {
      const found = findDayRange(messageText(text), {
        todayIso: today,
        language,
        direction: 'future',
      })
      assert.equal(found?.period.fromIso, from)
      assert.equal(found?.period.toIso, to)
    })

  test('history questions look back', ({ assert }) => {
    const found = findDayRange(messageText('how far did i run from monday to wednesday'), {
      todayIso: '2026-03-21',
      language: 'en',
      direction: 'past',
    })
    assert.deepEqual([found?.period.fromIso, found?.period.toIso], ['2026-03-16', '2026-03-18'])
  })

  test('distances, counts and moves are no range', ({ assert }) => {
    for (const text of [
      'from 10 to 15 km',
      'run 3-6 times a week',
      'move my long run from sunday to monday',
      'verschieb den Lauf von Samstag auf Sonntag',
      'what should I do on Monday?',
    ]) {
      const found = findDayRange(messageText(text), {
        todayIso: '2026-03-21',
        language: 'en',
        direction: 'future',
      })
      assert.isUndefined(found, text)
    }
  })

  test('a move goes to the day named after its "to" word', ({ assert }) => {
    const today = '2026-03-21'
    assert.equal(moveTargetIn('can i move sundays long run to monday', today), '2026-03-23')
    assert.equal(moveTargetIn('kann ich den langen lauf auf samstag legen', today), '2026-03-21')
    assert.equal(moveTargetIn('décaler la sortie longue à mercredi', today), '2026-03-25')
    assert.equal(moveTargetIn('¿puedo pasar la tirada larga al jueves?', today), '2026-03-26')
    assert.equal(moveTargetIn('push the long run to tomorrow', today), '2026-03-22')
    assert.isUndefined(moveTargetIn('move my long run', today))
  })
})
