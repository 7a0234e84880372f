import type { HttpContext } from '@adonisjs/core/http'
import type { EmitterLike } from '@adonisjs/core/types/events'
import type { ConfigProvider } from '@adonisjs/core/types'
import { errors } from '@adonisjs/auth'
import type { GuardConfigProvider } from '@adonisjs/auth/types'
import { SessionGuard, type SessionLucidUserProvider } from '@adonisjs/auth/session'
import type { SessionGuardEvents, SessionGuardOptions } from '@adonisjs/auth/types/session'
import type User from '#models/user'
import { sessionStanding } from '#queries/users'

type UserProvider = SessionLucidUserProvider<typeof User>

/**
 * The session guard of @adonisjs/auth, plus a per-account session version:
 * sign-in stores `users.session_version` in the session, and a session whose
 * stored version is no longer the account's is ended on its next request.
 * Bumping the version (app/actions/auth/end_sessions.ts) thus ends every
 * session of the account, also encrypted cookie sessions, which the server
 * cannot delete. Every reader of `auth.user` goes through authenticate():
 * the auth and guest middleware, `auth.check()` on public pages and
 * /broadcasting/auth. See docs/decisions/018-sessions-sign-up-and-enumeration.md.
 */
export class VersionedSessionGuard extends SessionGuard<true, UserProvider> {
  constructor(
    name: string,
    protected ctx: HttpContext,
    options: SessionGuardOptions<true>,
    emitter: EmitterLike<SessionGuardEvents<User>>,
    provider: UserProvider
  ) {
    super(name, ctx, options, emitter, provider)
  }

  /**
   * Where the version lives in the session, beside the user id.
   */
  get versionKeyName() {
    return `${this.sessionKeyName}_version`
  }

  async login(user: User, remember = false) {
    await super.login(user, remember)
    this.storeVersion(user)
  }

  /**
   * Keeps this session alive after the version moved on (a password change
   * ends the other sessions, not the one that made it).
   */
  storeVersion(user: User) {
    this.ctx.session.put(this.versionKeyName, user.sessionVersion ?? 0)
  }

  async authenticate(): Promise<User> {
    if (this.authenticationAttempted) return this.getUserOrFail()
    const user = await super.authenticate()
    if (this.viaRemember) {
      // A remember-me token survives only while the version is unchanged
      // (bumping it deletes the tokens), so the new session starts current.
      this.storeVersion(user)
      return user
    }
    // Sessions from before versions existed count as version 0.
    const stored = Number(this.ctx.session.get(this.versionKeyName, 0))
    if (stored === (user.sessionVersion ?? 0)) return user

    this.ctx.session.forget(this.sessionKeyName)
    this.ctx.session.forget(this.versionKeyName)
    this.ctx.response.clearCookie(this.rememberMeKeyName)
    this.user = undefined
    this.isAuthenticated = false
    this.viaRemember = false
    throw new errors.E_UNAUTHORIZED_ACCESS('Invalid or expired user session', {
      guardDriverName: this.driverName,
    })
  }

  /**
   * Whether the authenticated session is still current now, read again from
   * the database: a request that hands out something lasting (a realtime
   * channel authorization) checks it after recording what it hands out, so
   * that a session ended while the request ran cannot slip through
   * (docs/decisions/055-realtime-capacity-and-session-end.md).
   */
  async isStillCurrent() {
    const user = this.getUserOrFail()
    const standing = await sessionStanding(user.id)
    if (!standing || standing.disabled) return false
    return Number(this.ctx.session.get(this.versionKeyName, 0)) === standing.sessionVersion
  }

  async authenticateAsClient(user: User) {
    const client = await super.authenticateAsClient(user)
    return {
      session: { ...client.session, [this.versionKeyName]: user.sessionVersion ?? 0 },
    }
  }
}

/**
 * config/auth.ts: `sessionGuard()` with the versioned guard.
 */
export function versionedSessionGuard(
  config: { provider: UserProvider | ConfigProvider<UserProvider> } & SessionGuardOptions<true>
): GuardConfigProvider<(ctx: HttpContext) => VersionedSessionGuard> {
  return {
    async resolver(name, app) {
      const emitter = await app.container.make('emitter')
      const provider =
        'resolver' in config.provider ? await config.provider.resolver(app) : config.provider
      return (ctx) =>
        new VersionedSessionGuard(
          name,
          ctx,
          config,
          emitter as unknown as EmitterLike<SessionGuardEvents<User>>,
          provider
        )
    },
  }
}
