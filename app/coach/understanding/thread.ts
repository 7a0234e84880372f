import { REPEATABLE } from './shapes.js'
import { addDays } from './iso_dates.js'
import { messageText } from './text.js'
import type { Entities, Intent, ThreadState, Understanding } from './types.js'

/**
 * A conversation's memory between messages, and how a message leans on it. Pure functions
 * over plain data, so the state is stored with the thread as JSON.
 *
 * - "and in August?" keeps the last question and replaces its period (or day); "in miles
 *   please", "per mile?", "how long did it take" keep it and change its unit or metric;
 * - "what pace should I aim for in it?" after a race question takes that race;
 * - "yes, do that", "no", "make it shorter" refer to the last proposal.
 */

/** Intents whose answer depends on a race: they take the thread's race when none is named. */
const RACE_BOUND: readonly Intent[] = ['prediction', 'readiness', 'paces']

/** Intents that leave the thread's subject as it was. */
const ASIDES: readonly Intent[] = [
  'greeting',
  'thanks',
  'off_topic',
  'other_athlete',
  'prompt_injection',
]

export function resolveFollowUp(
  current: Understanding,
  thread: ThreadState | undefined
): Understanding {
  if (!thread) return current
  const shifted = dayAfterOrBefore(current, thread)
  if (shifted) return followUp(shifted, thread)
  if (current.intent === 'follow_up') return followUp(current, thread)
  if (current.intent === 'confirm' || current.intent === 'reject') {
    return thread.proposalId
      ? { ...current, proposalId: thread.proposalId, fromThread: true }
      : current
  }
  if (current.intent === 'plan_change' && refersToProposal(current, thread)) {
    return { ...current, proposalId: thread.proposalId, fromThread: true }
  }
  if (
    RACE_BOUND.includes(current.intent) &&
    !current.entities.raceDistance &&
    thread.raceDistance
  ) {
    return {
      ...current,
      entities: {
        ...current.entities,
        raceDistance: thread.raceDistance,
        goalSeconds: current.entities.goalSeconds ?? thread.goalSeconds,
      },
      fromThread: true,
    }
  }
  return current
}

function followUp(current: Understanding, thread: ThreadState): Understanding {
  const last = thread.lastIntent
  if (!last || !REPEATABLE.includes(last)) return current
  const own = current.entities
  const hasOwnTime = own.day !== undefined || own.period !== undefined
  const entities: Entities = {
    ...own,
    day: hasOwnTime ? own.day : thread.day,
    period: hasOwnTime ? own.period : thread.period,
    raceDistance: own.raceDistance ?? thread.raceDistance,
    goalSeconds: own.raceDistance ? own.goalSeconds : (own.goalSeconds ?? thread.goalSeconds),
    workoutKind: own.workoutKind ?? thread.workoutKind,
    paceUnit: own.paceUnit ?? thread.paceUnit,
    distanceUnit: own.distanceUnit ?? thread.distanceUnit,
    metric: own.metric ?? thread.metric,
    sport: own.sport ?? thread.sport,
  }
  return {
    ...current,
    intent: timeShapedIntent(last, entities),
    planChangeKind: thread.planChangeKind,
    confidence: current.confidence,
    entities: withoutUnset(entities),
    fromThread: true,
  }
}

function withoutUnset(entities: Entities): Entities {
  return Object.fromEntries(
    Object.entries(entities).filter(([, value]) => value !== undefined)
  ) as Entities
}

/** Questions about a race whose pace, asked after them, is the race pace ("and per mile?"). */
const RACE_QUESTIONS: readonly Intent[] = ['prediction', 'readiness']

/**
 * A day question asked again for a period becomes a period question, and back; the pace
 * asked after a race's prediction is that race's pace, a paces question.
 */
function timeShapedIntent(last: Intent, entities: Entities): Intent {
  if (
    RACE_QUESTIONS.includes(last) &&
    entities.raceDistance &&
    (entities.metric === 'pace' || entities.paceUnit)
  )
    return 'paces'
  if (last === 'history_day' && entities.period && !entities.day) return 'history_period'
  if (last === 'history_period' && entities.day && !entities.period) return 'history_day'
  return last
}

function refersToProposal(current: Understanding, thread: ThreadState): boolean {
  const own = current.entities
  return (
    thread.proposalId !== undefined &&
    thread.lastIntent === 'plan_change' &&
    own.day === undefined &&
    own.period === undefined &&
    (current.planChangeKind === 'easier' ||
      current.planChangeKind === 'harder' ||
      current.planChangeKind === 'move')
  )
}

/**
 * The state after a message was answered. `proposalId` is the proposal the reply made, if
 * any; a confirm or reject settles the pending proposal.
 */
