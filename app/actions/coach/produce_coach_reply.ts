import logger from '@adonisjs/core/services/logger'
import type { ModelMessage } from 'ai'
import CoachMessage from '#models/coach_message'
import CoachThread from '#models/coach_thread'
import { athleteProfileOf } from '#queries/athlete_profiles'
import { athleteToday } from '#services/athlete_today'
import type { CoachContext } from '#coach/context'
import { OfflineCoach, type CoachAnswer } from '#coach/offline/engine'
import { redFlags } from '#coach/safety'
import { coachModel, coachSettings } from '#coach/providers'
import { streamModelReply } from '#coach/model_coach'
import { estimateCostUsd } from '#coach/pricing'
import { ReplyChunks } from '#realtime/coach_reply_chunks'
import type { ReplyRoute } from '#domain/coach_messages'

export interface ProduceCoachReplyInput {
  messageId: number
  /** Who answers, decided when the message was sent (SendCoachMessage). */
  route: ReplyRoute
}

/** Messages of the thread a model sees: the last few, complete ones only. */
const HISTORY_MESSAGES = 10

/**
 * Produces the assistant message's reply: streams it as `coach.reply.chunk` events on the
 * athlete's channel and stores it (status `complete`, or `failed` with the error). Red flags
 * get the safety answer before anything else (no model call). A provider failure adds a clear
 * note to the chat and the offline coach answers. Idempotent: a message no longer streaming
 * is left alone (a retried job does nothing).
 */
export default class ProduceCoachReply {
  async handle({ messageId, route }: ProduceCoachReplyInput) {
    const message = await CoachMessage.find(messageId)
    if (!message || message.role !== 'assistant' || message.status !== 'streaming') return
    const chunks = new ReplyChunks(message.userId, message.threadId, message.id)
    try {
      const question = await CoachMessage.query()
        .where('thread_id', message.threadId)
        .where('role', 'user')
        .where('id', '<', message.id)
        .orderBy('id', 'desc')
        .firstOrFail()
      const profile = await athleteProfileOf(message.userId)
      const todayIso = athleteToday(profile.timeZone)
      const base = { userId: message.userId, profile, todayIso }

      const flags = redFlags(question.content)
      if (flags.length > 0 || route !== 'model') {
        // Red flags too go through the offline coach: it answers them first and its thread
        // remembers them ("should I still run tomorrow?" gets the doctor again).
        const answer = await this.answerOffline(
          message,
          { ...base, audience: 'offline' },
          question.content
        )
        const prefix =
          route === 'quota' && flags.length === 0
            ? "_You've used today's model messages on your plan, so the offline coach answers until tomorrow._\n\n"
            : ''
        await this.finishOffline(message, chunks, answer, prefix)
        return
      }

      await this.answerWithModel(message, chunks, { ...base, audience: 'model' }, question)
    } catch (error) {
      logger.error({ err: error, messageId }, 'coach reply failed')
      message.status = 'failed'
      message.content =
        message.content || 'Sorry, something went wrong while answering. Please try again.'
      await message.save()
      await chunks.done()
    }
  }

  /**
   * The offline coach's answer in the thread's conversation: the thread's state is read (only
   * from a thread of the message's own athlete) and its next state stored.
   */
  private async answerOffline(message: CoachMessage, context: CoachContext, question: string) {
    const thread = await CoachThread.query()
      .where('id', message.threadId)
      .where('user_id', message.userId)
      .first()
    const answer = await new OfflineCoach().answer(context, question, thread?.state ?? {})
    if (thread && answer.thread) {
      thread.state = answer.thread
      await thread.save()
    }
    return answer
  }

  private async finishOffline(
    message: CoachMessage,
    chunks: ReplyChunks,
    answer: CoachAnswer,
    prefix: string
  ) {
    const content = prefix + answer.content
    await chunks.pushText(content)
    message.merge({
      content,
      status: 'complete',
      provider: 'offline',
      model: 'offline',
      toolUses: answer.toolUses,
      revisionId: answer.revisionId,
      safetyNotice: answer.safetyNotice,
      inputTokens: null,
      outputTokens: null,
      costUsd: 0,
    })
    await message.save()
    await chunks.done()
  }

  private async answerWithModel(
    message: CoachMessage,
    chunks: ReplyChunks,
    context: CoachContext,
    question: CoachMessage
  ) {
    const settings = coachSettings()
    const history = await this.history(message)
    let streamed = ''
    try {
      const model = coachModel(settings)
      if (!model) throw new Error('No model is configured.')
      const reply = await streamModelReply({
        model,
        settings,
        context,
        history,
        onText: async (text) => {
          streamed += text
          await chunks.push(text)
        },
      })
      message.merge({
        content: reply.text,
        status: 'complete',
        provider: settings.provider,
        model: settings.model,
        toolUses: reply.toolUses,
        revisionId: reply.revisionId,
        inputTokens: reply.inputTokens,
        outputTokens: reply.outputTokens,
        costUsd: estimateCostUsd(
          settings.provider,
          settings.model,
          reply.inputTokens,
          reply.outputTokens
        ),
      })
      await message.save()
      await chunks.done()
    } catch (error) {
      logger.warn({ err: error, messageId: message.id }, 'coach model failed; offline fallback')
      const answer = await this.answerOffline(
        message,
        { ...context, audience: 'offline' },
        question.content
      )
      const note = `${streamed ? '\n\n---\n\n' : ''}_The ${settings.provider} model (${settings.model}) did not answer (${describe(error)}), so the offline coach answers instead._\n\n`
      await this.finishOffline(message, chunks, answer, streamed + note)
    }
  }

  private async history(message: CoachMessage): Promise<ModelMessage[]> {
    const rows = await CoachMessage.query()
      .where('thread_id', message.threadId)
      .where('id', '<', message.id)
      .where('status', 'complete')
      .orderBy('id', 'desc')
      .limit(HISTORY_MESSAGES)
    return rows.reverse().map((row) => ({ role: row.role, content: row.content }))
  }
}

function describe(error: unknown) {
  const text = error instanceof Error ? error.message : String(error)
  const short = text.split('\n')[0].slice(0, 160)
  return short || 'unknown error'
}
