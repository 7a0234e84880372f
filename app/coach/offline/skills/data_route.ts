/*
 * Which data questions the history and gear skills answer, whatever else the classifier read
 * (docs/coach.md#pipeline). Two rules the classifier alone gets wrong:
 *
 * - A message that names one of the athlete's own shoes or bikes ("my novablasts", "the old
 *   pegasus", "mis vaporfly"), or a shoe word in one of the four languages, is a gear question,
 *   even with "km" or "miles" in it. The names are the athlete's data, so the engine passes them.
 * - A past day or period asked about with a question of what was done ("how did thursday go",
 *   "what was my time for last sunday's long run", "longest run this month", "wie viele Läufe
 *   im Januar") is a history question: a workout word with a past day is that day's run, not a
 *   definition of the term, and "longest" or "how many runs" is always about runs done.
 *
 * Health words win over both (a pair that hurts is an injury question), and so do plan changes
 * the classifier is sure of, another athlete's data and instructions.
 */
import { foreignTermAsked } from '#coach/offline/skills/terms'
import { addDays } from '#domain/calendar'
import { askedByWords } from '#coach/offline/skill_intent'
import {
  asksComparison,
  asksDrive,
  asksShortOnTime,
  asksSleep,
  asksTimeToCome,
  cannotRunIn,
} from '#coach/understanding/requests'
import { understoodLabel } from '#coach/understanding/understood'
import { healthKindIn } from '#coach/offline/skills/health/triage'
import { asksElevation } from '#coach/offline/skills/elevation'
import type { Metric, RaceDistance, Understanding } from '#coach/understanding/index'
import type { DistanceUnit } from '#coach/offline/skills/data_format'

/** Below this the classifier's data intent needs a day or a period (skill_intent.ts's 0.5). */
const TRUSTED = 0.5

/** Shoes in the four languages, singular and plural. */
const SHOE_WORDS =
  /\b(?:shoes?|sneakers?|trainers|running shoes|laufschuhe?n?|schuhe?n?|treter|chaussures?|baskets|runnings|zapatillas?|tenis|deportivas)\b/iu

/** Words asking how much a pair was used: distances, wear, retirement, "how much", "llevan". */
const USAGE =
  /\b(?:km|kms|kilomet\w*|miles?|mi|meilen?|millas?|mileage|used|use|worn|wear|retire\w*|replace\w*|left|how (?:much|many|far|old)|wie (?:viel|viele|weit|alt)|laufleistung|ubrig|ersetzen|combien|kilometrage|reste|remplacer|cuant[oa]s?|kilometraje|llevan?|quedan?|cambiar)\b/

/** Words of gear names that name no pair (colours, kinds, sizes). */
const GENERIC = new Set([
  'shoe',
  'shoes',
  'trainer',
  'trainers',
  'running',
  'run',
  'runner',
  'trail',
  'road',
  'race',
  'racing',
  'racer',
  'bike',
  'pair',
  'spare',
  'daily',
  'long',
  'easy',
  'speed',
  'tempo',
  'track',
  'winter',
  'summer',
  'black',
  'white',
  'blue',
  'green',
  'pink',
  'grey',
  'gray',
  'orange',
  'yellow',
  'purple',
  'new',
  'old',
  'max',
  'plus',
  'pro',
  'lite',
  'light',
  'mens',
  'women',
  'womens',
  'schuh',
  'schuhe',
  'laufschuh',
  'laufschuhe',
  'rad',
  'chaussure',
  'chaussures',
  'zapatilla',
  'zapatillas',
  'bici',
  'velo',
])

/** Lower case, accents removed. */
function folded(text: string) {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')
}

function wordsOf(text: string) {
  return folded(text).match(/[\p{L}\p{N}]+/gu) ?? []
}