export function nextThreadState(
  previous: ThreadState | undefined,
  understanding: Understanding,
  reply: { proposalId?: string } = {}
): ThreadState {
  const base: ThreadState = { ...previous, language: understanding.language }
  // An aside, or a follow-up with nothing to follow, leaves the subject as it was.
  if (ASIDES.includes(understanding.intent) || understanding.intent === 'follow_up') return base
  if (understanding.intent === 'confirm' || understanding.intent === 'reject') {
    return { ...base, proposalId: reply.proposalId }
  }
  const { entities } = understanding
  const hasTime = entities.day !== undefined || entities.period !== undefined
  const aboutHealth =
    understanding.intent === 'health' ||
    (entities.symptoms?.length ?? 0) > 0 ||
    (understanding.intent === 'plan_change' &&
      (understanding.planChangeKind === 'illness' || understanding.planChangeKind === 'injury'))
  return {
    ...base,
    healthText:
      aboutHealth && !understanding.fromThread ? understanding.text : previous?.healthText,
    lastIntent: understanding.intent,
    planChangeKind: understanding.planChangeKind,
    day: hasTime ? entities.day : previous?.day,
    period: hasTime ? entities.period : previous?.period,
    raceDistance: entities.raceDistance ?? previous?.raceDistance,
    goalSeconds: entities.raceDistance
      ? entities.goalSeconds
      : (entities.goalSeconds ?? previous?.goalSeconds),
    workoutKind: entities.workoutKind ?? previous?.workoutKind,
    // Units are the athlete's wish until they ask otherwise; the metric belongs to a question.
    paceUnit: entities.paceUnit ?? previous?.paceUnit,
    distanceUnit: entities.distanceUnit ?? previous?.distanceUnit,
    metric: entities.metric,
    // The sport, like the metric, belongs to a question: "and in August?" keeps it.
    sport: entities.sport,
    proposalId:
      reply.proposalId ??
      (understanding.intent === 'plan_change' ? previous?.proposalId : undefined),
  }
}

/** "can I", "should I", "kann ich", "puis-je", "¿puedo?": a question whether to train. */
const MAY_I =
  /\b(?:can|could|should|may|shall)\s+i\b|\b(?:ok(?:ay)?|safe|fine|alright)\s+to\b|\b(?:kann|darf|soll|sollte)\s+ich\b|\b(?:puis|peux|dois|devrais|pourrais)\b|\b(?:puedo|podria|debo|deberia)\b/i

/** The classifier's score below which an aside (a greeting, thanks) is not trusted. */
const ASIDE_TRUSTED = 0.5

/** Data questions a recent illness, injury or red flag does not change: totals, gear, bests. */
const NOT_TRAINING: readonly Intent[] = ['totals', 'gear', 'best_efforts']

/**
 * True when the message asks whether to train and the thread reported a health problem:
 * "can I at least jog slowly tomorrow?" after "fever of 39 since yesterday" is a health
 * question, answered by the health rules (docs/coach.md#health-triage), not by the plan.
 */
export function asksToTrainWhileUnwell(
  understanding: Understanding,
  thread: ThreadState,
  todayIso: string
): boolean {
  if (!thread.healthText && !(thread.redFlags?.length ?? 0)) return false
  if (!MAY_I.test(understanding.text)) return false
  // "Can I see what I ran last week?" asks about the past, not whether to train.
  const { day, period } = understanding.entities
  const past =
    (day !== undefined && day < todayIso) || (period !== undefined && period.toIso < todayIso)
  const history =
    understanding.intent === 'history_day' || understanding.intent === 'history_period'
  if (history && past) return false
  // A weak aside is no reading at all: "kann ich morgen trotzdem laufen?" is no greeting.
  if (ASIDES.includes(understanding.intent) && understanding.confidence >= ASIDE_TRUSTED)
    return false
  // "Can I run easy today?" misread as a history question is still a question whether to train.
  return !NOT_TRAINING.includes(understanding.intent)
}

/** "and the day after?", "und am Tag danach?", "et le lendemain ?", "¿y el día siguiente?". */
const DAY_AFTER =
  /\b(?:day\s+after|next\s+day|following\s+day)\b(?!\s+tomorrow)|\btag\s+(?:danach|darauf)\b|\b(?:am\s+)?(?:nachsten|folgenden)\s+tag\b|\blendemain\b|\bjour\s+(?:d'\s*apres|suivant)\b|\bdia\s+(?:siguiente|despues)\b/
/** "and the day before?", "und am Tag davor?", "et la veille ?", "¿y el día anterior?". */
const DAY_BEFORE =
  /\b(?:the\s+)?day\s+before\b(?!\s+yesterday)|\b(?:previous|preceding)\s+day\b|\btag\s+(?:davor|zuvor)\b|\b(?:am\s+)?vorherigen\s+tag\b|\bveille\b|\bjour\s+(?:d'\s*avant|precedent)\b|\bdia\s+(?:anterior|de\s+antes)\b/

/**
 * A short message that names the day after (or before) the thread's day asks the thread's
 * question for that day: a follow-up whose day is the thread's day plus or minus one.
 */
function dayAfterOrBefore(current: Understanding, thread: ThreadState): Understanding | undefined {
  if (!thread.day || current.intent === 'plan_change') return
  const plain = messageText(current.text).plain
  if (plain.split(/\s+/).length > 7) return
  const shift = DAY_AFTER.test(plain) ? 1 : DAY_BEFORE.test(plain) ? -1 : 0
  if (shift === 0) return
  return {
    ...current,
    intent: 'follow_up',
    entities: { ...current.entities, day: addDays(thread.day, shift), period: undefined },
  }
}
