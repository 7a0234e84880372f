import type { HttpContext } from '@adonisjs/core/http'
import type AthleteProfile from '#models/athlete_profile'
import FindAthleteProfile from '#actions/profile/find_athlete_profile'

const loaded = new WeakMap<HttpContext, Promise<AthleteProfile>>()

/**
 * The signed-in athlete's profile, read once per request: the shared
 * `preferences` prop and the page's controller use the same row.
 */
export function requestAthleteProfile(ctx: HttpContext, userId: number): Promise<AthleteProfile> {
  let profile = loaded.get(ctx)
  if (!profile) {
    profile = new FindAthleteProfile().handle(userId)
    loaded.set(ctx, profile)
  }
  return profile
}
