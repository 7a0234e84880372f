/*
 * Props of the Coach page, typed from the server's DTOs (app/dtos/coach.ts), and the realtime
 * events of a streamed reply. Dates are ISO strings.
 */
export type {
  CoachMessageDto,
  CoachProps,
  CoachThreadSummaryDto,
  CoachToolUseDto,
} from '#dtos/coach'

/** Realtime: `coach.reply.chunk` on the user's private channel (see app/realtime/events.ts). */
export interface CoachReplyChunk {
  conversationId: number
  messageId: string
  index: number
  text: string
  done: boolean
}
