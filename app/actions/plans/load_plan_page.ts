import { DateTime } from 'luxon'
import type AthleteProfile from '#models/athlete_profile'
import type { IsoWeekday } from '#domain/plans/types'
import { RUN_SPORTS } from '#domain/sports'
import { planDto, revisionDto, type PlanDefaultsDto } from '#dtos/plan'
import { planPageRows } from '#queries/pages/plan'
import { latestRevisions } from '#queries/plan_revisions'
import { activitiesBetween, distanceBetween, longestDistanceSince } from '#queries/activities'

/**
 * What the plan form starts from: the goal and training days of the profile,
 * and the current volume from imported runs (the average of the last four
 * weeks; the longest run of the last six).
 */
export async function planDefaults(
  profile: AthleteProfile,
  todayIso: string
): Promise<PlanDefaultsDto> {
  const today = DateTime.fromISO(todayIso)
  const runs = [...RUN_SPORTS]
  const volume = await distanceBetween(
    profile.userId,
    today.minus({ days: 28 }).toISODate()!,
    today.minus({ days: 1 }).toISODate()!,
    runs
  )
  const longest = await longestDistanceSince(
    profile.userId,
    today.minus({ days: 42 }).toISODate()!,
    runs
  )
  const goalDate = profile.goalDate?.toISODate() ?? null
  return {
    raceDistanceMeters: profile.goalKind === 'race' ? profile.goalDistanceMeters : null,
    raceDate: profile.goalKind === 'race' && goalDate && goalDate > todayIso ? goalDate : null,
    goalSeconds: null,
    availableDays: profile.trainingDays as IsoWeekday[],
    longRunDay: profile.longRunDay as IsoWeekday,
    currentWeeklyMeters: Math.round(volume / 4 / 100) * 100,
    longestRecentRunMeters: longest ? Math.round(longest / 100) * 100 : null,
    experience: profile.experience ?? 'intermediate',
    startDate: today.plus({ days: 1 }).toISODate()!,
  }
}

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
        defaults: await planDefaults(profile, todayIso),
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
