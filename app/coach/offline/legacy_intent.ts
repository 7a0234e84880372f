/*
 * The one adapter from the understanding layer (app/coach/understanding) to the skills that
 * still take the phrase table's intent (intents.ts) with its slots. The understanding decides
 * the family of the question; the phrase table only refines it inside that family (a term, a
 * metric, "skip" versus "missed", hydration versus fuelling) and lends its slot parsers. When a
 * skill reads everything from `turn.understanding`, its family here can build the intent from
 * the understanding alone and the phrase table can go (docs/coach.md#pipeline).
 */
import { matchIntent } from '#coach/offline/intents'
import { injurySiteIn } from '#coach/understanding/body'
import type { Intent, IntentType, RaceDistance as LegacyRace } from '#coach/offline/skill'
import { daysIn } from '#coach/understanding/amounts'
import type {
  Intent as Understood,
  PlanChangeKind,
  RaceDistance,
  Understanding,
} from '#coach/understanding/index'

import { MIN_CONFIDENCE } from '#coach/offline/turn'

export { MIN_CONFIDENCE }

/** Phrase-table intents each understood family may be refined to. */
const FAMILY: Record<string, readonly IntentType[]> = {
  'history_day': ['history', 'compare_months'],
  'history_period': ['history', 'compare_months'],
  'totals': ['history', 'compare_months', 'pace_convert'],
  'best_efforts': ['history'],
  'fitness': ['progress', 'explain_metric', 'acwr', 'overtraining', 'term'],
  'prediction': ['race_prediction', 'readiness'],
  'readiness': ['readiness', 'race_prediction', 'fuelling', 'hydration'],
  'day_plan': [
    'today',
    'plan_lookup',
    'short_on_time',
    'skip_day',
    'swap_days',
    'move_long_run',
    'motivation',
  ],
  'plan_change.illness': ['illness'],
  'plan_change.injury': ['injury'],
  'plan_change.travel': ['travel', 'short_on_time'],
  'plan_change.fewer_days': ['frequency', 'short_on_time', 'travel', 'volume', 'overtraining'],
  'plan_change.missed': ['missed_workout', 'skip_day'],
  'plan_change.move': ['move_long_run', 'swap_days', 'skip_day'],
  'plan_change.harder': ['plan_intensity', 'volume'],
  'plan_change.easier': ['plan_intensity', 'volume', 'overtraining', 'skip_day'],
  'paces': ['easy_pace', 'training_paces', 'pace_convert', 'zones'],
  'zones': ['zones', 'easy_pace', 'training_paces'],
  'health': ['injury', 'illness', 'overtraining', 'acwr', 'frequency'],
  'nutrition': ['fuelling', 'hydration'],
  'sleep': ['sleep'],
  'other_athlete': ['injection'],
  'prompt_injection': ['injection'],
}

/** Small talk is the fallback family: a coaching topic the phrases found wins over it. */
const SMALL_TALK: readonly Understood[] = ['greeting', 'thanks', 'off_topic']

/**
 * Questions about a word's meaning, the athlete's drive or a short day are read from their
 * phrases: the understanding has no label for them.
 */
const LEXICAL: readonly IntentType[] = ['term', 'explain_metric', 'motivation', 'short_on_time']

/** True when the phrase table reads a question the understanding has no label for. */
export function readByPhrases(text: string): boolean {
  return LEXICAL.includes(matchIntent(text).type)
}

export type Routing = { intent: Intent } | { clarify: true }

/** The skill intent for a message, or a clarifying question when nothing is clear enough. */
export function legacyIntent(understanding: Understanding, today: string): Routing {
  const phrases = matchIntent(understanding.text)
  const family = familyOf(understanding)
  if (family && FAMILY[family]?.includes(phrases.type)) return { intent: phrases }
  // A term named inside another question ("move sunday's long run", a dated question) or a
  // plan change the understanding is sure of is not a word to explain.
  const termAside = phrases.type === 'term' && asksMoreThanAWord(understanding)
  const sureChange =
    phrases.type === 'term' &&
    understanding.intent === 'plan_change' &&
    understanding.confidence >= MIN_CONFIDENCE
  if (LEXICAL.includes(phrases.type) && !termAside && !sureChange) return { intent: phrases }
  const trusted =
    understanding.fromThread ||
    (understanding.confidence >= MIN_CONFIDENCE && !SMALL_TALK.includes(understanding.intent))
  const built = trusted ? fromUnderstanding(understanding, today) : null
  if (built) return { intent: built }
  if (phrases.type !== 'unknown') return { intent: phrases }
  // Nothing else read it: a weak intent still stands when the entities it needs are there.
  const corroborated = corroborates(understanding) ? fromUnderstanding(understanding, today) : null
  if (corroborated) return { intent: corroborated }
  // Small talk that names a day or a period ("the 29th then") asks something: ask back what.
  const { day, period } = understanding.entities
  const namesTime = day !== undefined || period !== undefined
  if (
    SMALL_TALK.includes(understanding.intent) &&
    understanding.confidence >= MIN_CONFIDENCE &&
    !namesTime
  ) {
    return { intent: { type: 'unknown' } }
  }
  return { clarify: true }
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

/** The entities a data question needs are in the message: a time to look at, a race. */
function corroborates({ intent, entities }: Understanding): boolean {
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
    default:
      return false
  }
}

