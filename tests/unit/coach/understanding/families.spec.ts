import { test } from '@japa/runner'
import { ask, TODAY } from './support.js'
import type { Intent, Language } from '#coach/understanding/types'

/**
 * Families of questions: every wording of a question crossed with every way of naming its
 * time, per language. A wording that works with one date and not another shows here.
 */
interface Family {
  language: Language
  intent: Intent
  wordings: string[]
  times: [string, { day?: string; fromIso?: string; toIso?: string }][]
}

const HISTORY_PERIODS = {
  en: [
    ['in October', { fromIso: '2026-10-01', toIso: '2026-10-31' }],
    ['last month', { fromIso: '2026-10-01', toIso: '2026-10-31' }],
    ['this year', { fromIso: '2026-01-01', toIso: TODAY }],
    ['last year', { fromIso: '2025-01-01', toIso: '2025-12-31' }],
    ['in the last 6 weeks', { fromIso: '2026-10-17', toIso: TODAY }],
    ['since 1 January', { fromIso: '2026-01-01', toIso: TODAY }],
  ],
  de: [
    ['im Oktober', { fromIso: '2026-10-01', toIso: '2026-10-31' }],
    ['letzten Monat', { fromIso: '2026-10-01', toIso: '2026-10-31' }],
    ['dieses Jahr', { fromIso: '2026-01-01', toIso: TODAY }],
    ['letztes Jahr', { fromIso: '2025-01-01', toIso: '2025-12-31' }],
    ['in den letzten 6 Wochen', { fromIso: '2026-10-17', toIso: TODAY }],
    ['seit dem 1. Januar', { fromIso: '2026-01-01', toIso: TODAY }],
  ],
  fr: [
    ['en octobre', { fromIso: '2026-10-01', toIso: '2026-10-31' }],
    ['le mois dernier', { fromIso: '2026-10-01', toIso: '2026-10-31' }],
    ['cette année', { fromIso: '2026-01-01', toIso: TODAY }],
    ["l'année dernière", { fromIso: '2025-01-01', toIso: '2025-12-31' }],
    ['ces 6 dernières semaines', { fromIso: '2026-10-17', toIso: TODAY }],
    ['depuis le 1er janvier', { fromIso: '2026-01-01', toIso: TODAY }],
  ],
  es: [
    ['en octubre', { fromIso: '2026-10-01', toIso: '2026-10-31' }],
    ['el mes pasado', { fromIso: '2026-10-01', toIso: '2026-10-31' }],
    ['este año', { fromIso: '2026-01-01', toIso: TODAY }],
    ['el año pasado', { fromIso: '2025-01-01', toIso: '2025-12-31' }],
    ['en las últimas 6 semanas', { fromIso: '2026-10-17', toIso: TODAY }],
    ['desde el 1 de enero', { fromIso: '2026-01-01', toIso: TODAY }],
  ],
} satisfies Record<Language, Family['times']>

const PAST_DAYS = {
  en: [
    ['yesterday', { day: '2026-11-26' }],
    ['on Sunday', { day: '2026-11-22' }],
    ['last Tuesday', { day: '2026-11-24' }],
    ['on the 3rd', { day: '2026-11-03' }],
    ['on 12 October', { day: '2026-10-12' }],
  ],
  de: [
    ['gestern', { day: '2026-11-26' }],
    ['am Sonntag', { day: '2026-11-22' }],
    ['letzten Dienstag', { day: '2026-11-24' }],
    ['am 3.', { day: '2026-11-03' }],
    ['am 12. Oktober', { day: '2026-10-12' }],
  ],
  fr: [
    ['hier', { day: '2026-11-26' }],
    ['dimanche', { day: '2026-11-22' }],
    ['mardi dernier', { day: '2026-11-24' }],
    ['le 3', { day: '2026-11-03' }],
    ['le 12 octobre', { day: '2026-10-12' }],
  ],
  es: [
    ['ayer', { day: '2026-11-26' }],
    ['el domingo', { day: '2026-11-22' }],
    ['el martes pasado', { day: '2026-11-24' }],
    ['el día 3', { day: '2026-11-03' }],
    ['el 12 de octubre', { day: '2026-10-12' }],
  ],
} satisfies Record<Language, Family['times']>

