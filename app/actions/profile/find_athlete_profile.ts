import { athleteProfileOf } from '#queries/athlete_profiles'

/**
 * The athlete's profile, created on first use: a read, now `athleteProfileOf` in
 * app/queries/athlete_profiles.ts. This class remains only for the file-import flow's actions
 * until they read it from there.
 */
export default class FindAthleteProfile {
  handle(userId: number) {
    return athleteProfileOf(userId)
  }
}
