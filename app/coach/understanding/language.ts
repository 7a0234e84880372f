import { detectAll } from 'tinyld/light'
import { CORPUS } from './corpus.js'
import { LANGUAGES, type Language } from './types.js'

/**
 * The message's language. tinyld (n-gram profiles) is reliable on a sentence and guesses on a
 * word ("hallo" reads as Spanish), so its vote is weighted by the message's length and
 * joined with the words of the intent corpus (a word known in one language only counts
 * whole, one shared by two counts half), marker words, letters only one language uses, and
 * the thread's language, which decides when nothing else does ("ok", "15k?").
 */
const MARKERS: Record<Language, string[]> = {
  en: [
    'the',
    'what',
    'how',
    'did',
    'my',
    'i',
    "i'm",
    'is',
    'and',
    'run',
    'ran',
    'should',
    'yes',
    'yeah',
    'yep',
    'thanks',
    'thank',
    'you',
    'hi',
    'hello',
    'hey',
    'about',
    'last',
    'next',
    'week',
    'this',
    'can',
    'do',
    'does',
    'of',
    'on',
    'for',
    'much',
    'many',
    'miles',
    'pace',
    'sure',
    'please',
    'cheers',
    'nope',
    'today',
    'yesterday',
    'tomorrow',
    'ready',
    'shoes',
    'sick',
    'injured',
    'fastest',
    'quickest',
    'longest',
    'pls',
  ],
  de: [
    'ich',
    'wie',
    'bin',
    'mein',
    'meine',
    'meinen',
    'der',
    'das',
    'ist',
    'ja',
    'nein',
    'danke',
    'hallo',
    'nicht',
    'letzte',
    'letzten',
    'woche',
    'habe',
    'soll',
    'gestern',
    'heute',
    'morgen',
    'gelaufen',
    'laufen',
    'lauf',
    'bitte',
    'mach',
    'mir',
    'viele',
    'welches',
    'moin',
    'servus',
    'krank',
    'schuhe',
    'nächste',
    'und',
    'für',
    'auf',
  ],
  fr: [
    'je',
    'et',
    'le',
    'les',
    'mon',
    'ma',
    'mes',
    'est',
    'oui',
    'non',
    'merci',
    'bonjour',
    'salut',
    'quel',
    'quelle',
    'combien',
    'couru',
    'hier',
    "j'ai",
    'ai',
    'semaine',
    'dernière',
    'prochain',
    'demain',
    "aujourd'hui",
    'des',
    'au',
    'pour',
    'suis',
    'fais',
    'vas-y',
    'allure',
    'sortie',
    'chaussures',
    'malade',
    'coucou',
    'bonsoir',
    "d'accord",
  ],
  es: [
    'yo',
    'el',
    'mis',
    'qué',
    'cuánto',
    'cuántos',
    'cuanto',
    'sí',
    'gracias',
    'hola',
    'corrí',
    'ayer',
    'hoy',
    'mañana',
    'semana',
    'pasada',
    'próximo',
    'para',
    'por',
    'estoy',
    'tengo',
    'hazlo',
    'vale',
    'ritmo',
    'zapatillas',
    'enfermo',
    'buenas',
    'buenos',
    'días',
    'del',
    'los',
    'las',
    'una',
  ],
}

const LETTERS: [RegExp, Language][] = [
  [/[ñ¿¡]/, 'es'],
  [/[äöüß]/, 'de'],
  [/[çèêëœàâîû]/, 'fr'],
]

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}'-]+/u)
    .filter(Boolean)
}

let vocabulary: Map<string, Language[]> | undefined

/** Which languages' corpus utterances use each word. */
function corpusVocabulary(): Map<string, Language[]> {
  if (vocabulary) return vocabulary
  vocabulary = new Map()
  for (const byLanguage of Object.values(CORPUS)) {
    for (const language of LANGUAGES) {
      for (const word of byLanguage[language].flatMap(wordsOf)) {
        const known = vocabulary.get(word) ?? []
        if (!known.includes(language)) vocabulary.set(word, [...known, language])
      }
    }
  }
  return vocabulary
}

/** Messages up to this many words are short: the thread's language weighs more. */
const SHORT_WORDS = 4

export function detectLanguage(text: string, threadLanguage?: Language): Language {
  const lower = text.toLowerCase()
  const words = wordsOf(lower)
  const score: Record<Language, number> = { en: 0, de: 0, fr: 0, es: 0 }
  // Under six letters an n-gram profile is noise ("no" reads as Spanish): it gets no vote.
  const letters = lower.replace(/[^\p{L}]/gu, '').length
  const lengthWeight = letters < 6 ? 0 : Math.min(1, letters / 24)
  for (const { lang, accuracy } of detectAll(lower, { only: [...LANGUAGES] })) {
    if (isLanguage(lang)) score[lang] += 3 * accuracy * lengthWeight
  }
  for (const word of words) {
    for (const language of LANGUAGES) if (MARKERS[language].includes(word)) score[language] += 1
    const known = corpusVocabulary().get(word) ?? []
    for (const language of known) score[language] += 1 / known.length
  }
  for (const [pattern, language] of LETTERS) if (pattern.test(lower)) score[language] += 1.5
  // A short message in a thread ("en miles ?", "und im August?") keeps the thread's language
  // unless its own words say otherwise clearly: a loan word ("miles") is not enough.
  if (threadLanguage) score[threadLanguage] += words.length <= SHORT_WORDS ? 2.5 : 0.75
  const best = LANGUAGES.reduce((top, language) => (score[language] > score[top] ? language : top))
  return score[best] > 0 ? best : (threadLanguage ?? 'en')
}

function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value)
}
