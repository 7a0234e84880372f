import db from '@adonisjs/lucid/services/db'
import { ownActivityOrFail } from '#queries/activities'
import { athleteProfileOf } from '#queries/athlete_profiles'
import RefreshDailyLoads from '#actions/activities/refresh_daily_loads'
import { athleteContextFor } from '#services/athlete_context'
import { athleteToday } from '#services/athlete_today'
import { analyseManualActivity } from '#domain/activities/manual_activity'
import Gear from '#models/gear'
import FieldRefusedException from '#exceptions/field_refused_exception'
import type { Sport } from '#domain/files/activity_file'

export interface UpdateActivityInput {
  userId: number
  activityId: number
  name: string
  sport: Sport
  notes?: string | null
  gearId?: number | null
  perceivedEffort?: number | null
}

/**
 * What the athlete may change on an activity: name, sport, notes, gear and
 * perceived effort. Only the athlete's own activity and gear: anything else
 * is not found.
 */
export default class UpdateActivity {
  async handle(input: UpdateActivityInput) {
    const activity = await ownActivityOrFail(input.userId, input.activityId)
    if (input.gearId !== undefined && input.gearId !== null) {
      const gear = await Gear.query()
        .where('id', input.gearId)
        .where('user_id', input.userId)
        .first()
      if (!gear) throw new FieldRefusedException('gearId', 'Choose shoes from the list.')
    }
    const effortChanged =
      input.perceivedEffort !== undefined && input.perceivedEffort !== activity.perceivedEffort
    activity.merge({
      name: input.name,
      sport: input.sport,
      ...(input.notes !== undefined ? { notes: input.notes || null } : {}),
      ...(input.gearId !== undefined ? { gearId: input.gearId } : {}),
      ...(input.perceivedEffort !== undefined ? { perceivedEffort: input.perceivedEffort } : {}),
    })
    // A manual run's load can come from its perceived effort: recompute it and the days after.
    if (activity.source !== 'manual' || !effortChanged) {
      await activity.save()
      return activity
    }
    const profile = await athleteProfileOf(input.userId)
    const todayIso = athleteToday(profile.timeZone)
    const analysis = analyseManualActivity(
      {
        sport: activity.sport,
        distanceMeters: activity.distanceMeters,
        durationSeconds: activity.elapsedSeconds,
        avgHr: activity.avgHr,
        perceivedEffort: activity.perceivedEffort,
      },
      athleteContextFor(profile, todayIso)
    )
    activity.trainingLoad = analysis.load.load
    activity.loadSource =
      analysis.sessionRpeLoad !== null && analysis.load.load === analysis.sessionRpeLoad
        ? 'rpe'
        : analysis.load.loadSource
    await db.transaction(async (trx) => {
      activity.useTransaction(trx)
      await activity.save()
      await new RefreshDailyLoads().handle({
        userId: input.userId,
        fromDate: activity.localDate,
        todayIso,
        trx,
      })
    })
    return activity
  }
}
