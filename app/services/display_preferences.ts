import type { HttpContext } from '@adonisjs/core/http'
import type { Units } from '#models/athlete_profile'
import { requestAthleteProfile } from '#services/request_athlete_profile'

export interface DisplayPreferences {
  units: Units
  weekStart: number
  timeZone: string
}

/**
 * The shared `preferences` prop: how numbers and dates are shown to this user,
 * from the profile row the request reads anyway.
 */
export async function displayPreferences(
  ctx: HttpContext,
  userId: number
): Promise<DisplayPreferences> {
  const profile = await requestAthleteProfile(ctx, userId)
  return { units: profile.units, weekStart: profile.weekStart, timeZone: profile.timeZone }
}
