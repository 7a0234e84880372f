import { tenseOf } from './tense.js'
import type { Entities, Intent, Language, ThreadState } from './types.js'

/**
 * Rules over a message's shape that sit above the classifier, which reads a bag of stems and
 * cannot tell "how long did it take" (a follow-up) from "it takes too long" (a plan change):
 *
 * - a fragment that only changes one facet of the thread's data question (its unit, metric,
 *   time or race) is a follow-up of it;
 * - a bare day question ("what is on Thursday", "how did Thursday go", "j'ai quoi le 29") is a
 *   plan question when its verbs look ahead and a history question when they look back;
 * - a question about someone else's runs is another athlete's data (a refusal).
 *
 * Words are read on the accent-free spelling (text.ts), once the message's day, period,
 * distances and paces are blanked out.
 */

/** Intents that ask about data and can be asked again with one facet changed. */
export const REPEATABLE: readonly Intent[] = [
  'history_day',
  'history_period',
  'totals',
  'fitness',
  'prediction',
  'readiness',
  'day_plan',
  'paces',
  'zones',
  'gear',
  'best_efforts',
  // "and on race morning?" after "what should I eat the night before": the nutrition question.
  'nutrition',
  'sleep',
]

const HISTORY: readonly Intent[] = ['history_day', 'history_period', 'totals']
const RACES: readonly Intent[] = ['prediction', 'readiness', 'paces', 'best_efforts', 'fitness']
const PACES: readonly Intent[] = [
  ...HISTORY,
  'prediction',
  'readiness',
  'paces',
  'zones',
  'best_efforts',
  'fitness',
]

const words = (list: string) => new Set(list.split(/\s+/).filter(Boolean))

/** Words a fragment may hold besides its facet: question words, articles, "please", units. */
const FRAGMENT_WORDS = words(`
  and what about how many much long did it take took was that this those the a an for in on
  per mile miles mi km kms k kilometers kilometres kilometer please pace time distance far runs
  times longest then instead same with of is again there total so ok okay whats s as well
  fast speed lap laps m seconds second sec secs hours hour before after week
  month year that's thats half marathon one last previous also into units unit
  und was ist mit wie lange hat das gedauert dauer stunden stunde minuten in meilen meile pro
  km kilometern kilometer bitte tempo zeit distanz weit laufe viele oft langste langster
  langsten der die den dem im am fur einen eine halben halbmarathon marathon denn dann davor
  zuvor woche monat jahr es war ich gebraucht schnell auch runde schnitt
  et le la les l en au par mile miles km kilometres il vous plait svp allure temps combien de
  heures heure duree distance sorties fois plus longue pour un une semi marathon semaine mois
  annee d avant precedente ca c est quelle quel a pris mis ai j vitesse alors aussi tour du
  y el los las en por millas milla km kilometros favor ritmo tiempo cuanto cuantas cuantos
  horas hora distancia veces salidas carreras mas larga para un una media maraton semana mes
  ano anterior de antes eso que fue tarde me cual lejos rapido tambien vuelta lo
  pls plz pliz bitte porfa porfavor
  ride rode riding bike biked cycling cycled swim swam swimming walk walked walking hike hiked
  hiking rad radfahren geradelt fahrrad schwimmen geschwommen wandern gewandert velo nage
  natation randonnee marche bici bicicleta nade nadar camine caminar senderismo
`)

/** Facets a follow-up may change, and the questions each one fits. */
function facetsFit(entities: Entities, last: Intent): boolean {
  const facets: boolean[] = []
  const time = entities.day !== undefined || entities.period !== undefined
  if (time) facets.push(true)
  if (entities.metric)
    facets.push(HISTORY.includes(last) || (entities.metric === 'pace' && PACES.includes(last)))
  if (entities.distanceUnit) facets.push(HISTORY.includes(last) || last === 'gear')
  if (entities.sport) facets.push(HISTORY.includes(last))
  if (entities.paceUnit) facets.push(PACES.includes(last))
  if (entities.raceDistance) facets.push(RACES.includes(last))
  if (entities.workoutKind)
    facets.push(last === 'paces' || last === 'zones' || HISTORY.includes(last))
  return facets.length > 0 && facets.every(Boolean)
}

function tokens(plain: string): string[] {
  return plain
    .split(/[^a-z0-9]+/)
    .filter((token) => token !== '' && !/^\d+(?:k|km|m|mi|st|nd|rd|th|er)?$/.test(token))
}

/**
 * True when the message, its facets blanked (`rest`), is a fragment of the thread's data
 * question: "in miles please", "how long did it take", "und im August?", "et pour un semi ?".
 */
export function isFacetFragment(
  rest: string,
  entities: Entities,
  thread: ThreadState | undefined
): boolean {
  const last = thread?.lastIntent
  if (!last || !REPEATABLE.includes(last)) return false
  return isFragment(rest, entities) && facetsFit(entities, last)
}

