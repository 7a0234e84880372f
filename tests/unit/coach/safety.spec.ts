import { test } from '@japa/runner'
import { redFlagIds, redFlagLanguage, redFlags, safetyMessage, type RedFlag } from '#coach/safety'
import { OfflineCoach } from '#coach/offline/engine'

/** Messages that must stop the coach, in the four languages (docs/coach.md#red-flags). */
const ALARMS: [string, RedFlag][] = [
  ['I had chest pain during my run yesterday', 'chest_pain'],
  ['My chest feels tight when I run uphill', 'chest_pain'],
  ['pain in my chest on the last interval', 'chest_pain'],
  ['Ich hatte beim Laufen Brustschmerzen', 'chest_pain'],
  ['Schmerzen in der Brust seit dem Intervalltraining', 'chest_pain'],
  ['Druck auf der Brust beim Laufen, normal?', 'chest_pain'],
  ["J'ai eu une douleur thoracique pendant ma sortie", 'chest_pain'],
  ['douleur à la poitrine en montée', 'chest_pain'],
  ['Tuve dolor en el pecho corriendo', 'chest_pain'],
  ['me duele el pecho cuando corro', 'chest_pain'],
  ['I fainted after the race', 'fainting'],
  ['I passed out at the finish line', 'fainting'],
  ['I collapsed at the finish', 'fainting'],
  ['I felt faint after the intervals', 'fainting'],
  ['Ich bin nach dem Lauf zusammengebrochen', 'fainting'],
  ['Ich bin nach dem Lauf ohnmächtig geworden', 'fainting'],
  ['Je me suis évanoui après la course', 'fainting'],
  ["J'ai perdu connaissance à l'arrivée", 'fainting'],
  ['Me desmayé después de correr', 'fainting'],
  ["I'm short of breath even at rest", 'breathless_at_rest'],
  ['Ich habe Atemnot in Ruhe', 'breathless_at_rest'],
  ['Je suis essoufflé au repos', 'breathless_at_rest'],
  ['Tengo falta de aire en reposo', 'breathless_at_rest'],
  ['I get palpitations at night', 'palpitations'],
  ['My heart is racing while sitting on the couch', 'palpitations'],
  ['Ich habe Herzstolpern', 'palpitations'],
  ['Herzrasen in Ruhe seit gestern', 'palpitations'],
  ["J'ai des palpitations", 'palpitations'],
  ['mon cœur s’emballe au repos', 'palpitations'],
  ['Tengo palpitaciones', 'palpitations'],
  ['I felt dizzy and my heart was racing during the run', 'palpitations'],
  ['heart started racing and i got lightheaded on the hill', 'palpitations'],
  ['mir war schwindelig und ich hatte Herzrasen beim Intervall', 'palpitations'],
  ["j'avais la tête qui tourne et le cœur qui s'emballe en courant", 'palpitations'],
  ['me mareo y se me acelera el corazón al correr', 'palpitations'],
  ['me falta el aire incluso en reposo', 'breathless_at_rest'],
  ['ich bekomme kaum Luft, auch im Sitzen', 'breathless_at_rest'],
  ['latidos irregulares después del maratón', 'palpitations'],
  ['severe dizziness after my long run', 'severe_dizziness'],
  ['starker Schwindel nach dem Lauf', 'severe_dizziness'],
  ['vertiges violents après la course', 'severe_dizziness'],
  ['mareos fuertes al terminar', 'severe_dizziness'],
  ['I think I had heat stroke', 'heat_illness'],
  ['Hitzschlag beim Marathon?', 'heat_illness'],
  ['coup de chaleur au semi', 'heat_illness'],
  ['golpe de calor en la carrera', 'heat_illness'],
  ['numbness in one arm after the run', 'stroke_signs'],
  ['coughing up blood after intervals', 'bleeding'],
  ['Blut im Urin nach dem Marathon', 'bleeding'],
  ['du sang dans les urines après le marathon', 'bleeding'],
  ['sangre en la orina después del maratón', 'bleeding'],
]

