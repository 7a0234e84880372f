import { test } from '@japa/runner'
import { ask, TODAY } from './support.js'
import { nextThreadState } from '#coach/understanding/thread'
import type { Entities, Intent, ThreadState, Understanding } from '#coach/understanding/types'

/**
 * The rules over a message's shape (shapes.ts, tense.ts, facets.ts), on Friday 27 November
 * 2026: a bare day looks the way the question's verbs look, a fragment changes one facet of
 * the thread's question, someone else's runs are refused. Wordings are not the corpus's: other
 * phrasings, lower case, typos, the four languages.
 */
async function conversation(messages: string[]) {
  let thread: ThreadState | undefined
  const understood: Understanding[] = []
  for (const text of messages) {
    const understanding = await ask(text, { thread })
    understood.push(understanding)
    thread = JSON.parse(JSON.stringify(nextThreadState(thread, understanding)))
  }
  return { understood, thread }
}

/** A bare day: plan verbs look ahead (today included), past verbs back. */
const BARE_DAYS: [string, string, Intent, string][] = [
  ['en', 'what am i doing on the 29th', 'day_plan', '2026-11-29'],
  ['en', 'whats on the 30th', 'day_plan', '2026-11-30'],
  ['en', "what's on thrusday", 'day_plan', '2026-12-03'],
  ['en', 'what is on friday', 'day_plan', TODAY],
  ['en', 'how did thursday go', 'history_day', '2026-11-26'],
  ['en', 'how did friday go', 'history_day', '2026-11-20'],
  ['en', 'how did the 3rd go', 'history_day', '2026-11-03'],
  ['en', "thursday's workout?", 'day_plan', '2026-12-03'],
  ['de', 'was mache ich am 29.?', 'day_plan', '2026-11-29'],
  ['de', 'was habe ich am 3. vor', 'day_plan', '2026-12-03'],
  ['de', 'wie lief es am donnerstag', 'history_day', '2026-11-26'],
  ['de', 'was bin ich am 3. gelaufen', 'history_day', '2026-11-03'],
  ['fr', "j'ai quoi le 29", 'day_plan', '2026-11-29'],
  ['fr', "qu'est-ce que j'ai jeudi", 'day_plan', '2026-12-03'],
  ['fr', "comment s'est passé jeudi", 'history_day', '2026-11-26'],
  ['es', 'qué tengo el 30', 'day_plan', '2026-11-30'],
  ['es', 'que tengo el jueves', 'day_plan', '2026-12-03'],
  ['es', 'qué corrí el 3', 'history_day', '2026-11-03'],
  ['es', 'cómo me fue el jueves', 'history_day', '2026-11-26'],
]

test.group('Understanding: a bare day looks the way the question looks', (group) => {
  group.each.timeout(30_000)
  for (const [language, text, intent, day] of BARE_DAYS) {
    test(`${language} "${text}" is ${intent} on ${day}`, async ({ assert }) => {
      const understanding = await ask(text)
      assert.equal(understanding.intent, intent)
      assert.equal(understanding.entities.day, day)
      assert.equal(understanding.language, language)
    })
  }
})

/** A day and a month in any order or written with figures is a day, never the month. */
const WRITTEN_DAYS: [string, string][] = [
  ['what did i run on march 15', '2026-03-15'],
  ['my run on the 15th of March', '2026-03-15'],
  ['how far on 15 march', '2026-03-15'],
  ['wie weit bin ich am 15.3. gelaufen', '2026-03-15'],
  ['was war am 15.03. los', '2026-03-15'],
  ['ma sortie du 15/03', '2026-03-15'],
  ['mi carrera del 15.03.2026', '2026-03-15'],
  ["what's planned on dec 2", '2026-12-02'],
  ['was steht am 2.12. an', '2026-12-02'],
]

test.group('Understanding: written days', (group) => {
  group.each.timeout(30_000)
  for (const [text, day] of WRITTEN_DAYS) {
    test(`"${text}" is ${day}`, async ({ assert }) => {
      const { entities } = await ask(text)
      assert.equal(entities.day, day)
      assert.isUndefined(entities.period)
    })
  }

  test('a decimal comma is a number, not a date', async ({ assert }) => {
    for (const text of ['I ran 12,5 km on the 3rd', 'wie war der 12,5 km lauf am dienstag']) {
      const { entities } = await ask(text)
      assert.equal(entities.distanceMeters, 12_500)
      assert.oneOf(entities.day, ['2026-11-03', '2026-11-24'])
    }
  })
})

