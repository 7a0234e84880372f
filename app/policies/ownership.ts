import { AuthorizationResponse } from '@adonisjs/bouncer'
import type User from '#models/user'

/**
 * The athlete's own record, or "not found": someone else's record answers
 * exactly as one that does not exist (404, rendered by app/exceptions/handler.ts
 * as the missing record's findOrFail), so that ids reveal nothing.
 */
export function ownedBy(user: User, record: { userId: number }) {
  return record.userId === user.id ? true : AuthorizationResponse.deny('Not found', 404)
}
