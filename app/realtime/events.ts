/**
 * Every server-sent realtime event: its name and its payload type, in one
 * place. Names are broadcast as they are, so Echo listens with a leading dot
 * (`.listen('.plan.revised', …)`) to skip its `App.Events` namespace.
 * Payloads carry ids and ISO dates, never models.
 */
export interface RealtimeEvents {
  'activity.imported': {
    activityId: number
    sport: string
    startedAt: string
    distanceMeters: number | null
    durationSeconds: number
  }
  'import.progress': {
    importJobId: string
    status: 'queued' | 'running' | 'done' | 'failed'
    total: number
    processed: number
    imported: number
    duplicates: number
    rejected: number
  }
  'plan.revised': {
    planId: number
    revision: number
    reason: string
    revisedAt: string
  }
  'coach.reply.chunk': {
    conversationId: number
    messageId: string
    index: number
    text: string
    done: boolean
  }
  'subscription.changed': {
    userId: number
    plan: string
    status: 'active' | 'trialing' | 'past_due' | 'canceled' | 'incomplete'
  }
}

export type RealtimeEventName = keyof RealtimeEvents

/**
 * The private channel of one user (Laravel's naming, what Echo's
 * `private('App.Models.User.' + id)` subscribes to).
 */
export function userChannel(userId: number) {
  return `private-App.Models.User.${userId}`
}
