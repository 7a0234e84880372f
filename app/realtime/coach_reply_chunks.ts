import logger from '@adonisjs/core/services/logger'
import { broadcast } from '#realtime/main'
import { userChannel } from '#realtime/events'

/**
 * The `coach.reply.chunk` events of one reply on the athlete's private channel: indexes
 * increase from 0, and the last event has `done: true`. A broadcast failure (no realtime
 * server) never fails the reply: clients can always read GET /coach/messages/:id.
 */
export class ReplyChunks {
  #index = 0

  constructor(
    private userId: number,
    private threadId: number,
    private messageId: number
  ) {}

  async push(text: string) {
    if (text.length === 0) return
    await this.send(text, false)
  }

  /** Pushes a whole text in pieces of about `size` characters, cut at spaces. */
  async pushText(text: string, size = 120) {
    for (const piece of splitText(text, size)) await this.push(piece)
  }

  async done() {
    await this.send('', true)
  }

  private async send(text: string, done: boolean) {
    try {
      await broadcast(userChannel(this.userId), 'coach.reply.chunk', {
        conversationId: this.threadId,
        messageId: String(this.messageId),
        index: this.#index++,
        text,
        done,
      })
    } catch (error) {
      logger.warn({ err: error, messageId: this.messageId }, 'coach chunk not broadcast')
    }
  }
}

export function splitText(text: string, size: number): string[] {
  const pieces: string[] = []
  let rest = text
  while (rest.length > size) {
    let cut = rest.lastIndexOf(' ', size)
    if (cut <= 0) cut = size
    pieces.push(rest.slice(0, cut + 1))
    rest = rest.slice(cut + 1)
  }
  if (rest.length > 0) pieces.push(rest)
  return pieces
}
