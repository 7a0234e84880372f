import { loadClassifier, type Classification } from './classifier.js'
import { parseDay, type Direction } from './days.js'
import { detectLanguage } from './language.js'
import { findDistanceUnit, findMetric, findSport } from './facets.js'
import { findMeasures } from './measures.js'
import { findPeriod } from './periods.js'
import { findDayRange } from './day_ranges.js'
import { blank, messageText, type MessageText } from './text.js'
import { rangeLabel } from './labels.js'
import { correctSpelling } from './spelling.js'
import {
  asksForOtherAthlete,
  bareTimeIntent,
  dayShapedIntent,
  isFacetFragment,
  isFragment,
  measuredTimeIntent,
  raceShapedIntent,
} from './shapes.js'
import { tenseOf } from './tense.js'
import { resolveFollowUp } from './thread.js'
import { understoodLabel } from './understood.js'
import { findDaysPerWeek, findSymptoms, findWorkoutKind } from './workouts.js'
import type {
  Entities,
  Intent,
  IntentLabel,
  PlanChangeKind,
  UnderstandOptions,
  Understanding,
} from './types.js'

/**
 * What a chat message asks, in five steps: its language, its typos, its intent (NLP.js,
 * trained on corpus.ts), its entities (chrono-node and this module's patterns) and what the
 * thread adds to it. Pure apart from the classifier, which is trained once on the first call.
 */
export async function understand(text: string, options: UnderstandOptions): Promise<Understanding> {
  const classify = await loadClassifier()
  const language = detectLanguage(text, options.thread?.language)
  const corrected = correctSpelling(text, language)
  const ranked = await classify(withoutNumbers(corrected), language)
  // The direction words are read as written (spelling correction may bend them).
  let chosen = withDirection(text, chooseIntent(corrected, ranked, options))
  if (chosen.intent !== 'prompt_injection' && asksForOtherAthlete(messageText(text).plain)) {
    chosen = { intent: 'other_athlete', confidence: 1 }
  }
  let { entities, rest } = entitiesFor(corrected, chosen, options, language)
  const structural = chosen.intent !== 'prompt_injection' && chosen.intent !== 'other_athlete'
  if (
    structural &&
    chosen.intent !== 'follow_up' &&
    isFacetFragment(rest, entities, options.thread)
  ) {
    // "in miles please", "how long did it take": the thread's question with one facet changed.
    chosen = { intent: 'follow_up', confidence: 1 }
    ;({ entities, rest } = entitiesFor(corrected, chosen, options, language))
  } else if (chosen.intent === 'plan_change' && isFragment(rest, entities)) {
    // "how long did it take" with nothing to follow asks no plan change: the coach asks back.
    chosen = { intent: 'follow_up', confidence: chosen.confidence }
  } else if (structural && chosen.intent !== 'follow_up') {
    const plain = messageText(corrected).plain
    // A plan change's day ignores the verbs ("move Sunday's run" looks ahead): the shape of
    // the question is read on its days as the verbs place them.
    const dated =
      chosen.intent === 'plan_change' && tenseOf(plain, language)
        ? entitiesFor(corrected, { intent: 'day_plan' }, options, language)
        : { entities, rest }
    // "what is on Thursday", "how did Thursday go": the verbs say plan or history.
    const bare =
      bareTimeIntent(dated.rest, dated.entities, plain, language, options.todayIso) ??
      // A measure asked ("how many km did I do on Tuesday") asks for no plan change however
      // sure the classifier is: the time and the verbs say history or plan.
      (chosen.confidence < WEAK_LABEL ||
      SMALL_TALK.includes(chosen.intent) ||
      (chosen.intent === 'plan_change' && entities.metric !== undefined)
        ? ((chosen.intent === 'plan_change' && !entities.metric
            ? undefined
            : measuredTimeIntent(entities, plain, language, options.todayIso)) ??
          raceShapedIntent(entities, plain, language))
        : dayShapedIntent(chosen.intent, entities, plain, language, options.todayIso))
    const sameFamily = HISTORY.includes(bare ?? 'off_topic') && HISTORY.includes(chosen.intent)
    if (bare && bare !== chosen.intent && !sameFamily) {
      chosen = { intent: bare, confidence: Math.max(chosen.confidence, BARE_CONFIDENCE) }
      ;({ entities } = entitiesFor(corrected, chosen, options, language))
    }
  }
  const { intent, planChangeKind, confidence } = chosen
  // "who won the world cup in 2010": a year in small talk names no period to look up.
  const yearAlone = entities.period !== undefined && /^\d{4}$/.test(entities.period.label)
  if (intent === 'off_topic' && confidence >= WEAK_LABEL && yearAlone)
    entities = { ...entities, period: undefined }
  const own: Understanding = {
    text,
    language,
    intent: matchTime(intent, entities),
    planChangeKind,
    confidence,
    entities,
    fromThread: false,
    understood: '',
  }
  const resolved = resolveFollowUp(own, options.thread)
  return { ...resolved, understood: understoodLabel(resolved, options.todayIso) }
}

