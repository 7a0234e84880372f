/*
 * The offline coach: deterministic answers to the questions runners ask most, from the
 * athlete's data through the same tools a model uses (app/coach/tools), in their units, tone
 * and language. No model, no network; every activity may be read (nothing leaves the server).
 *
 *   message → red flags (app/coach/safety.ts) → language (language.ts) → intent and slots
 *   (intents.ts, dates.ts) → the skill for the intent (skills/) → tools → an answer composed
 *   from the tools' figures and the knowledge base (knowledge.ts, sources in docs/coach.md).
 *
 * Health answers describe common patterns and when to see a professional, never a diagnosis
 * (docs/coach.md#what-the-coach-never-does).
 */
import type { CoachContext } from '#coach/context'
import { ToolSession } from '#coach/tools/index'
import { redFlags, SAFETY_NOTICE } from '#coach/safety'
import { matchIntent, type Intent } from '#coach/offline/intents'
import { detectLanguage, type Language } from '#coach/offline/language'
import { t } from '#coach/offline/i18n'
import { skillFor } from '#coach/offline/skills/index'
import type { Turn } from '#coach/offline/turn'
import type { CoachToolUse } from '#models/coach_message'
import { understand, type ThreadState } from '#coach/understanding/index'

export interface CoachAnswer {
  content: string
  toolUses: CoachToolUse[]
  revisionId: number | null
  safetyNotice: string | null
  intent: Intent['type'] | 'red_flag'
  language?: Language
}

/** The answer to red-flag symptoms, whichever coach is configured. */
export function safetyAnswer(flags: string[]): CoachAnswer {
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
  'injection',
  'unknown',
])

const HEALTH = new Set<Intent['type']>(['injury', 'illness', 'overtraining'])

export class OfflineCoach {
  async answer(
    context: CoachContext,
    question: string,
    thread: ThreadState = {}
  ): Promise<CoachAnswer> {
    const flags = redFlags(question)
    if (flags.length > 0) return safetyAnswer(flags)
    const language = detectLanguage(question)
    const intent = matchIntent(question)
    const session = new ToolSession(context)
    const understanding = await understand(question, {
      todayIso: context.todayIso,
      timeZone: context.profile.timeZone,
      units: context.profile.units,
      thread,
    })
    const turn: Turn = {
      session,
      question,
      language: LOCALISED.has(intent.type) ? language : 'en',
      tone: context.profile.coachTone,
      today: context.todayIso,
      understanding,
      thread,
    }
    let content = await skillFor(intent.type).answer(turn, intent)
    if (language !== 'en' && !LOCALISED.has(intent.type)) {
      content = `${t(language, 'englishFollows')}\n\n${content}`
    }
    return {
      content,
      toolUses: session.toolUses,
      revisionId: session.revisionId,
      safetyNotice: HEALTH.has(intent.type)
        ? 'If symptoms are severe, get worse or don’t improve, see a doctor or physiotherapist before training. The coach cannot diagnose.'
        : null,
      intent: intent.type,
      language,
    }
  }
}
