import ProduceCoachReply from '#actions/coach/produce_coach_reply'
import type { JobPayloads } from '#services/queue'

/**
 * Answers a message the athlete sent (SendCoachMessage queued it): streams the reply on the
 * athlete's channel and stores it. A retried job leaves a finished reply alone.
 */
export default class CoachReplyJob {
  async handle(payload: JobPayloads['coach.reply']) {
    await new ProduceCoachReply().handle(payload)
  }
}