/**
 * True when the message is only a facet and the words around it ("how long did it take",
 * "in miles please"): whatever the thread, it asks for no plan change.
 */
export function isFragment(rest: string, entities: Entities): boolean {
  const left = tokens(rest)
  if (left.length > 9 || !left.every((token) => FRAGMENT_WORDS.has(token))) return false
  // "30 min today?", "3 days next week": a limit given, the start of a plan change.
  if (entities.durationSeconds !== undefined || entities.daysPerWeek !== undefined) return false
  return (
    entities.day !== undefined ||
    entities.period !== undefined ||
    entities.metric !== undefined ||
    entities.distanceUnit !== undefined ||
    entities.sport !== undefined ||
    entities.paceUnit !== undefined ||
    entities.raceDistance !== undefined
  )
}

/** Words a bare day question may hold besides its day: question words and plan or run words. */
const BARE_DAY_WORDS = words(`
  what whats s is are am i me my on for the do doing have got has there anything how did go
  went was it planned plan scheduled schedule workout session training run running ran up due
  this coming to on
  was steht stehen an am habe hab ich vor mache laufe bin gelaufen wie war ist denn der die
  das lauf training geplant fur mein meine gemacht ging gings gegangen lief es einheit
  qu est ce que j ai quoi le la je fais fait couru comment s passe passee prevu au programme
  ma mon sortie seance entrainement quel quelle c etait il y a
  que tengo el la hay hice corri como fue me mi toca previsto planificado entrenamiento
  carrera salida para dia de hago
`)

/** Data words that make a bare day question a history question when no verb gives a tense. */
const DATA_WORDS = words(`far km kms distance miles weit kilometer loin lejos distancia`)

/**
 * The intent of a bare day question ("what is on Thursday", "how did Thursday go", "was habe
 * ich am 3. vor", "how far on the 3rd"), or undefined when the message says more than that.
 */
export function bareTimeIntent(
  rest: string,
  entities: Entities,
  plain: string,
  language: Language,
  todayIso: string
): Intent | undefined {
  if (entities.day === undefined && entities.period === undefined) return
  const left = tokens(rest)
  if (left.length === 0) return
  const isData = (token: string) => DATA_WORDS.has(token)
  if (!left.every((token) => BARE_DAY_WORDS.has(token) || isData(token))) return
  // No verb to go by ("thursday's workout?"): the day itself, read the way the question was.
  const start = entities.day ?? entities.period?.fromIso ?? todayIso
  const tense =
    tenseOf(plain, language) ?? (left.some(isData) ? 'past' : start >= todayIso ? 'future' : 'past')
  return byTimeAndTense(entities, tense, todayIso, plain)
}

/**
 * Plan or history for a dated question: a time wholly ahead is the plan ("what was planned
 * for tomorrow"), one wholly gone by is history, and today or a span across it goes by the
 * verbs.
 */
function byTimeAndTense(
  entities: Entities,
  tense: 'past' | 'future',
  todayIso: string,
  plain: string
): Intent {
  const from = entities.day ?? entities.period?.fromIso ?? todayIso
  const to = entities.day ?? entities.period?.toIso ?? todayIso
  const history: Intent = entities.day ? 'history_day' : 'history_period'
  // "what did I run next Friday" stays history (its answer: still ahead).
  if (from > todayIso && (tense === 'future' || PLAN_WORDS.test(plain))) return 'day_plan'
  if (to < todayIso) return history
  return tense === 'future' ? 'day_plan' : history
}

const PLAN_WORDS =
  /\b(?:plan|planned|scheduled|schedule|plan\w*|geplant|vorgesehen|prevue?s?|programmee?s?|au\s+programme|planificad[oa]s?|previst[oa]s?|programad[oa]s?)\b/

/**
 * Another athlete's data: "the other users", "user 1", "Anna's runs", "mon pote", "otro
 * usuario". The athlete's own figures are never the answer to it.
 */
