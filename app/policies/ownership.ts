import { AuthorizationResponse } from '@adonisjs/bouncer'
import type User from '#models/user'

/**
 * The athlete's own record, or "not found": someone else's record answers
 * as one that does not exist (404), so that ids reveal nothing.
 */
export function ownedBy(user: User, record: { userId: number }, message = 'Not found') {
  return record.userId === user.id ? true : AuthorizationResponse.deny(message, 404)
}
