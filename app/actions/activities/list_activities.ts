import type { Sport } from '#domain/files/activity_file'
import { addDays, weekStartOf } from '#domain/calendar'
import { weekTotalsFromRows } from '#domain/activities/training_log'
import type { ActivitySortKey, SortDirection } from '#domain/activities/list_sort'
import { activitiesPage, weeklyTotalsBetween } from '#queries/activities'
import { TrainingLogDtos } from '#dtos/training_log'

export interface ListActivitiesInput {
  userId: number
  page: number
  perPage: number
  sport?: Sport | null
  /** The athlete's local dates, yyyy-mm-dd, both included. */
  from?: string | null
  to?: string | null
  /** Part of the name, any case. */
  search?: string | null
  sort?: ActivitySortKey
  direction?: SortDirection
  /** ISO weekday the athlete's week starts on, for the weekly subtotals. */
  weekStart?: number
}

/**
 * One page of an athlete's activities with the list's filters and sort. Sorted by date, the
 * page also gets the subtotals of the weeks it shows: whole weeks (every activity of the week
 * that passes the filters, on this page or not), one GROUP BY.
 */
export default class ListActivities {
  async handle(input: ListActivitiesInput) {
    const { userId, page, perPage, sport, from, to, search, sort = 'date', weekStart = 1 } = input
    const filters = { sport, from, to, search }
    const { activities, total, lastPage } = await activitiesPage(
      userId,
      filters,
      page,
      perPage,
      sort,
      input.direction
    )
    let weeks: ReturnType<typeof TrainingLogDtos.subtotal>[] = []
    if (sort === 'date' && activities.length > 0) {
      const dates = activities.map((activity) => activity.localDate).sort()
      const first = weekStartOf(dates[0], weekStart)
      const last = addDays(weekStartOf(dates[dates.length - 1], weekStart), 6)
      const rows = await weeklyTotalsBetween(userId, filters, first, last, weekStart)
      weeks = weekTotalsFromRows(rows).map((week) =>
        TrainingLogDtos.subtotal(week.weekStart, week.totals)
      )
    }
    return {
      activities,
      weeks,
      meta: { page, perPage, total: Number(total), lastPage: Math.max(1, Number(lastPage)) },
    }
  }
}
