/*
 * What the coach can do, and what it will not: the answer to questions no skill understands,
 * and to attempts to change its instructions (docs/coach.md#what-the-coach-never-does).
 */
import { OFFLINE_QUESTIONS } from '#coach/offline/intents'
import type { Language } from '#coach/offline/language'
import { list, t } from '#coach/offline/i18n'
import { defineSkill } from '#coach/offline/skill'
import type { Turn } from '#coach/offline/turn'

function capabilities(language: Language) {
  return language === 'en'
    ? OFFLINE_QUESTIONS.map((q) => `- ${q}`)
    : list(language, 'capabilities').map((c) => `- ${c}`)
}

function fallback(turn: Turn) {
  const { language } = turn
  return [
    t(language, 'fallbackIntro'),
    '',
    ...capabilities(language),
    ...(language === 'en'
      ? [
          '',
          'Anything else needs a configured model (your administrator can set one up with `COACH_PROVIDER`).',
        ]
      : []),
  ].join('\n')
}

function injection(turn: Turn) {
  const { language } = turn
  return [t(language, 'injection'), '', t(language, 'whatICanDo'), ...capabilities(language)].join(
    '\n'
  )
}

export const smallTalkSkill = defineSkill('small_talk', {
  injection,
  unknown: fallback,
})

const CLARIFY = {
  en: {
    about: (what: string) => `I understood ${what}, but not what you would like to know about it.`,
    unsure: "I'm not sure what you're asking.",
    ask: 'Do you mean what you ran, what is planned, a change to your plan, your paces or a race?',
    or: 'or',
    mean: (readings: string) => `Do you mean ${readings}?`,
    readings: {
      ran: 'what you ran',
      planned: 'what is planned',
      change: 'a change to that day',
      prediction: 'a time prediction for it',
      pace: 'the pace to run it at',
      best: 'your best time over it',
      paces: 'your training paces',
    },
  },
  fr: {
    about: (what: string) => `J'ai compris ${what}, mais pas ce que vous voulez savoir.`,
    unsure: 'Je ne suis pas sûr de comprendre la question.',
    ask: "Parlez-vous de ce que vous avez couru, de ce qui est prévu, d'un changement de plan, de vos allures ou d'une course ?",
    or: 'ou',
    mean: (readings: string) => `Parlez-vous de ${readings} ?`,
    readings: {
      ran: 'ce que vous avez couru',
      planned: 'ce qui est prévu',
      change: 'un changement ce jour-là',
      prediction: 'une prédiction de temps',
      pace: "l'allure à tenir",
      best: 'votre record sur cette distance',
      paces: "vos allures d'entraînement",
    },
  },
  es: {
    about: (what: string) => `Entendí ${what}, pero no qué quieres saber.`,
    unsure: 'No estoy seguro de entender la pregunta.',
    ask: '¿Te refieres a lo que corriste, a lo planificado, a un cambio del plan, a tus ritmos o a una carrera?',
    or: 'o',
    mean: (readings: string) => `¿Te refieres a ${readings}?`,
    readings: {
      ran: 'lo que corriste',
      planned: 'lo planificado',
      change: 'un cambio ese día',
      prediction: 'una predicción de tiempo',
      pace: 'el ritmo al que correrla',
      best: 'tu mejor marca en esa distancia',
      paces: 'tus ritmos de entrenamiento',
    },
  },
  de: {
    about: (what: string) => `Ich habe ${what} verstanden, aber nicht, was du wissen möchtest.`,
    unsure: 'Ich bin nicht sicher, was du fragst.',
    ask: 'Meinst du, was du gelaufen bist, was geplant ist, eine Planänderung, deine Tempi oder ein Rennen?',
    or: 'oder',
    mean: (readings: string) => `Meinst du${readings.startsWith('was') ? ',' : ''} ${readings}?`,
    readings: {
      ran: 'was du gelaufen bist',
      planned: 'was geplant ist',
      change: 'eine Änderung an dem Tag',
      prediction: 'eine Zeitprognose dafür',
      pace: 'das Tempo dafür',
      best: 'deine Bestzeit über die Strecke',
      paces: 'deine Trainingstempi',
    },
  },
} as const

type Reading = keyof (typeof CLARIFY)['en']['readings']

/**
 * The two or three likeliest questions behind what was understood: a day gone by asks what
 * was run (or planned), a day ahead what is planned (or a change to it), a race its
 * prediction, pace or best time, a workout or a pace unit the training paces.
 */
function likelyReadings(turn: Turn): Reading[] {
  const { entities } = turn.understanding
  const start = entities.day ?? entities.period?.fromIso
  if (start !== undefined) return start > turn.today ? ['planned', 'change'] : ['ran', 'planned']
  if (entities.raceDistance) return ['prediction', 'pace', 'best']
  if (entities.workoutKind || entities.paceUnit) return ['paces', 'planned']
  return []
}

function either(words: (typeof CLARIFY)[keyof typeof CLARIFY], readings: string[]): string {
  if (readings.length <= 1) return readings.join('')
  return `${readings.slice(0, -1).join(', ')} ${words.or} ${readings[readings.length - 1]}`
}

/**
 * A message understood too little to answer: one short question back, naming what was
 * understood and offering its likeliest readings, instead of the whole menu.
 */
export function clarify(turn: Turn) {
  const words = CLARIFY[turn.understanding.language]
  const what = turn.understanding.understood
  const readings = likelyReadings(turn).map((reading) => words.readings[reading])
  const ask = readings.length > 0 ? words.mean(either(words, readings)) : words.ask
  return `${what ? words.about(`**${what}**`) : words.unsure} ${ask}`
}

const COURTESY = {
  greeting: {
    en: 'Hi! Ask me about your training, your plan, a race or how you feel.',
    fr: 'Bonjour ! Posez-moi une question sur votre entraînement, votre plan, une course ou votre forme.',
    es: '¡Hola! Pregúntame por tu entrenamiento, tu plan, una carrera o cómo te sientes.',
    de: 'Hallo! Frag mich zu deinem Training, deinem Plan, einem Rennen oder wie du dich fühlst.',
  },
  thanks: {
    en: "You're welcome! Ask me anything else about your running.",
    fr: 'Avec plaisir ! Demandez-moi autre chose sur votre course à pied.',
    es: '¡De nada! Pregúntame lo que quieras sobre tu entrenamiento.',
    de: 'Gern geschehen! Frag mich gern noch mehr zu deinem Training.',
  },
} as const

/** A greeting or a thank-you: a short reply in kind, not the list of questions. */
export function courtesy(turn: Turn, kind: 'greeting' | 'thanks') {
  return COURTESY[kind][turn.understanding.language]
}
