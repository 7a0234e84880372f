import type { HttpContext } from '@adonisjs/core/http'
import type { Units } from '#models/athlete_profile'
import { requestAthleteProfile } from '#services/request_athlete_profile'
import { databaseOutageOf } from '#services/database_outage'

export interface DisplayPreferences {
  units: Units
  weekStart: number
  timeZone: string
}

/**
 * The shared `preferences` prop: how numbers and dates are shown to this user,
 * from the profile row the request reads anyway. With the database out of reach
 * (the 503 page of docs/decisions/059-lost-writes-and-database-outages.md) the
 * row cannot be read either: null, the pages' defaults, so that the error page
 * still answers 503 and never turns into a 500.
 */
export async function displayPreferences(
  ctx: HttpContext,
  userId: number
): Promise<DisplayPreferences | null> {
  try {
    const profile = await requestAthleteProfile(ctx, userId)
    return { units: profile.units, weekStart: profile.weekStart, timeZone: profile.timeZone }
  } catch (error) {
    if (databaseOutageOf(error)) return null
    throw error
  }
}
