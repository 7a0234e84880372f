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
