import type CoachMessage from '#models/coach_message'
import type CoachThread from '#models/coach_thread'
import type PlanRevision from '#models/plan_revision'
import type TrainingPlan from '#models/training_plan'
import { revisionDto, type RevisionDto } from '#dtos/plan'

/*
 * The Coach page's props (the page infers them from CoachController). Dates are ISO strings.
 */
export interface CoachToolUseDto {
  name: string
  summary: string
}

export interface CoachMessageDto {
  id: number
  role: 'user' | 'assistant'
  content: string
  createdAt: string
  model: string | null
  status: 'complete' | 'streaming' | 'failed'
  toolUses: CoachToolUseDto[]
  proposal: (RevisionDto & { planVersion: number }) | null
  safetyNotice: string | null
}

export interface CoachThreadSummaryDto {
  id: number
  title: string
  updatedAt: string
}

export interface CoachProps {
  threads: CoachThreadSummaryDto[]
  thread: { id: number; title: string; messages: CoachMessageDto[] } | null
  suggestions: string[]
  coach: {
    provider: string
    model: string
    maxMessageChars: number
    modelMessagesLeftToday: number | null
  }
}

export function coachMessageDto(
  message: CoachMessage,
  proposal: CoachMessageDto['proposal'] = null
): CoachMessageDto {
  return {
    id: message.id,
    role: message.role,
    content: message.content,
    createdAt: message.createdAt.toISO()!,
    model: message.role === 'assistant' ? message.model : null,
    status: message.status,
    toolUses: message.toolUses ?? [],
    proposal,
    safetyNotice: message.safetyNotice,
  }
}

/**
 * Messages as the Coach page shows them, each with the plan change it proposed (the revision
 * as the plan page shows it, with the plan's version), read by proposedRevisionsWithPlans.
 */
export function coachMessageDtos(
  messages: CoachMessage[],
  proposed: { revision: PlanRevision; plan: TrainingPlan }[]
): CoachMessageDto[] {
  const proposals = new Map<number, NonNullable<CoachMessageDto['proposal']>>()
  for (const { revision, plan } of proposed) {
    proposals.set(revision.id, {
      ...revisionDto(plan.id, revision, plan.document),
      planVersion: plan.version,
    })
  }
  return messages.map((m) =>
    coachMessageDto(m, m.revisionId ? (proposals.get(m.revisionId) ?? null) : null)
  )
}

export function coachThreadSummaryDto(thread: CoachThread): CoachThreadSummaryDto {
  return {
    id: thread.id,
    title: thread.title,
    updatedAt: (thread.updatedAt ?? thread.createdAt).toISO()!,
  }
}
