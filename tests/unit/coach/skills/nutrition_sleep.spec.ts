import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { coachFor } from '#tests/unit/coach/skills/coach_for'
import { nutritionTopic } from '#coach/offline/skills/nutrition_sleep'

test.group('Offline coach skill: nutrition and sleep', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(15_000)

  test("carbohydrate loading for the athlete's weight; no race figures before a long run", async ({
    assert,
  }) => {
    const { ask } = await coachFor({ weeks: 4 })
    const loading = await ask('Should I carb load before my marathon?')
    assert.equal(loading.intent, 'fuelling')
    // 10–12 g per kg for the test athlete's 70 kg.
    assert.include(loading.content, '(700–840 g for you at 70 kg)')
    assert.include(loading.content, 'Your predicted marathon time is')
    const longRun = await ask('What should I eat before a long run?')
    assert.match(longRun.content, /^Before a long run/)
    assert.notInclude(longRun.content, 'Your predicted')
  })

  test('sleep and hydration: the guidance with its sources', async ({ assert }) => {
    const { ask } = await coachFor({ coachTone: 'detailed' })
    const sleep = await ask('How much sleep do I need?')
    assert.equal(sleep.intent, 'sleep')
    assert.include(sleep.content, '**7–9 hours**')
    assert.include(sleep.content, 'Sources: ')
    const drink = await ask('How much should I drink on a long run?')
    assert.equal(drink.intent, 'hydration')
    assert.match(drink.content, /^Drink to thirst/)
  })

  test('the topic is the one the words name, in any language', ({ assert }) => {
    const cases: [string, 'fuelling' | 'hydration' | 'sleep', string][] = [
      ['je dors mal avant la course, que faire ?', 'fuelling', 'sleep'],
      ['ich schlafe vor Wettkämpfen schlecht', 'fuelling', 'sleep'],
      ['no duermo bien antes de competir', 'fuelling', 'sleep'],
      ['how much protein a day', 'fuelling', 'protein'],
      ['wie viel Eiweiss brauche ich', 'sleep', 'protein'],
      ['cuánta proteína necesito', 'fuelling', 'protein'],
      ['was soll ich im Marathon trinken', 'fuelling', 'hydration'],
      ['y qué bebo en la tirada larga', 'fuelling', 'hydration'],
      ['que boire pendant le semi', 'fuelling', 'hydration'],
      ['what should i eat after a long run', 'fuelling', 'recovery'],
      ['qué comer después de una tirada larga', 'fuelling', 'recovery'],
      ['que manger après la sortie', 'fuelling', 'recovery'],
      ['coffee before the race?', 'fuelling', 'caffeine'],
      ['Kaffee vor dem Rennen?', 'fuelling', 'caffeine'],
      ['does coffee ruin my sleep', 'sleep', 'sleep'],
      ['how many gels in a marathon', 'fuelling', 'fuelling'],
      ['what should I eat the night before, I sleep badly', 'sleep', 'fuelling'],
    ]
    for (const [question, classified, expected] of cases)
      assert.equal(nutritionTopic(question, classified), expected, question)
  })

  test("protein, the meal after a run and caffeine: the athlete's own figures, in the language", async ({
    assert,
  }) => {
    const { ask } = await coachFor({ weeks: 2 })
    const protein = await ask('How much protein do I need a day?')
    // 1.2–2.0 g per kg for the test athlete's 70 kg.
    assert.include(protein.content, '(84–140 g for you at 70 kg)')
    const eiweiss = await ask('Wie viel Eiweiß brauche ich täglich?')
    assert.include(eiweiss.content, '(84–140 g für dich bei 70 kg)')
    const cafe = await ask('un café avant la course, bonne idée ?')
    assert.include(cafe.content, '(210 à 420 mg pour vous à 70 kg)')
    const despues = await ask('qué comer después de una tirada larga')
    assert.include(despues.content, '**20–40 g de proteína**')
  })

  test("an imperial athlete's weight is given in pounds", async ({ assert }) => {
    const { ask } = await coachFor({ weeks: 1, units: 'imperial' })
    const protein = await ask('how much protein should i eat a day')
    assert.include(protein.content, '(84–140 g for you at 154 lb)')
    const loading = await ask('Should I carb load before my marathon?')
    assert.include(loading.content, '(700–840 g for you at 154 lb)')
  })

  test('a poor night and "should I run": the verdict first, in the language', async ({
    assert,
  }) => {
    const { ask } = await coachFor({ weeks: 2 })
    const cases: [string, string][] = [
      ['i slept badly, should i run today', '**easy and by feel**'],
      ['only 4 hours of sleep, can I still train', '**easy and by feel**'],
      ['nur 5 Stunden geschlafen, soll ich laufen?', '**locker und nach Gefühl**'],
      ["j'ai mal dormi, je cours quand même ?", '**en facile et aux sensations**'],
      ['dormí fatal, salgo a correr?', '**suave y por sensaciones**'],
    ]
    for (const [question, verdict] of cases) {
      const answer = await ask(question)
      assert.include(answer.content, verdict, question)
    }
    const hours = await ask('how much sleep do I need?')
    assert.notInclude(hours.content, '**easy and by feel**')
  })

  test('the evening before a race: the dinner, in the language', async ({ assert }) => {
    const { ask } = await coachFor({ weeks: 2 })
    const cases: [string, RegExp][] = [
      ['what should i eat the night before my half', /^The evening before/],
      ['was esse ich am Abend vor dem Marathon', /^Am Abend davor/],
      ['que manger la veille du semi ?', /^La veille au soir/],
      ['qué ceno la noche antes de la maratón', /^La noche antes/],
    ]
    for (const [question, expected] of cases) {
      const answer = await ask(question)
      assert.match(answer.content, expected, question)
    }
  })
})