/** The words of a gear name that can name it alone ("Nike Pegasus 40" → nike, pegasus). */
export function nameWords(name: string): string[] {
  return wordsOf(name).filter(
    (word) => word.length >= 4 && /\p{L}/u.test(word) && !GENERIC.has(word)
  )
}

/** One edit (insert, delete, replace) or one swap of neighbours apart, or equal. */
function nearlyEqual(a: string, b: string) {
  if (a === b) return true
  if (Math.abs(a.length - b.length) > 1) return false
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  const rest = (x: string, from: number) => x.slice(from)
  if (a.length === b.length) {
    if (rest(a, i + 1) === rest(b, i + 1)) return true
    return a[i] === b[i + 1] && a[i + 1] === b[i] && rest(a, i + 2) === rest(b, i + 2)
  }
  return a.length > b.length ? rest(a, i + 1) === rest(b, i) : rest(a, i) === rest(b, i + 1)
}

/**
 * True when a word of the message is this name word: the same, a plural of it ("novablasts",
 * "vaporflies"), or, for names of six letters or more, one typo away ("vaporlfy").
 */
export function saysWord(said: string, nameWord: string): boolean {
  const forms = [said, said.replace(/ies$/, 'y'), said.replace(/e?s$/, ''), said.replace(/s$/, '')]
  return forms.some(
    (form) =>
      form === nameWord || (nameWord.length >= 6 && form.length >= 5 && nearlyEqual(form, nameWord))
  )
}

/** The names (of `names`) the message speaks of, best matches only. */
export function gearNamed(text: string, names: string[]): string[] {
  const said = wordsOf(text)
  const scored = names
    .map((name) => ({
      name,
      score: nameWords(name).filter((word) => said.some((w) => saysWord(w, word))).length,
    }))
    .filter(({ score }) => score > 0)
  const best = Math.max(0, ...scored.map(({ score }) => score))
  return scored.filter(({ score }) => score === best).map(({ name }) => name)
}

/** The metric a data question asks, from the understanding or the message's words. */
export function metricAsked(understanding: Understanding): Metric | undefined {
  if (understanding.entities.metric) return understanding.entities.metric
  const text = folded(understanding.text)
  if (LONGEST.test(text)) return 'longest'
  if (COUNT.test(text)) return 'count'
  if (DURATION.test(text)) return 'duration'
  return undefined
}

/** The unit asked ("in miles", "Meilen", "millas"), else the profile's. */
export function unitAsked(
  understanding: Understanding,
  units: 'metric' | 'imperial'
): DistanceUnit {
  if (understanding.entities.distanceUnit) return understanding.entities.distanceUnit
  if (MILES.test(folded(understanding.text))) return 'mile'
  if (KILOMETRES.test(folded(understanding.text))) return 'km'
  return units === 'imperial' ? 'mile' : 'km'
}

/** Miles asked; "mi" only after a number (Spanish "mi" is "my"). */
const MILES = /\b(?:miles?|meilen?|millas?)\b|\d\s*mi\b/
const KILOMETRES = /\b(?:km|kms|kilomet(?:er|re|ro)s?|kilometres?)\b/

const LONGEST =
  /\blongest\b|\b(?:furthest|farthest)\b|\blangste[nmrs]?\b|\bweiteste[nmrs]?\b|\bplus longue?s?\b|\bmas larg[oa]s?\b/
const COUNT =
  /\bhow many (?:runs|times|sessions|workouts|activities)\b|\bnumber of runs\b|\bwie (?:viele|oft)\b.*\b(?:laufe|einheiten|mal)\b|\bwie oft\b|\bcombien de (?:sorties|courses|fois|seances|entrainements)\b|\bcuant[ao]s (?:carreras|salidas|veces|entrenamientos|sesiones)\b/
const DURATION =
  /\bhow long did\b|\bhow much time\b|\bhow many hours\b|\bwhat was my time\b|\bmy time\b|\bhours?\b|\bwie lange?\b|\bstunden\b|\bgebraucht\b|\bcombien de temps\b|\bheures?\b|\bmon temps\b|\bcuanto tiempo\b|\bcuanto tarde\b|\btarde\b|\bhoras?\b|\bmi tiempo\b/

