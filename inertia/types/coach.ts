/*
 * Props of the Coach page, as the server sends them (app/dtos/coach.ts), and the realtime
 * events of a streamed reply. Dates are ISO strings.
 */
import type { RevisionDto } from '~/types/plan'

export interface CoachToolUseDto {
  /** The tool's name, e.g. `recent_training`. */
  name: string
  /** What the coach looked at, in plain language: "looked at your last 4 weeks". */
  summary: string
}

export interface CoachMessageDto {
  id: number
  role: 'user' | 'assistant'
  /** Markdown for assistant messages (render safely: no raw HTML, links sanitized). */
  content: string
  createdAt: string
  /** The provider's model id, or `offline` for the offline coach; null for user messages. */
  model: string | null
  /** `streaming` while the reply arrives over the user's channel; `failed` with an error text. */
  status: 'complete' | 'streaming' | 'failed'
  toolUses: CoachToolUseDto[]
  /** A plan change the coach proposes (a revision of issue #5): Apply / Discard / Undo. */
  proposal: (RevisionDto & { planVersion: number }) | null
  /** Shown above the reply when health or safety is involved. */
  safetyNotice: string | null
}

export interface CoachThreadSummaryDto {
  id: number
  title: string
  updatedAt: string
}

/** Page `Coach` (`/coach?thread=<id>`). */
export interface CoachProps {
  threads: CoachThreadSummaryDto[]
  thread: { id: number; title: string; messages: CoachMessageDto[] } | null
  suggestions: string[]
  coach: {
    /** `offline`, `openai`, `anthropic` or `openai-compatible`. */
    provider: string
    /** The configured model id, or `offline`. */
    model: string
    maxMessageChars: number
    /** Model messages left today on the athlete's tier; null when the offline coach answers. */
    modelMessagesLeftToday: number | null
  }
}

/** Realtime: `coach.reply.chunk` on the user's private channel (see app/realtime/events.ts). */
export interface CoachReplyChunk {
  conversationId: number
  messageId: string
  index: number
  text: string
  done: boolean
}
