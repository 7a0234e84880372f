import type AthleteProfile from '#models/athlete_profile'
import { planDefaultsDto, planDto, revisionDto } from '#dtos/plan'
import { planPageRows } from '#queries/pages/plan'
import { latestRevisions } from '#queries/plan_revisions'
import { activitiesBetween, recentRunDistances } from '#queries/activities'

/**
 * Everything the TrainingPlan page shows. The plan form's `defaults` (two reads of the
 * activities) are sent only when there is no active plan: the form is shown only then, and
 * after a plan ends the page is loaded again.
 */
export default class LoadPlanPage {
  async handle(profile: AthleteProfile, todayIso: string) {
    const rows = await planPageRows(profile.userId)
    const plan = rows.plan
    if (!plan) {
      return {
        today: todayIso,
        plan: null,
        pendingRevision: null,
        revisions: [],
        defaults: planDefaultsDto(
          profile,
          todayIso,
          await recentRunDistances(profile.userId, todayIso)
        ),
      }
    }

    const { startDateIso, endDateIso } = plan.document
    // The statement read the activities of the plan's date columns; a document whose dates
    // differ from them (written around savePlanDocument) gets its own read.
    const activities =
      rows.activities.fromIso === startDateIso && rows.activities.toIso === endDateIso
        ? rows.activities.activities
        : await activitiesBetween(profile.userId, startDateIso, endDateIso)
    const logs = rows.logs
    const revisions = await latestRevisions(plan.id, 50)
    const pending = revisions.find((revision) => revision.status === 'proposed') ?? null
    return {
      today: todayIso,
      plan: planDto(plan, activities, logs, todayIso, profile.units),
      pendingRevision: pending ? revisionDto(plan.id, pending, plan.document) : null,
      revisions: revisions
        .filter((revision) => revision.status !== 'proposed')
        .map((revision) => revisionDto(plan.id, revision)),
      defaults: null,
    }
  }
}
