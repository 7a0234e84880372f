/*
 * A brand-new athlete: no activity of any sport yet. A question about their data (a run, a
 * total, their fitness, load, paces or best efforts) gets "no data yet, and how to get some"
 * instead of zero totals or figures the coach would have to make up
 * (docs/coach.md#what-the-coach-never-does). Paces and predictions still come from a race result
 * on the profile when there is one: those skills answer then.
 */
import type { CoachContext } from '#coach/context'
import type { Intent } from '#coach/understanding/types'
import type { Language } from '#coach/offline/language'
import type { Turn } from '#coach/offline/turn'
import { totalsTool } from '#coach/tools/totals'
import { skillIntent } from '#coach/offline/skill_intent'
import type { IntentType } from '#coach/offline/skill'

/** Intents that read the athlete's activities. */
const FROM_ACTIVITIES = new Set<Intent>([
  'history_day',
  'history_period',
  'totals',
  'readiness',
  'best_efforts',
])
/** Intents a race result on the profile can answer without any activity. */
const FROM_RACE = new Set<Intent>(['fitness', 'prediction', 'paces'])
/** The same families as the skills' intents, for a message the routing reads otherwise. */
const SKILL_FROM_ACTIVITIES = new Set<IntentType>([
  'history',
  'compare_months',
  'progress',
  'acwr',
  'readiness',
])
const SKILL_FROM_RACE = new Set<IntentType>(['race_prediction', 'training_paces', 'easy_pace'])

const TEXTS: Record<Language, { none: string; how: string; race: string }> = {
  en: {
    none: "You don't have any activities yet, so I have no runs, totals or figures of yours to read.",
    how: 'To get started, connect Strava or import your files (FIT, GPX or TCX) on the Activities page, or add a run by hand there; I answer from them straight away.',
    race: 'Add a recent race time to your profile and I can give you training paces and race predictions before your first run.',
  },
  de: {
    none: 'Du hast noch keine Aktivitäten, deshalb habe ich noch keine Läufe, Summen oder Werte von dir.',
    how: 'Zum Start verbinde Strava oder importiere deine Dateien (FIT, GPX oder TCX) auf der Seite Aktivitäten, oder trage dort einen Lauf von Hand ein; ich antworte dann sofort daraus.',
    race: 'Trag eine aktuelle Wettkampfzeit in dein Profil ein, dann bekommst du Trainingstempi und Prognosen schon vor deinem ersten Lauf.',
  },
  fr: {
    none: "Vous n'avez pas encore d'activité : je n'ai donc aucune sortie, aucun total ni aucun chiffre à vous donner.",
    how: "Pour commencer, connectez Strava ou importez vos fichiers (FIT, GPX ou TCX) sur la page Activités, ou ajoutez-y une sortie à la main ; je réponds aussitôt à partir d'elles.",
    race: "Ajoutez un temps de course récent à votre profil et je pourrai vous donner vos allures d'entraînement et des prédictions dès maintenant.",
  },
  es: {
    none: 'Todavía no tienes ninguna actividad, así que no tengo carreras, totales ni datos tuyos que leer.',
    how: 'Para empezar, conecta Strava o importa tus archivos (FIT, GPX o TCX) en la página Actividades, o añade allí una carrera a mano; te respondo con ellos al momento.',
    race: 'Añade una marca reciente de carrera a tu perfil y te daré ritmos de entrenamiento y predicciones ya antes de tu primera salida.',
  },
}

/**
 * The answer for an athlete without any activity whose question needs some; null when the
 * athlete has activities or the question does not read them (the skills answer then).
 */
export async function answerNoDataYet(
  turn: Turn,
  profile: CoachContext['profile']
): Promise<string | null> {
  const intent = turn.understanding.intent
  const routed = skillIntent(turn.understanding, turn.today)
  const skill = 'intent' in routed ? routed.intent.type : null
  const hasRace = Boolean(profile.raceDistanceMeters && profile.raceDurationSeconds)
  const fromActivities =
    FROM_ACTIVITIES.has(intent) || (skill !== null && SKILL_FROM_ACTIVITIES.has(skill))
  const fromRace = FROM_RACE.has(intent) || (skill !== null && SKILL_FROM_RACE.has(skill))
  if (!fromActivities && !(fromRace && !hasRace)) return null
  // Read without recording a tool use: for an athlete with activities the skill answers and
  // this look is no part of its answer.
  const totals = await totalsTool.run(turn.session.context, { sport: 'all' })
  if ('error' in totals || totals.total.activities > 0) return null
  const words = TEXTS[turn.understanding.language]
  return [words.none, words.how, ...(hasRace ? [] : [words.race])].join(' ')
}
