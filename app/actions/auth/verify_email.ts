import { DateTime } from 'luxon'
import type User from '#models/user'
import { emailHash, sameDigest } from '#services/hashes'

export type VerifyEmailResult = 'verified' | 'already_verified' | 'invalid'

/**
 * Marks the address verified when the (already signature-checked) link was
 * made for this user and their current address.
 */
export default class VerifyEmail {
  async handle(input: {
    user: User
    id: string
    hash: string
    now: DateTime
  }): Promise<VerifyEmailResult> {
    const { user } = input
    if (String(user.id) !== input.id || !sameDigest(emailHash(user.email), input.hash)) {
      return 'invalid'
    }
    if (user.isVerified) return 'already_verified'
    user.emailVerifiedAt = input.now
    await user.save()
    return 'verified'
  }
}
