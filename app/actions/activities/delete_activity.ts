import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import logger from '@adonisjs/core/services/logger'
import Activity from '#models/activity'
import RefreshDailyLoads from '#actions/activities/refresh_daily_loads'
import { athleteProfileOf } from '#queries/athlete_profiles'
import { athleteToday } from '#services/athlete_today'

/**
 * Deletes one of the athlete's activities (its streams and best efforts go
 * with it) and recomputes fitness and fatigue from its date, in one
 * transaction; the original file is removed once that has committed.
 * Returns false when the athlete has no such activity.
 */
export default class DeleteActivity {
  async handle({ userId, activityId }: { userId: number; activityId: number }) {
    const profile = await athleteProfileOf(userId)
    const fileKey = await db.transaction(async (trx) => {
      const activity = await Activity.query({ client: trx })
        .where('id', activityId)
        .where('user_id', userId)
        .forUpdate()
        .first()
      if (!activity) return false as const
      const key = activity.fileKey
      const fromDate = activity.localDate
      await activity.delete()
      await new RefreshDailyLoads().handle({
        userId,
        fromDate,
        todayIso: athleteToday(profile.timeZone),
        trx,
      })
      return key
    })
    if (fileKey === false) return false
    if (fileKey) {
      await drive
        .use()
        .delete(fileKey)
        .catch((error) => logger.warn({ err: error, fileKey }, 'could not remove an activity file'))
    }
    return true
  }
}