const SMALL_TALK: readonly Intent[] = ['greeting', 'thanks', 'off_topic']

/** One family: which of them answers is the time's shape (matchTime), not the words. */
const HISTORY: readonly Intent[] = ['history_day', 'history_period', 'totals']

/** A bare day question's intent is read from its shape: as sure as a trusted label. */
const BARE_CONFIDENCE = 0.6

/**
 * The entities of a message read as `chosen`; a follow-up's dates look the way the question
 * it follows looks ("and on Sunday?" after a plan question is the next Sunday). `rest` is the
 * message without its day or period.
 */
function entitiesFor(
  corrected: string,
  chosen: { intent: Intent; planChangeKind?: PlanChangeKind },
  options: UnderstandOptions,
  language: Understanding['language']
): { entities: Entities; rest: string } {
  const followUp = chosen.intent === 'follow_up'
  return findEntities(corrected, {
    ...options,
    language,
    intent: followUp ? (options.thread?.lastIntent ?? chosen.intent) : chosen.intent,
    planChangeKind: followUp ? options.thread?.planChangeKind : chosen.planChangeKind,
  })
}

/**
 * Trains the classifier and reads one message per language, so that the first athlete's
 * message does not pay for the first use of the models, chrono's parsers and Intl's date
 * formats (about 0.5 s in all on this machine). The web process calls it once at boot.
 */
export async function prepareUnderstanding(todayIso: string): Promise<void> {
  await loadClassifier()
  for (const sample of WARM_UP) {
    await new Promise((resolve) => setImmediate(resolve))
    await understand(sample, { todayIso, timeZone: 'UTC', units: 'metric' })
  }
}

const WARM_UP = [
  'can I run a sub-4 marathon on Sunday 29 November at 5:30/km in the last 6 weeks?',
  'wie viele Kilometer bin ich im Oktober gelaufen, und am Sonntag?',
  "combien de km j'ai couru en octobre, et dimanche dernier ?",
  '¿cuántos km corrí en octubre y el domingo pasado?',
]

/**
 * The classifier reads words, not numbers: "3" in "el día 3" must not vote for "3 días a la
 * semana". Numbers joined to a unit word ("10K", "5km") stay, they name a race.
 */
