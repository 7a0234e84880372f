import db from '@adonisjs/lucid/services/db'
import { SessionLucidUserProvider } from '@adonisjs/auth/session'
import type User from '#models/user'
import AthleteProfile from '#models/athlete_profile'

type UserModel = typeof User

/** Prefix of the profile's columns in the joined row (no column of `users` starts with it). */
const PROFILE = 'profile__'

/** The profile row read with each signed-in user, until the request asks for it. */
const profileRows = new WeakMap<User, Record<string, unknown>>()

/**
 * The session guard's user provider (config/auth.ts), reading the signed-in
 * user **and their athlete profile in one statement**. Every signed-in page
 * reads both (the guard the user, the shared `preferences` prop the profile),
 * and inside a busy server each statement costs far more than its plan
 * (docs/decisions/041-base-request-cost.md): a LEFT JOIN saves one per request.
 * The user is the model `User.find` would have made; the profile's columns
 * wait, unhydrated, for `takeProfileRow` (app/services/request_athlete_profile.ts).
 */
export class UserWithProfileProvider extends SessionLucidUserProvider<UserModel> {
  async findById(identifier: string | number | bigint) {
    const model = await this.getModel()
    const profileColumns = [...AthleteProfile.$columnsDefinitions.values()].map(
      (column) => column.columnName
    )
    const row = (await db
      .from('users')
      .leftJoin('athlete_profiles', 'athlete_profiles.user_id', 'users.id')
      .select('users.*')
      .select(
        Object.fromEntries(
          profileColumns.map((name) => [`${PROFILE}${name}`, `athlete_profiles.${name}`])
        )
      )
      .where('users.id', identifier as number)
      .first()) as Record<string, unknown> | null
    if (!row) return null

    const userRow: Record<string, unknown> = {}
    const profileRow: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(row)) {
      if (key.startsWith(PROFILE)) profileRow[key.slice(PROFILE.length)] = value
      else userRow[key] = value
    }
    const user = model.$createFromAdapterResult(userRow) as User
    if (profileRow.id !== null && profileRow.id !== undefined) profileRows.set(user, profileRow)
    return this.createUserForGuard(user)
  }
}

/**
 * The profile read with this user by the guard, as a model, once: a second
 * call (or a user the guard did not read) gets null and reads it itself.
 */
export function takeProfileRow(user: User): AthleteProfile | null {
  const row = profileRows.get(user)
  if (!row) return null
  profileRows.delete(user)
  return AthleteProfile.$createFromAdapterResult(row) as AthleteProfile
}
