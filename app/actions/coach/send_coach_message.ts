import db from '@adonisjs/lucid/services/db'
import CoachThread from '#models/coach_thread'
import CoachMessage from '#models/coach_message'
import { coachSettings } from '#coach/providers'
import { modelMessagesLeft } from '#coach/quota'
import { redFlags } from '#coach/safety'
import queue from '#services/queue'
import FieldRefusedException from '#exceptions/field_refused_exception'
import { coachMessageRefusal, type ReplyRoute } from '#domain/coach_messages'

export interface SendCoachMessageInput {
  userId: number
  timeZone: string
  content: string
  /** An existing thread of the athlete's; a new thread when absent. */
  threadId?: number
}

/**
 * Sends the athlete's question: refuses an empty or too long one (the domain's limit, after trimming), stores it
 * and an empty assistant message (`streaming`), decides who answers (the configured model while
 * the athlete has model messages left today, otherwise the offline coach, `quota`; red flags
 * never go to a model) and queues the `coach.reply` job that streams the answer
 * (docs/decisions/012-coach.md). Returns null when the thread is not the athlete's.
 */
export default class SendCoachMessage {
  async handle(input: SendCoachMessageInput) {
    const content = input.content.trim()
    const refusal = coachMessageRefusal(content)
    if (refusal) throw new FieldRefusedException('content', refusal, { keepInput: true })
    const sent = await this.store({ ...input, content })
    if (sent) await queue.dispatch('coach.reply', { messageId: sent.reply.id, route: sent.route })
    return sent
  }

  private async store(input: SendCoachMessageInput) {
    const settings = coachSettings()
    let route: ReplyRoute = 'offline'
    if (settings.provider !== 'offline' && redFlags(input.content).length === 0) {
      const { left } = await modelMessagesLeft(input.userId, input.timeZone)
      route = left > 0 ? 'model' : 'quota'
    }
    return db.transaction(async (trx) => {
      let thread: CoachThread | null
      if (input.threadId !== undefined) {
        thread = await CoachThread.query({ client: trx })
          .where('id', input.threadId)
          .where('user_id', input.userId)
          .first()
        if (!thread) return null
      } else {
        thread = await CoachThread.create(
          { userId: input.userId, title: titleOf(input.content) },
          { client: trx }
        )
      }
      await CoachMessage.create(
        {
          threadId: thread.id,
          userId: input.userId,
          role: 'user',
          content: input.content,
          status: 'complete',
          model: null,
          provider: null,
          toolUses: [],
        },
        { client: trx }
      )
      const reply = await CoachMessage.create(
        {
          threadId: thread.id,
          userId: input.userId,
          role: 'assistant',
          content: '',
          status: 'streaming',
          // A model reply counts against today's quota from the moment it is asked.
          provider: route === 'model' ? settings.provider : 'offline',
          model: route === 'model' ? settings.model : 'offline',
          toolUses: [],
        },
        { client: trx }
      )
      thread.useTransaction(trx)
      thread.updatedAt = reply.createdAt
      await thread.save()
      return { thread, reply, route }
    })
  }
}

function titleOf(content: string) {
  const line = content.replace(/\s+/g, ' ').trim()
  return line.length <= 60 ? line : `${line.slice(0, 57).trimEnd()}…`
}