const NEXT_DAYS = {
  en: [
    ['tomorrow', { day: '2026-11-28' }],
    ['on Sunday', { day: '2026-11-29' }],
    ['next Saturday', { day: '2026-12-05' }],
  ],
  de: [
    ['morgen', { day: '2026-11-28' }],
    ['am Sonntag', { day: '2026-11-29' }],
    ['nächsten Samstag', { day: '2026-12-05' }],
  ],
  fr: [
    ['demain', { day: '2026-11-28' }],
    ['dimanche', { day: '2026-11-29' }],
    ['samedi prochain', { day: '2026-12-05' }],
  ],
  es: [
    ['mañana', { day: '2026-11-28' }],
    ['el domingo', { day: '2026-11-29' }],
    ['el próximo sábado', { day: '2026-12-05' }],
  ],
} satisfies Record<Language, Family['times']>

const FAMILIES: Family[] = [
  {
    language: 'en',
    intent: 'totals',
    wordings: [
      'how many km did I run {t}',
      'total distance {t}',
      'how many miles {t}?',
      'my mileage {t}',
    ],
    times: HISTORY_PERIODS.en,
  },
  {
    language: 'de',
    intent: 'totals',
    wordings: [
      'wie viele Kilometer bin ich {t} gelaufen',
      'Gesamtdistanz {t}',
      'wie viele km {t}?',
    ],
    times: HISTORY_PERIODS.de,
  },
  {
    language: 'fr',
    intent: 'totals',
    wordings: [
      "combien de kilomètres j'ai couru {t}",
      'distance totale {t}',
      'combien de km {t} ?',
    ],
    times: HISTORY_PERIODS.fr,
  },
  {
    language: 'es',
    intent: 'totals',
    wordings: ['cuántos kilómetros corrí {t}', 'distancia total {t}', '¿cuántos km {t}?'],
    times: HISTORY_PERIODS.es,
  },
  {
    language: 'en',
    intent: 'history_day',
    wordings: ['what did I run {t}', 'how was my run {t}?', 'show me my run {t}'],
    times: PAST_DAYS.en,
  },
  {
    language: 'de',
    intent: 'history_day',
    wordings: ['was bin ich {t} gelaufen', 'wie war mein Lauf {t}?', 'zeig mir meinen Lauf {t}'],
    times: PAST_DAYS.de,
  },
  {
    language: 'fr',
    intent: 'history_day',
    wordings: [
      "qu'est-ce que j'ai couru {t}",
      'comment était ma sortie {t} ?',
      'montre-moi ma course {t}',
    ],
    times: PAST_DAYS.fr,
  },
  {
    language: 'es',
    intent: 'history_day',
    wordings: ['qué corrí {t}', '¿cómo fue mi carrera {t}?', 'muéstrame mi carrera {t}'],
    times: PAST_DAYS.es,
  },
  {
    language: 'en',
    intent: 'day_plan',
    wordings: ['what should I run {t}', "what's planned {t}?", 'what is my workout {t}'],
    times: NEXT_DAYS.en,
  },
  {
    language: 'de',
    intent: 'day_plan',
    wordings: ['was soll ich {t} laufen', 'was steht {t} an?', 'was ist mein Training {t}'],
    times: NEXT_DAYS.de,
  },
  {
    language: 'fr',
    intent: 'day_plan',
    wordings: [
      "qu'est-ce que je dois courir {t}",
      "qu'est-ce qui est prévu {t} ?",
      'quelle est ma séance {t}',
    ],
    times: NEXT_DAYS.fr,
  },
  {
    language: 'es',
    intent: 'day_plan',
    wordings: [
      'qué debo correr {t}',
      '¿qué tengo planificado {t}?',
      'cuál es mi entrenamiento {t}',
    ],
    times: NEXT_DAYS.es,
  },
]

