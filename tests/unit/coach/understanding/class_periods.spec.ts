import { test } from '@japa/runner'
import { ask, TODAY } from './support.js'
import { nextThreadState } from '#coach/understanding/thread'
import { correctSpelling } from '#coach/understanding/spelling'
import type { Language } from '#coach/understanding/types'

/*
 * The failure classes of periods and days (docs/coach.md, "Understanding"): the year to date,
 * a weekend said the short way, "N weeks ago" as that week, "jeudi prochain" as the coming
 * Thursday outside English, the day after or before the thread's day, a year in small talk.
 * Each wording is crossed with each way of naming the time, in the four languages; the
 * wordings are this file's own. TODAY is Friday 27 November 2026.
 */
const YEAR_TO_DATE = { fromIso: '2026-01-01', toIso: TODAY }
const LAST_WEEKEND = { fromIso: '2026-11-21', toIso: '2026-11-22' }
const TWO_WEEKS_AGO = { fromIso: '2026-11-09', toIso: '2026-11-15' }
const THREE_WEEKS_AGO = { fromIso: '2026-11-02', toIso: '2026-11-08' }

const TOTALS: Record<Language, { wordings: string[]; times: [string, object][] }> = {
  en: {
    wordings: ['how many km {t}', 'total distance {t}', 'my mileage {t} please'],
    times: [
      ['since new year', YEAR_TO_DATE],
      ['since the start of the year', YEAR_TO_DATE],
      ['ytd', YEAR_TO_DATE],
      ['year to date', YEAR_TO_DATE],
      ['last weekend', LAST_WEEKEND],
      ['two weeks ago', TWO_WEEKS_AGO],
      ['3 weeks ago', THREE_WEEKS_AGO],
    ],
  },
  de: {
    wordings: ['wie viele km {t}', 'Gesamtstrecke {t}', 'wieviel bin ich {t} gelaufen'],
    times: [
      ['seit Jahresanfang', YEAR_TO_DATE],
      ['seit jahresbeginn', YEAR_TO_DATE],
      ['seit Neujahr', YEAR_TO_DATE],
      ['am letzten Wochenende', LAST_WEEKEND],
      ['vor zwei Wochen', TWO_WEEKS_AGO],
      ['vor 3 Wochen', THREE_WEEKS_AGO],
    ],
  },
  fr: {
    wordings: ['combien de km {t}', 'distance totale {t}', "j'ai couru combien {t}"],
    times: [
      ["depuis le début de l'année", YEAR_TO_DATE],
      ['depuis le nouvel an', YEAR_TO_DATE],
      ['le week-end dernier', LAST_WEEKEND],
      ['le dernier weekend', LAST_WEEKEND],
      ['il y a deux semaines', TWO_WEEKS_AGO],
      ['il y a 3 semaines', THREE_WEEKS_AGO],
    ],
  },
  es: {
    wordings: ['cuántos km {t}', 'distancia total {t}', 'cuánto corrí {t}'],
    times: [
      ['desde año nuevo', YEAR_TO_DATE],
      ['desde principios de año', YEAR_TO_DATE],
      ['en lo que va de año', YEAR_TO_DATE],
      ['el finde pasado', LAST_WEEKEND],
      ['el último fin de semana', LAST_WEEKEND],
      ['hace dos semanas', TWO_WEEKS_AGO],
      ['hace 3 semanas', THREE_WEEKS_AGO],
    ],
  },
}

const PERIOD_CASES = Object.entries(TOTALS).flatMap(([language, { wordings, times }]) =>
  wordings.flatMap((wording) =>
    times.map(([time, period]) => ({ language, text: wording.replace('{t}', time), period }))
  )
)

test.group('Understanding: the year to date, short weekends, weeks ago', () => {
  test('{text}')
    .with(PERIOD_CASES)
    .run(async ({ assert }, { text, period }) => {
      const understanding = await ask(text)
      assert.deepInclude(understanding.entities.period ?? {}, period, text)
      assert.isUndefined(understanding.entities.day, text)
    })

  test('a day ago stays a day: {0}')
    .with(['what did I run 3 days ago', 'was bin ich vor drei Tagen gelaufen'])
    .run(async ({ assert }, text) => {
      const understanding = await ask(text)
      assert.equal(understanding.entities.day, '2026-11-24')
    })
})

/* On Friday 27 November the coming Thursday is 3 December; Saturday is tomorrow, a week on. */
const COMING: [string, string][] = [
  ['jeudi prochain, il y a quoi ?', '2026-12-03'],
  ["qu'est-ce qui est prévu mercredi prochain", '2026-12-02'],
  ['was steht nächsten Donnerstag an', '2026-12-03'],
  ['nächsten mittwoch geplant?', '2026-12-02'],
  ['qué toca el próximo jueves', '2026-12-03'],
  ['el próximo miércoles qué tengo', '2026-12-02'],
  ['samedi prochain, prévu quoi ?', '2026-12-05'],
  ['next Thursday what is planned', '2026-12-03'],
]

test.group('Understanding: "jeudi prochain" is the coming Thursday', () => {
  test('{0}')
    .with(COMING)
    .run(async ({ assert }, [text, day]) => {
      const understanding = await ask(text)
      assert.equal(understanding.entities.day, day, text)
    })
})

const DAY_SHIFTS: [string, string, string][] = [
  ['what did I run on the 20th', 'and the day after?', '2026-11-21'],
  ['what did I run on the 20th', 'the next day?', '2026-11-21'],
  ['what did I run on the 20th', 'and the day before', '2026-11-19'],
  ['was bin ich am 20. gelaufen', 'und am Tag danach?', '2026-11-21'],
  ['was bin ich am 20. gelaufen', 'und am tag davor', '2026-11-19'],
  ["qu'est-ce que j'ai couru le 20", 'et le lendemain ?', '2026-11-21'],
  ["qu'est-ce que j'ai couru le 20", 'et la veille', '2026-11-19'],
  ['qué corrí el día 20', '¿y el día siguiente?', '2026-11-21'],
  ['qué corrí el día 20', 'y el dia anterior', '2026-11-19'],
]

test.group('Understanding: the day after or before the thread day', () => {
  test('{0} ⏎ {1}')
    .with(DAY_SHIFTS)
    .run(async ({ assert }, [first, second, day]) => {
      const before = await ask(first)
      const thread = nextThreadState({}, before)
      const after = await ask(second, { thread })
      assert.equal(after.entities.day, day)
      assert.equal(after.intent, before.intent)
    })
})

test.group('Understanding: a year in small talk is no period', () => {
  test('{0}')
    .with([
      'who won the world cup in 2014',
      'wer hat 2014 die WM gewonnen',
      'qui a gagné la coupe du monde en 2018',
      'quién ganó el mundial de 2010',
    ])
    .run(async ({ assert }, text) => {
      const understanding = await ask(text)
      assert.equal(understanding.intent, 'off_topic')
      assert.isUndefined(understanding.entities.period)
    })

  test('a year asked about runs stays a period: {0}')
    .with(['how many km in 2025', 'wie viele km 2025'])
    .run(async ({ assert }, text) => {
      const understanding = await ask(text)
      assert.equal(understanding.entities.period?.fromIso, '2025-01-01')
    })
})

test.group('Understanding: number words are never mended', () => {
  test('{1}: {0}')
    .with([
      ['trois', 'fr'],
      ['cinco', 'es'],
      ['sieben', 'de'],
      ['seven', 'en'],
    ] as const)
    .run(({ assert }, [word, language]) => {
      assert.equal(correctSpelling(`only ${word} days`, language), `only ${word} days`)
    })
})
