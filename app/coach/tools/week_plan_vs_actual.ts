import { z } from 'zod'
import { activePlan } from '#queries/training_plans'
import { activitiesBetween } from '#queries/activities'
import { workoutLogs } from '#queries/plan_workout_logs'
import { weekCompliance, workoutMarks } from '#domain/plans/match_activity'
import { isRunSport } from '#domain/sports'
import { defineTool } from '#coach/tools/tool'
import { isoDateInput } from '#coach/tools/period'
import { dayLabel, distance, duration } from '#coach/format'
import type { PlannedWorkout } from '#domain/plans/types'
import type { Units } from '#models/athlete_profile'

type Compliance = ReturnType<typeof weekCompliance>
type Activity = Awaited<ReturnType<typeof activitiesBetween>>[number]

/** A planned workout: its size, its state (a skipped mark first) and what was done. */
function workoutRow(
  workout: PlannedWorkout,
  result: Compliance['workouts'][number],
  marks: ReturnType<typeof workoutMarks>,
  units: Units
) {
  return {
    key: workout.key,
    day: dayLabel(workout.dateIso),
    type: workout.type,
    title: workout.title,
    planned: workout.distanceMeters
      ? distance(workout.distanceMeters, units)
      : workout.durationSeconds
        ? duration(workout.durationSeconds)
        : null,
    state: marks.get(workout.key)?.status === 'skipped' ? 'skipped' : result.status,
    done: result.done
      ? {
          distance:
            result.doneDistanceMeters > 0 ? distance(result.doneDistanceMeters, units) : null,
          time: result.doneSeconds > 0 ? duration(result.doneSeconds) : null,
          source: result.source,
        }
      : null,
    label: result.label,
  }
}

/** An activity of the week that matched no workout; only runs count in the week's figure. */
function unplannedRow(activity: Activity, units: Units) {
  return {
    day: dayLabel(activity.localDate),
    sport: activity.sport,
    distance: activity.distanceMeters > 0 ? distance(activity.distanceMeters, units) : null,
    time: duration(activity.movingSeconds),
    countsInWeek: isRunSport(activity.sport),
  }
}

/**
 * One week of the active plan against what was done, with the plan page's figures: the same
 * rule (weekCompliance over the week's activities and the athlete's done and skipped marks,
 * docs/decisions/029-done-marks.md) that the plan page, its week bar and the Dashboard use.
 * A model reads no Strava activity (decision 007).
 */
export const weekPlanVsActualTool = defineTool({
  name: 'week_plan_vs_actual',
  description:
    "One week of the active training plan against what the athlete did (the plan page's figures): planned and done distance for the week with the percentage, and per workout the planned size, its state (done, partial, over, missed, skipped, pending), what was done, and runs that matched no workout. `date`: any day of the week wanted (YYYY-MM-DD; default today).",
  input: z.object({ date: isoDateInput.optional() }).strict().default({}),
  async run(context, input) {
    const units = context.profile.units
    const date = input.date ?? context.todayIso
    const plan = await activePlan(context.userId)
    if (!plan) return { error: 'The athlete has no active training plan.' }
    const week = plan.document.weeks.find((w) => w.startDateIso <= date && date <= w.endDateIso)
    if (!week) {
      return {
        error: `${date} is outside the plan (${plan.document.startDateIso} to ${plan.document.endDateIso}).`,
      }
    }
    const activities = await activitiesBetween(
      context.userId,
      week.startDateIso,
      week.endDateIso,
      context.audience === 'model' ? { withoutSource: 'strava' } : {}
    )
    const logs = await workoutLogs(
      plan.id,
      week.workouts.map((workout) => workout.key)
    )
    const marks = workoutMarks(logs)
    const compliance = weekCompliance(week, activities, context.todayIso, units, marks)
    const results = new Map(compliance.workouts.map((result) => [result.key, result]))
    const byId = new Map(activities.map((activity) => [String(activity.id), activity]))
    return {
      week: {
        index: week.index,
        from: week.startDateIso,
        to: week.endDateIso,
        phase: week.phase,
        cutback: week.isCutback,
        current: week.startDateIso <= context.todayIso && context.todayIso <= week.endDateIso,
      },
      planned: distance(compliance.plannedDistanceMeters, units),
      plannedMeters: Math.round(compliance.plannedDistanceMeters),
      done: distance(compliance.doneDistanceMeters, units),
      doneMeters: Math.round(compliance.doneDistanceMeters),
      percent: compliance.ratio === null ? null : Math.round(compliance.ratio * 100),
      level: compliance.level,
      label: compliance.label,
      workouts: week.workouts
        .filter((workout) => workout.type !== 'rest')
        .map((workout) => workoutRow(workout, results.get(workout.key)!, marks, units)),
      unplanned: compliance.unplannedActivityIds.flatMap((id) => {
        const activity = byId.get(String(id))
        return activity ? [unplannedRow(activity, units)] : []
      }),
    }
  },
  summary: ({ date }) =>
    date
      ? `compared the plan with your training, week of ${date}`
      : 'compared this week of your plan with your training',
})
