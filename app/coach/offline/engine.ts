/*
 * The offline coach: deterministic answers to the questions runners ask most, from the
 * athlete's data through the same tools a model uses (app/coach/tools), in their units, tone
 * and language. No model, no network; every activity may be read (nothing leaves the server).
 *
 *   message → red flags (app/coach/safety.ts) → understanding (app/coach/understanding: the
 *   language, intent and entities, with the thread's state for follow-ups) → a confirmation
 *   of the pending proposal, a clarifying question, or the skill for the intent
 *   (legacy_intent.ts, skills/) → tools → an answer that opens with what was understood →
 *   the thread's next state.
 *
 * Health answers describe common patterns and when to see a professional, never a diagnosis
 * (docs/coach.md#what-the-coach-never-does).
 */
import type { CoachContext } from '#coach/context'
import { ToolSession } from '#coach/tools/index'
import { redFlagIds, redFlags, safetyMessage, SAFETY_NOTICE } from '#coach/safety'
import type { Intent } from '#coach/offline/intents'
import {
  legacyIntent,
  MIN_CONFIDENCE,
  readByPhrases,
  understoodIntentOf,
} from '#coach/offline/legacy_intent'
import { detectLanguage, type Language } from '#coach/offline/language'
import { t } from '#coach/offline/i18n'
import { skillFor } from '#coach/offline/skills/index'
import { clarify, courtesy } from '#coach/offline/skills/small_talk'
import { answerProposal, answerRefinement } from '#coach/offline/skills/proposal_reply'
import type { Turn } from '#coach/offline/turn'
import { answerGear } from '#coach/offline/skills/gear'
import { answerBestEfforts } from '#coach/offline/skills/best_efforts'
import { answerFewerDays, asksForFewerDays } from '#coach/offline/skills/fewer_days'
import { healthKindIn } from '#coach/offline/skills/health/triage'
import type { CoachToolUse } from '#models/coach_message'
import {
  nextThreadState,
  understand,
  type ThreadState,
  type Understanding,
} from '#coach/understanding/index'
import { understoodLabel } from '#coach/understanding/understood'

export interface CoachAnswer {
  content: string
  toolUses: CoachToolUse[]
  revisionId: number | null
  safetyNotice: string | null
  intent:
    | Intent['type']
    | 'red_flag'
    | 'confirm'
    | 'reject'
    | 'clarify'
    | 'refine'
    | 'gear'
    | 'best_efforts'
    | 'fewer_days'
  language?: Language
  /** What was understood, as the answer's opening label ("Sunday 29 November"); '' if none. */
  understood?: string
  /** The thread's state after this answer (plain JSON, stored with the thread). */
  thread?: ThreadState
}

/**
 * The answer to red-flag symptoms, whichever coach is configured; in the message's language when
 * the message is given (app/coach/safety.ts has the four languages).
 */
export function safetyAnswer(flags: string[], question?: string): CoachAnswer {
  const language = question === undefined ? 'en' : detectLanguage(question)
  if (question !== undefined && language !== 'en')
    return {
      content: safetyMessage(language, redFlagIds(question)),
      toolUses: [],
      revisionId: null,
      safetyNotice: SAFETY_NOTICE,
      intent: 'red_flag',
      language,
    }
  return {
    content: [
      `**Stop and see a doctor.** You mentioned ${flags.join(' and ')}. Please don't train until a doctor has checked you; if it is happening now or is severe, call your local emergency number.`,
      '',
      'I haven\'t changed your plan. When you have been cleared, tell me how many days you were out ("I was sick for 5 days") and I\'ll propose an easier return.',
    ].join('\n'),
    toolUses: [],
    revisionId: null,
    safetyNotice: SAFETY_NOTICE,
    intent: 'red_flag',
  }
}

/** Intents answered in French, Spanish and German; the others say so and answer in English. */
const LOCALISED = new Set<Intent['type']>([
  'today',
  'progress',
  'race_prediction',
  'training_paces',
  'easy_pace',
  'history',
  'plan_lookup',
  'illness',
  'injury',
  'overtraining',
  'fuelling',
  'hydration',
  'sleep',
  'injection',
  'unknown',
  'travel',
  'move_long_run',
  'plan_intensity',
  'missed_workout',
  'skip_day',
])

/** Intents answered by a skill that reads the understanding alone (no phrase-table intent). */
const DIRECT: Record<'gear' | 'best_efforts', (turn: Turn) => Promise<string>> = {
  gear: answerGear,
  best_efforts: answerBestEfforts,
}

/**
 * A message the triage reads as illness or injury is a health question whatever the classifier
 * guessed ("stomach bug since yesterday" is no history question): health answers go first.
 */
function withHealthFirst(understanding: Understanding): Understanding {
  const { intent, planChangeKind } = understanding
  if (intent === 'health' || intent === 'prompt_injection' || intent === 'other_athlete')
    return understanding
  if (intent === 'plan_change' && (planChangeKind === 'illness' || planChangeKind === 'injury'))
    return understanding
  const kind = healthKindIn(understanding.text, understanding.entities.symptoms ?? [])
  if (kind === null) return understanding
  return {
    ...understanding,
    intent: 'health',
    confidence: Math.max(understanding.confidence, MIN_CONFIDENCE),
  }
}

