import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'

/**
 * The signed-in user, if any, for code that runs on every request (shared
 * Inertia props). Kept out of config/inertia.ts: reading `ctx.auth` there
 * makes TypeScript's inference of the auth guard circular (`never`).
 */
export function signedInUser(ctx: HttpContext): User | null {
  const auth = (ctx as unknown as { auth?: { user?: User } }).auth
  return auth?.user ?? null
}
