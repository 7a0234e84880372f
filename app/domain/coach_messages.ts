/*
 * Limits of the coach's conversation that hold wherever a message is written or shown: the
 * validator refuses a longer message, the Coach page shows the limit in its composer.
 */

/** The longest message an athlete may send the coach, in characters. */
export const MAX_COACH_MESSAGE_CHARS = 2000
