import type { Entities, Intent, ThreadState, Understanding } from './types.js'

/**
 * A conversation's memory between messages, and how a message leans on it. Pure functions
 * over plain data, so the state is stored with the thread as JSON.
 *
 * - "and in August?" keeps the last question and replaces its period (or day);
 * - "what pace should I aim for in it?" after a race question takes that race;
 * - "yes, do that", "no", "make it shorter" refer to the last proposal.
 */

/** Intents that ask about data and can be asked again for another day, period or race. */
const REPEATABLE: readonly Intent[] = [
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
]

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
  }
  return {
    ...current,
    intent: timeShapedIntent(last, entities),
    planChangeKind: thread.planChangeKind,
    confidence: current.confidence,
    entities,
    fromThread: true,
  }
}

/** A day question asked again for a period becomes a period question, and back. */
function timeShapedIntent(last: Intent, entities: Entities): Intent {
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
  return {
    ...base,
    lastIntent: understanding.intent,
    planChangeKind: understanding.planChangeKind,
    day: hasTime ? entities.day : previous?.day,
    period: hasTime ? entities.period : previous?.period,
    raceDistance: entities.raceDistance ?? previous?.raceDistance,
    goalSeconds: entities.raceDistance
      ? entities.goalSeconds
      : (entities.goalSeconds ?? previous?.goalSeconds),
    workoutKind: entities.workoutKind ?? previous?.workoutKind,
    proposalId:
      reply.proposalId ??
      (understanding.intent === 'plan_change' ? previous?.proposalId : undefined),
  }
}
