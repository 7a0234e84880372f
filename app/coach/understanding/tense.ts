import type { Direction } from './days.js'
import { LANGUAGES, type Language } from './types.js'

/**
 * Which way a question looks in time, from its verbs, in the four languages: "what did I
 * run", "how did it go", "bin ich gelaufen", "j'ai couru", "corrí" look back; "what am I
 * doing", "what is on", "habe ich vor", "j'ai quoi", "qué tengo" look ahead. A bare day
 * ("the 29th", "Thursday", "am 3.") takes its direction from the clause that names it, so
 * a plan question's "Thursday" is the next one (today included) and a history question's the
 * last one. Patterns read the accent-free spelling (text.ts).
 */
const PAST: RegExp[] = [
  // en, de, fr, es
  // English: the simple past and the perfect of the verbs runners use.
  /\b(?:did|didn't|didnt|went|was|wasn't|were|ran|finished|completed|managed|took|had|logged|covered|clocked|have\s+i\s+(?:run|done)|i've\s+(?:run|done)|i\s+(?:ran|did))\b/,
  // German: the past, and a participle after "bin"/"habe".
  /\b(?:war|waren|warst|wart|lief|liefst|ging|hatte|hattest|gelaufen|gemacht|absolviert|geschafft|gebraucht|gerannt|gejoggt|trainiert|zuruckgelegt|gedauert|gegangen)\b/,
  // French: the passé composé's participles and the imperfect.
  /\b(?:couru|fait|ete|etait|etaient|s'est\s+passee?|parcouru|alle|allee|realise|realisee|effectue|effectuee|mis)\b/,
  // Spanish: the preterite and the perfect.
  /\b(?:corri|corriste|corrio|hice|hiciste|hizo|fue|fui|estuvo|tarde\s+en|entrene|termine|complete|recorri|sali|salio|tuve|hubo|he\s+(?:corrido|hecho|entrenado)|has\s+(?:corrido|hecho))\b/,
]

const FUTURE: RegExp[] = [
  // en, de, fr, es
  /\b(?:will|am\s+i|are\s+we|is\s+(?:on|planned|scheduled|due|there)|what's\s+on|whats\s+on|planned|scheduled|upcoming|coming\s+up|do\s+i\s+have|have\s+i\s+got|should\s+i|shall\s+i|going\s+to|gonna|am\s+i\s+doing|do\s+i\s+(?:run|do))\b/,
  /\b(?:habe?\s+ich\b.*\bvor|steht|stehen|ansteht|anstehen|geplant|vorgesehen|soll|sollte|werde|wird|mache\s+ich|laufe\s+ich|habe?\s+ich\s+(?:am|fur))\b/,
  /\b(?:prevue?s?|programmee?s?|au\s+programme|planifiee?s?|dois|devrais|vais|ferai|j'ai\s+quoi|ai-je|qu'est-ce\s+que\s+j'ai|qu'ai-je)\b/,
  /\b(?:tengo|toca|tocan|hay|planificad[oa]s?|previst[oa]s?|programad[oa]s?|debo|deberia|voy\s+a|hare|correre|sera)\b/,
]

/**
 * The direction the words of `plain` give in `language`, or undefined when they give none.
 * Each language's own verbs only: English "was" is German "what".
 */
export function tenseOf(plain: string, language: Language): Direction | undefined {
  const at = LANGUAGES.indexOf(language)
  if (PAST[at].test(plain)) return 'past'
  if (FUTURE[at].test(plain)) return 'future'
}

/** Words that end one clause of a message and start another. */
const CLAUSE_BREAK =
  /[,;!?]|(?<!\d)\.(?=\s|$)|\b(?:and|but|then|und|aber|dann|et|mais|puis|y|pero|luego)\b/g

/**
 * The direction of the clause around `index` ("I ran 10 km yesterday, what is on
 * Thursday?" looks ahead for Thursday), else of the whole message.
 */
export function tenseAt(plain: string, index: number, language: Language): Direction | undefined {
  let start = 0
  let end = plain.length
  for (const match of plain.matchAll(CLAUSE_BREAK)) {
    const at = match.index ?? 0
    if (at < index) start = at + match[0].length
    else if (at >= index) {
      end = at
      break
    }
  }
  return tenseOf(plain.slice(start, end), language) ?? tenseOf(plain, language)
}
