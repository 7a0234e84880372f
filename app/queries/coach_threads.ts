import CoachThread from '#models/coach_thread'

/* Reads of coach_threads: an athlete's conversations with the coach. */

/** The athlete's threads, the most recently active first. */
export function recentThreads(userId: number, limit: number) {
  return CoachThread.query()
    .where('user_id', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
}

/** One of the athlete's threads, or null (another athlete's thread is not found). */
export function ownThread(userId: number, threadId: number) {
  return CoachThread.query().where('id', threadId).where('user_id', userId).first()
}
