import { test } from '@japa/runner'
import {
  healthKindIn,
  triage,
  type HealthBranch,
  type IllnessFinding,
  type InjurySign,
} from '#coach/offline/skills/health/triage'

/** Many phrasings per branch, in four languages: the rule the message gets. */
const BRANCHES: [HealthBranch, string[]][] = [
  [
    'above_neck',
    [
      'I have a stuffy nose, no fever, can I run?',
      'Runny nose and a sore throat, can I run?',
      'just sneezing a lot today, run or not?',
      "I've got a bad cold but no fever",
      'Blocked nose, should I skip my run?',
      'Ich habe Schnupfen, aber kein Fieber',
      'Verstopfte Nase und Halsschmerzen, darf ich laufen?',
      "J'ai le nez bouché, je peux courir ?",
      'Nez qui coule et mal à la gorge, pas de fièvre',
      'Tengo mocos y dolor de garganta, ¿puedo correr?',
      'Tengo la nariz tapada, sin fiebre',
    ],
  ],
  [
    'systemic',
    [
      'I have a fever and body aches',
      'I have a chest cold and a cough',
      'stomach bug since yesterday, diarrhoea',
      "I've got the flu, out for 5 days",
      'Tested positive for covid',
      'I have a temperature of 38.5',
      'Threw up last night, can I run today?',
      'I have a cold and a fever',
      "I've had a fever since Monday, can I run?",
      'I had a fever yesterday and I still have it',
      'Ich habe Fieber, soll ich laufen?',
      'Ich habe Husten und Gliederschmerzen',
      'Magen-Darm seit gestern, Durchfall',
      "J'ai de la fièvre depuis hier",
      "J'ai la grippe",
      'Gastro depuis deux jours, je peux courir ?',
      'Tengo fiebre y dolores musculares',
      'Tengo gripe',
      'Tengo diarrea desde ayer',
    ],
  ],
  [
    'return_after_illness',
    [
      'back after flu, when can I train again?',
      'First run after covid, how should I start?',
      'I have been fever-free for two days, can I run?',
      "I'm recovered from the flu, how do I get back?",
      'Wie steige ich nach der Grippe wieder ein?',
      'Je reprends après la grippe, comment faire ?',
      '¿Cómo vuelvo a correr después de la gripe?',
      'I had a fever three days ago but I am fine now',
      'Ich hatte vor vier Tagen Fieber, jetzt geht es wieder gut',
      "J'ai eu de la fièvre il y a trois jours",
      'Tuve fiebre hace tres días, ahora estoy bien',
    ],
  ],
  [
    'cold_unclear',
    [
      'can I run with a cold',
      'I have a cold',
      "I'm sick",
      'I feel under the weather',
      'Ich bin erkältet',
      'Je suis malade',
      'Estoy resfriado',
    ],
  ],
  [
    'injury_refer',
    [
      'My foot hurts even when walking',
      'My ankle is swollen',
      'I sprained my ankle yesterday',
      'Knee pain that changes my stride',
      'My shin hurts at night',
      'Pain in one spot on the bone of my shin',
      'my toes go numb and my foot hurts',
      "I'm limping after my run, my calf hurts",
      'Mir tut das Knie beim Gehen weh',
      'Mein Knöchel ist geschwollen',
      "J'ai mal au genou en marchant",
      "J'ai la cheville enflée",
      'Me duele el pie al caminar',
      'Tengo el tobillo hinchado',
    ],
  ],
  [
    'injury_niggle',
    [
      'slight knee niggle',
      'My shins hurt when I run',
      'My knee hurts on the outside after about 5 km',
      'My achilles is stiff and sore in the morning',
      'Sharp pain under my heel in the morning',
      'a bit of hip pain on long runs',
      'Leichte Schmerzen im Knie nach dem Laufen',
      "J'ai un peu mal au tibia",
      'Me duele un poco la rodilla',
    ],
  ],
]

test.group('Health triage: the branch for many phrasings in four languages', () => {
  for (const [branch, messages] of BRANCHES) {
    for (const message of messages) {
      test(`${branch}: "${message}"`, ({ assert }) => {
        assert.equal(triage(message).branch, branch)
      })
    }
  }
})

test.group('Health triage: what was read', () => {
  const cases: [string, IllnessFinding[]][] = [
    ['I have a stuffy nose, no fever', ['stuffy_nose', 'no_fever']],
    ['back after the flu, no fever since Monday', ['no_fever', 'recovered']],
    ['fever and body aches', ['fever', 'body_aches']],
  ]
  for (const [message, findings] of cases) {
    test(`"${message}" reads ${findings.join(', ')}`, ({ assert }) => {
      assert.deepEqual(triage(message).illness, findings)
    })
  }

  const signs: [string, InjurySign[], string][] = [
    ['My foot hurts even when walking', ['pain_walking'], 'foot'],
    ['My ankle is swollen and numb', ['swelling', 'numbness'], 'ankle'],
    ['My knee hurts on the outside after about 5 km', [], 'outside_knee'],
  ]
  for (const [message, expected, part] of signs) {
    test(`"${message}": ${part}, signs ${expected.join(', ') || 'none'}`, ({ assert }) => {
      const result = triage(message)
      assert.equal(result.kind, 'injury')
      assert.deepEqual(result.signs, expected)
      assert.equal(result.part, part)
    })
  }

  test('the kind an intent chose decides only when the message says neither', ({ assert }) => {
    assert.equal(triage('what should I do?', [], 'injury').kind, 'injury')
    assert.equal(triage('I have a fever', [], 'injury').kind, 'illness')
  })
})

test.group('Health triage: whether a message is about health at all', () => {
  const cases: [string, 'illness' | 'injury' | null][] = [
    ['Stomach bug since yesterday', 'illness'],
    ['I had a fever three days ago but I am fine now', 'illness'],
    ['¿Cómo vuelvo a correr después de la gripe?', 'illness'],
    ['Mein Knöchel ist geschwollen', 'injury'],
    ["J'ai la cheville enflée", 'injury'],
    ['What did I run last Tuesday?', null],
    ['Is it too cold to run tomorrow?', null],
    ['My chest strap lost signal', null],
  ]
  for (const [message, kind] of cases) {
    test(`"${message}": ${kind ?? 'neither'}`, ({ assert }) => {
      assert.equal(healthKindIn(message), kind)
    })
  }
})
