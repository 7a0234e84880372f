import type CoachMessage from '#models/coach_message'
import { ownThread, recentThreads } from '#queries/coach_threads'
import { threadMessages } from '#queries/coach_messages'
import type AthleteProfile from '#models/athlete_profile'
import { proposedRevisionsWithPlans } from '#queries/plan_revisions'
import { coachMessageDtos, coachThreadSummaryDto, type CoachProps } from '#dtos/coach'
import { MAX_COACH_MESSAGE_CHARS } from '#domain/coach_messages'
import { coachSettings } from '#coach/providers'
import { modelMessagesLeft } from '#coach/quota'
import { OFFLINE_QUESTIONS } from '#coach/offline/questions'

const THREADS_SHOWN = 50
const MESSAGES_SHOWN = 200

const revisionIdsOf = (messages: CoachMessage[]) =>
  messages.map((m) => m.revisionId).filter((id): id is number => !!id)

/** Everything the Coach page shows: threads, the open thread, suggestions, who answers. */
export default class LoadCoachPage {
  async handle(profile: AthleteProfile, threadId: number | null): Promise<CoachProps | null> {
    const userId = profile.userId
    const threads = await recentThreads(userId, THREADS_SHOWN)
    let thread: CoachProps['thread'] = null
    if (threadId !== null) {
      const found = threads.find((t) => t.id === threadId) ?? (await ownThread(userId, threadId))
      if (!found) return null
      const messages = await threadMessages(found.id, MESSAGES_SHOWN)
      const proposed = await proposedRevisionsWithPlans(userId, revisionIdsOf(messages))
      thread = { id: found.id, title: found.title, messages: coachMessageDtos(messages, proposed) }
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
