import { DateTime } from 'luxon'
import FindAthleteProfile from '#actions/profile/find_athlete_profile'
import PersistActivity from '#actions/activities/persist_activity'
import { athleteContextFor } from '#services/athlete_context'
import { defaultName } from '#domain/activities/naming'
import { athleteToday } from '#services/athlete_today'
import { analyseManualActivity } from '#domain/activities/manual_activity'
import { announceActivity } from '#realtime/activity_announcement'
import queue from '#services/queue'
import type { Sport } from '#domain/files/activity_file'

export interface CreateManualActivityInput {
  userId: number
  /** Local date and time of the start, in the athlete's time zone. */
  startDate: string
  startTime: string
  sport: Sport
  name?: string | null
  distanceMeters: number
  durationSeconds: number
  avgHr?: number | null
  perceivedEffort?: number | null
  notes?: string | null
}

/**
 * A run without a file (treadmill, forgotten watch): the figures the athlete
 * typed, a load from HR, perceived effort or duration, no streams.
 */
export default class CreateManualActivity {
  async handle(input: CreateManualActivityInput) {
    const profile = await new FindAthleteProfile().handle(input.userId)
    const todayIso = athleteToday(profile.timeZone)
    const start = DateTime.fromISO(`${input.startDate}T${input.startTime}`, {
      zone: profile.timeZone,
    }).toUTC()
    const startTime = start.toISO()!
    const analysis = analyseManualActivity(
      {
        sport: input.sport,
        distanceMeters: input.distanceMeters,
        durationSeconds: input.durationSeconds,
        avgHr: input.avgHr ?? null,
        perceivedEffort: input.perceivedEffort ?? null,
      },
      athleteContextFor(profile, todayIso)
    )
    const persisted = await new PersistActivity().handle({
      userId: input.userId,
      source: 'manual',
      externalId: null,
      name: input.name?.trim() || defaultName({ sport: input.sport, startTime }, profile.timeZone),
      sport: input.sport,
      startTime,
      localDate: input.startDate,
      todayIso,
      analysis,
      summary: null,
      encodedStreams: null,
      file: null,
      perceivedEffort: input.perceivedEffort ?? null,
      notes: input.notes ?? null,
      loadSource:
        analysis.sessionRpeLoad !== null && analysis.load.load === analysis.sessionRpeLoad
          ? 'rpe'
          : undefined,
    })
    if (persisted.status === 'imported') {
      await announceActivity(input.userId, {
        activityId: persisted.activityId,
        sport: input.sport,
        startedAt: startTime,
        distanceMeters: analysis.distanceMeters,
        durationSeconds: analysis.elapsedSeconds,
      })
      await queue.dispatchFollowUp('plan.check', { userId: input.userId })
    }
    return persisted
  }
}