/** "what was planned", "geplant", "prévu", "previsto": a question about the plan, not the run. */
const PLANNED =
  /\b(?:plan|planned|scheduled|supposed to|meant to|geplant|vorgesehen|plan(?:s)?|prevue?s?|prevu|programme|previst[oa]|tocaba)\b/

/** Intents never taken over: the classifier's reading of them is the safer one. */
const KEEP = new Set(['health', 'other_athlete', 'prompt_injection', 'confirm', 'reject'])

export type DataRoute = 'gear' | 'best_efforts' | 'history' | 'compare'

/** A route, with the understanding it answers (its day looked back when the question is past). */
export interface DataQuestion {
  route: DataRoute
  understanding: Understanding
}

/**
 * The data skill to answer the message, or null to route it on. `gearNames` are the athlete's
 * own shoes and bikes; `today` their calendar's today. A gear or best-efforts question the
 * classifier is sure of goes to its skill when no rule above took it and the words ask no
 * term, figure, drive or short day.
 */
export function dataRoute(
  understanding: Understanding,
  today: string,
  gearNames: string[]
): DataQuestion | null {
  if (asksBestEffort(understanding))
    return { route: 'best_efforts', understanding: withBareDistance(understanding, today) }
  const found = dataAsked(understanding, today, gearNames)
  if (found) return found
  const { intent, confidence } = understanding
  if (intent === 'best_efforts' && confidence >= TRUSTED && !askedByWords(understanding))
    return { route: intent, understanding: withBareDistance(understanding, today) }
  if (intent === 'gear' && confidence >= TRUSTED) {
    return askedByWords(understanding) ? null : { route: intent, understanding }
  }
  return null
}

const RACES_BY_METERS = new Map<number, RaceDistance>([
  [5000, '5k'],
  [10000, '10k'],
  [15000, '15k'],
  [21100, 'half'],
  [42200, 'marathon'],
])

/** A number alone at the end of a short message: "und über 10?", "et sur 5 ?", "y en 21,1". */
const BARE_NUMBER = /^\D{0,20}?\b(\d{1,2}(?:[.,]\d)?)\s*(?:k|km|er)?\s*\??\s*$/i

/**
 * "und über 10?" after a best 5 km: a number alone is that many kilometres, the distance the
 * thread remembered replaced (and the label with it).
 */
function withBareDistance(understanding: Understanding, today: string): Understanding {
  const match = BARE_NUMBER.exec(understanding.text.trim())
  if (!match || !understanding.fromThread) return understanding
  const distanceMeters = Number(match[1].replace(',', '.')) * 1000
  if (distanceMeters === understanding.entities.distanceMeters) return understanding
  const raceDistance = RACES_BY_METERS.get(distanceMeters)
  const entities = { ...understanding.entities, distanceMeters, raceDistance }
  const moved = { ...understanding, entities }
  return { ...moved, understood: understoodLabel(moved, today) }
}

/**
 * Words of a best time already run, in the four languages: "PB", "personal record", "fastest
 * 5k", "Bestzeit", "mein Rekord", "meilleur chrono", "mon record", "mejor marca", "mi mejor
 * milla", "récord". A best time over a distance is the fastest stretch of a run already done
 * (the Progress page's personal bests), not a prediction.
 */
const BEST_WORDS =
  /\b(?:personal\s+(?:best|record)s?|pbs?|prs?|best\s+(?:times?|efforts?|marks?|\d|mile|half|marathon|5k|10k)|fastest|quickest|rekord\w*|bestzeit\w*|bestleistung\w*|schnellste[nmrs]?|beste\s+zeit|record(?:s)?|meilleure?s?\s+(?:temps|chronos?|perfs?|performances?|marques?|\d|mile|semi|marathon)|(?:le|la)\s+plus\s+rapide|mejor(?:es)?\s+(?:marcas?|tiempos?|registros?|milla|media|maraton|\d)|marcas?\s+personal(?:es)?|recor(?:d|t)s?)\b/