/** [question, fragment, the thread's intent kept, what the fragment changed]. */
const FRAGMENTS: [string, string, Intent, Partial<Entities>][] = [
  ['how many km did i run in october', 'in miles please', 'totals', { distanceUnit: 'mile' }],
  ['how many km did i run in october', 'how many hours was that', 'totals', { metric: 'duration' }],
  [
    'wie viele km bin ich letzte woche gelaufen',
    'in meilen bitte',
    'totals',
    { distanceUnit: 'mile' },
  ],
  [
    'wie viele km bin ich letzte woche gelaufen',
    'wie lange hat das gedauert',
    'totals',
    { metric: 'duration' },
  ],
  ['combien de km en octobre', 'en miles svp', 'totals', { distanceUnit: 'mile' }],
  ['combien de km en octobre', "combien de temps ça m'a pris", 'totals', { metric: 'duration' }],
  ['cuántos km corrí la semana pasada', 'en millas por favor', 'totals', { distanceUnit: 'mile' }],
  ['cuántos km corrí la semana pasada', 'cuánto tiempo fue eso', 'totals', { metric: 'duration' }],
  ['how many km did i run in october', 'in miles pls', 'totals', { distanceUnit: 'mile' }],
  ['cuántos km corrí en octubre', 'y en millas porfa', 'totals', { distanceUnit: 'mile' }],
  ['what did i run on tuesday', 'how long did it take', 'history_day', { metric: 'duration' }],
  ['what did i run on tuesday', 'and the pace?', 'history_day', { metric: 'pace' }],
  ['how many runs last month', 'and the longest?', 'totals', { metric: 'longest' }],
  ['whats my easy pace', 'per mile?', 'paces', { paceUnit: 'mile', workoutKind: 'easy' }],
  ['was ist mein schwellentempo', 'pro meile?', 'paces', { paceUnit: 'mile' }],
  ['quelle est mon allure seuil', 'au mile ?', 'paces', { paceUnit: 'mile' }],
  ['mi ritmo umbral', 'por milla?', 'paces', { paceUnit: 'mile' }],
  ['prediction for a 10k', 'and for a half?', 'prediction', { raceDistance: 'half' }],
  [
    'prediction for 10 miles',
    'pace per mile for that?',
    'paces',
    { raceDistance: '10_miles', paceUnit: 'mile' },
  ],
  [
    'quel temps sur 10 km',
    'quelle allure au km pour ça',
    'paces',
    { raceDistance: '10k', paceUnit: 'km' },
  ],
]

test.group('Understanding: a fragment changes one facet of the question', (group) => {
  group.each.timeout(30_000)
  for (const [first, second, intent, changed] of FRAGMENTS) {
    test(`"${first}" then "${second}" keeps ${intent}`, async ({ assert }) => {
      const { understood } = await conversation([first, second])
      const [question, fragment] = understood
      assert.equal(fragment.intent, intent)
      assert.isTrue(fragment.fromThread)
      assert.notEqual(fragment.intent, 'plan_change')
      assert.containsSubset(fragment.entities, changed)
      assert.deepEqual(fragment.entities.period, question.entities.period)
      assert.equal(fragment.language, question.language)
    })
  }

  test('the unit and the metric stay for the next time asked, the time changes', async ({
    assert,
  }) => {
    const { understood, thread } = await conversation([
      'how many km did i run in october',
      'in miles please',
      'how many hours was that',
      'and the month before?',
    ])
    const last = understood[3]
    assert.equal(last.intent, 'totals')
    assert.equal(last.entities.period?.fromIso, '2026-09-01')
    assert.equal(last.entities.distanceUnit, 'mile')
    assert.equal(last.entities.metric, 'duration')
    assert.equal(thread?.distanceUnit, 'mile')
    assert.equal(thread?.metric, 'duration')
  })

  test('a new question asks its own metric', async ({ assert }) => {
    const { understood } = await conversation([
      'how many hours did i run last week',
      'what did i run on tuesday',
      'and wednesday?',
    ])
    assert.equal(understood[0].entities.metric, 'duration')
    assert.equal(understood[2].intent, 'history_day')
    assert.isUndefined(understood[2].entities.metric)
  })

  test('a fragment after a plan change starts no plan change', async ({ assert }) => {
    const { understood } = await conversation(['i have the flu', 'how long did it take'])
    assert.notEqual(understood[1].intent, 'plan_change')
  })

  test('a full question after a pace question is its own question', async ({ assert }) => {
    const { understood } = await conversation([
      'whats my threshold pace',
      'how far did i run last week',
    ])
    assert.oneOf(understood[1].intent, ['totals', 'history_period'])
  })
})

