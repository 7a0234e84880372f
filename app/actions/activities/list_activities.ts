import type { Sport } from '#domain/files/activity_file'
import { activitiesPage } from '#queries/activities'

export interface ListActivitiesInput {
  userId: number
  page: number
  perPage: number
  sport?: Sport | null
  /** The athlete's local dates, yyyy-mm-dd, both included. */
  from?: string | null
  to?: string | null
}

/**
 * One page of an athlete's activities, newest first, with the list's filters.
 */
export default class ListActivities {
  async handle({ userId, page, perPage, sport, from, to }: ListActivitiesInput) {
    const result = await activitiesPage(userId, { sport, from, to }, page, perPage)
    const { total, lastPage } = result.getMeta() as { total: number; lastPage: number }
    return {
      activities: result.all(),
      meta: { page, perPage, total: Number(total), lastPage: Math.max(1, Number(lastPage)) },
    }
  }
}
