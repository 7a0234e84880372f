import type { HttpContext } from '@adonisjs/core/http'
import type AthleteProfile from '#models/athlete_profile'
import FindAthleteProfile from '#actions/profile/find_athlete_profile'
import { signedInUser } from '#services/signed_in_user'
import { takeProfileRow } from '#services/user_with_profile_provider'

const loaded = new WeakMap<HttpContext, Promise<AthleteProfile>>()

/**
 * The signed-in athlete's profile, read once per request: the shared
 * `preferences` prop and the page's controller use the same row. For the
 * signed-in user it is the row the session guard read with them
 * (app/services/user_with_profile_provider.ts); a user without a profile yet
 * gets one created here.
 */
export function requestAthleteProfile(ctx: HttpContext, userId: number): Promise<AthleteProfile> {
  let profile = loaded.get(ctx)
  if (!profile) {
    const user = signedInUser(ctx)
    const preloaded = user?.id === userId ? takeProfileRow(user) : null
    profile = preloaded ? Promise.resolve(preloaded) : new FindAthleteProfile().handle(userId)
    loaded.set(ctx, profile)
  }
  return profile
}
