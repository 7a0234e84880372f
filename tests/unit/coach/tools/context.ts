import { DateTime } from 'luxon'
import Activity from '#models/activity'
import { ToolSession } from '#coach/tools/index'
import type { CoachContext } from '#coach/context'
import { createCoachAthlete, type CoachAthleteOptions } from '#tests/support/coach_athlete'

/** A fixed today, so that periods and weeks in the tests never depend on the day they run. */
export const TODAY = '2026-03-18'

/** The coach's test athlete with a tool session, for the model or the offline coach. */
export async function athleteWithSession(
  audience: CoachContext['audience'],
  options: CoachAthleteOptions = {}
) {
  const athlete = await createCoachAthlete({ todayIso: TODAY, ...options })
  const context: CoachContext = {
    userId: athlete.user.id,
    profile: athlete.profile,
    todayIso: athlete.todayIso,
    audience,
  }
  return { ...athlete, context, session: new ToolSession(context) }
}

let stravaIds = 0

/** One more activity for a test: a run unless told otherwise, at 07:00 UTC on its date. */
export function addActivity(
  userId: number,
  date: string,
  fields: Partial<{
    sport: Activity['sport']
    km: number
    minutes: number
    elevationGainMeters: number
    source: Activity['source']
    gearId: number | null
    name: string
  }> = {}
) {
  const km = fields.km ?? 10
  const minutes = fields.minutes ?? 50
  const source = fields.source ?? 'file'
  return Activity.create({
    userId,
    source,
    externalId: source === 'strava' ? `strava-${userId}-${++stravaIds}` : null,
    name: fields.name ?? `Activity ${date}`,
    sport: fields.sport ?? 'run',
    startTime: DateTime.fromISO(`${date}T07:00:00Z`),
    localDate: date,
    distanceMeters: km * 1000,
    elapsedSeconds: minutes * 60,
    movingSeconds: minutes * 60,
    avgSpeedMps: (km * 1000) / (minutes * 60),
    elevationGainMeters: fields.elevationGainMeters ?? 0,
    hasGps: true,
    trainingLoad: 50,
    loadSource: 'hr',
    gearId: fields.gearId ?? null,
  })
}
