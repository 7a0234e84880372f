import { CORPUS } from './corpus.js'
import { NUMBER_WORDS, withinOneEdit } from './lexicon.js'
import { LANGUAGES, type Language } from './types.js'

/**
 * Typos on the words that matter: a word of five letters or more that is neither in the
 * corpus nor a date word, but one edit (or one swap of neighbours) from exactly one of them
 * in the message's language, is read as that word ("yesteday", "predcit", "Ocotber"). A word
 * that is a known word plus or minus its last letter is an inflection and stays.
 */
const DATE_WORDS: Record<Language, string[]> = {
  en: [
    'yesterday',
    'tomorrow',
    'today',
    'monday',
    'tuesday',
    'wednesday',
    'thursday',
    'friday',
    'saturday',
    'sunday',
    'january',
    'february',
    'march',
    'april',
    'june',
    'july',
    'august',
    'september',
    'october',
    'november',
    'december',
    'weekend',
    'month',
    'weeks',
  ],
  de: [
    'gestern',
    'vorgestern',
    'morgen',
    'heute',
    'montag',
    'dienstag',
    'mittwoch',
    'donnerstag',
    'freitag',
    'samstag',
    'sonntag',
    'januar',
    'februar',
    'april',
    'juni',
    'juli',
    'august',
    'september',
    'oktober',
    'november',
    'dezember',
    'wochenende',
    'letzten',
    'letzte',
    'nächsten',
    'nächste',
  ],
  fr: [
    'hier',
    'demain',
    "aujourd'hui",
    'avant-hier',
    'lundi',
    'mardi',
    'mercredi',
    'jeudi',
    'vendredi',
    'samedi',
    'dimanche',
    'janvier',
    'février',
    'avril',
    'juillet',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
    'dernier',
    'dernière',
    'prochain',
    'semaine',
  ],
  es: [
    'ayer',
    'mañana',
    'anteayer',
    'lunes',
    'martes',
    'miércoles',
    'jueves',
    'viernes',
    'sábado',
    'domingo',
    'enero',
    'febrero',
    'marzo',
    'abril',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
    'pasado',
    'pasada',
    'semana',
    'próximo',
  ],
}

const WORD = /[\p{L}][\p{L}'-]*/gu

let lexicons: { known: Set<string>; byLanguage: Record<Language, string[]> } | undefined

function lexicon() {
  if (lexicons) return lexicons
  // Number words ("trois", "cinco", "sieben") are known: "trois" is no typo of "crois".
  const known = new Set<string>(Object.keys(NUMBER_WORDS))
  const byLanguage = {} as Record<Language, string[]>
  for (const language of LANGUAGES) {
    const words = new Set(DATE_WORDS[language])
    for (const byLabel of Object.values(CORPUS)) {
      for (const utterance of byLabel[language]) {
        for (const word of utterance.toLowerCase().match(WORD) ?? []) words.add(word)
      }
    }
    for (const word of words) known.add(word)
    byLanguage[language] = [...words].filter((word) => word.length >= 5)
  }
  lexicons = { known, byLanguage }
  return lexicons
}

export function correctSpelling(text: string, language: Language): string {
  const { known, byLanguage } = lexicon()
  return text.replace(WORD, (word) => {
    const lower = word.toLowerCase()
    if (lower.length < 5 || known.has(lower)) return word
    // "heure" beside "heures" is another form of the word, not a typo of it.
    if (byLanguage[language].some((candidate) => isInflection(candidate, lower))) return word
    const candidates = byLanguage[language].filter((candidate) => withinOneEdit(candidate, lower))
    return candidates.length === 1 ? candidates[0] : word
  })
}

function isInflection(a: string, b: string): boolean {
  const [short, long] = a.length < b.length ? [a, b] : [b, a]
  return long.length - short.length === 1 && long.startsWith(short)
}