const HEALTH = new Set<Intent['type']>(['injury', 'illness', 'overtraining'])

const PROPOSAL_ANSWERS = new Set(['confirm', 'reject'])

export class OfflineCoach {
  /**
   * The answer to `question`, given what the thread remembered (`thread`); the answer carries
   * the thread's next state, which the caller stores with the thread.
   */
  async answer(
    context: CoachContext,
    question: string,
    thread: ThreadState = {}
  ): Promise<CoachAnswer> {
    const flags = redFlags(question)
    if (flags.length > 0) return { ...safetyAnswer(flags, question), thread }
    const session = new ToolSession(context)
    const understanding = withHealthFirst(
      await understand(question, {
        todayIso: context.todayIso,
        timeZone: context.profile.timeZone,
        units: context.profile.units,
        thread,
      })
    )
    // The understanding's language: its detector reads the thread and short messages too.
    const language = understanding.language
    const turn: Turn = {
      session,
      question,
      language,
      tone: context.profile.coachTone,
      today: context.todayIso,
      understanding,
      thread,
    }
    const base = { toolUses: session.toolUses, language, safetyNotice: null }

    if (PROPOSAL_ANSWERS.has(understanding.intent) && understanding.proposalId) {
      const content = await answerProposal(
        turn,
        understanding.proposalId,
        understanding.intent === 'confirm'
      )
      return {
        ...base,
        content,
        revisionId: null,
        intent: understanding.intent === 'confirm' ? 'confirm' : 'reject',
        thread: nextThreadState(thread, understanding),
      }
    }

    if (understanding.intent === 'plan_change' && understanding.proposalId) {
      return {
        ...base,
        content: answerRefinement(turn),
        revisionId: null,
        intent: 'refine',
        thread: nextThreadState(thread, understanding),
      }
    }

    const read = understanding.intent
    if (
      (read === 'gear' || read === 'best_efforts') &&
      understanding.confidence >= MIN_CONFIDENCE &&
      !readByPhrases(question)
    ) {
      const content = await DIRECT[read](turn)
      return {
        ...base,
        content: withUnderstood(understanding.understood, { type: 'unknown' }, content),
        understood: understanding.understood,
        revisionId: session.revisionId,
        intent: read,
        thread: nextThreadState(thread, understanding),
      }
    }

    if (asksForFewerDays(turn) && understanding.confidence >= MIN_CONFIDENCE) {
      const content = await answerFewerDays(turn)
      return {
        ...base,
        content: withUnderstood(understanding.understood, { type: 'unknown' }, content),
        understood: understanding.understood,
        revisionId: session.revisionId,
        intent: 'fewer_days',
        thread: nextThreadState(thread, understanding, {
          proposalId: session.revisionId === null ? undefined : String(session.revisionId),
        }),
      }
    }

    const routing = legacyIntent(understanding, context.todayIso)
    if ('clarify' in routing) {
      return {
        ...base,
        content: clarify(turn),
        revisionId: null,
        intent: 'clarify',
        thread: nextThreadState(thread, { ...understanding, intent: 'follow_up' }),
      }
    }
    const { intent } = routing
    const { confidence } = understanding
    if (
      intent.type === 'unknown' &&
      (read === 'greeting' || read === 'thanks') &&
      confidence >= MIN_CONFIDENCE
    ) {
      return {
        ...base,
        content: courtesy(turn, read),
        revisionId: null,
        intent: 'unknown',
        thread: nextThreadState(thread, understanding),
      }
    }
    turn.language = LOCALISED.has(intent.type) ? language : 'en'
    let content = await skillFor(intent.type).answer(turn, intent)
    if (language !== 'en' && !LOCALISED.has(intent.type)) {
      content = `${t(language, 'englishFollows')}\n\n${content}`
    }
    const answered = answeredUnderstanding(turn, intent)
    return {
      ...base,
      content: withUnderstood(answered.understood, intent, content),
      understood: intent.type === 'injection' ? '' : answered.understood,
      revisionId: session.revisionId,
      safetyNotice: HEALTH.has(intent.type)
        ? 'If symptoms are severe, get worse or don’t improve, see a doctor or physiotherapist before training. The coach cannot diagnose.'
        : null,
      intent: intent.type,
      thread: nextThreadState(thread, answered, {
        proposalId: session.revisionId === null ? undefined : String(session.revisionId),
      }),
    }
  }
}

/** What the answer is about: the understanding, with the day the skill answered if another. */
function answeredUnderstanding(turn: Turn, intent: Intent): Understanding {
  const { understanding, answeredDay } = turn
  const read = { ...understanding, intent: understoodIntentOf(intent, understanding) }
  if (!answeredDay || answeredDay === understanding.entities.day) return read
  const entities = { ...understanding.entities, day: answeredDay, period: undefined }
  const moved = { ...read, entities }
  return { ...moved, understood: understoodLabel(moved, turn.today) }
}

/**
 * The answer opened with what was understood ("Sunday 29 November: ..."), so a misreading is
 * visible; not for refusals, which answer no question about the athlete's data.
 */
function withUnderstood(understood: string, intent: Intent, content: string) {
  if (!understood || intent.type === 'injection') return content
  return `**${understood}:** ${content}`
}
