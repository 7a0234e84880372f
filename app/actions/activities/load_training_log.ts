import { addDays } from '#domain/calendar'
import {
  defaultLogStart,
  LOG_WEEKS,
  logWeeks,
  logWindow,
  plannedForDates,
} from '#domain/activities/training_log'
import { activitiesForLog, firstActivityDate } from '#queries/activities'
import { plansOverlapping } from '#queries/training_plans'
import { TrainingLogDtos } from '#dtos/training_log'

export interface LoadTrainingLogInput {
  userId: number
  /** Any date of the first week to show; null: the window around today. */
  fromIso: string | null
  todayIso: string
  /** ISO weekday the athlete's week starts on (the profile's). */
  weekStart: number
  timeZone: string
}

/**
 * The training log's window: LOG_WEEKS weeks of activities with the planned workouts beside
 * them and each week's totals. Three reads whatever the window holds: the activities of the
 * window, the plans that meet it, the date of the first activity (docs/decisions/030-training-log.md).
 */
export default class LoadTrainingLog {
  async handle({ userId, fromIso, todayIso, weekStart, timeZone }: LoadTrainingLogInput) {
    const { from, to } = logWindow(fromIso ?? defaultLogStart(todayIso, weekStart), weekStart)
    const [activities, plans, first] = await Promise.all([
      activitiesForLog(userId, from, to),
      plansOverlapping(userId, from, to),
      firstActivityDate(userId),
    ])
    const planned = plannedForDates(
      plans.map((plan) => ({
        startDateIso: plan.document.startDateIso,
        endDateIso: plan.document.endDateIso,
        coversUntilIso:
          plan.status === 'active' || !plan.archivedAt
            ? null
            : plan.archivedAt.setZone(timeZone).toISODate(),
        workouts: plan.document.weeks.flatMap((week) =>
          week.workouts.map((workout) => ({
            dateIso: workout.dateIso,
            title: workout.title,
            type: workout.type,
            distanceMeters: workout.distanceMeters ?? null,
            durationSeconds: workout.durationSeconds ?? null,
          }))
        ),
      })),
      from,
      to
    )
    return TrainingLogDtos.log(
      {
        from,
        to,
        weeks: LOG_WEEKS,
        weekStart,
        today: todayIso,
        earlier: addDays(from, -7 * LOG_WEEKS),
        later: addDays(from, 7 * LOG_WEEKS),
        firstActivityDate: first,
      },
      logWeeks(from, to, weekStart, activities, planned)
    )
  }
}
