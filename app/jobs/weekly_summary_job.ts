import { DateTime } from 'luxon'
import SendDueWeeklySummaries from '#actions/summaries/send_due_weekly_summaries'

/**
 * `summaries.weekly`: the same as `node ace summaries:send`, for deployments that schedule
 * through the queue. `now` (ISO 8601) is for replays and tests; default the current time.
 */
export default class WeeklySummaryJob {
  async handle({ now }: { now?: string }) {
    return new SendDueWeeklySummaries().handle(now ? DateTime.fromISO(now) : DateTime.now())
  }
}
