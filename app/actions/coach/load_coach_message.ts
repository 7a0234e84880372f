import type CoachMessage from '#models/coach_message'
import { proposedRevisionsWithPlans } from '#queries/plan_revisions'
import { coachMessageDto, coachMessageDtos, type CoachMessageDto } from '#dtos/coach'

/**
 * One coach message as JSON, for a client without a socket: as the Coach page shows it, with
 * the plan change it proposed.
 */
export default class LoadCoachMessage {
  async handle(message: CoachMessage): Promise<CoachMessageDto> {
    if (!message.revisionId) return coachMessageDto(message)
    const proposed = await proposedRevisionsWithPlans(message.userId, [message.revisionId])
    return coachMessageDtos([message], proposed)[0]
  }
}
