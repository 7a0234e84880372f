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
import { redFlagIds, redFlagLanguage, redFlags, safetyMessage, SAFETY_NOTICE } from '#coach/safety'
import type { Intent } from '#coach/offline/skill'
import {
  legacyIntent,
  MIN_CONFIDENCE,
  readByPhrases,
  understoodIntentOf,
} from '#coach/offline/legacy_intent'
import type { Language } from '#coach/offline/language'
import { t } from '#coach/offline/i18n'
import { skillFor } from '#coach/offline/skills/index'
import { answerSmallTalkFirst, clarify, courtesy } from '#coach/offline/skills/small_talk'
import { answerProposal, answerRefinement } from '#coach/offline/skills/proposal_reply'
import type { Turn } from '#coach/offline/turn'
import { answerGear } from '#coach/offline/skills/gear'
import { answerHistory } from '#coach/offline/skills/history'
import { answerComparison } from '#coach/offline/skills/totals'
import { dataRoute, type DataRoute } from '#coach/offline/skills/data_route'
import { gearNames } from '#queries/gear'
import { answerBestEfforts } from '#coach/offline/skills/best_efforts'
import { answerFewerDays, asksForFewerDays } from '#coach/offline/skills/fewer_days'
import { healthKindIn } from '#coach/offline/skills/health/triage'
import { answerNoDataYet } from '#coach/offline/skills/no_data'
import { answerComplaintFirst } from '#coach/offline/skills/health/complaints'
import { answerReadinessToday, asksReadinessToday } from '#coach/offline/skills/readiness_today'
import { asksPaceConversion, paceUnitFollowUp } from '#coach/offline/skills/paces_zones'
import { foreignTermAsked } from '#coach/offline/skills/terms'
import type { CoachToolUse } from '#models/coach_message'
import {
  asksToTrainWhileUnwell,
  detectLanguage,
  nextThreadState,
  understand,
  type ThreadState,
  type Understanding,
} from '#coach/understanding/index'
import { understoodLabel } from '#coach/understanding/understood'
import { findSymptoms as messageSymptoms } from '#coach/understanding/workouts'
import { messageText } from '#coach/understanding/text'

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
    | 'readiness_today'
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

/** Intents answered in French, Spanish and German; the others say so and answer in English. */
const LOCALISED = new Set<Intent['type']>([
  'today',
  'progress',
  'acwr',
  'explain_metric',
  'term',
  'race_prediction',
  'readiness',
  'training_paces',
  'easy_pace',
  'pace_convert',
  'zones',
  'history',
  'compare_months',
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

/** Data questions routed by the athlete's own gear names and past days (skills/data_route.ts). */
const DATA: Record<DataRoute, (turn: Turn) => Promise<string>> = {
  gear: answerGear,
  history: answerHistory,
  compare: answerComparison,
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

    const noData =
      answerSmallTalkFirst(turn) ??
      answerComplaintFirst(turn) ??
      (await answerNoDataYet(turn, context.profile))
    if (noData !== null)
      return {
        ...base,
        content: noData,
        revisionId: null,
        intent: 'unknown',
        thread: nextThreadState(thread, understanding),
      }

    // "Legs feel heavy, ok to go hard today?": a verdict for today, not the day's plan.
    if (asksReadinessToday(turn)) {
      const content = await answerReadinessToday(turn)
      return {
        ...base,
        content: withUnderstood(understanding.understood, { type: 'unknown' }, content),
        understood: understanding.understood,
        revisionId: null,
        intent: 'readiness_today',
        thread: nextThreadState(thread, understanding),
      }
    }

    const data = dataRoute(understanding, context.todayIso, await gearNames(context.userId))
    if (data) {
      const asked = data.understanding
      const content = await DATA[data.route]({ ...turn, understanding: asked })
      const intent: Intent = {
        type:
          data.route === 'gear'
            ? 'unknown'
            : data.route === 'compare'
              ? 'compare_months'
              : 'history',
      }
      return {
        ...base,
        content: withUnderstood(asked.understood, intent, content),
        understood: asked.understood,
        revisionId: session.revisionId,
        intent: data.route === 'gear' ? 'gear' : intent.type,
        thread: nextThreadState(thread, {
          ...asked,
          intent: data.route === 'gear' ? 'gear' : understoodIntentOf(intent, asked),
        }),
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

    // A pace given in one unit with the other asked, a running word asked in de/fr/es: read
    // from the words, whatever the classifier guessed.
    const term = foreignTermAsked(question)
    const paceAgain = paceUnitFollowUp(turn)
    if (paceAgain) turn.understanding = paceAgain
    const routing: ReturnType<typeof legacyIntent> = asksPaceConversion(question)
      ? { intent: { type: 'pace_convert' } }
      : paceAgain
        ? { intent: { type: 'training_paces' } }
        : term
          ? { intent: { type: 'term', term } }
          : legacyIntent(understanding, context.todayIso)
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