/** Words of a time still to run (a prediction), which the words above may sit in. */
const TO_COME =
  /\b(?:could|would|predict\w*|estimat\w*|potential|expect\w*|konnte|wurde|prognos\w*|schaffen|pourrais|pourrait|prevision\w*|estim\w*|podria|seria|haria|predic\w*|pronostic\w*)\b/

/**
 * A best time asked ("halbmarathon PB?", "mejor tiempo en media maraton", "my quickest 1k"):
 * the best-efforts skill, whatever the classifier read, unless the words ask a time to come,
 * a shoe, or a plan change the classifier is sure of. Health and instructions are kept.
 */
export function asksBestEffort(understanding: Understanding): boolean {
  const { intent, text, confidence } = understanding
  const plain = folded(text)
  if (!BEST_WORDS.test(plain) || TO_COME.test(plain) || SHOE_WORDS.test(plain)) return false
  if (KEEP.has(intent) || (intent === 'plan_change' && confidence >= TRUSTED)) return false
  if (healthKindIn(text, understanding.entities.symptoms ?? []) !== null) return false
  return !foreignTermAsked(text) && !askedByWords(understanding)
}

function dataAsked(
  understanding: Understanding,
  today: string,
  gearNames: string[]
): DataQuestion | null {
  const { intent, entities, text } = understanding
  const hurts = healthKindIn(text, entities.symptoms ?? []) !== null
  if (hurts) return null
  // "ma plus longue sortie" read as health with no symptom at all is still the longest run.
  const runsAsked = ['longest', 'count'].includes(metricAsked(understanding) ?? '')
  const symptomFree = intent === 'health' && !entities.symptoms?.length && runsAsked
  if (KEEP.has(intent) && !symptomFree) return null
  // "qué son las series", "was sind Intervalle": a running word's meaning, not a run.
  if (foreignTermAsked(text) && !entities.day && !entities.period) return null
  // A request (a trip "with no running shoes") is no gear question.
  if (!asksData(understanding)) return null
  const gear = { route: 'gear' as const, understanding }
  const sure = understanding.confidence >= TRUSTED
  // A name that is also a race or a place ("Boston") counts with a word of use or distance.
  if (gearNamed(text, gearNames).length > 0 && (USAGE.test(folded(text)) || !sure)) return gear
  if (SHOE_WORDS.test(folded(text)) && !(intent === 'plan_change' && sure)) return gear
  // "Watts on my ride on Wednesday": a session's figure, not the bike.
  const power = POWER.test(folded(text)) && (entities.day !== undefined || !!entities.period)
  if (intent === 'gear' && sure && !power) return gear
  if ((intent === 'gear' && !power) || intent === 'best_efforts') return null
  const asked = lookedBack(understanding, today)
  if (!asksHistory(asked, today)) return null
  // "Compare this month with the last", "vergleiche", "compara": two periods side by side.
  const compared = COMPARE.test(folded(text)) || asksComparison(text)
  return { route: compared ? 'compare' : 'history', understanding: asked }
}

/**
 * The message asks about data, or nothing of its own: no word of a day off, a short day, the
 * athlete's drive or their sleep (requests.ts), which are requests the data skills leave.
 */
function asksData({ text }: Understanding): boolean {
  return !cannotRunIn(text) && !asksShortOnTime(text) && !asksDrive(text) && !asksSleep(text)
}

const COMPARE = /\b(?:compare[drs]?|comparer|compara[rn]?|vergleich\w*|versus|vs)\b/

