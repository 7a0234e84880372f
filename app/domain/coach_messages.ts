/*
 * Limits of the coach's conversation that hold wherever a message is written or shown: the
 * validator and SendCoachMessage refuse a longer message, the Coach page shows the limit in its
 * composer.
 */

/** The longest message an athlete may send the coach, in characters. */
export const MAX_COACH_MESSAGE_CHARS = 2000

/** What the athlete reads when a message is empty or too long. */
export const COACH_MESSAGE_REFUSALS = {
  empty: 'Write a message for the coach.',
  tooLong: `Keep your message under ${MAX_COACH_MESSAGE_CHARS.toLocaleString('en')} characters.`,
} as const

/** Why a message (already trimmed) cannot be sent, or null when it can. */
export function coachMessageRefusal(content: string): string | null {
  if (content.length === 0) return COACH_MESSAGE_REFUSALS.empty
  if (content.length > MAX_COACH_MESSAGE_CHARS) return COACH_MESSAGE_REFUSALS.tooLong
  return null
}

/**
 * Who answers a message, decided when it is sent: the configured model, the offline coach, or
 * the offline coach because today's model messages are used up (docs/decisions/012-coach.md).
 */
export type ReplyRoute = 'model' | 'offline' | 'quota'
