import { loadClassifier, type Classification } from './classifier.js'
import { parseDay, type Direction } from './days.js'
import { detectLanguage } from './language.js'
import { findMeasures } from './measures.js'
import { findPeriod } from './periods.js'
import { findDayRange } from './day_ranges.js'
import { blank, messageText } from './text.js'
import { rangeLabel } from './labels.js'
import { correctSpelling } from './spelling.js'
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
  const { intent, planChangeKind, confidence } = withDirection(
    text,
    chooseIntent(corrected, ranked, options)
  )
  // A follow-up's dates look the way the question it follows looks ("and on Sunday?" after a
  // plan question is the next Sunday).
  const asked = intent === 'follow_up' ? (options.thread?.lastIntent ?? intent) : intent
  const askedKind = intent === 'follow_up' ? options.thread?.planChangeKind : planChangeKind
  const entities = findEntities(corrected, {
    ...options,
    language,
    intent: asked,
    planChangeKind: askedKind,
  })
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

/**
 * The classifier's best label, unless it cannot be meant: a follow-up with nothing to follow,
 * or a bare "yes"/"no" read into a longer message ("business trip next week, no running"),
 * where the next label with some weight is taken instead.
 */
function pickLabel(
  text: string,
  ranked: Classification[],
  threadHasSubject: boolean
): Classification | undefined {
  const words = text.trim().split(/\s+/).length
  const implausible = (label: IntentLabel) =>
    (label === 'follow_up' && !threadHasSubject) ||
    ((label === 'confirm' || label === 'reject') && words > 5)
  const top = ranked[0]
  if (!top || !implausible(top.label)) return top
  const next = ranked.find((item) => !implausible(item.label) && item.score >= 0.1)
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
): Entities {
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
    const found = parseDay(rest, { todayIso, language, units, direction })
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
  const symptoms = findSymptoms(message.plain)
  const entities: Entities = {
    day,
    period,
    ...measures,
    workoutKind: findWorkoutKind(rest.plain, language),
    daysPerWeek: findDaysPerWeek(periodFound.text.plain),
    symptoms: symptoms.length > 0 ? symptoms : undefined,
  }
  return withoutEmpty(entities)
}

function withoutEmpty(entities: Entities): Entities {
  return Object.fromEntries(
    Object.entries(entities).filter(([, value]) => value !== undefined)
  ) as Entities
}