/** A weekday in the four languages ("sunday's", "Sonntag", "dimanche", "domingo"). */
const WEEKDAY =
  /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:'?s)?|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|miercoles|jueves|viernes|sabado|domingo)\b/

/** Words of power ("avg watts", "Leistung", "puissance", "potencia"): a ride's figure. */
const POWER = /\b(?:watts?|power|leistung|puissance|potencia|vatios)\b/

/** Past tense: "what was", "how did", "wie war", "gebraucht", "était", "fue", "corrí". */
const PAST =
  /\b(?:was|were|did|went|ran|war|waren|lief|gebraucht|gelaufen|etait|couru|passe|passee|fue|fueron|hice|corri|tarde|estuvo)\b/

/**
 * "What was my time for Sunday's long run" on a Wednesday: a weekday read ahead (as plan
 * questions are) in a question about what was done is the last one, a week earlier.
 */
function lookedBack(understanding: Understanding, today: string): Understanding {
  const { day, period } = understanding.entities
  const text = folded(understanding.text)
  if (!day || period || day <= today || addDays(today, 7) <= day) return understanding
  if (!WEEKDAY.test(text) || !PAST.test(text) || PLANNED.test(text)) return understanding
  const moved = {
    ...understanding,
    intent: 'history_day' as const,
    entities: { ...understanding.entities, day: addDays(day, -7) },
  }
  return { ...moved, understood: understoodLabel(moved, today) }
}

function asksHistory(understanding: Understanding, today: string): boolean {
  const { intent, entities, text, confidence } = understanding
  if (!asksData(understanding) || asksTimeToCome(understanding)) return false
  // A day after today has nothing done yet: what is planned answers it (skills/day.ts),
  // unless asked in the past tense ("what did I run next Friday": the history says so).
  const ahead = entities.day !== undefined && !entities.period && entities.day > today
  if (ahead && !PAST.test(folded(text))) return false
  // A pace given ("8 min per mile in km") is a pace to convert, not a run to look up.
  const paceGiven = entities.durationSeconds !== undefined && entities.paceUnit !== undefined
  if (entities.paceSecondsPerKm !== undefined || paceGiven) return false
  const pastDay = entities.day !== undefined && !entities.period && entities.day < today
  const pastPeriod = entities.period !== undefined && entities.period.fromIso <= today
  const time = pastDay || pastPeriod || (entities.day !== undefined && entities.day <= today)
  const metric = metricAsked(understanding)
  const planned = PLANNED.test(folded(text))
  // "Vert last week", "dénivelé du week-end": the climb of runs done, whatever the classifier read.
  if (asksElevation(understanding) && (pastDay || pastPeriod) && !planned) return true
  if (intent === 'history_day' || intent === 'history_period' || intent === 'totals') {
    return confidence >= TRUSTED || understanding.fromThread || time
  }
  if (understanding.fromThread) return false
  // "Longest run", "how many runs" with a time asked: runs done, whatever the classifier read.
  const noTime = entities.day === undefined && entities.period === undefined
  if ((metric === 'longest' || metric === 'count') && (pastDay || pastPeriod || noTime) && !planned)
    return true
  // A plan change the classifier is sure of stays one.
  if (intent === 'plan_change' && confidence >= TRUSTED) return false
  if (!pastDay || planned) return false
  // "Watts on Wednesday's ride": a figure of a session done, whatever the classifier read.
  if (POWER.test(folded(text))) return true
  // A past day: what was done on it ("how did thursday go", "my time for sunday's long run").
  if (intent === 'plan_change') return metric !== undefined
  // Asked in the past tense or for a run's figure ("how did thursday go", "wie lange am
  // Sonntag"); "my VDOT after sunday's race" stays a fitness question. Small talk naming a day
  // ("the 29th then") is asked back what it wants (skill_intent.ts).
  const done = PAST.test(folded(text)) || metric !== undefined
  return done && (intent === 'day_plan' || intent === 'fitness' || intent === 'paces')
}