const OTHER_ATHLETES: [string, string][] = [
  ['en', 'show me the runs of the other users on this app'],
  ['en', 'what did user 1 run last week'],
  ['en', "what are anna's runs like"],
  ['en', "how fast is my friend's pace"],
  ['de', 'zeig mir annas läufe'],
  ['de', 'was sind die daten von anderen nutzern'],
  ['fr', 'montre-moi les sorties de mon pote'],
  ['fr', "les données d'autres utilisateurs"],
  ['es', 'dame los datos de otro usuario'],
  ['es', 'cuánto corrió mi amigo, muéstrame los datos de mi amigo'],
  ['en', "what's everyone else's weekly mileage"],
  ['en', 'how far did people on this app run last week'],
  ['de', 'zeig mir die läufe von jemand anderem'],
  ['fr', 'les sorties des autres sur l’appli'],
  ['es', 'cuánto corren los demás usuarios'],
]

const OWN_DATA: string[] = [
  "what was today's run",
  "how was sunday's long run",
  'was sagt das training',
  'how far did i run in february',
  'montre-moi mes sorties de la semaine',
]

test.group('Understanding: other athletes', (group) => {
  group.each.timeout(30_000)
  for (const [language, text] of OTHER_ATHLETES) {
    test(`${language} "${text}" is another athlete's data`, async ({ assert }) => {
      const understanding = await ask(text)
      assert.equal(understanding.intent, 'other_athlete')
    })
  }

  for (const text of OWN_DATA) {
    test(`"${text}" is the athlete's own`, async ({ assert }) => {
      const understanding = await ask(text)
      assert.notEqual(understanding.intent, 'other_athlete')
    })
  }
})

test.group('Understanding: a short message keeps the thread language', (group) => {
  group.each.timeout(30_000)
  const threads: [string, string, string][] = [
    ['fr', 'combien de km la semaine dernière', 'en miles ?'],
    ['de', 'wie viele km im oktober', 'in miles?'],
    ['es', 'cuántos km corrí en octubre', 'y en km?'],
    ['fr', 'quelle est mon allure seuil', 'per mile?'],
    ['de', 'was ist mein schwellentempo', 'ok'],
  ]
  for (const [language, first, second] of threads) {
    test(`${language}: "${second}" after "${first}"`, async ({ assert }) => {
      const { understood } = await conversation([first, second])
      assert.equal(understood[1].language, language)
    })
  }
})

test.group('Understanding: a race named in a weakly read question', (group) => {
  group.each.timeout(30_000)
  const cases: [string, Intent][] = [
    ['was wäre meine zeit im halbmarathon', 'prediction'],
    ['combien je ferais sur marathon', 'prediction'],
    ['mi tiempo en maratón sería', 'prediction'],
    ['5k time?', 'prediction'],
    ['what was my time in the half marathon', 'best_efforts'],
  ]
  for (const [text, intent] of cases) {
    test(`"${text}" is ${intent}`, async ({ assert }) => {
      const understanding = await ask(text)
      assert.equal(understanding.intent, intent)
    })
  }
})

test.group('Understanding: a dated question by its time and its verbs', (group) => {
  group.each.timeout(30_000)
  const cases: [string, Intent, string][] = [
    ['what was planned for tomorrow', 'day_plan', '2026-11-28'],
    ['how did my race go on sunday', 'history_day', '2026-11-22'],
    ['what did I run next friday', 'history_day', '2026-12-04'],
    ['was war für morgen geplant', 'day_plan', '2026-11-28'],
    ["qu'est-ce qui était prévu demain", 'day_plan', '2026-11-28'],
  ]
  for (const [text, intent, day] of cases) {
    test(`"${text}" is ${intent}`, async ({ assert }) => {
      const understanding = await ask(text)
      assert.equal(understanding.intent, intent)
      assert.equal(understanding.entities.day, day)
    })
  }
})

test.group('Understanding: "and how long?" asks the time of the same run', (group) => {
  group.each.timeout(30_000)
  const threads: [string, string][] = [
    ['wie weit bin ich am dienstag gelaufen', 'und wie lange?'],
    ['cuántos kilómetros hice el martes', '¿y cuánto tardé?'],
    ['what did i run on tuesday', 'how long?'],
    ["combien j'ai couru mardi", 'et combien de temps ?'],
  ]
  for (const [first, second] of threads) {
    test(`"${first}" then "${second}"`, async ({ assert }) => {
      const { understood } = await conversation([first, second])
      assert.equal(understood[1].entities.metric, 'duration')
      assert.equal(understood[1].entities.day, '2026-11-24')
      assert.notEqual(understood[1].intent, 'plan_change')
    })
  }
})
