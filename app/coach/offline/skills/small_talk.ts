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
  },
  fr: {
    about: (what: string) => `J'ai compris ${what}, mais pas ce que vous voulez savoir.`,
    unsure: 'Je ne suis pas sûr de comprendre la question.',
    ask: "Parlez-vous de ce que vous avez couru, de ce qui est prévu, d'un changement de plan, de vos allures ou d'une course ?",
  },
  es: {
    about: (what: string) => `Entendí ${what}, pero no qué quieres saber.`,
    unsure: 'No estoy seguro de entender la pregunta.',
    ask: '¿Te refieres a lo que corriste, a lo planificado, a un cambio del plan, a tus ritmos o a una carrera?',
  },
  de: {
    about: (what: string) => `Ich habe ${what} verstanden, aber nicht, was du wissen möchtest.`,
    unsure: 'Ich bin nicht sicher, was du fragst.',
    ask: 'Meinst du, was du gelaufen bist, was geplant ist, eine Planänderung, deine Tempi oder ein Rennen?',
  },
} as const

/**
 * A message understood too little to answer: one short question back, naming what was
 * understood, instead of the whole menu.
 */
export function clarify(turn: Turn) {
  const words = CLARIFY[turn.understanding.language]
  const what = turn.understanding.understood
  return `${what ? words.about(`**${what}**`) : words.unsure} ${words.ask}`
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
