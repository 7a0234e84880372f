import type { HttpContext } from '@adonisjs/core/http'
import type AthleteProfile from '#models/athlete_profile'
import type User from '#models/user'
import { athleteProfileOf } from '#queries/athlete_profiles'

const loaded = new WeakMap<HttpContext, Promise<AthleteProfile>>()
const readWithUser = new WeakMap<User, AthleteProfile>()

/**
 * The profile read in the same statement as the signed-in user
 * (app/services/user_with_profile_provider.ts), for `requestAthleteProfile`.
 */
export function rememberAthleteProfile(user: User, profile: AthleteProfile) {
  readWithUser.set(user, profile)
}

/**
 * The signed-in athlete's profile, read once per request: the shared
 * `preferences` prop and the page's controller use the same row. When the
 * session guard read it with the user, that row is used; otherwise (no row
 * yet, another user's id) it is read, and created on first use.
 */
export function requestAthleteProfile(ctx: HttpContext, userId: number): Promise<AthleteProfile> {
  let profile = loaded.get(ctx)
  if (!profile) {
    const user = ctx.auth?.use('web').user
    const withUser = user && user.id === userId ? readWithUser.get(user) : undefined
    profile = withUser ? Promise.resolve(withUser) : athleteProfileOf(userId)
    loaded.set(ctx, profile)
  }
  return profile
}
