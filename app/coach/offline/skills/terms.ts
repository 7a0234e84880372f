/**
 * Training terms explained (knowledge.ts, TERM_SOURCE) in the four languages, with the
 * athlete's pace for the term. A question that names a term but asks for a pace ("welches
 * Tempo für Schwellenläufe", German "Tempo" being pace; "what pace for tempo runs") gets
 * the pace, not the definition.
 */
import { athleteProfileTool } from '#coach/tools/athlete_profile'
import { TERMS, TERM_SOURCE, TERMS_LOCALISED } from '#coach/offline/knowledge'
import type { Language } from '#coach/offline/language'
import { list } from '#coach/offline/i18n'
import { defineSkill, type IntentOf } from '#coach/offline/skill'
import { reply, type Turn } from '#coach/offline/turn'
import { answerPaces } from '#coach/offline/skills/paces_zones'
import { decimal, unicodeWords } from '#coach/offline/skills/fitness_texts'

/** The training pace each term is run at (Daniels' Running Formula). */
const PACE_OF: Record<string, 'easy' | 'threshold' | 'interval' | 'repetition' | 'marathon'> = {
  tempo: 'threshold',
  threshold: 'threshold',
  interval: 'interval',
  vo2max: 'interval',
  strides: 'repetition',
  easy: 'easy',
  long_run: 'easy',
  recovery: 'easy',
  progression: 'marathon',
}

const PACE_INDEX = { easy: 0, marathon: 1, threshold: 2, interval: 3, repetition: 4 } as const

/** "What is a tempo run", "was ist ein Tempolauf", "c'est quoi le fartlek": a word's meaning. */
const DEFINITION = unicodeWords(
  /\b(difference|unterschied|diff[eé]rence|diferencia|what(?:'s| is| are| does)? (?:a|an|the)?\s?(?!pace)\w+ (?:run|mean)|what(?:'s| is| are) (?:a|an)\b|explain|meaning|means?|define|definition|was (?:ist|sind|bedeutet|hei[sß]t)|erkl[aä]r|qu'est-ce qu|c'est quoi|signifie|veut dire|d[eé]finition|qu[eé] (?:es|son|significa)|significado|expl[ií]ca)\b/i
)

/** A pace asked: the word for pace, or German "Tempo" alone (not "Tempolauf"). */
const PACE_ASKED = unicodeWords(
  /\b(pace|allure|ritmo|how fast|wie schnell|à quelle vitesse|qu[eé] tan r[aá]pido)\b|\btempo\b(?!\s?(?:run|lauf|dauerlauf))(?=[^?]*\b(f[uü]r|pro|bei|beim|im|muss|soll|laufen|renne)\b)/i
)

/** The running words of TERMS as German, French and Spanish runners write them. */
const FOREIGN_TERMS: [RegExp, string][] = (
  [
    [/\b(tempol[aä]uf\w*|tempodauerlauf\w*|sortie tempo|rodaje tempo)\b/i, 'tempo'],
    [/\b(intervall\w*|fractionn[eé]s?|s[eé]ries?|intervalos?)\b/i, 'interval'],
    [/\b(fahrtspiel|fartlek)\b/i, 'fartlek'],
    [
      /\b(steigerungsl[aä]uf\w*|steigerungen|lignes droites|acc[eé]l[eé]rations|rectas)\b/i,
      'strides',
    ],
    [
      /\b(regenerationslauf\w*|footing de r[eé]cup[eé]ration|rodaje de recuperaci[oó]n)\b/i,
      'recovery',
    ],
    [/\b(tapering|taper|aff[uû]tage|puesta a punto)\b/i, 'taper'],
    [/\b(negativ\w* split|split n[eé]gatif|split negativo)\b/i, 'negative_split'],
    [/\b(schrittfrequenz|kadenz|cadence|cadencia)\b/i, 'cadence'],
    [/\b(laktatschwelle|seuil lactique|umbral de lactato|umbral|seuil|schwelle)\b/i, 'threshold'],
    [/\b(vo2 ?max|vma)\b/i, 'vo2max'],
    [/\b(bergl[aä]uf\w*|h[uü]gelsprints?|c[oô]tes|cuestas)\b/i, 'hill_repeats'],
    [/\b(grundlagen\w*|foncier|base aer[oó]bica)\b/i, 'base'],
    [
      /\b(alternativtraining|crosstraining|entra[iî]nement crois[eé]|entrenamiento cruzado)\b/i,
      'cross_training',
    ],
    [/\b(lange[nr]? lauf|sortie longue|tirada larga)\b/i, 'long_run'],
    [/\b(progressionslauf|sortie progressive|rodaje progresivo)\b/i, 'progression'],
    [/\b(lockere[nr]? lauf|footing|rodaje suave)\b/i, 'easy'],
  ] as const
).map(([pattern, key]) => [unicodeWords(pattern), key])

/** Asking about oneself ("mein Schwellentempo", "mi ritmo"), not a word's meaning. */
const OWN = unicodeWords(/\b(mein\w*|mon|ma|mes|mi|mis)\b/i)

/**
 * The term a German, French or Spanish definition question asks about ("was ist ein
 * Tempolauf", "qué son las series", "c'est quoi le foncier"); null otherwise. English terms
 * are read by the term lexicon (app/coach/understanding/terms.ts).
 */
export function foreignTermAsked(question: string): string | null {
  if (!DEFINITION.test(question) || OWN.test(question)) return null
  return FOREIGN_TERMS.find(([pattern]) => pattern.test(question))?.[1] ?? null
}

export function asksPaceNotMeaning(turn: Turn) {
  const { question, understanding } = turn
  if (DEFINITION.test(question)) return false
  return understanding.intent === 'paces' || PACE_ASKED.test(question)
}

const FOR_YOU: Record<Language, string> = {
  en: 'For you (VDOT {vdot}): {name} pace {pace}.',
  de: 'Für dich (VDOT {vdot}): Tempo {name} {pace}.',
  fr: 'Pour vous (VDOT {vdot}) : allure {name} {pace}.',
  es: 'Para ti (VDOT {vdot}): ritmo {name} {pace}.',
}

const SOURCE: Record<Language, string> = {
  en: 'Source: {source}.',
  de: 'Quelle: {source}.',
  fr: 'Source : {source}.',
  es: 'Fuente: {source}.',
}

async function term(turn: Turn, intent: IntentOf<'term'>) {
  if (asksPaceNotMeaning(turn)) return answerPaces(turn)
  const { session, language } = turn
  const key = TERMS[intent.term] ? intent.term : 'easy'
  const entry = language === 'en' ? TERMS[key] : (TERMS_LOCALISED[language][key] ?? TERMS[key])
  const facts: string[] = []
  const pace = PACE_OF[key]
  if (pace) {
    const profile = await session.run(athleteProfileTool)
    if (profile.trainingPaces && profile.vdot) {
      const name =
        language === 'en' ? pace : list(language, 'paceNames')[PACE_INDEX[pace]].toLowerCase()
      facts.push(
        FOR_YOU[language]
          .replace('{vdot}', decimal(language, profile.vdot.value))
          .replace('{name}', name)
          .replace('{pace}', profile.trainingPaces[pace])
      )
    }
  }
  return reply(turn, {
    headline: `**${entry.name}**: ${entry.text}`,
    facts,
    why: [SOURCE[language].replace('{source}', TERM_SOURCE)],
  })
}

export const termsSkill = defineSkill('terms', { term })