function familyOf(understanding: Understanding): string | null {
  const { intent, planChangeKind } = understanding
  if (intent === 'plan_change') return planChangeKind ? `plan_change.${planChangeKind}` : null
  return intent
}

const LEGACY_RACES: Partial<Record<RaceDistance, LegacyRace>> = {
  '5k': '5k',
  '10k': '10k',
  'half': 'half',
  'marathon': 'marathon',
}

/** The skill intent built from what was understood, or null for intents no skill answers. */
function fromUnderstanding(understanding: Understanding, today: string): Intent | null {
  const { entities, text } = understanding
  const race = entities.raceDistance ? (LEGACY_RACES[entities.raceDistance] ?? null) : null
  const daysAhead =
    entities.day && entities.day > today
      ? Math.round((Date.parse(entities.day) - Date.parse(today)) / 86_400_000)
      : null
  switch (understanding.intent) {
    case 'history_day':
    case 'history_period':
    case 'totals':
    case 'best_efforts':
      return { type: 'history' }
    case 'fitness':
      return { type: 'progress' }
    case 'prediction':
      return { type: 'race_prediction', distance: race }
    case 'readiness':
      return { type: 'readiness', distance: race, daysAhead }
    case 'day_plan':
      return !entities.period && (!entities.day || entities.day === today)
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
      return /\b(drink|water|hydrat)/i.test(text) ? { type: 'hydration' } : { type: 'fuelling' }
    case 'sleep':
      return { type: 'sleep' }
    case 'other_athlete':
    case 'prompt_injection':
      return { type: 'injection' }
    case 'gear':
      // No gear skill yet: the honest list of what the offline coach answers.
      return { type: 'unknown' }
    default:
      return null
  }
}

/** Words that ask for a harder, easier or shorter plan in the four languages. */
const CHANGE_WORDS =
  /easier|lighter|harder|tougher|shorter|shorten|\btoo\b|\bless\b|\bmore\b|reduce|\bcut\b|\bease|scale|leicht|hart|härter|schwer|kürz|kurz|\bzu\b|weniger|mehr|reduzier|facile|difficile|\bdur|court|raccourc|acort|acórt|trop|moins|\bplus\b|réduis|allège|allég|fácil|facil|difícil|dificil|duro|dura|cort|demasiado|menos|\bmás\b|\bmas\b|reduc|aligera|suave|baja/i

function planChange(
  kind: PlanChangeKind | undefined,
  understanding: Understanding,
  today: string
): Intent | null {
  const { entities, text } = understanding
  const minutes = entities.durationSeconds ? Math.round(entities.durationSeconds / 60) : null
  switch (kind) {
    case 'illness':
      return { type: 'illness', days: daysIn(text), symptoms: neckSide(understanding) }
    case 'injury':
      return { type: 'injury', days: daysIn(text), site: injurySiteIn(text) }
    case 'travel':
      return { type: 'travel', days: daysIn(text), minutes, noRunning: false }
    case 'fewer_days':
      return { type: 'short_on_time', minutes, scope: entities.day ? 'day' : 'week' }
    case 'missed':
      return entities.day && entities.day >= today
        ? { type: 'skip_day' }
        : { type: 'missed_workout' }
    case 'move': {
      const weekday = entities.day ? ((new Date(entities.day).getUTCDay() + 6) % 7) + 1 : null
      return { type: 'move_long_run', weekday, relative: null }
    }
    case 'harder':
    case 'easier':
      // No word of a change ("km so far this week?"): no plan change, whatever the classifier.
      return CHANGE_WORDS.test(text) ? { type: 'plan_intensity', direction: kind } : null
    default:
      return null
  }
}

function health(understanding: Understanding): Intent {
  const symptoms = understanding.entities.symptoms ?? []
  if (symptoms.some((s) => s === 'fever' || s === 'cold' || s === 'chest' || s === 'stomach')) {
    return { type: 'illness', days: daysIn(understanding.text), symptoms: neckSide(understanding) }
  }
  if (symptoms.includes('pain') || symptoms.includes('swelling')) {
    return {
      type: 'injury',
      days: daysIn(understanding.text),
      site: injurySiteIn(understanding.text),
    }
  }
  return { type: 'overtraining' }
}

/** Eichner's neck check from the symptoms understood (docs/coach.md#illness-the-neck-check). */
function neckSide(understanding: Understanding): 'above_neck' | 'below_neck' | 'unknown' {
  const symptoms = understanding.entities.symptoms ?? []
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
