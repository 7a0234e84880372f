import { NUMBER, numberValue } from './lexicon.js'
import type { Language, Symptom, WorkoutKind } from './types.js'

/**
 * The kind of workout a message names, after Daniels' types (E, M, T, I, R; docs/science.md)
 * plus the long run. German "Tempo" alone means pace ("welches Tempo?"); "Tempolauf" and
 * English "tempo run" are threshold runs. Patterns read the accent-free spelling.
 */
const WORKOUTS: [RegExp, WorkoutKind][] = [
  [
    /\b(?:marathon[- ]?pace|m[- ]pace|marathon(?:renn)?tempo|allure\s+marathon|ritmo\s+(?:de\s+)?maraton)\b/,
    'marathon',
  ],
  [
    /\b(?:long\s+runs?|langer?n?\s+lauf|longjog|sortie\s+longue|tirada\s+larga|rodaje\s+largo)\b/,
    'long',
  ],
  [
    /\b(?:threshold|tempo(?:\s+runs?)?|cruise\s+intervals|t[- ]pace|lactate|schwellen?\w*|tempo(?:dauer)?lauf\w*|seuil|umbral)\b/,
    'threshold',
  ],
  [
    /\b(?:intervals?|vo2\s?max\s+(?:intervals|sessions?|workouts?)|i[- ]pace|intervall\w*|intervalles?|fractionne|vma|series|intervalos?)\b/,
    'interval',
  ],
  [
    /\b(?:repetitions?|reps|r[- ]pace|strides|wiederholung\w*|repetitions?|repeticiones?)\b/,
    'repetition',
  ],
  [
    /\b(?:easy|recovery|jog|jogging|locker\w*|dauerlauf|erholung\w*|footings?|facile|recuperation|rodajes?\s+suaves?|suave|recuperacion)\b/,
    'easy',
  ],
]

export function findWorkoutKind(plain: string, language: Language): WorkoutKind | undefined {
  for (const [pattern, kind] of WORKOUTS) {
    for (const match of plain.matchAll(new RegExp(pattern.source, 'g'))) {
      // German "Tempo" alone ("welches Tempo?") is pace, not a tempo run.
      if (kind === 'threshold' && match[0] === 'tempo' && language === 'de') continue
      return kind
    }
  }
}

/** "only 3 days next week", "3 days a week", "nur 3 Tage", "seulement 3 jours", "solo 3 días". */
export function findDaysPerWeek(plain: string): number | undefined {
  const match = new RegExp(
    `\\b${NUMBER}\\s+(?:days?|runs?|tage|tagen|laufe|jours|sorties|dias|carreras|veces|mal|fois|times)\\b`
  ).exec(plain)
  if (!match) return
  // A count of days in a week, not "out for 5 days": "only", or "a week" after it.
  const before = plain.slice(Math.max(0, match.index - 24), match.index)
  const after = plain.slice(match.index + match[0].length, match.index + match[0].length + 28)
  const onlyBefore = /\b(?:only|just|nur|noch|seulement|que|solo|sólo|unicamente)\b/.test(before)
  const weekAfter = /\b(?:week|woche|semaine|semana)\b/.test(after)
  if (!onlyBefore && !weekAfter) return
  const days = numberValue(match[1])
  return days >= 1 && days <= 7 ? days : undefined
}

const SYMPTOMS: [RegExp, Symptom][] = [
  [/\b(?:fever|temperature|fieber|fievre|fiebre)\b/, 'fever'],
  // A body temperature given as a number: "temp is 38.9", "39 grados", "101 F".
  [
    /\btemp\w*\b[^.?!]{0,25}\b(?:3[89]|4[0-2])(?:[.,]\d)?\b|\b(?:3[89]|4[0-2])(?:[.,]\d)? ?(?:°|degrees|grad\w*|degre\w*)|\b(?:100[.,][4-9]|10[1-6])(?:[.,]\d)? ?(?:°|f\b|degrees)/,
    'fever',
  ],
  [
    /\b(?:cold|flu|runny\s+nose|sore\s+throat|erkaltet|erkaltung|grippe|schnupfen|halsschmerzen|rhume|enrhume|enrhumee|mal\s+a\s+la\s+gorge|resfriad[oa]|gripe|dolor\s+de\s+garganta|catarro)\b/,
    'cold',
  ],
  [/\b(?:chest|brust\w*|poitrine|pecho)\b/, 'chest'],
  [
    /\b(?:dizzy|dizziness|faint\w*|lightheaded|schwindel\w*|vertiges?|etourdi\w*|mare[oa]d?[oa]?|mareos?)\b/,
    'dizziness',
  ],
  [
    /\b(?:pain(?:s|ful)?|hurts?|sore(?!\s+throat)|aches?|aching|(?!hals)\w*schmerz\w*|tut\s+\w*\s*weh|weh|douleurs?|mal\s+(?:a|au|aux)\b|dolor\w*|duele\w*)\b/,
    'pain',
  ],
  [
    /\b(?:swollen|swell(?:ing|s|ed)?|\w*geschwollen|schwellung|schwillt|schwoll\w*|gonfl\w*|enfl\w*|hinch\w*)\b/,
    'swelling',
  ],
  [
    /\b(?:tired|exhausted|fatigue\w*|mude|erschopft|fatigue|epuise\w*|cansad[oa]|agotad[oa])\b/,
    'fatigue',
  ],
  [
    /\b(?:stomach|nausea|diarrh\w*|vomit\w*|magen\w*|ubelkeit|durchfall|estomac|nausee|estomago|nauseas?)\b/,
    'stomach',
  ],
]

export function findSymptoms(plain: string): Symptom[] {
  return SYMPTOMS.filter(([pattern]) => pattern.test(plain)).map(([, symptom]) => symptom)
}
