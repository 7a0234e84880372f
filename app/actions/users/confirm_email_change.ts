import type { DateTime } from 'luxon'
import type User from '#models/user'
import { userWithEmail } from '#queries/users'
import { isUniqueViolation } from '#services/unique_violation'
import { emailHash, sameDigest } from '#services/hashes'

export type ConfirmEmailChangeResult = 'changed' | 'already_changed' | 'invalid' | 'taken'

/**
 * Makes the pending address the sign-in address when the (already signature-checked)
 * link was made for this user and that pending address. An address that another account
 * took meanwhile is refused and nothing changes.
 */
export default class ConfirmEmailChange {
  async handle(input: {
    user: User
    id: string
    hash: string
    now: DateTime
  }): Promise<ConfirmEmailChangeResult> {
    const { user } = input
    if (String(user.id) !== input.id) return 'invalid'
    if (!user.pendingEmail) {
      return sameDigest(emailHash(user.email), input.hash) ? 'already_changed' : 'invalid'
    }
    if (!sameDigest(emailHash(user.pendingEmail), input.hash)) return 'invalid'

    const taken = await userWithEmail(user.pendingEmail)
    if (taken) return 'taken'
    const previous = { email: user.email, emailVerifiedAt: user.emailVerifiedAt }
    user.email = user.pendingEmail
    user.pendingEmail = null
    user.emailVerifiedAt = input.now
    try {
      await user.save()
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      // Another account took the address between the read and the write.
      user.merge({ ...previous, pendingEmail: user.email })
      return 'taken'
    }
    return 'changed'
  }
}
