import { SessionLucidUserProvider } from '@adonisjs/auth/session'
import { preparedRawQuery } from '#queries/sql_dialect'
import User from '#models/user'
import AthleteProfile from '#models/athlete_profile'
import { rememberAthleteProfile } from '#services/request_athlete_profile'

/** Prefix of the profile's columns in the joined row; no users column starts with it. */
const PROFILE_PREFIX = 'profile__'

let joinedSql: string | undefined

/**
 * `SELECT users.<each column>, athlete_profiles.<each column> AS profile__<column> … WHERE
 * users.id = ?`, built once from the two models' columns (named columns: a prepared statement,
 * docs/decisions/053-prepared-page-reads.md). Written as plain SQL for both databases (double
 * quotes, LIMIT as a number: docs/decisions/044-sqlite-literal-limits.md).
 */
function userWithProfileSql() {
  if (!joinedSql) {
    const userColumns = [...User.$columnsDefinitions.values()].map(
      ({ columnName }) => `u."${columnName}"`
    )
    const profileColumns = [...AthleteProfile.$columnsDefinitions.values()].map(
      ({ columnName }) => `p."${columnName}" AS "${PROFILE_PREFIX}${columnName}"`
    )
    joinedSql =
      `SELECT ${userColumns.join(', ')}, ${profileColumns.join(', ')} FROM users u ` +
      'LEFT JOIN athlete_profiles p ON p.user_id = u.id WHERE u.id = ? LIMIT 1'
  }
  return joinedSql
}

/**
 * The session guard's user provider, reading the signed-in user and their athlete profile in one
 * statement instead of two: every signed-in page reads both (the `preferences` prop, the page's
 * controller). The profile is handed to `requestAthleteProfile` for this request; a user without
 * a profile row yet gets one there, as before. See docs/decisions/046-user-and-profile-read-once.md.
 */
export class UserWithProfileProvider extends SessionLucidUserProvider<typeof User> {
  constructor() {
    super({ model: async () => ({ default: User }) })
  }

  async findById(identifier: string | number | bigint) {
    // The id stored in the session at sign-in; anything else is no user.
    const id = Number(identifier)
    if (!Number.isSafeInteger(id) || id <= 0) return null
    const result = await preparedRawQuery(userWithProfileSql(), [id])
    const [row]: Record<string, unknown>[] = Array.isArray(result) ? result : result.rows
    if (!row) return null

    const userColumns: Record<string, unknown> = {}
    const profileColumns: Record<string, unknown> = {}
    for (const key in row) {
      if (key.startsWith(PROFILE_PREFIX)) {
        profileColumns[key.slice(PROFILE_PREFIX.length)] = row[key]
      } else {
        userColumns[key] = row[key]
      }
    }
    const user = User.$createFromAdapterResult(userColumns)!
    if (profileColumns.id !== null && profileColumns.id !== undefined) {
      rememberAthleteProfile(user, AthleteProfile.$createFromAdapterResult(profileColumns)!)
    }
    return this.createUserForGuard(user)
  }
}
