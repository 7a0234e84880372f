/*
 * What a plan-change or coaching request asks beyond its intent, read as facets of words in
 * English, French, Spanish and German: a direction (easier or harder, less or more distance),
 * a day the athlete cannot run, a short day, drinking rather than eating, the athlete's drive,
 * readiness for a race. Word lexicons (the words and their synonyms), not whole phrasings:
 * the intent comes from the classifier (classifier.ts), these only pick inside its family
 * (docs/coach.md#pipeline). Read on the raw text, any case.
 */
import type { Understanding } from './types.js'

/** Words asking for an easier plan; the others of CHANGE ask for a harder one. */
const EASIER =
  /\b(?:easier|lighter|less hard|too hard|too much|too tough|take it easy|ease off)\b|plus facile|all[eé]g|m[aá]s f[aá]cil|m[aá]s suave|aligera|leichter|weniger hart|zu hart/i

/** Words of a harder, easier or shorter plan in the four languages. */
const CHANGE =
  /easier|lighter|harder|tougher|shorter|shorten|\btoo\b|\bless\b|\bmore\b|reduce|\bcut\b|\bease|scale|leicht|hart|härter|schwer|kürz|kurz|\bzu\b|weniger|mehr|reduzier|facile|difficile|\bdur|court|raccourc|acort|acórt|trop|moins|\bplus\b|réduis|allège|allég|fácil|facil|difícil|dificil|duro|dura|cort|demasiado|menos|\bmás\b|\bmas\b|reduc|aligera|suave|baja/i

/** The direction a plan change asks ("make it easier", "plus difficile"), or null for none. */
export function directionIn(text: string): 'easier' | 'harder' | null {
  if (!CHANGE.test(text)) return null
  return EASIER.test(text) ? 'easier' : 'harder'
}

const HARDER =
  /\b(?:harder|tougher|more challenging|too easy|push (?:harder|more)|go harder)\b|plus difficile|plus dur|m[aá]s dif[ií]cil|m[aá]s dur[oa]|schwerer|h[aä]rter|zu leicht/i

/** An easier or a harder plan named outright ("too easy", "plus facile"), or null. */
export function intensityIn(text: string): 'easier' | 'harder' | null {
  if (HARDER.test(text)) return 'harder'
  if (EASIER.test(text)) return 'easier'
  return null
}

/** Words of distance per week, with a word of less or more. */
const VOLUME =
  /\b(?:mileage|volume|weekly (?:km|kilometres|kilometers|miles|distance)|kilom[eé]trage|kilometraje|volumen|umfang|wochenkilometer)\b/i
const LESS =
  /\b(?:reduce|lower|decrease|cut|less|drop)\b|r[eé]duire|baisser|reducir|bajar|reduzieren|senken|weniger/i

/** More or less weekly distance ("cut my mileage", "Umfang erhöhen"), or null. */
export function volumeIn(text: string): 'up' | 'down' | null {
  if (!VOLUME.test(text)) return null
  return LESS.test(text) ? 'down' : 'up'
}