function withoutNumbers(text: string): string {
  return text.replace(
    /(?<![\p{L}\d])\d+(?:[.,:'h]\d+)*(?:st|nd|rd|th|er|e|\.)?(?![\p{L}\d])/gu,
    ' '
  )
}

const INJECTION =
  /\b(?:ignore|disregard|forget)\s+(?:all\s+|any\s+|your\s+|the\s+|previous\s+|prior\s+)+(?:instructions|rules|prompts?)|system\s*prompt|\bignorier\w*\s+(?:alle\s+)?(?:vorherigen\s+)?anweisungen|\bignore[sz]?\s+(?:toutes\s+)?(?:les\s+)?instructions|\bignora\s+(?:todas\s+)?(?:las\s+)?instrucciones|\bjailbreak\b/i

const FOLLOW_UP_OPENING = /^\s*(?:¿\s*)?(?:and|what\s+about|how\s+about|same\s+for|und|et|y|e)\b/i

function chooseIntent(
  text: string,
  ranked: Classification[],
  options: UnderstandOptions
): { intent: Intent; planChangeKind?: PlanChangeKind; confidence: number } {
  if (INJECTION.test(text)) return { intent: 'prompt_injection', confidence: 1 }
  const threadHasSubject = options.thread?.lastIntent !== undefined
  const top = pickLabel(text, ranked, threadHasSubject)
  if (!top) return { intent: 'off_topic', confidence: 0 }
  const shortOpening = FOLLOW_UP_OPENING.test(text) && text.trim().split(/\s+/).length <= 6
  if (threadHasSubject && shortOpening && top.label !== 'follow_up' && top.score < 0.6) {
    return { intent: 'follow_up', confidence: 1 - top.score }
  }
  return { ...fromLabel(top.label), confidence: top.score }
}

/*
 * "Too easy" asks for a harder plan and "too hard" for an easier one. A bag of stems cannot
 * tell them from "make it easier" / "make it harder" when the stems collide (German "zu
 * leicht" and "leichter" are one stem), so the words decide the direction of a plan change,
 * or of a plan complaint the classifier filed under health.
 */
const TOO_EASY =
  /\btoo\s+easy\b|\bnot\s+(?:hard|challenging)\s+enough\b|\bzu\s+(?:leicht|einfach|locker)\b|\btrop\s+faciles?\b|\bdemasiado\s+f[aá]cil(?:es)?\b|\bmuy\s+f[aá]cil(?:es)?\b/i
const TOO_HARD =
  /\btoo\s+(?:hard|tough|much)\b|\bzu\s+(?:hart|schwer|viel)\b|\btrop\s+(?:dur|dure|durs|dures|difficiles?)\b|\bdemasiado\s+(?:duro|dura|duros|duras|dif[ií]cil(?:es)?)\b/i
const PLAN_WORDS =
  /\b(?:plan|training|workouts?|sessions?|weeks?|programme|program|trainingsplan|einheiten|woche|séances?|semaine|entrenamientos?|semana|sesiones)\b/i

/** Below it the classifier's label is a guess the direction words may overrule. */
const WEAK_LABEL = 0.5

function withDirection<
  T extends { intent: Intent; planChangeKind?: PlanChangeKind; confidence: number },
>(text: string, chosen: T): T {
  const easy = TOO_EASY.test(text)
  const hard = TOO_HARD.test(text)
  if (easy === hard) return chosen
  const aboutThePlan = PLAN_WORDS.test(text)
  const change =
    (chosen.intent === 'plan_change' &&
      (chosen.planChangeKind === 'easier' || chosen.planChangeKind === 'harder')) ||
    (aboutThePlan && (chosen.intent === 'health' || chosen.confidence < WEAK_LABEL))
  if (!change) return chosen
  return { ...chosen, intent: 'plan_change', planChangeKind: easy ? 'harder' : 'easier' }
}

/** A day question that names a period asks about the period, and back. */
function matchTime(intent: Intent, entities: Entities): Intent {
  if (intent === 'history_day' && entities.period && !entities.day) return 'history_period'
  if (intent === 'history_period' && entities.day && !entities.period) return 'history_day'
  return intent
}

/** The classifier's own word for another athlete's data, without their words, at least this. */
const SURE_OTHER_ATHLETE = 0.7

/**
 * The classifier's best label, unless it cannot be meant: a follow-up with nothing to follow,
 * a bare "yes"/"no" read into a longer message ("business trip next week, no running"), or
 * another athlete's data where no one else is named, where the next label with some weight
 * is taken instead.
 */
function pickLabel(
  text: string,
  ranked: Classification[],
  threadHasSubject: boolean
): Classification | undefined {
  const words = text.trim().split(/\s+/).length
  const someoneElse = asksForOtherAthlete(messageText(text).plain)
  const implausible = (label: IntentLabel, score: number) =>
    (label === 'follow_up' && !threadHasSubject) ||
    ((label === 'confirm' || label === 'reject') && words > 5) ||
    // A refusal needs its words ("other users", "user 1", "mon pote"), not a weak guess.
    (label === 'other_athlete' && !someoneElse && score < SURE_OTHER_ATHLETE)
  const top = ranked[0]
  if (!top || !implausible(top.label, top.score)) return top
  const next = ranked.find((item) => !implausible(item.label, item.score) && item.score >= 0.1)
  return next ?? top
}

function fromLabel(label: IntentLabel): { intent: Intent; planChangeKind?: PlanChangeKind } {
  if (label.startsWith('plan_change.')) {
    return {
      intent: 'plan_change',
      planChangeKind: label.slice('plan_change.'.length) as PlanChangeKind,
    }
  }
  return { intent: label as Intent }
}

/** Plan questions look forward ("Sunday" is the next one); everything else looks back. */
function directionOf(intent: Intent, planChangeKind: PlanChangeKind | undefined): Direction {
  if (intent === 'day_plan' || intent === 'readiness' || intent === 'prediction') return 'future'
  if (intent === 'plan_change' && planChangeKind !== 'missed') return 'future'
  return 'past'
}

/** Questions about a race, where "10 km" names the race rather than a distance run. */
const RACE_QUESTIONS: readonly Intent[] = ['prediction', 'readiness', 'best_efforts', 'paces']

/** History questions end their period today: what has not happened yet is not history. */
const LOOKS_BACK: readonly Intent[] = [
  'history_day',
  'history_period',
  'totals',
  'best_efforts',
  'gear',
  'fitness',
]

function findEntities(
  text: string,
  context: UnderstandOptions & {
    language: Understanding['language']
    intent: Intent
    planChangeKind?: PlanChangeKind
  }
): { entities: Entities; rest: string } {
  const { todayIso, language, units, intent, planChangeKind } = context
  const direction = directionOf(intent, planChangeKind)
  const message = messageText(text)
  const periodFound =
    findDayRange(message, { todayIso, language, direction }) ??
    findPeriod(message, {
      todayIso,
      language,
      units,
      previous: context.thread?.period,
    })
  let rest = periodFound.text
  let period = periodFound.period
  let day: string | undefined
  if (!period) {
    const readTense = intent !== 'plan_change'
    const found = parseDay(rest, { todayIso, language, units, direction, readTense })
    if (found?.endIso) {
      period = {
        fromIso: found.dayIso,
        toIso: found.endIso,
        label: rangeLabel(found.dayIso, found.endIso, language),
      }
    } else if (found) {
      day = found.dayIso
    }
    if (found) rest = blank(rest, found.index, found.length)
  }
  if (
    period &&
    LOOKS_BACK.includes(intent) &&
    period.toIso > todayIso &&
    period.fromIso <= todayIso
  ) {
    // A month or a year keeps its name ("November 2026"); a range names its new end.
    const named = period.label !== rangeLabel(period.fromIso, period.toIso, language)
    const label = named ? period.label : rangeLabel(period.fromIso, todayIso, language)
    period = { ...period, toIso: todayIso, label }
  }
  const measures = findMeasures(rest, RACE_QUESTIONS.includes(intent))
  const facetText: MessageText = rest
  const symptoms = findSymptoms(message.plain)
  const entities: Entities = {
    day,
    period,
    ...measures,
    workoutKind: findWorkoutKind(rest.plain, language),
    daysPerWeek: findDaysPerWeek(periodFound.text.plain),
    symptoms: symptoms.length > 0 ? symptoms : undefined,
    distanceUnit: findDistanceUnit(facetText.plain),
    metric: findMetric(facetText.plain),
    sport: findSport(facetText.plain),
  }
  return { entities: withoutEmpty(entities), rest: rest.plain }
}

function withoutEmpty(entities: Entities): Entities {
  return Object.fromEntries(
    Object.entries(entities).filter(([, value]) => value !== undefined)
  ) as Entities
}