test.group('Understanding: families of questions', () => {
  for (const family of FAMILIES) {
    test(`${family.language} ${family.intent}: every wording with every time`, async ({
      assert,
    }) => {
      const misses: string[] = []
      for (const wording of family.wordings) {
        for (const [time, expected] of family.times) {
          const text = wording.replace('{t}', time)
          const { intent, language, entities } = await ask(text)
          const read = {
            day: entities.day,
            fromIso: entities.period?.fromIso,
            toIso: entities.period?.toIso,
          }
          const wrong = Object.entries(expected).some(
            ([key, value]) => read[key as keyof typeof read] !== value
          )
          if (intent !== family.intent || language !== family.language || wrong) {
            misses.push(`"${text}": ${language} ${intent} ${JSON.stringify(read)}`)
          }
        }
      }
      assert.deepEqual(misses, [])
    })
  }
})

/** Paces: every wording with every workout kind and unit, per language. */
const PACE_FAMILIES: [Language, string[], [string, string][], [string, string][]][] = [
  [
    'en',
    ['what pace for {w} {u}', 'how fast should my {w} be {u}?', 'what is my {w} pace {u}'],
    [
      ['easy runs', 'easy'],
      ['threshold', 'threshold'],
      ['intervals', 'interval'],
      ['long run', 'long'],
    ],
    [
      ['per mile', 'mile'],
      ['in minutes per mile', 'mile'],
      ['per km', 'km'],
    ],
  ],
  [
    'de',
    ['welches Tempo für {w} {u}', 'wie schnell soll ich {w} laufen {u}?'],
    [
      ['lockere Läufe', 'easy'],
      ['Schwellenläufe', 'threshold'],
      ['Intervalle', 'interval'],
      ['den langen Lauf', 'long'],
    ],
    [
      ['pro Meile', 'mile'],
      ['pro Kilometer', 'km'],
    ],
  ],
  [
    'fr',
    ['quelle allure pour {w} {u}', 'à quelle vitesse courir {w} {u} ?'],
    [
      ['les footings', 'easy'],
      ['le seuil', 'threshold'],
      ['le fractionné', 'interval'],
      ['la sortie longue', 'long'],
    ],
    [
      ['au mile', 'mile'],
      ['au km', 'km'],
    ],
  ],
  [
    'es',
    ['qué ritmo para {w} {u}', '¿a qué ritmo hago {w} {u}?'],
    [
      ['los rodajes suaves', 'easy'],
      ['el umbral', 'threshold'],
      ['las series', 'interval'],
      ['la tirada larga', 'long'],
    ],
    [
      ['por milla', 'mile'],
      ['por km', 'km'],
    ],
  ],
]

/** Predictions: every wording with every race, per language. */
const RACE_FAMILIES: [Language, string[], [string, string][]][] = [
  [
    'en',
    ['predict my {r} time', 'what could I run a {r} in?', 'how fast can I run a {r}'],
    [
      ['5K', '5k'],
      ['10K', '10k'],
      ['half marathon', 'half'],
      ['marathon', 'marathon'],
      ['10 mile race', '10_miles'],
    ],
  ],
  [
    'de',
    [
      'welche Zeit schaffe ich im {r}',
      'Prognose für den {r}',
      'wie schnell kann ich einen {r} laufen',
    ],
    [
      ['5K', '5k'],
      ['10er', '10k'],
      ['Halbmarathon', 'half'],
      ['Marathon', 'marathon'],
    ],
  ],
  [
    'fr',
    [
      'quel temps je peux faire sur {r}',
      'prédiction pour le {r}',
      'en combien de temps je cours un {r}',
    ],
    [
      ['5K', '5k'],
      ['10K', '10k'],
      ['semi-marathon', 'half'],
      ['marathon', 'marathon'],
    ],
  ],
  [
    'es',
    ['qué tiempo puedo hacer en {r}', 'predicción para el {r}', 'en cuánto tiempo corro un {r}'],
    [
      ['5K', '5k'],
      ['10K', '10k'],
      ['media maratón', 'half'],
      ['maratón', 'marathon'],
    ],
  ],
]

