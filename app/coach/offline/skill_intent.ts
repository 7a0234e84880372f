/*
 * The skill intent (skill.ts) of a message, built from the understanding alone
 * (app/coach/understanding): the understood family picks the skill, the understanding's
 * entities and word facets (requests.ts, terms.ts, amounts.ts, body.ts) pick inside it and
 * fill its slots (docs/coach.md#pipeline). Below MIN_CONFIDENCE an intent stands only when its
 * entities corroborate it; otherwise the coach asks back.
 */
import { MIN_CONFIDENCE } from '#coach/offline/turn'
import type { Intent, RaceDistance as SkillRace } from '#coach/offline/skill'
import { daysAhead, daysIn, minutesIn } from '#coach/understanding/amounts'
import { injurySiteIn } from '#coach/understanding/body'
import { DEFINITION, metricIn, termIn } from '#coach/understanding/terms'
import {
  asksComparison,
  asksNext,
  asksPurpose,
  asksDrinking,
  asksDrive,
  asksFrequency,
  asksOvertraining,
  asksReady,
  asksShortOnTime,
  asksSleep,
  asksSwap,
  asksTravel,
  asksTimeToCome,
  asksDayOff,
  asksLoad,
  cannotRunIn,
  directionIn,
  intensityIn,
  volumeIn,
} from '#coach/understanding/requests'
import { healthKindIn, triage } from '#coach/offline/skills/health/triage'
import { asksPaceConversion } from '#coach/offline/skills/paces_zones'
import type {
  Intent as Understood,
  PlanChangeKind,
  RaceDistance,
  Understanding,
} from '#coach/understanding/index'

export { MIN_CONFIDENCE }

/** Small talk is the fallback family: a coaching question its words ask wins over it. */
const SMALL_TALK: readonly Understood[] = ['greeting', 'thanks', 'off_topic']

/** At most this many words: a message that is little more than a day's name. */
const BARE_DAY_WORDS = 6

/** Families a message naming only a day is read as (a day after today is its plan). */
const BARE_DAY_FAMILIES: readonly Understood[] = [
  ...SMALL_TALK,
  'follow_up',
  'day_plan',
  'history_day',
]

/** Families whose words of a term, a drive or a short day are no question of their own. */
const OWN_WORDS: readonly Understood[] = [
  'health',
  'nutrition',
  'sleep',
  'prompt_injection',
  'other_athlete',
]

export type Routing = { intent: Intent } | { clarify: true }

/** The skill intent for a message, or a clarifying question when nothing is clear enough. */
export function skillIntent(understanding: Understanding, today: string): Routing {
  const worded = askedInWords(understanding)
  if (worded) return { intent: worded }
  const trusted =
    understanding.fromThread ||
    (understanding.confidence >= MIN_CONFIDENCE && !SMALL_TALK.includes(understanding.intent))
  const built = trusted ? fromUnderstanding(understanding, today) : null
  if (built) return { intent: built }
  // A weak intent still stands when the entities it needs are there.
  const corroborated = corroborates(understanding) ? fromUnderstanding(understanding, today) : null
  if (corroborated) return { intent: corroborated }
  // A weak request naming a coming day ("legs ok, can I go hard tomorrow"): that day's plan.
  // Not a weak illness or injury change: that asks back, keeping the health question open.
  const comingDay = understanding.entities.day !== undefined && understanding.entities.day >= today
  const ill = ['illness', 'injury'].includes(understanding.planChangeKind ?? '')
  if (comingDay && !ill && ['plan_change', 'day_plan'].includes(understanding.intent)) {
    return { intent: { type: 'plan_lookup' } }
  }
  // A day after today and little else ("and Wednesday the 6th", "what about Friday the 8th"):
  // only the plan has it. Not a longer request, nor while a proposal waits for its answer.
  const later = understanding.entities.day !== undefined && understanding.entities.day > today
  const short = understanding.text.trim().split(/\s+/).length <= BARE_DAY_WORDS
  if (
    later &&
    short &&
    !understanding.entities.period &&
    understanding.proposalId === undefined &&
    BARE_DAY_FAMILIES.includes(understanding.intent)
  ) {
    return { intent: { type: 'plan_lookup' } }
  }
  // Small talk that names a day or a period ("the 29th then") asks something: ask back what.
  const { day, period } = understanding.entities
  const namesTime = day !== undefined || period !== undefined
  // "Why this session?" with no day named: today's session and its purpose.
  if (understanding.intent === 'day_plan' && !namesTime && asksPurpose(understanding.text)) {
    return { intent: { type: 'today' } }
  }
  if (
    SMALL_TALK.includes(understanding.intent) &&
    understanding.confidence >= MIN_CONFIDENCE &&
    !namesTime
  ) {
    return { intent: { type: 'unknown' } }
  }
  return { clarify: true }
}