/** Ordinary runner talk that must NOT stop the coach. */
const ORDINARY = [
  'My chest strap keeps losing signal',
  'What are my heart rate zones?',
  'My heart was pounding on the last interval',
  'I was out of breath on the hill and had to rest',
  'Passed out on the sofa after a long run',
  'I passed out in bed for ten hours after the marathon',
  'Mein Brustgurt verliert die Verbindung',
  'Was sind meine Herzfrequenzzonen?',
  'Ich hatte Seitenstechen beim Laufen',
  'Ma ceinture cardio ne marche plus',
  "J'étais essoufflé dans la côte",
  'Mi banda de pecho no conecta',
  'Estaba sin aliento en la subida',
  'Is a rest day better than an easy run?',
  'What pace for my tempo run?',
  'I have a stuffy nose, can I run?',
  'My knee hurts after 5 km',
  'I feel a faint ache in my calf',
  'My pace collapsed in the second half',
  'I was passing out water at the aid station',
  'Ich bin mit dem Fuß umgekippt',
  'Mein Tempo ist nach 30 km zusammengebrochen',
  'I feel dizzy after runs sometimes when I stand up fast',
  'mi corazón se aceleró en las series, normal',
  'no puedo respirar bien en las cuestas',
]

test.group('Coach safety: red flags in four languages', () => {
  for (const [message, flag] of ALARMS) {
    test(`red flag "${message}"`, ({ assert }) => {
      assert.include(redFlagIds(message), flag)
      assert.isNotEmpty(redFlags(message))
    })
  }

  for (const message of ORDINARY) {
    test(`no false alarm on "${message}"`, ({ assert }) => {
      assert.deepEqual(redFlagIds(message), [])
    })
  }
})

test.group('Coach safety: the red-flag answer in the message language', () => {
  const cases: [string, string, string][] = [
    ['en', 'I had chest pain during my run', '**Stop and see a doctor.** You mentioned chest pain'],
    [
      'de',
      'Ich hatte Brustschmerzen beim Laufen',
      '**Hör auf und geh zum Arzt.** Du hast Brustschmerzen',
    ],
    [
      'fr',
      'Je me suis évanoui après la course',
      '**Arrêtez et consultez un médecin.** Vous avez mentionné un évanouissement',
    ],
    ['es', 'Tengo palpitaciones', '**Para y ve al médico.** Has mencionado palpitaciones'],
  ]
  for (const [language, message, expected] of cases) {
    test(`${language}: "${message}"`, ({ assert }) => {
      const answer = safetyMessage(language, redFlagIds(message))
      assert.isTrue(answer.startsWith(expected))
      assert.match(answer, /112|emergency/)
    })
  }

  test('a language it does not speak gets English', ({ assert }) => {
    assert.match(
      safetyMessage('it', ['fainting']),
      /^\*\*Stop and see a doctor\.\*\* You mentioned fainting/
    )
  })
})

test.group('Coach safety: the language of a red-flag message', () => {
  test('read from the words only one language uses', ({ assert }) => {
    const cases: [string, ReturnType<typeof redFlagLanguage>][] = [
      ['me duele el pecho cuando corro', 'es'],
      ['tuve palpitaciones', 'es'],
      ['palpitations', null],
      ['me mareo y se me acelera el corazón al correr', 'es'],
      ['Druck auf der Brust beim Laufen', 'de'],
      ["j'ai mal à la poitrine quand je cours", 'fr'],
      ['I had chest pain during my run', 'en'],
      ['my knee hurts', null],
    ]
    for (const [message, language] of cases)
      assert.equal(redFlagLanguage(message), language, message)
  })

  test('the red-flag answer comes in that language', async ({ assert }) => {
    const answer = await new OfflineCoach().answer(
      {
        userId: 0,
        profile: {} as never,
        todayIso: '2026-11-11',
        audience: 'offline',
      },
      'me duele el pecho cuando corro'
    )
    assert.equal(answer.intent, 'red_flag')
    assert.match(answer.content, /^\*\*Para y ve al médico\.\*\*/)
  })
})
