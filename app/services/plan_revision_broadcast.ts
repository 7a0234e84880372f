import { DateTime } from 'luxon'
import type TrainingPlan from '#models/training_plan'
import type PlanRevision from '#models/plan_revision'
import { broadcast } from '#realtime/main'
import { userChannel } from '#realtime/events'

/** Tells the athlete's open pages that their plan changed (best effort: never fails the change). */
export async function announcePlanRevised(plan: TrainingPlan, revision: PlanRevision) {
  await broadcast(userChannel(plan.userId), 'plan.revised', {
    planId: plan.id,
    revision: revision.number,
    reason: revision.reason,
    revisedAt: DateTime.now().toISO()!,
  }).catch(() => {})
}
