/*
 * Which language a message is in, among those the offline coach answers in (English, French,
 * Spanish, German). Chat messages are short, often a single sentence, where character-trigram
 * detectors are unreliable; frequent function words and a few accented letters decide better
 * between four languages (docs/decisions/0C1-offline-coach-engine.md). Ties go to English.
 */
export type Language = 'en' | 'fr' | 'es' | 'de'

export const LANGUAGES: readonly Language[] = ['en', 'fr', 'es', 'de']

const WORDS: Record<Language, string[]> = {
  en: ['the', 'i', 'my', 'is', 'am', 'what', 'how', 'do', 'did', 'you', 'to', 'and', 'should', 'can', 'it', 'a', 'in', 'for', 'me', 'week', 'run', 'today', 'have', 'was', 'last', 'this', 'of', 'are', 'with', 'on', 'i\'m', 'running'],
  fr: ['je', 'j', 'suis', 'mon', 'ma', 'mes', 'le', 'la', 'les', 'est', 'quel', 'quelle', 'quoi', 'comment', 'pour', 'et', 'un', 'une', 'des', 'du', 'aujourd', 'hui', 'semaine', 'ai', 'malade', 'course', 'courir', 'que', 'qu', 'dois', 'vais', 'avec', 'ce', 'entraînement', 'séance', 'allure', 'sortie', 'longue', 'demain', 'hier', 'dernier', 'prochaine', 'pas', 'ne', 'plus', 'ça'],
  es: ['yo', 'mi', 'mis', 'el', 'los', 'las', 'es', 'estoy', 'qué', 'que', 'cómo', 'como', 'para', 'y', 'un', 'una', 'hoy', 'semana', 'tengo', 'enfermo', 'enferma', 'correr', 'carrera', 'debo', 'entrenamiento', 'ritmo', 'tirada', 'larga', 'mañana', 'ayer', 'pasado', 'próxima', 'con', 'no', 'del', 'voy', 'cuál', 'hice'],
  de: ['ich', 'mein', 'meine', 'meinen', 'der', 'die', 'das', 'ist', 'bin', 'was', 'wie', 'für', 'und', 'ein', 'eine', 'heute', 'woche', 'habe', 'krank', 'laufen', 'lauf', 'soll', 'sollte', 'training', 'tempo', 'morgen', 'gestern', 'letzten', 'nächste', 'nächsten', 'mit', 'nicht', 'geht', 'es', 'mir', 'welche', 'wann', 'läufe', 'lang'],
}

const LETTERS: Record<Language, RegExp> = {
  en: /$^/,
  fr: /[àâçèêëîïôœùû]/g,
  es: /[ñ¿¡áíóú]/g,
  de: /[äöüß]/g,
}

/** The message's language; English when nothing else scores higher. */
export function detectLanguage(text: string): Language {
  const lower = text.toLowerCase()
  const tokens = lower.split(/[^a-zà-ÿœß']+/).filter(Boolean)
  const scores = new Map<Language, number>()
  for (const language of LANGUAGES) {
    const words = new Set(WORDS[language])
    let score = tokens.filter((token) => words.has(token)).length
    score += (lower.match(LETTERS[language]) ?? []).length * 0.5
    scores.set(language, score)
  }
  let best: Language = 'en'
  for (const language of LANGUAGES) {
    if ((scores.get(language) ?? 0) > (scores.get(best) ?? 0)) best = language
  }
  return best
}
