/*
 * The offline coach: deterministic answers to the questions runners ask most, from the
 * athlete's data through the same tools a model uses (app/coach/tools), in their units, tone
 * and language. No model, no network; every activity may be read (nothing leaves the server).
 *
 *   message → red flags (app/coach/safety.ts) → understanding (app/coach/understanding: the
 *   language, intent and entities, with the thread's state for follow-ups) → a confirmation
 *   of the pending proposal, a clarifying question, or the skill for the intent: the first
 *   route of route.ts that holds → tools → an answer that opens with what was understood →
 *   the thread's next state.
 *
 * Health answers describe common patterns and when to see a professional, never a diagnosis
 * (docs/coach.md#what-the-coach-never-does).
 */
import type { CoachContext } from '#coach/context'
import { ToolSession } from '#coach/tools/index'
import { redFlagIds, redFlagLanguage, redFlags, safetyMessage, SAFETY_NOTICE } from '#coach/safety'
import type { Language } from '#coach/offline/language'
import { MIN_CONFIDENCE, type Turn } from '#coach/offline/turn'
import { ROUTES, type AnswerIntent } from '#coach/offline/route'
import { healthKindIn } from '#coach/offline/skills/health/triage'
import type { CoachToolUse } from '#models/coach_message'
import {
  asksToTrainWhileUnwell,
  detectLanguage,
  understand,
  type ThreadState,
  type Understanding,
} from '#coach/understanding/index'
import { findSymptoms as messageSymptoms } from '#coach/understanding/workouts'
import { messageText } from '#coach/understanding/text'

export interface CoachAnswer {
  content: string
  toolUses: CoachToolUse[]
  revisionId: number | null
  safetyNotice: string | null
  intent: AnswerIntent
  language?: Language
  /** What was understood, as the answer's opening label ("Sunday 29 November"); '' if none. */
  understood?: string
  /** The thread's state after this answer (plain JSON, stored with the thread). */
  thread?: ThreadState
}

/**
 * The answer to red-flag symptoms, whichever coach is configured; in the message's language when
 * the message is given (app/coach/safety.ts has the four languages), read by the same detector
 * as every other answer, with the thread's language for a short message.
 */
export function safetyAnswer(
  flags: string[],
  question?: string,
  threadLanguage?: Language
): CoachAnswer {
  const language =
    question === undefined
      ? 'en'
      : (redFlagLanguage(question) ?? detectLanguage(question, threadLanguage))
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

/** A question whether to train, after a health message in the thread: that health question. */
function healthFromThread(understanding: Understanding, thread: ThreadState): Understanding {
  const reported = messageSymptoms(messageText(thread.healthText ?? '').plain)
  const symptoms = [...new Set([...reported, ...(understanding.entities.symptoms ?? [])])]
  return {
    ...understanding,
    intent: 'health',
    planChangeKind: undefined,
    entities: { ...understanding.entities, symptoms },
    confidence: Math.max(understanding.confidence, MIN_CONFIDENCE),
    fromThread: true,
  }
}

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
    if (flags.length > 0) {
      const answer = safetyAnswer(flags, question, thread.language)
      // The thread remembers the red flag: "should I still run tomorrow?" gets it again.
      const language = answer.language ?? 'en'
      return {
        ...answer,
        thread: {
          ...thread,
          lastIntent: 'health',
          language,
          redFlags: flags,
          healthText: question,
        },
      }
    }
    const session = new ToolSession(context)
    const reading = await understand(question, {
      todayIso: context.todayIso,
      timeZone: context.profile.timeZone,
      units: context.profile.units,
      thread,
    })
    const asksToTrain = asksToTrainWhileUnwell(reading, thread, context.todayIso)
    if (asksToTrain && thread.redFlags?.length) {
      return { ...safetyAnswer(thread.redFlags, question, reading.language), thread }
    }
    const unwell = asksToTrain && thread.healthText !== undefined
    const understanding = withHealthFirst(unwell ? healthFromThread(reading, thread) : reading)
    // The understanding's language: its detector reads the thread and short messages too.
    const language = understanding.language
    const turn: Turn = {
      session,
      // The health rules read the symptoms the thread reported with the question.
      question: unwell ? `${thread.healthText} ${question}` : question,
      language,
      tone: context.profile.coachTone,
      today: context.todayIso,
      understanding,
      thread,
    }
    for (const { answer } of ROUTES) {
      const routed = await answer(turn, context)
      if (routed) return { toolUses: session.toolUses, language, safetyNotice: null, ...routed }
    }
    // The last route always answers.
    throw new Error('No route answered the message.')
  }
}