/** Not running at all on the days named ("can't run Wednesday to Friday", "no running"). */
const CANNOT_RUN =
  /\b(?:no|can'?t|cannot|won'?t be able to|unable to) (?:run|running|train)|\bno running\b|ne (?:peux|pourrai) pas (?:courir|m'entra[iî]ner)|no (?:puedo|podr[eé]) (?:correr|entrenar)|kann (?:\w+ )?nicht (?:laufen|trainieren)/i

export function cannotRunIn(text: string): boolean {
  return CANNOT_RUN.test(text)
}

/** Drinking rather than eating: water, fluids, electrolytes, sweat. */
const DRINKING =
  /\b(?:drink\w*|water|hydrat\w*|fluids?|electrolytes?|sweat\w*|boire|eau|hydrat|beber|agua|hidrata\w*|electrolitos|trinken|wasser|getr[aä]nke?|elektrolyte?)\b/i

export function asksDrinking(text: string): boolean {
  return DRINKING.test(text)
}

/** The athlete's drive: motivation, no wish to run, boredom. */
const DRIVE =
  /\bmotivat\w*|can'?t be bothered|don'?t feel like (?:running|training)|\blazy\b|\bbored\b|pas motiv[ée]e?|plus envie|motivaci[oó]n|desmotivad[oa]|sin ganas|no tengo ganas|motivier\w*|keine lust|null bock/i

export function asksDrive(text: string): boolean {
  return DRIVE.test(text)
}

/** Little time: "short on time", "busy", "only 30 minutes", "wenig Zeit", "peu de temps". */
const SHORT_ON_TIME =
  /\bshort on time\b|\bbusy\b|\bno time\b|\b(?:little|limited|not much) time\b|\bpressed for time\b|\bonly (?:have|got) \d+|\bonly \d+ ?(?:min|minutes)\b|\b\d+ ?(?:min|minutes) max\b|peu de temps|pas le temps|seulement \d+|poco tiempo|solo tengo|wenig zeit|keine zeit|\bnur \d+/i

export function asksShortOnTime(text: string): boolean {
  return SHORT_ON_TIME.test(text)
}

/** Readiness for a race rather than its predicted time ("am I ready", "bereit für"). */
const READY =
  /\bready\b|\brac(?:e|ing) (?:a|the|my)\b|\bsigned up for\b|\bpr[eê]te?s? pour\b|\blist[oa] para\b|\bbereit f[uü]r\b/i

export function asksReady(text: string): boolean {
  return READY.test(text)
}

/** Two sides compared: "compare", "versus", "vs", "vergleich", "comparer", "comparar". */
const COMPARE = /\b(?:compare[ds]?|compared|comparer|compara[rn]?|vergleich\w*|versus|vs\.?)\b/i

export function asksComparison(text: string): boolean {
  return COMPARE.test(text)
}

/** Running on consecutive days, or how many days a week. */
const FREQUENCY =
  /\b(?:two|2|three|3) days in a row\b|\bback[- ]to[- ]back (?:days|runs)\b|\bconsecutive days\b|\brun(?:ning)? every ?day\b|\bhow many (?:days|runs|times) (?:a|per|each) week\b|combien de (?:jours|sorties|fois) par semaine|cu[aá]ntos d[ií]as (?:a la|por) semana|cu[aá]ntas veces (?:a la|por) semana|wie (?:viele tage|oft) (?:pro|die|in der) woche|deux jours de suite|dos d[ií]as seguidos|zwei tage hintereinander/i

export function asksFrequency(text: string): boolean {
  return FREQUENCY.test(text)
}

/** Overtraining named: "overtraining", "burnt out", "surentraînement", "Übertraining". */
const OVERTRAINING =
  /\bover-?train\w*|\boverreach\w*|\bburn(?:ing|t|ed)? out\b|surentra[iî]nement|sobreentrenamiento|[uü]bertrain\w*/i

export function asksOvertraining(text: string): boolean {
  return OVERTRAINING.test(text)
}

/** Sleep named: "slept", "Schlaf", "sommeil", "dormido". */
const SLEEP =
  /\b(?:sleep\w*|slept|insomnia|naps?|schlaf\w*|geschlafen|sommeil|dormi\w*|sue[nñ]o|dorm[ií]\w*)\b/i

export function asksSleep(text: string): boolean {
  return SLEEP.test(text)
}

/** A trip: away, travelling, a holiday, "Urlaub", "en voyage", "de viaje". */
const TRAVEL =
  /\b(?:away|travel\w*|trip|holiday|vacation|conference|reise\w*|verreist|urlaub|dienstreise|voyage|vacances|viaje|vacaciones)\b/i

export function asksTravel(text: string): boolean {
  return TRAVEL.test(text)
}

/** A day off asked: "skip", "rest day", "day off", "Ruhetag", "jour de repos", "descanso". */
const DAY_OFF =
  /\bskip\b|\brest day\b|\bday off\b|\bgive me (?:a )?rest\b|\bruhetag\b|\bausfallen lassen\b|\bjour de repos\b|\bsauter\b|\bd[ií]a de descanso\b|\bsaltar(?:me)?\b/i

export function asksDayOff(text: string): boolean {
  return DAY_OFF.test(text)
}

/** The training load named: overdoing it, ramping up, the injury risk, the workload ratio. */
const LOAD =
  /\boverdo\w*|\bramp(?:ing)? up\b|\binjury risk\b|\brisk of injury\b|\bworkload ratio\b|\bdoing too much\b|\bj'en fais trop\b|\bhago demasiado\b|\bzu viel trainier\w*/i

export function asksLoad(text: string): boolean {
  return LOAD.test(text)
}

const SWAP =
  /\b(?:swap|switch|trade|exchange|tauschen|vertauschen|[eé]changer|intervertir|intercambiar|cambiar)\b/i
const TODAY_WORD = /\b(?:today'?s?|heute|aujourd'hui|hoy)\b/i
const TOMORROW_WORD = /\b(?:tomorrow'?s?|morgen|demain|ma[nñ]ana)\b/i

/** Today's and tomorrow's sessions swapped ("swap tomorrow's run with today's"). */
export function asksSwap(text: string): boolean {
  return SWAP.test(text) && TODAY_WORD.test(text) && TOMORROW_WORD.test(text)
}

/** The purpose asked: "why", "warum", "wozu", "pourquoi", "por qué", "para qué". */
const PURPOSE = /\bwhy\b|\bwarum\b|\bwozu\b|\bpourquoi\b|\bpor qu[eé]\b|\bpara qu[eé]\b/i

export function asksPurpose(text: string): boolean {
  return PURPOSE.test(text)
}

/** The next session asked: "next", "nächste", "prochain(e)", "próximo/a", "siguiente". */
const NEXT = /\bnext\b|\bn[aä]chste\w*|\bprochaine?\b|\bpr[oó]xim[oa]\b|\bsiguiente\b/i

export function asksNext(text: string): boolean {
  return NEXT.test(text)
}

/**
 * A session moved to another day: a moving verb ("move", "verschieben", "déplacer", "mover")
 * or "instead of", "statt", "au lieu de", "en vez de". The day it goes to is read by
 * moveTargetIn (day_ranges.ts); this only says the words ask a move.
 */
const MOVE =
  /\b(?:move|moving|shift|reschedule|push|instead\s+of|rather\s+than|verschieb\w*|verleg\w*|legen|leg|statt|anstatt|d[eé]plac\w*|d[eé]cal\w*|au\s+lieu\s+d[eu']|plut[oô]t\s+que|mueve\w*|mover|muevo|pasa|pasar|en\s+vez\s+del?|en\s+lugar\s+del?)\b/i

/** A session named: a run, a workout, a session in the four languages (or its kind). */
const SESSION =
  /\b(?:runs?|long|workout|session|tempo|intervals?|reps|lauf|longrun|training|einheit|intervalle|sortie|s[eé]ance|fractionn[eé]|footing|tirada|sesi[oó]n|entrenamiento|series|rodaje|carrera)\b/i

/** A move asked; without `session`, "move it" (the session the thread is about) is enough. */
export function asksMove(text: string, { session = true } = {}): boolean {
  return MOVE.test(text) && (!session || SESSION.test(text))
}

/** "Make", "mach", "rends", "haz": a change asked of the plan, not a question about it. */
const MAKE =
  /\b(?:make|mach\w*|gestalt\w*|rends|rendre|rendez|fais|haz|hazme|hacer|hazla|pon|ponme)\b/i

/** "Make next week easier", "rends la semaine prochaine plus facile": a direction asked. */
export function asksIntensity(text: string): 'easier' | 'harder' | null {
  return MAKE.test(text) ? intensityIn(text) : null
}

/** A verb in the conditional ("tardaría", "ferais", "bräuchte", "would I take"): a time to come. */
const CONDITIONAL =
  /\b(?:would|could|brauchte|wurde|konnte|\w+(?:rais|rait|rions|riez)|\w+(?:ria|rias|riamos|rian))\b/

/**
 * "cuánto tardaría en 5 km", "combien je mettrais sur 10 km", "how long would a 10k take me":
 * a race distance with a verb in the conditional asks a prediction, not a run done.
 */
export function asksTimeToCome({ text, entities }: Understanding): boolean {
  const race = entities.raceDistance !== undefined || entities.distanceMeters !== undefined
  return (
    race &&
    !entities.day &&
    !entities.period &&
    CONDITIONAL.test(text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, ''))
  )
}