const OTHER_ATHLETE: RegExp[] = [
  /\b(?:other|another|different|all\s+the|every)\s+(?:users?|athletes?|runners?|members?|people|accounts?|persons?)\b|\b(?:users?|athlete|member|account)\s*(?:#|no\.?|number|id)?\s*\d+\b|\b(?:my|a)\s+(?:friend|buddy|mate|wife|husband|partner|brother|sister|colleague|coach)'?s\s+(?:runs?|data|activities|training|plan|stats|times?|pace)\b|\b(?:someone|somebody|anyone|anybody|everyone|everybody)\s+else'?s?\b|\b(?:everyone|everybody|anyone|people)\s+(?:on|in|using)\s+(?:this|the)\s+app\b|\b(?!(?:today|yesterday|tomorrow|tonight|week|month|year|weekend|last|this|next|that|what|it|let|here|there|who|where|how|sunday|monday|tuesday|wednesday|thursday|friday|saturday|plan|race|marathon|morning|evening|coach|app|one)'s)\p{L}+'s\s+(?:runs|data|activities|training\s+data|stats|workouts|race\s+times)\b/u,
  /\b(?:andere[nrs]?|fremde[nrs]?)\s+(?:nutzer|benutzer|user|athlet(?:en)?|laufer(?:in|innen)?|mitglieder|leute|personen|konten)n?\b|\b(?:nutzer|benutzer|user)\s*(?:nr\.?|nummer|id)?\s*\d+\b|\b(?!(?:das|des|eines|meines|deines|dieses|jedes|alles|was|bis|uns|es|aus|als|ins|ans|letztes|nachstes|monats|jahres)\b)\p{L}+s\s+(?:laufe|daten|aktivitaten|bestzeiten)\b|\b(?:meine[nrs]?|meines)\s+(?:freunde?s?|freundin|kumpels?|partners?|partnerin|frau|mannes|bruders|schwester)\b|\b(?:jemand(?:em|en|es)?\s+ander(?:s|em|en|es)|anderer\s+leute)\b|\bvon\s+(?:meinem|meiner)\s+(?:freund|freundin|kumpel|partner|partnerin|frau|mann|bruder|schwester)\b/u,
  /\b(?:autres?|d'autres)\s+(?:utilisateurs?|utilisatrices?|coureurs?|coureuses?|athletes?|membres?|personnes|comptes?)\b|\butilisat(?:eur|rice)\s*(?:n°|no|numero)?\s*\d+\b|\b(?:de|d')\s*(?:mon|ma)\s+(?:pote|ami|amie|copain|copine|frere|soeur|femme|mari|collegue|partenaire|conjoint)\b|\bquelqu'un\s+d'autre\b|\b(?:des|les)\s+autres\s+(?:sur|de)\s+l'app(?:li(?:cation)?)?\b/,
  /\b(?:otros?|otras?)\s+(?:usuari[oa]s?|corredor(?:es|as)?|atletas?|miembros?|personas|cuentas?)\b|\busuari[oa]\s*(?:n\.?º?|numero)?\s*\d+\b|\bde\s+(?:mi|mis)\s+(?:amig[oa]s?|colega|companer[oa]|pareja|herman[oa]|espos[oa]|novi[oa]|mujer|marido)\b|\balguien\s+mas\b|\blos\s+demas\s+(?:usuarios|corredores|de\s+la\s+app)\b|\bde\s+otra\s+persona\b/,
]

export function asksForOtherAthlete(plain: string): boolean {
  return OTHER_ATHLETE.some((pattern) => pattern.test(plain))
}

/**
 * A weakly read question that asks a measure of a day or a period ("wie lange hab ich am
 * letzten Sonntag gebraucht", "how many hours last week") or whose verbs give its time's
 * direction: history, or the plan when the time or the verbs look ahead.
 */
export function measuredTimeIntent(
  entities: Entities,
  plain: string,
  language: Language,
  todayIso: string
): Intent | undefined {
  if (entities.day === undefined && entities.period === undefined) return
  const tense = tenseOf(plain, language)
  // A metric asked reads as history; otherwise only the verbs say which ("how did my race go
  // on Sunday").
  if (!entities.metric && !tense) return
  return byTimeAndTense(entities, tense ?? 'past', todayIso, plain)
}

/**
 * A plan question about a day gone by, asked in the past ("what was my time for last Sunday's
 * long run"), is a history question; a history question about a day ahead, asked in the
 * future ("what am I running on Thursday"), a plan question.
 */
export function dayShapedIntent(
  intent: Intent,
  entities: Entities,
  plain: string,
  language: Language,
  todayIso: string
): Intent {
  const tense = tenseOf(plain, language)
  // "whats my longest run this month", "how many runs this week": what was run, not planned.
  const ranMetric = entities.metric === 'longest' || entities.metric === 'count'
  if (intent === 'day_plan' && ranMetric && tense !== 'future') {
    if (entities.period) return 'history_period'
    if (entities.day && entities.day <= todayIso) return 'history_day'
  }
  const day = entities.day
  if (!day) return intent
  if (intent === 'day_plan' && tense === 'past' && day < todayIso) return 'history_day'
  if (intent === 'history_day' && tense === 'future' && day > todayIso) return 'day_plan'
  return intent
}

/**
 * A weakly read question that names a race and no day ("was wäre meine Zeit im
 * Halbmarathon"): its prediction, or the best time run over it when asked in the past
 * ("what was my time in the half marathon").
 */
export function raceShapedIntent(
  entities: Entities,
  plain: string,
  language: Language
): Intent | undefined {
  if (!entities.raceDistance || entities.day !== undefined || entities.period !== undefined) return
  return tenseOf(plain, language) === 'past' ? 'best_efforts' : 'prediction'
}