/** True when the message asks a term, a figure, the athlete's drive or a short day. */
export function askedByWords(understanding: Understanding): boolean {
  return askedInWords(understanding) !== null
}

/** The athlete's own figure ("my ACWR", "meine Form", "ma VDOT", "mi acwr"), not its meaning. */
const OWN_FIGURE =
  /\b(?:my|meine?[mnrs]?|mon|ma|mes|mi|mis)\s+(?:fitness|form|forme|fatigue|vdot|acwr|ctl|atl|tsb)\b(?! mean)/i

/** "My pace", "what pace": a question about the athlete's pace, not about a term. */
const OWN_PACE =
  /\bmy\b.*\b(pace|tempo pace|threshold pace)\b|\bpace for\b|\bwhat pace\b|\b(when|what'?s) (is )?my\b/i

/**
 * The questions the understanding has no label for, read from the words' facets: what a
 * term or a figure means ("what is a fartlek", "what does form mean"), the athlete's drive,
 * a short day. A term named inside another question ("move sunday's long run", a dated
 * question) or a plan change the understanding is sure of is not a word to explain.
 */
function askedInWords(understanding: Understanding): Intent | null {
  const { text, intent, confidence, entities } = understanding
  if (healthKindIn(text, entities.symptoms) !== null) return null
  // "Compare October with November": a comparison once a period is named, whatever the
  // classifier read (the understanding's period is the first of the two named).
  if (asksComparison(text) && entities.period) return { type: 'compare_months' }
  // "What is 5:00 per km in miles": a pace given in one unit with the other asked.
  if (asksPaceConversion(text)) return { type: 'pace_convert' }
  // "Cuánto tardaría en 5 km": a race distance in the conditional is a time to come.
  if (asksTimeToCome(understanding) && !asksReady(text) && intent !== 'plan_change') {
    const named = entities.raceDistance ? (SKILL_RACES[entities.raceDistance] ?? null) : null
    const meters = entities.distanceMeters
    const race = named ?? RACES_BY_KM.get(meters === undefined ? 0 : Math.round(meters / 100) / 10)
    return { type: 'race_prediction', distance: race ?? null }
  }
  if (OWN_WORDS.includes(intent) && confidence >= MIN_CONFIDENCE) return null
  const definition = DEFINITION.test(text) && !/\bhow am i\b/i.test(text)
  const metric = metricIn(text)
  if (definition && metric && !OWN_FIGURE.test(text)) return { type: 'explain_metric', metric }
  const term = termIn(text)
  const sureChange = intent === 'plan_change' && confidence >= MIN_CONFIDENCE
  if (
    term &&
    definition &&
    !OWN_PACE.test(text) &&
    !sureChange &&
    !asksMoreThanAWord(understanding)
  )
    return { type: 'term', term }
  if (asksDrive(text)) return { type: 'motivation' }
  if (asksShortOnTime(text)) {
    return asksTravel(text)
      ? { type: 'travel', days: daysIn(text), minutes: minutesOf(understanding), noRunning: false }
      : shortOnTime(understanding)
  }
  if (asksSwap(text)) return { type: 'swap_days' }
  // How often and how far are named in words the classifier has no family for.
  if (asksFrequency(text)) return { type: 'frequency' }
  const volume = volumeIn(text)
  if (volume && !entities.day) return { type: 'volume', direction: volume }
  // "Skip" asks a day off, whichever date (coming or past) the day's name was read as.
  if (asksDayOff(text) && !entities.period) return { type: 'skip_day' }
  if (asksLoad(text)) return { type: 'acwr' }
  return null
}

function minutesOf({ entities, text }: Understanding): number | null {
  return entities.durationSeconds ? Math.round(entities.durationSeconds / 60) : minutesIn(text)
}

function shortOnTime(understanding: Understanding): Intent {
  const { entities } = understanding
  return {
    type: 'short_on_time',
    minutes: minutesOf(understanding),
    scope: entities.day && !entities.period ? 'day' : 'week',
  }
}

/** Families a named day or period makes a question about the athlete's own data or plan. */
const DATED: readonly Understood[] = ['history_day', 'history_period', 'totals', 'day_plan']

/**
 * A term ("long run", "tempo") in a question that asks more than its meaning: the thread gives it its subject
 * ("welches Tempo muss ich dafür laufen" after a half-marathon prediction asks the race's
 * pace), it names a day of the athlete's own ("my time for last Sunday's long run"), or it
 * asks for a plan change ("move Sunday's long run to Monday").
 */
function asksMoreThanAWord(understanding: Understanding): boolean {
  const { intent, entities, confidence, fromThread } = understanding
  if (fromThread && intent !== 'plan_change') return true
  const dated = entities.day !== undefined || entities.period !== undefined
  if (dated && DATED.includes(intent)) return true
  return intent === 'plan_change' && confidence >= MIN_CONFIDENCE
}

/**
 * The entities or words a weak intent needs are in the message: a time to look at, a race, a
 * symptom or a body part for a health question, a direction for an easier or harder plan,
 * "can't run" for a day off, a sleep word for a sleep question.
 */
function corroborates(understanding: Understanding): boolean {
  const { intent, entities, text } = understanding
  const time = entities.day !== undefined || entities.period !== undefined
  switch (intent) {
    case 'history_day':
    case 'history_period':
    case 'totals':
    case 'day_plan':
      return time
    case 'prediction':
    case 'readiness':
      return entities.raceDistance !== undefined
    case 'paces':
      return entities.workoutKind !== undefined || entities.paceUnit !== undefined
    case 'health':
      return hurtOrIll(understanding)
    case 'sleep':
      return asksSleep(text)
    case 'plan_change':
      return changeCorroborated(understanding)
    default:
      return false
  }
}

/** Symptoms, words of illness or injury, or a body part named. */
function hurtOrIll({ text, entities }: Understanding): boolean {
  const symptoms = entities.symptoms ?? []
  return symptoms.length > 0 || healthKindIn(text, symptoms) !== null
}

function changeCorroborated(understanding: Understanding): boolean {
  const { text, entities } = understanding
  switch (understanding.planChangeKind) {
    case 'illness':
    case 'injury':
      return hurtOrIll(understanding) || triage(text).part !== 'other'
    case 'easier':
    case 'harder':
      return directionIn(text) !== null
    case 'fewer_days':
      return entities.durationSeconds !== undefined || entities.daysPerWeek !== undefined
    default:
      return cannotRunIn(text)
  }
}

/** A race distance given in km ("en 5 km", "für 21,1 km"). */
const RACES_BY_KM = new Map<number, SkillRace>([
  [5, '5k'],
  [10, '10k'],
  [21.1, 'half'],
  [42.2, 'marathon'],
])

const SKILL_RACES: Partial<Record<RaceDistance, SkillRace>> = {
  '5k': '5k',
  '10k': '10k',
  'half': 'half',
  'marathon': 'marathon',
}

/** The skill intent built from what was understood, or null for intents no skill answers. */
function fromUnderstanding(understanding: Understanding, today: string): Intent | null {
  const { entities, text } = understanding
  const race = entities.raceDistance ? (SKILL_RACES[entities.raceDistance] ?? null) : null
  const ahead =
    entities.day && entities.day > today
      ? Math.round((Date.parse(entities.day) - Date.parse(today)) / 86_400_000)
      : daysAhead(text)
  switch (understanding.intent) {
    case 'history_day':
      // A day after today has no history: its plan ("workout on thu jan 7").
      if (entities.day !== undefined && entities.day > today && !entities.period)
        return { type: 'plan_lookup' }
      return asksComparison(text) ? { type: 'compare_months' } : { type: 'history' }
    case 'history_period':
    case 'totals':
    case 'best_efforts':
      return asksComparison(text) ? { type: 'compare_months' } : { type: 'history' }
    case 'fitness':
      return fitness(understanding)
    case 'prediction':
      return asksReady(text)
        ? { type: 'readiness', distance: race, daysAhead: ahead }
        : { type: 'race_prediction', distance: race }
    case 'readiness':
      return { type: 'readiness', distance: race, daysAhead: ahead }
    case 'day_plan':
      if (cannotRunIn(text) && entities.day !== undefined && entities.day >= today)
        return { type: 'skip_day' }
      // "When is my next long run?": the plan ahead, not today.
      return !entities.period && (!entities.day || entities.day === today) && !asksNext(text)
        ? { type: 'today' }
        : { type: 'plan_lookup' }
    case 'plan_change':
      return planChange(understanding.planChangeKind, understanding, today)
    case 'paces':
      return entities.paceUnit && entities.durationSeconds
        ? { type: 'pace_convert' }
        : entities.workoutKind === 'easy'
          ? { type: 'easy_pace' }
          : { type: 'training_paces' }
    case 'zones':
      return { type: 'zones' }
    case 'health':
      return health(understanding)
    case 'nutrition':
      return asksDrinking(text) ? { type: 'hydration' } : { type: 'fuelling' }
    case 'sleep':
      return { type: 'sleep' }
    case 'other_athlete':
    case 'prompt_injection':
      return { type: 'injection' }
    case 'gear':
      // Gear the data route did not take: the honest list of what the offline coach answers.
      return { type: 'unknown' }
    default:
      return null
  }
}

/** Progress, or the figure named: the ACWR, VDOT, TRIMP, hrSS explained with the athlete's value. */
function fitness(understanding: Understanding): Intent {
  const { text } = understanding
  const metric = metricIn(text)
  if (metric === 'acwr') return { type: 'acwr' }
  if (metric === 'vdot' || metric === 'trimp' || metric === 'hrss')
    return { type: 'explain_metric', metric }
  if (asksOvertraining(text)) return { type: 'overtraining' }
  return { type: 'progress' }
}

function planChange(
  kind: PlanChangeKind | undefined,
  understanding: Understanding,
  today: string
): Intent | null {
  const { entities, text } = understanding
  const minutes = entities.durationSeconds ? Math.round(entities.durationSeconds / 60) : null
  // "Tweaked my calf, no running for a week": the body speaks first, whatever the kind read.
  if (kind !== 'illness' && kind !== 'injury' && triage(text).part !== 'other') {
    return { type: 'injury', days: daysIn(text), site: injurySiteIn(text) }
  }
  // "Can't run from Tuesday to Thursday": days off, as a trip without running.
  const daysOff = entities.period && entities.period.fromIso < entities.period.toIso
  if ((kind === 'move' || kind === 'missed') && daysOff && cannotRunIn(text)) {
    return { type: 'travel', days: daysIn(text), minutes, noRunning: true }
  }
  // "Can't run tomorrow, I have a fever": the reason wins over the day off.
  if (kind !== 'illness' && kind !== 'injury') {
    const reason = healthKindIn(text, entities.symptoms)
    if (reason === 'illness' || reason === 'injury') return health(understanding)
  }
  switch (kind) {
    case 'illness':
      return { type: 'illness', days: daysIn(text), symptoms: neckSide(understanding) }
    case 'injury':
      return { type: 'injury', days: daysIn(text), site: injurySiteIn(text) }
    case 'travel':
      return { type: 'travel', days: daysIn(text), minutes, noRunning: cannotRunIn(text) }
    case 'fewer_days': {
      if (asksFrequency(text)) return { type: 'frequency' }
      const volume = volumeIn(text)
      if (volume) return { type: 'volume', direction: volume }
      return { type: 'short_on_time', minutes, scope: entities.day ? 'day' : 'week' }
    }
    case 'missed':
      // "I can't run on Tuesday" is a coming day, whichever Tuesday the date reading chose.
      return cannotRunIn(text) || (entities.day && entities.day >= today)
        ? { type: 'skip_day' }
        : { type: 'missed_workout' }
    case 'move': {
      const weekday = entities.day ? ((new Date(entities.day).getUTCDay() + 6) % 7) + 1 : null
      return { type: 'move_long_run', weekday, relative: null }
    }
    case 'harder':
    case 'easier': {
      const volume = volumeIn(text)
      if (volume) return { type: 'volume', direction: volume }
      // A shorter session with the time it may take ("kürzer, nur 90 Minuten").
      if (kind === 'easier' && minutes !== null && !entities.distanceMeters)
        return { type: 'short_on_time', minutes, scope: entities.day ? 'day' : 'week' }
      // No word of a change ("km so far this week?"): no plan change, whatever the classifier.
      // The direction named outright ("más dura") wins over the one the classifier guessed.
      return directionIn(text)
        ? { type: 'plan_intensity', direction: intensityIn(text) ?? kind }
        : null
    }
    default:
      return null
  }
}

function health(understanding: Understanding): Intent {
  const { text } = understanding
  const symptoms = understanding.entities.symptoms ?? []
  const kind = healthKindIn(text, symptoms)
  const ill = symptoms.some(
    (s) => s === 'fever' || s === 'cold' || s === 'chest' || s === 'stomach'
  )
  const hurt = symptoms.includes('pain') || symptoms.includes('swelling')
  if (ill || (kind === 'illness' && !hurt)) {
    return { type: 'illness', days: daysIn(text), symptoms: neckSide(understanding) }
  }
  if (hurt || kind === 'injury') {
    return { type: 'injury', days: daysIn(text), site: injurySiteIn(text) }
  }
  if (metricIn(text) === 'acwr') return { type: 'acwr' }
  if (asksFrequency(text)) return { type: 'frequency' }
  return { type: 'overtraining' }
}

/** Eichner's neck check from the symptoms understood (docs/coach.md#illness-the-neck-check). */
function neckSide(understanding: Understanding): 'above_neck' | 'below_neck' | 'unknown' {
  const symptoms = understanding.entities.symptoms ?? []
  // The triage's findings first: flu, COVID, a cough or body aches are below the neck.
  const branch = triage(understanding.text, symptoms, 'illness').branch
  if (branch === 'systemic') return 'below_neck'
  if (symptoms.some((s) => s === 'fever' || s === 'chest' || s === 'stomach')) return 'below_neck'
  if (symptoms.includes('cold')) return 'above_neck'
  return 'unknown'
}

/** The understood intent an answered skill intent stands for, for the thread's memory. */
export function understoodIntentOf(intent: Intent, understanding: Understanding): Understood {
  switch (intent.type) {
    case 'history':
    case 'compare_months':
      return understanding.entities.day && !understanding.entities.period
        ? 'history_day'
        : 'history_period'
    case 'progress':
    case 'explain_metric':
    case 'acwr':
      return 'fitness'
    case 'race_prediction':
      return 'prediction'
    case 'readiness':
      return 'readiness'
    case 'today':
    case 'plan_lookup':
      return 'day_plan'
    case 'easy_pace':
    case 'training_paces':
    case 'pace_convert':
      return 'paces'
    case 'zones':
      return 'zones'
    case 'illness':
    case 'injury':
    case 'travel':
    case 'short_on_time':
    case 'missed_workout':
    case 'skip_day':
    case 'move_long_run':
    case 'swap_days':
    case 'plan_intensity':
    case 'volume':
      return 'plan_change'
    case 'overtraining':
    case 'frequency':
      return 'health'
    case 'fuelling':
    case 'hydration':
      return 'nutrition'
    case 'sleep':
      return 'sleep'
    case 'injection':
      return 'prompt_injection'
    default:
      return 'off_topic'
  }
}
