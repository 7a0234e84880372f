import CoachThread from '#models/coach_thread'
import CoachMessage from '#models/coach_message'
import type AthleteProfile from '#models/athlete_profile'
import { revisionDto } from '#dtos/plan'
import { revisionsByIds } from '#queries/plan_revisions'
import { plansAmong } from '#queries/training_plans'
import {
  coachMessageDto,
  coachThreadSummaryDto,
  type CoachMessageDto,
  type CoachProps,
} from '#dtos/coach'
import { MAX_COACH_MESSAGE_CHARS } from '#validators/coach'
import { coachSettings } from '#coach/providers'
import { modelMessagesLeft } from '#coach/quota'
import { OFFLINE_QUESTIONS } from '#coach/offline/questions'

const THREADS_SHOWN = 50
const MESSAGES_SHOWN = 200

/** The proposals of some messages, as the plan page shows revisions, with the plan's version. */
export async function proposalsOf(userId: number, messages: CoachMessage[]) {
  const ids = [...new Set(messages.map((m) => m.revisionId).filter((id): id is number => !!id))]
  const proposals = new Map<number, NonNullable<CoachMessageDto['proposal']>>()
  if (ids.length === 0) return proposals
  const revisions = await revisionsByIds(ids)
  const plans = await plansAmong(userId, [...new Set(revisions.map((r) => r.planId))])
  for (const revision of revisions) {
    const plan = plans.find((p) => p.id === revision.planId)
    if (plan) {
      proposals.set(revision.id, {
        ...revisionDto(plan.id, revision, plan.document),
        planVersion: plan.version,
      })
    }
  }
  return proposals
}

export function messageDtos(
  messages: CoachMessage[],
  proposals: Map<number, NonNullable<CoachMessageDto['proposal']>>
) {
  return messages.map((m) =>
    coachMessageDto(m, m.revisionId ? (proposals.get(m.revisionId) ?? null) : null)
  )
}

/** Everything the Coach page shows: threads, the open thread, suggestions, who answers. */
export default class LoadCoachPage {
  async handle(profile: AthleteProfile, threadId: number | null): Promise<CoachProps | null> {
    const userId = profile.userId
    const threads = await CoachThread.query()
      .where('user_id', userId)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(THREADS_SHOWN)
    let thread: CoachProps['thread'] = null
    if (threadId !== null) {
      const found =
        threads.find((t) => t.id === threadId) ??
        (await CoachThread.query().where('id', threadId).where('user_id', userId).first())
      if (!found) return null
      const messages = await CoachMessage.query()
        .where('thread_id', found.id)
        .orderBy('id', 'asc')
        .limit(MESSAGES_SHOWN)
      const proposals = await proposalsOf(userId, messages)
      thread = { id: found.id, title: found.title, messages: messageDtos(messages, proposals) }
    }
    const settings = coachSettings()
    const offline = settings.provider === 'offline'
    const quota = offline ? null : await modelMessagesLeft(userId, profile.timeZone)
    return {
      threads: threads.map(coachThreadSummaryDto),
      thread,
      suggestions: SUGGESTIONS,
      coach: {
        provider: settings.provider,
        model: settings.model,
        maxMessageChars: MAX_COACH_MESSAGE_CHARS,
        modelMessagesLeftToday: quota ? quota.left : null,
      },
    }
  }
}

const SUGGESTIONS = [
  OFFLINE_QUESTIONS[0],
  OFFLINE_QUESTIONS[1],
  OFFLINE_QUESTIONS[2],
  "I'm sick for 3 days",
  'Move my long run to Saturday',
  'Am I overdoing it?',
]
