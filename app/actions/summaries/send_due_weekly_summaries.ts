import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import { weeklySummaryRecipients } from '#queries/athlete_profiles'
import SendWeeklySummary from '#actions/summaries/send_weekly_summary'
import { weekStartOf } from '#domain/calendar'

/** Local time window in which the weekly summary goes out: Monday 07:00–07:59. */
export const SEND_WEEKDAY = 1
export const SEND_HOUR = 7

const CHUNK = 500

export interface DueWeeklySummariesResult {
  checked: number
  sent: number
  failed: number
}

/** Whether `now` is Monday 07:00–07:59 in the time zone. */
export function isSendTime(now: DateTime, timeZone: string) {
  const local = now.setZone(timeZone)
  const zoned = local.isValid ? local : now.toUTC()
  return zoned.weekday === SEND_WEEKDAY && zoned.hour === SEND_HOUR
}

/**
 * Sends the weekly summary to every opted-in, verified athlete whose local time is Monday
 * 07:00–07:59 and who has not had this week's yet. Run it hourly (cron: `node ace
 * summaries:send`, or the `summaries.weekly` job); running it more often is harmless.
 */
export default class SendDueWeeklySummaries {
  async handle(now: DateTime = DateTime.now()): Promise<DueWeeklySummariesResult> {
    const result = { checked: 0, sent: 0, failed: 0 }
    let lastId = 0
    for (;;) {
      const rows = await weeklySummaryRecipients(lastId, CHUNK)
      if (rows.length === 0) break
      for (const row of rows) {
        lastId = Number(row.id)
        result.checked += 1
        if (!isSendTime(now, row.time_zone)) continue
        const local = now.setZone(row.time_zone)
        const weekOf = weekStartOf((local.isValid ? local : now.toUTC()).toISODate()!, 1)
        if (row.weekly_summary_sent_for === weekOf) continue
        try {
          const sent = await new SendWeeklySummary().handle({ userId: Number(row.user_id), now })
          if (sent === 'sent') result.sent += 1
        } catch (error) {
          result.failed += 1
          logger.error({ err: error, userId: row.user_id }, 'weekly summary failed')
        }
      }
    }
    return result
  }
}
