import FindAthleteProfile from '#actions/profile/find_athlete_profile'
import RefreshDailyLoads from '#actions/activities/refresh_daily_loads'
import { athleteToday } from '#services/athlete_today'
import queue from '#services/queue'
import { earliestLocalDate } from '#queries/activities'

/**
 * Stages 5 and 6 of a batch of imports (docs/decisions/066-one-import-flow.md): an upload of
 * many files, an archive or the Strava history imports each activity without refreshing the
 * daily figures, then refreshes them once, from the earliest local date among the new
 * activities, and checks the plan once.
 */
export default class RefreshAfterImports {
  async handle(userId: number, activityIds: number[]) {
    if (activityIds.length === 0) return
    const earliest = await earliestLocalDate(activityIds)
    if (!earliest) return
    const profile = await new FindAthleteProfile().handle(userId)
    await new RefreshDailyLoads().handle({
      userId,
      fromDate: earliest,
      todayIso: athleteToday(profile.timeZone),
    })
    await queue.dispatchFollowUp('plan.check', { userId })
  }
}
