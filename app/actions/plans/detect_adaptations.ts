import { DateTime } from 'luxon'
import ProposeRevision from '#actions/plans/propose_revision'
import { acuteChronicRatio } from '#domain/science/fitness'
import { ACWR_REDUCE_AT, allWorkouts, type AdaptTrigger } from '#domain/plans/adapt_plan'
import { matchActivities, workoutMarks } from '#domain/plans/match_activity'
import { dailyLoadsBetween } from '#queries/daily_loads'
import { addDays } from '#domain/calendar'
import { activePlan } from '#queries/training_plans'
import { proposedOrCreatedSince } from '#queries/plan_revisions'
import { workoutLogs } from '#queries/plan_workout_logs'
import { activitiesBetween, highestVdotSince } from '#queries/activities'
import { entitlementsFor } from '#services/entitlements'

/** A fitness estimate this much above the plan's VDOT re-targets the paces. */
export const NEW_FITNESS_MARGIN = 1.5
/** Easy runs in a row faster than the easy band before the plan says so. */
export const EASY_TOO_FAST_RUNS = 3

/**
 * The app's own adaptation checks (docs/science.md#adaptation): a missed key workout,
 * an acute:chronic ratio of 1.5 or more, a new fitness estimate, easy runs
 * repeatedly too fast. Each proposes a revision for the athlete to preview —
 * never applied without them — and only when no proposal is waiting and the
 * same trigger was not already raised this week. Premium only (the
 * `adaptivePlans` entitlement): on Free the athlete's own requests
 * (ProposeRevision with source 'athlete') and the plan itself stay available.
 */
export default class DetectAdaptations {
  async handle(userId: number, todayIso: string) {
    const entitlements = await entitlementsFor(userId)
    if (!entitlements.adaptivePlans) return null
    const plan = await activePlan(userId)
    if (!plan) return null
    const recent = await proposedOrCreatedSince(plan.id, DateTime.now().minus({ days: 7 }))
    if (recent.some((revision) => revision.status === 'proposed')) return null
    const raised = new Set(recent.map((revision) => revision.trigger))

    // The first trigger that changes something (a missed workout in a past week cannot).
    for (const trigger of await this.triggers(plan, todayIso, raised)) {
      const revision = await new ProposeRevision().handle({
        userId,
        todayIso,
        trigger,
        source: 'automatic',
      })
      if (revision) return revision
    }
    return null
  }

  private async triggers(
    plan: NonNullable<Awaited<ReturnType<typeof activePlan>>>,
    todayIso: string,
    raised: Set<string>
  ): Promise<AdaptTrigger[]> {
    const triggers: AdaptTrigger[] = []
    const activities = await activitiesBetween(
      plan.userId,
      plan.document.startDateIso,
      plan.document.endDateIso
    )
    const logs = await workoutLogs(plan.id)
    const marks = workoutMarks(logs)
    const workouts = allWorkouts(plan.document)

    if (!raised.has('acwr')) {
      const ratio = await this.acwr(plan.userId, todayIso)
      if (ratio !== null && ratio >= ACWR_REDUCE_AT) triggers.push({ type: 'acwr', ratio })
    }

    if (!raised.has('missed_workout')) {
      const matched = new Set(
        matchActivities(workouts, activities, marks)
          .map((match) => match.workoutKey)
          .filter(Boolean)
      )
      // Only this week's: a missed session can move to a later day of its own week.
      const week = plan.document.weeks.find(
        (candidate) => candidate.startDateIso <= todayIso && todayIso <= candidate.endDateIso
      )
      const missed = (week?.workouts ?? []).filter(
        (workout) =>
          workout.hard &&
          workout.type !== 'race' &&
          workout.dateIso < todayIso &&
          !matched.has(workout.key) &&
          !logs.has(workout.key)
      )
      for (const workout of missed) triggers.push({ type: 'missed_workout', key: workout.key })
    }

    if (!raised.has('new_fitness')) {
      const vdot = await highestVdotSince(
        plan.userId,
        DateTime.fromISO(todayIso).minus({ days: 42 }).toISODate()!
      )
      if (vdot >= plan.document.fitness.vdot + NEW_FITNESS_MARGIN) {
        triggers.push({
          type: 'new_fitness',
          vdot: Math.round(vdot * 10) / 10,
          source: 'estimated',
          description: 'your best effort of the last six weeks',
        })
      }
    }

    if (!raised.has('easy_too_fast')) {
      const easyBand = plan.document.fitness.paces.easy
      const fastest = Math.min(easyBand.fastSecPerKm, easyBand.slowSecPerKm)
      const easyKeys = new Set(
        workouts.filter((w) => w.type === 'easy' || w.type === 'recovery').map((w) => w.key)
      )
      const easyRuns = matchActivities(workouts, activities, marks)
        .filter((match) => match.workoutKey && easyKeys.has(match.workoutKey))
        .map((match) => activities.find((a) => a.id === match.activityId)!)
        .filter((activity) => activity.distanceMeters > 0 && activity.movingSeconds > 0)
        .slice(-EASY_TOO_FAST_RUNS)
      const paces = easyRuns.map((a) => a.movingSeconds / (a.distanceMeters / 1000))
      if (paces.length === EASY_TOO_FAST_RUNS && paces.every((pace) => pace < fastest)) {
        triggers.push({
          type: 'easy_too_fast',
          runs: paces.length,
          avgPaceSecPerKm: paces.reduce((a, b) => a + b, 0) / paces.length,
        })
      }
    }
    return triggers
  }

  private async acwr(userId: number, todayIso: string) {
    const rows = await dailyLoadsBetween(userId, addDays(todayIso, -27), todayIso)
    if (rows.length < 28) return null
    return acuteChronicRatio(rows.map((row) => row.load))
  }
}