test.group('Understanding: families of pace and race questions', () => {
  for (const [language, wordings, workouts, units] of PACE_FAMILIES) {
    test(`${language} paces: every wording, workout and unit`, async ({ assert }) => {
      const misses: string[] = []
      for (const wording of wordings) {
        for (const [workoutWords, workoutKind] of workouts) {
          for (const [unitWords, paceUnit] of units) {
            const text = wording.replace('{w}', workoutWords).replace('{u}', unitWords)
            const { intent, entities } = await ask(text)
            if (
              intent !== 'paces' ||
              entities.workoutKind !== workoutKind ||
              entities.paceUnit !== paceUnit
            ) {
              misses.push(`"${text}": ${intent} ${entities.workoutKind} ${entities.paceUnit}`)
            }
          }
        }
      }
      assert.deepEqual(misses, [])
    })
  }

  for (const [language, wordings, races] of RACE_FAMILIES) {
    test(`${language} predictions: every wording and race`, async ({ assert }) => {
      const misses: string[] = []
      for (const wording of wordings) {
        for (const [raceWords, raceDistance] of races) {
          const text = wording.replace('{r}', raceWords)
          const { intent, entities } = await ask(text)
          if (intent !== 'prediction' || entities.raceDistance !== raceDistance) {
            misses.push(`"${text}": ${intent} ${entities.raceDistance}`)
          }
        }
      }
      assert.deepEqual(misses, [])
    })
  }
})

/** Plan changes said in other words than the corpus', per kind and language. */
const PLAN_CHANGES: [Language, string, string][] = [
  ['en', "i think i'm getting sick", 'illness'],
  ['en', 'got a bad cold, should i skip tomorrow', 'illness'],
  ['de', 'ich glaube ich werde krank', 'illness'],
  ['fr', 'je couve un rhume', 'illness'],
  ['es', 'me estoy resfriando', 'illness'],
  ['en', 'my hamstring is tight and painful', 'injury'],
  ['fr', "j'ai une tendinite", 'injury'],
  ['es', 'tengo una lesión en el pie', 'injury'],
  ['en', 'business trip next week, no running', 'travel'],
  ['de', 'ich bin nächste Woche beruflich unterwegs', 'travel'],
  ['fr', 'je suis en déplacement toute la semaine', 'travel'],
  ['es', 'estoy de viaje toda la semana', 'travel'],
  ['en', 'i can only train twice next week', 'fewer_days'],
  ['de', 'nur zwei Läufe nächste Woche', 'fewer_days'],
  ['fr', 'je ne peux courir que deux fois', 'fewer_days'],
  ['es', 'solo puedo entrenar dos veces', 'fewer_days'],
  ['en', "couldn't run today", 'missed'],
  ['de', 'heute konnte ich nicht laufen', 'missed'],
  ['fr', "je n'ai pas pu courir aujourd'hui", 'missed'],
  ['es', 'hoy no pude correr', 'missed'],
  ['en', 'swap saturday and sunday', 'move'],
  ['de', 'tausch Samstag und Sonntag', 'move'],
  ['en', 'i want more mileage', 'harder'],
  ['de', 'ich will mehr Umfang', 'harder'],
  ['fr', 'je veux plus de volume', 'harder'],
  ['es', 'quiero más volumen', 'harder'],
  ['en', 'too much, cut it back', 'easier'],
  ['de', 'zu viel, weniger bitte', 'easier'],
  ['fr', "c'est trop, allège", 'easier'],
  ['es', 'es demasiado, reduce', 'easier'],
]

test.group('Understanding: plan changes in other words', () => {
  for (const [language, text, kind] of PLAN_CHANGES) {
    test(`${language} "${text}" is a ${kind} change`, async ({ assert }) => {
      const understanding = await ask(text)
      assert.equal(understanding.intent, 'plan_change')
      assert.equal(understanding.planChangeKind, kind)
      assert.equal(understanding.language, language)
    })
  }
})
